import type { Decimal } from 'decimal.js';
import { roundMoney } from '../../money/money';
import { availablePrice, normalizeSamplingPoints, positivePrice, unavailable, type GraduatedPrice, type PriceQuote, type PriceStrategy } from './price-strategy';

/** The query parameter that carries the quantity unless apiParamNames maps `Menge` to another name. */
export const REMOTE_QUANTITY_PARAM = 'quantity';

export interface RemotePriceOptions {
  /** Per attempt, ms (default 3000). */
  timeoutMs?: number;
  /** Further attempts after a failed one (default 1). */
  retries?: number;
  /** How long an answered price is reused, ms (default 5 minutes). */
  cacheTtlMs?: number;
  /** How long a failure is remembered so a dead service does not slow every cart, ms (default 30 s). */
  failureTtlMs?: number;
  /** Most remembered answers (default 2000). */
  maxEntries?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

type Answer = { ok: true; price: Decimal } | { ok: false; reason: 'remote_unreachable' | 'remote_invalid_answer'; detail: string };

/**
 * REMOTE_PRICE: an HTTP GET of the record's url with the configuration's values under their
 * apiParamNames (attribute name → query parameter) plus the quantity; the answer is JSON
 * `{ "price": <number or decimal string> }`, the price per piece in CHF. Each attempt has a
 * timeout, a failed attempt is retried once; answers are cached in-process. An unreachable
 * service or an answer that is not a positive price makes the price UNAVAILABLE.
 * graduatedPrice: the prices at the sampling points (those that answered).
 */
export function createRemotePriceStrategy(options: RemotePriceOptions = {}): PriceStrategy & { clearCache(): void } {
  const timeoutMs = options.timeoutMs ?? 3000;
  const retries = options.retries ?? 1;
  const cacheTtlMs = options.cacheTtlMs ?? 5 * 60_000;
  const failureTtlMs = options.failureTtlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 2000;
  const doFetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { answer: Promise<Answer>; expires: number }>();

  async function attempt(url: string): Promise<Answer> {
    let response: Response;
    try {
      response = await doFetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      return { ok: false, reason: 'remote_unreachable', detail: error instanceof Error ? error.name : String(error) };
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, reason: 'remote_unreachable', detail: `HTTP ${response.status}` };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { ok: false, reason: 'remote_invalid_answer', detail: 'no JSON' };
    }
    const price = body !== null && typeof body === 'object' ? positivePrice((body as Record<string, unknown>).price) : undefined;
    return price ? { ok: true, price: roundMoney(price) } : { ok: false, reason: 'remote_invalid_answer', detail: 'no positive price' };
  }

  async function ask(url: string): Promise<Answer> {
    let answer = await attempt(url);
    for (let retry = 0; retry < retries && !answer.ok; retry += 1) answer = await attempt(url);
    return answer;
  }

  function cached(url: string): Promise<Answer> {
    const hit = cache.get(url);
    if (hit && hit.expires > now()) return hit.answer;
    const answer = ask(url);
    const entry = { answer, expires: Number.POSITIVE_INFINITY };
    cache.delete(url);
    cache.set(url, entry);
    void answer.then((result) => {
      entry.expires = now() + (result.ok ? cacheTtlMs : failureTtlMs);
    });
    while (cache.size > maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
    return answer;
  }

  return {
    strategy: 'REMOTE_PRICE',
    clearCache: () => cache.clear(),
    async price(subject, quantity): Promise<PriceQuote> {
      const remote = subject.record?.remote;
      if (!remote?.url) return unavailable('strategy_not_configured');
      let base: URL;
      try {
        base = new URL(remote.url);
      } catch {
        return unavailable('strategy_not_configured', 'url');
      }
      if (base.protocol !== 'http:' && base.protocol !== 'https:') return unavailable('strategy_not_configured', 'url');

      const urlFor = (amount: number) => {
        const url = new URL(base);
        for (const [attribute, param] of Object.entries(remote.apiParamNames).sort(([a], [b]) => a.localeCompare(b))) {
          const value = subject.configuration[attribute];
          if (attribute !== 'Menge' && value !== undefined && param) url.searchParams.set(param, value);
        }
        url.searchParams.set(remote.apiParamNames.Menge || REMOTE_QUANTITY_PARAM, String(amount));
        return url.toString();
      };

      const points = normalizeSamplingPoints(remote.samplingPoints);
      const [main, ...sampled] = await Promise.all([cached(urlFor(quantity)), ...points.map((point) => cached(urlFor(point)))]);
      if (!main?.ok) return unavailable(main?.reason ?? 'remote_unreachable', main?.detail);
      const graduated: GraduatedPrice[] = [];
      sampled.forEach((answer, index) => {
        const point = points[index];
        if (answer?.ok && point !== undefined) graduated.push({ quantity: point, price: answer.price.toFixed(2) });
      });
      return availablePrice(main.price, graduated);
    },
  };
}
