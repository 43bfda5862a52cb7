import { anonymousContext, EngineError } from '@shop/engine';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { requirePage } from '../server/guards.server';
import { describeRouteError } from './route-error';
import { toRouteError } from './route-error.server';

/** What React Router makes of a `data(…, { status })` a loader or middleware throws. */
function asErrorResponse(thrown: unknown) {
  const value = thrown as { data: unknown; init: { status: number } | null };
  return new ErrorResponseImpl(value.init?.status ?? 500, '', value.data);
}

function thrownBy(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing thrown');
}

describe('error page status', () => {
  test('R000-8.21 an unknown middleware (page guard kind) gives a 500, logged in or not', () => {
    const request = new Request('http://localhost/user/profile/bestellungen');
    for (const ctx of [anonymousContext(), anonymousContext({ customerId: 4 })]) {
      // @ts-expect-error -- a guard kind no route may name: the runtime check is what is tested
      const thrown = thrownBy(() => requirePage({ kind: 'gibtEsNicht' }, ctx, request));
      expect(describeRouteError(asErrorResponse(thrown))).toEqual({ status: 500, message: "Unknown route middleware: 'gibtEsNicht'" });
    }
    // A known guard still sends anonymous visitors to the login.
    const redirect = thrownBy(() => requirePage({ kind: 'auth' }, anonymousContext(), request)) as Response;
    expect(redirect.status).toBe(302);
  });

  test('R000-2.56 an engine input schema refusing what the path named is the 404 page, not a 500 (decision 1090)', () => {
    const refused = thrownBy(() => z.object({ name: z.string().max(120) }).parse({ name: 'x'.repeat(121) }));
    expect(describeRouteError(asErrorResponse(toRouteError(refused))).status).toBe(404);
  });

  test('R000-8.22 a page fetch error shows the error page with its status and message', () => {
    const notFound = toRouteError(new EngineError('not_found', [{ message: 'Produkt nicht gefunden' }]));
    expect(describeRouteError(asErrorResponse(notFound))).toEqual({ status: 404, message: 'Produkt nicht gefunden' });
    const conflict = toRouteError(new EngineError('conflict', [{ message: 'Erste Zeile' }, { message: 'Zweite Zeile' }]));
    expect(describeRouteError(asErrorResponse(conflict))).toEqual({ status: 409, message: 'Erste Zeile\nZweite Zeile' });
    const unavailable = toRouteError(new EngineError('unavailable', [{ message: 'Datenbank nicht erreichbar' }]));
    expect(describeRouteError(asErrorResponse(unavailable)).status).toBe(503);
  });

  test('R001-8.41 R000-2.75 errors get a status code defaulting to 500', () => {
    const plain = toRouteError(new TypeError('x is not a function'));
    expect(describeRouteError(plain)).toEqual({ status: 500, message: 'x is not a function' });
    expect(describeRouteError(new ErrorResponseImpl(0, '', null)).status).toBe(500);
    expect(describeRouteError('a string').status).toBe(500);
  });
});
