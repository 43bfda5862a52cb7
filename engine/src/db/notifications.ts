import type { Pool } from 'pg';

/**
 * PostgreSQL notifications (NOTIFY) as the database hands them to this process (decision 1171).
 * `complete`: whether every commit's notification reaches it — true only for the embedded
 * database's owner, which sees all that PGlite sends; on a real PostgreSQL these are only the
 * pool's own connections' (each LISTENs, so a commit's notification arrives on the committing
 * connection before its COMMIT returns), and a dedicated listening client is needed besides.
 */
export interface DatabaseNotifications {
  readonly complete: boolean;
  /** Calls `listener` with every payload on `channel`; returns the unsubscribe. */
  on(channel: string, listener: (payload: string) => void): () => void;
  /**
   * The embedded owner's: puts PGlite's one session on LISTEN through PGlite itself (again after a
   * restore). A LISTEN sent over the socket would keep that socket connection from ever closing,
   * and the pool (and the process) from ending.
   */
  listen?(channel: string): Promise<void>;
}

export interface NotificationHub extends DatabaseNotifications {
  emit(channel: string, payload: string): void;
  listen?: (channel: string) => Promise<void>;
}

export function createNotificationHub(complete: boolean): NotificationHub {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  return {
    complete,
    on(channel, listener) {
      let set = listeners.get(channel);
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    emit(channel, payload) {
      for (const listener of listeners.get(channel) ?? []) listener(payload);
    },
  };
}

/**
 * Every connection of the pool LISTENs on `channels` as it opens (before its first query), and
 * what it is notified goes to `hub`.
 */
export function listenOnPoolConnections(pool: Pool, channels: readonly string[], hub: NotificationHub): void {
  if (channels.length === 0) return;
  pool.on('connect', (client) => {
    client.on('notification', (message) => hub.emit(message.channel, message.payload ?? ''));
    // One query for all: a client takes one at a time, and the pool's own query follows at once.
    client.query(channels.map((channel) => `listen "${channel}"`).join('; ')).catch(() => undefined);
  });
}

/**
 * A reader of one PostgreSQL protocol answer (backend messages, split anywhere) that reports the
 * NotificationResponse messages in it ('A': process id, channel, payload).
 */
export function notificationReader(emit: (channel: string, payload: string) => void): (chunk: Uint8Array) => void {
  let pending = new Uint8Array(0);
  const decoder = new TextDecoder();
  return (chunk) => {
    let data = chunk;
    if (pending.length > 0) {
      data = new Uint8Array(pending.length + chunk.length);
      data.set(pending);
      data.set(chunk, pending.length);
    }
    let at = 0;
    while (data.length - at >= 5) {
      const length = ((data[at + 1]! << 24) | (data[at + 2]! << 16) | (data[at + 3]! << 8) | data[at + 4]!) >>> 0;
      if (data.length - at < 1 + length) break;
      if (data[at] === 0x41) {
        const body = data.subarray(at + 9, at + 1 + length);
        const end = body.indexOf(0);
        const payloadEnd = body.indexOf(0, end + 1);
        if (end >= 0 && payloadEnd > end) emit(decoder.decode(body.subarray(0, end)), decoder.decode(body.subarray(end + 1, payloadEnd)));
      }
      at += 1 + length;
    }
    pending = data.slice(at);
  };
}
