import { DATABASE_UNAVAILABLE_MESSAGE, EngineError, silentLogger } from '@shop/engine';
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { conditionalJson, handleApi, toApiError } from './api.server';

describe('toApiError', () => {
  test('an EngineError answers its status with its entries', () => {
    const error = new EngineError('not_found', 'not root element found in list');
    expect(toApiError(error, silentLogger)).toEqual({ status: 404, body: { errors: [{ message: 'not root element found in list' }] } });
  });

  test('a ZodError answers 400 with one entry per issue, naming the field', () => {
    const result = z.object({ shopType: z.enum(['1', '2']) }).safeParse({ shopType: '7' });
    expect(result.success).toBe(false);
    const { status, body } = toApiError(result.error, silentLogger);
    expect(status).toBe(400);
    expect(body.errors).toEqual([expect.objectContaining({ message: expect.any(String), field: 'shopType' })]);
  });

  test('anything else answers 500 Error and is logged', () => {
    const logger = { error: vi.fn() } as unknown as typeof silentLogger;
    expect(toApiError(new Error('database gone'), logger)).toEqual({ status: 500, body: { errors: [{ message: 'Error' }] } });
    expect(logger.error).toHaveBeenCalledOnce();
  });

  test('[ops] a database that cannot be reached (a PostgreSQL restart) answers 503 "try again later" with Retry-After', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const response = await handleApi(silentLogger, async () => {
      throw refused;
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE }] });
  });
});

describe('handleApi', () => {
  test('sends the result as JSON, a failure as the error body', async () => {
    const ok = await handleApi(silentLogger, async () => ({ items: [] }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ items: [] });

    const failed = await handleApi(silentLogger, async () => {
      throw new EngineError('forbidden', [{ message: 'Kein Zugriff' }]);
    });
    expect(failed.status).toBe(403);
    expect(await failed.json()).toEqual({ errors: [{ message: 'Kein Zugriff' }] });
  });
});

describe('validation errors in the API body', () => {
  test('R000-7.39 lists problems per field with readable German text and the rule key', () => {
    const parsed = z.object({ zipCode: z.string().min(4) }).safeParse({});
    if (parsed.success) throw new Error('expected failure');
    expect(toApiError(parsed.error, silentLogger)).toEqual({
      status: 400,
      body: { errors: [{ message: 'Eingabe erforderlich', field: 'zipCode', rule: 'validation.required' }] },
    });
  });
});

describe('conditionalJson (decision 1025)', () => {
  const get = (etag?: string) => new Request('http://shop.test/api/product', etag ? { headers: { 'if-none-match': etag } } : {});

  test('a frozen answer keeps its ETag and text; an unchanged one answers 304 without a body', async () => {
    const kept = Object.freeze({ items: Object.freeze([{ id: 1, price: '9.50' }]) });
    const first = conditionalJson(get(), kept);
    const etag = first.headers.get('etag') ?? '';
    expect(await first.text()).toBe(JSON.stringify(kept));
    expect(conditionalJson(get(), kept).headers.get('etag')).toBe(etag);
    const again = conditionalJson(get(etag), kept);
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
  });

  test('an answer that is not frozen is serialised each time: a change gives a new ETag and body', async () => {
    const value = { price: '9.50' };
    const before = conditionalJson(get(), value).headers.get('etag');
    value.price = '8.00';
    const after = conditionalJson(get(before ?? ''), value);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
    expect(await after.text()).toContain('8.00');
  });
});
