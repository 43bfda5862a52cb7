import { randomUUID } from 'node:crypto';
import { QUOTE_REQUEST_LIMITS } from '@shop/engine';
import { describe, expect, it } from 'vitest';
import { abuseLimits } from '../../operations';
import { useSecurityShop } from './harness';

/**
 * Decision 873: every per-address limit of `abuseLimits` answers 429 with Retry-After
 * once its calls are used up (the contact form and login: operations.test.ts); the summary's quote
 * request shares the /api limit (decision 1023); the per-quote PIN lock answers like a wrong PIN
 * (decision 1024).
 */
const shop = useSecurityShop();
const json = { 'content-type': 'application/json' };

/** One call of each limited scope: an invalid body is enough, the limit counts before the route. */
const samples: Record<string, { path: string; init: RequestInit }> = {
  contact: { path: '/api/customers/contact/contact-form', init: { method: 'POST', headers: json, body: '{}' } },
  'password-reset': { path: '/api/registration/request-password-reset', init: { method: 'PUT', headers: json, body: '{}' } },
  'reset-token': { path: '/api/registration/reset-password', init: { method: 'PUT', headers: json, body: '{}' } },
  captcha: { path: '/api/registration/validate-captcha', init: { method: 'POST', headers: json, body: '{}' } },
  registration: { path: '/api/registration/register-person', init: { method: 'POST', headers: json, body: '{}' } },
  'quote-request': { path: '/api/quote', init: { method: 'POST', headers: json, body: '{}' } },
  'quote-pin': { path: `/api/quote/for-checkout?uuid=${randomUUID()}&pin=1111`, init: {} },
};

/** Calls until the first 429 (at most max + 1 calls); answers how many passed and the refusal. */
async function exhaust(scope: string, max: number): Promise<{ passed: number; refused: Response | undefined }> {
  const sample = samples[scope]!;
  for (let passed = 0; passed <= max; passed++) {
    const response = await fetch(shop.web.url + sample.path, sample.init);
    if (response.status === 429) return { passed, refused: response };
    await response.body?.cancel();
  }
  return { passed: max + 1, refused: undefined };
}

describe('[ops] per-address limits over HTTP: 429 with Retry-After (decision 873)', () => {
  it('[ops] the per-quote PIN lock answers like a wrong PIN — 200, empty, no Retry-After — not 429 (decision 1024)', async () => {
    const url = shop.web.url + samples['quote-pin']!.path;
    const answers: { status: number; body: string; retryAfter: string | null }[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await fetch(url);
      answers.push({ status: response.status, body: await response.text(), retryAfter: response.headers.get('retry-after') });
    }
    // 5 failures lock the uuid (decision 641; the right PIN is refused too: quote-service.integration.test.ts).
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[5]).toMatchObject({ status: 200, retryAfter: null });
  }, 120_000);

  it.each(abuseLimits.map((limit) => [limit.scope, limit] as const))('[ops] %s: past its limit the next call answers 429 with Retry-After and the JSON error', async (scope, limit) => {
    expect(samples[scope], `a sample call for the limit ${scope}`).toBeDefined();
    // The PIN lock test above used 6 calls of the quote PIN limit.
    const before = scope === 'quote-pin' ? 6 : 0;
    const { passed, refused } = await exhaust(scope, limit.max);
    expect(passed + before).toBe(limit.max);
    expect(refused?.status).toBe(429);
    const retryAfter = Number(refused!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(limit.windowSeconds - 120);
    expect(retryAfter).toBeLessThanOrEqual(limit.windowSeconds);
    const body = (await refused!.json()) as { errors: { message: string; params: { minutes: number } }[] };
    expect(body.errors[0]).toMatchObject({ message: expect.stringMatching(/^Zu viele Anfragen/) as unknown, params: { minutes: Math.ceil(retryAfter / 60) } });
  }, 120_000);

  it('[ops] the page forms share the limits of their /api calls: registration and password reset answer a 429 page with Retry-After', async () => {
    for (const path of ['/user/register', '/user/request-password-reset']) {
      const response = await fetch(shop.web.url + path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shop.web.url }, body: 'email=a%40b.ch' });
      expect(response.status, path).toBe(429);
      expect(Number(response.headers.get('retry-after')), path).toBeGreaterThan(0);
      expect(await response.text(), path).toContain('Zu viele Anfragen');
    }
  }, 60_000);

  it("[ops] 'Offerte anfordern' on the checkout summary shares the address's quote-request limit: 429 with Retry-After (decision 1023)", async () => {
    // The /api limit used up (by the test above, else here); the summary's form counts against the same one.
    expect((await exhaust('quote-request', QUOTE_REQUEST_LIMITS.perClient.max)).refused?.status).toBe(429);
    // (The form's submission as the app sends it: the action alone, without the page's loaders.)
    const response = await fetch(`${shop.web.url}/checkout/summary.data`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shop.web.url },
      body: 'intent=quote&termsAccepted=on',
      redirect: 'manual',
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(3_000);
  }, 120_000);
});
