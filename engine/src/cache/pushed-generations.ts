import pg from 'pg';
import type { DatabaseNotifications } from '../db/notifications';
import { laterGenerations, type GenerationsRead } from './read-cache';

/**
 * The cache generations pushed by PostgreSQL instead of read per request (decision 1171): the
 * bump triggers send `NOTIFY shop_cache_generation, '<generation>:<prices>'` on commit, one
 * listening connection per process receives it, and requests take the pair from memory.
 *
 * Trusted only while the listening connection is up and has re-read the pair from the database
 * after it began listening; otherwise (not yet connected, cut, reconnecting) `current()` is
 * undefined and callers read the database as before (decision 973). A commit made while the
 * connection was down is in that re-read, a later one in a notification: no gap.
 */
export const GENERATION_CHANNEL = 'shop_cache_generation';

/** application_name of the listening connection on PostgreSQL. */
export const LISTENER_APPLICATION_NAME = 'shop-cache-generations';

/** A listening connection: started by `listen`, it reports payloads and its loss. */
export interface GenerationFeed {
  /**
   * Resolves once LISTEN is in effect (a commit after that is notified). `lost` is called at most
   * once, when the connection goes; the feed is then started again.
   */
  listen(handlers: { notify(payload: string): void; lost(error?: unknown): void }): Promise<{ close(): Promise<void> }>;
}

export interface PushedGenerations {
  /** The pair in memory when it is trusted, else undefined (read the database). */
  current(): GenerationsRead | undefined;
  /**
   * While trusted, the number of the listening session that earned the trust (it changes with
   * every cut and reconnect), else undefined: memory kept under one number is void under the next
   * (the session memory, decision 1176).
   */
  trustedSince(): number | undefined;
  /**
   * A payload from elsewhere (the pool's own connections: a commit's notification arrives there
   * before its COMMIT returns, so this process reads its own change at once). It only ever raises
   * the pair; it never makes it trusted.
   */
  notice(payload: string): void;
  /** Resolves when the pair is trusted (tests, start-up); at once if it is. */
  live(): Promise<void>;
  /** Cuts the listening connection as a network failure would (tests: the fallback, the re-read). */
  cut(): Promise<void>;
  close(): Promise<void>;
}

export interface PushedGenerationsOptions {
  feed: GenerationFeed;
  /** Both generations from the database (READ_GENERATION_SQL outside a transaction). */
  read(): Promise<GenerationsRead>;
  /** Wait before listening again after a loss (default 250 ms, doubled up to 5 s). */
  retryMs?: number;
  onError?(error: unknown): void;
}

/** '<generation>:<prices>' as the triggers send it; undefined for anything else. */
export function parseGenerationPayload(payload: string): GenerationsRead | undefined {
  const match = /^(\d+):(\d+)$/.exec(payload);
  return match ? { generation: match[1]!, prices: match[2]! } : undefined;
}

export function startPushedGenerations(options: PushedGenerationsOptions): PushedGenerations {
  const baseRetry = options.retryMs ?? 250;
  let retry = baseRetry;
  let pair: GenerationsRead | undefined;
  let trusted = false;
  let trustedIn = 0;
  // Each listening session gets a number; what a lost one reports later changes nothing.
  let session = 0;
  let connection: { close(): Promise<void> } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let waiting: (() => void)[] = [];

  const untrust = () => {
    trusted = false;
  };

  function lose(own: number, error?: unknown) {
    if (own !== session || closed) return;
    session += 1;
    untrust();
    if (error) options.onError?.(error);
    const ending = connection;
    connection = undefined;
    void ending?.close().catch(() => undefined);
    timer = setTimeout(start, retry);
    retry = Math.min(retry * 2, 5000);
  }

  async function start() {
    timer = undefined;
    if (closed) return;
    const own = ++session;
    try {
      const opened = await options.feed.listen({
        notify(payload) {
          if (own !== session) return;
          const pushed = parseGenerationPayload(payload);
          if (pushed) pair = laterGenerations(pushed, pair);
        },
        lost: (error) => lose(own, error),
      });
      if (own !== session || closed) {
        await opened.close();
        return;
      }
      connection = opened;
      // Listening now: the database's pair covers every commit before this point, the
      // notifications every one after it.
      const read = await options.read();
      if (own !== session || closed) return;
      pair = laterGenerations(read, pair);
      trusted = true;
      trustedIn = own;
      retry = baseRetry;
      const woken = waiting;
      waiting = [];
      for (const wake of woken) wake();
    } catch (error) {
      lose(own, error);
    }
  }

  void start();
  return {
    current: () => (trusted ? pair : undefined),
    trustedSince: () => (trusted ? trustedIn : undefined),
    notice(payload) {
      // While untrusted the re-read after listening covers it; ignoring it here keeps that
      // re-read the one way back to trust.
      if (!trusted) return;
      const pushed = parseGenerationPayload(payload);
      if (pushed) pair = laterGenerations(pushed, pair);
    },
    live: () => (trusted ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
    async cut() {
      if (connection) lose(session);
    },
    async close() {
      closed = true;
      session += 1;
      untrust();
      if (timer) clearTimeout(timer);
      await connection?.close().catch(() => undefined);
      connection = undefined;
    },
  };
}

/**
 * A dedicated `pg` client doing LISTEN on a real PostgreSQL; on `also.channels` too, whose
 * notifications go to `also.emit` (the sessions' channel, decision 1176: one connection, one trust).
 */
export function postgresGenerationFeed(url: string, also?: { channels: readonly string[]; emit(channel: string, payload: string): void }): GenerationFeed {
  return {
    async listen({ notify, lost }) {
      // Named, so an operator (or a test) can find and cut it in pg_stat_activity.
      const client = new pg.Client({ connectionString: url, keepAlive: true, application_name: LISTENER_APPLICATION_NAME });
      let gone = false;
      const goneWith = (error?: unknown) => {
        if (gone) return;
        gone = true;
        lost(error);
      };
      client.on('notification', (message) => {
        if (message.channel === GENERATION_CHANNEL && message.payload !== undefined) notify(message.payload);
        else if (also?.channels.includes(message.channel)) also.emit(message.channel, message.payload ?? '');
      });
      client.on('error', goneWith);
      client.on('end', () => goneWith());
      await client.connect();
      // The others first: once the generations' LISTEN is in effect the feed may be trusted.
      for (const channel of also?.channels ?? []) await client.query(`listen "${channel}"`);
      await client.query(`listen ${GENERATION_CHANNEL}`);
      return {
        async close() {
          gone = true;
          await client.end();
        },
      };
    },
  };
}

/**
 * The notifications of a database that hands over every one (the embedded owner's PGlite:
 * DatabaseNotifications.complete). `ensureListening` runs LISTEN in its one session.
 */
export function notificationsGenerationFeed(notifications: DatabaseNotifications, ensureListening: () => Promise<unknown>): GenerationFeed {
  return {
    async listen({ notify }) {
      const off = notifications.on(GENERATION_CHANNEL, notify);
      try {
        await ensureListening();
      } catch (error) {
        off();
        throw error;
      }
      return { close: async () => off() };
    },
  };
}
