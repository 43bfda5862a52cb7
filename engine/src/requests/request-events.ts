import type { Logger } from 'pino';
import { silentLogger } from '../logging/logger';

/**
 * Request events (001 §4 "Requests are created and updated, each announced to listeners"): an
 * in-process announcement after an order or a quote (both "requests" of a customer) was written.
 * Jobs, mails and reports subscribe with `on`; the services announce after their transaction
 * committed, so a listener never sees a change that was rolled back
 * (docs/decisions/654-request-events.md).
 */

/** Orders and quotes (Offerten) are the two kinds of requests. */
export type RequestKind = 'order' | 'quote';
export type RequestAction = 'created' | 'updated' | 'deleted';

export interface RequestEvent {
  kind: RequestKind;
  action: RequestAction;
  id: number;
  formattedId: string;
  customerId: number;
  /** What changed, e.g. 'placed', 'copied', 'state', 'fields', 'positions', 'deleted'. */
  change: string;
  /** ISO instant of the announcement. */
  at: string;
}

export type RequestEventListener = (event: RequestEvent) => void | Promise<void>;

export function createRequestEvents(options: { logger?: Logger } = {}) {
  const logger = options.logger ?? silentLogger;
  const listeners = new Set<RequestEventListener>();

  return {
    /** Subscribes a listener; the returned function unsubscribes it. */
    on(listener: RequestEventListener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /**
     * Announces an event. Every listener is called at once (synchronously, in subscription
     * order); a listener that throws or rejects is logged and never fails the caller. The promise
     * settles when every listener has finished (callers need not wait for it).
     */
    emit(event: Omit<RequestEvent, 'at'> & { at?: string }): Promise<void> {
      const full: RequestEvent = { ...event, at: event.at ?? new Date().toISOString() };
      const runs = [...listeners].map((listener) => {
        try {
          return Promise.resolve(listener(full));
        } catch (error) {
          return Promise.reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      return Promise.allSettled(runs).then((results) => {
        for (const result of results) {
          if (result.status === 'rejected') logger.error({ err: result.reason, event: full }, 'request event listener failed');
        }
      });
    },

    /** How many listeners are subscribed (for diagnostics and tests). */
    listenerCount(): number {
      return listeners.size;
    },
  };
}
export type RequestEvents = ReturnType<typeof createRequestEvents>;
