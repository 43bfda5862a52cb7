import { anonymousContext, ALREADY_EXISTS_MESSAGE, EngineError, Permission, swissDecimalText, translateError, type Locale } from '@shop/engine';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deskAction, deskFailure, formCheckbox, formOptionalText, formText } from './desk-action.server';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../server/guards.server';
import { requestContext } from '../server/request-context.server';

/**
 * The back office's one action wrapper (decision 1170) on a real screen of the table
 * (productDelivery: 'save' and 'delete', product maintenance): what any screen's action answers
 * before and after its engine call. The intents here touch no engine.
 */

const staff = (locale: Locale = 'de-CH') => anonymousContext({ customerId: 1, permissions: [Permission.ADMIN_PRODUCT], locale });

const argsOf = (fields: Record<string, string>, who = staff()) => {
  const context = new RouterContextProvider();
  context.set(requestContext, who);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return { request: new Request('http://shop.test/admin/product/1/delivery', { method: 'POST', body }), context, params: { id: '1' } };
};

const seen: unknown[] = [];
const action = deskAction('productDelivery', {
  save: {
    schema: z.object({ minSp: swissDecimalText, note: formOptionalText, name: formText, express: formCheckbox }),
    run: ({ input }) => {
      seen.push(input);
    },
  },
  delete: {
    run: ({ form }) => {
      if (form.get('id') === 'missing') return deskFailure('Nicht gefunden', { id: 'Unbekannt' });
      if (form.get('id') === 'engine') throw new EngineError('conflict', ALREADY_EXISTS_MESSAGE);
      return 'Gelöscht';
    },
  },
});

/** What a refused guard throws: React Router's data() with the status. */
const refusalOf = async (promise: Promise<unknown>) => {
  const thrown = await promise.then(
    () => undefined,
    (error: unknown) => error as { init?: { status?: number }; data?: { message?: string } },
  );
  return { status: thrown?.init?.status, message: thrown?.data?.message };
};

describe('deskAction (decision 1170)', () => {
  it('R001-6.12 refuses before reading the form: 401 without a login, 403 without the screen’s permission', async () => {
    expect(await refusalOf(action(argsOf({ intent: 'save' }, anonymousContext())))).toEqual({ status: 401, message: UNAUTHENTICATED_MESSAGE });
    expect(await refusalOf(action(argsOf({ intent: 'save' }, anonymousContext({ customerId: 1, permissions: [Permission.ADMIN_CUSTOMER] }))))).toEqual({ status: 403, message: FORBIDDEN_MESSAGE });
  });

  it('answers an intent the screen does not have once, 400, in the user’s language', async () => {
    const answer = (await action(argsOf({ intent: 'explode' }))) as unknown as { data: unknown; init: { status: number } };
    expect(answer.init.status).toBe(400);
    expect(answer.data).toEqual({ ok: false, intent: 'explode', message: 'Unbekannte Aktion', fieldErrors: {} });
    const english = (await action(argsOf({ intent: '' }, staff('en-US')))) as unknown as { data: { message: string } };
    expect(english.data.message).toBe('Unknown action');
    const french = (await action(argsOf({ intent: 'toString' }, staff('fr-FR')))) as unknown as { data: { message: string } };
    expect(french.data.message).toBe('Action inconnue');
  });

  it('parses the intent’s fields with its schema (conform): Swiss decimals, blanks, checkboxes; the saved toast once', async () => {
    seen.length = 0;
    expect(await action(argsOf({ intent: 'save', minSp: "1'234,50", note: '', name: '  Palette ', express: 'on' }))).toEqual({ ok: true, intent: 'save', message: 'Änderungen gespeichert' });
    expect(seen).toEqual([{ minSp: '1234.50', note: null, name: 'Palette', express: true }]);
    await action(argsOf({ intent: 'save', minSp: '2' }));
    expect(seen[1]).toEqual({ minSp: '2', note: null, name: '', express: false });
  });

  it.each([
    ['de-CH', 'Eingabe erforderlich', 'Nur Dezimalzahlen sind erlaubt'],
    ['fr-FR', 'Saisie obligatoire', 'Seuls les nombres décimaux sont autorisés'],
    ['en-US', 'Input required', 'Only decimal numbers are allowed'],
  ] as const)('answers field problems per field in the user’s language (%s) and runs nothing', async (locale, required, decimal) => {
    seen.length = 0;
    const missing = await action(argsOf({ intent: 'save', minSp: '' }, staff(locale)));
    expect(missing).toEqual({ ok: false, intent: 'save', message: required, fieldErrors: { minSp: required } });
    const unreadable = await action(argsOf({ intent: 'save', minSp: '1.234,50' }, staff(locale)));
    expect(unreadable).toEqual({ ok: false, intent: 'save', message: decimal, fieldErrors: { minSp: decimal } });
    expect(seen).toEqual([]);
  });

  it('answers the run’s toast, its refusal and an engine failure in the one shape', async () => {
    expect(await action(argsOf({ intent: 'delete', id: '3' }))).toEqual({ ok: true, intent: 'delete', message: 'Gelöscht' });
    expect(await action(argsOf({ intent: 'delete', id: 'missing' }))).toEqual({ ok: false, intent: 'delete', message: 'Nicht gefunden', fieldErrors: { id: 'Unbekannt' } });
    const failed = (await action(argsOf({ intent: 'delete', id: 'engine' }, staff('en-US')))) as { ok: boolean; message: string };
    expect(failed).toEqual({ ok: false, intent: 'delete', message: translateError(ALREADY_EXISTS_MESSAGE, undefined, 'en-US'), fieldErrors: {}, conflict: true });
    expect(failed.message).not.toBe(ALREADY_EXISTS_MESSAGE);
  });

  it('refuses a table that does not match the screen’s actions when the module loads', () => {
    expect(() => deskAction('productDelivery', { save: { run: () => undefined } })).toThrow(/actions \[delete\] have no intent/);
    expect(() => deskAction('productDelivery', { save: { run: () => undefined }, delete: { run: () => undefined }, purge: { run: () => undefined } })).toThrow(/intents \[purge\]/);
  });
});

describe('every back-office action is a desk action (decision 1170)', () => {
  it('no route module below admin/ answers a post otherwise: each `action` is deskAction, none dispatches on the intent by hand', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('../admin/', import.meta.url);
    const modules = readdirSync(dir, { recursive: true }).map(String).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'));
    const handMade = modules.filter((name) => {
      const text = readFileSync(new URL(name, dir), 'utf8');
      const ownAction = /export (async )?function action\b/.test(text) || (/export const action\b/.test(text) && !/export const action = deskAction\(/.test(text));
      return ownAction || /switch \(intent\)/.test(text);
    });
    expect(modules.length).toBeGreaterThan(20);
    expect(handMade).toEqual([]);
  });

  it('a panel answers the intents its screen entry lists for it, and only those', () => {
    expect(() => deskAction('order', { rates: { run: () => undefined } }, { panel: 'fedex' })).toThrow(/verify/);
    expect(() => deskAction('order', { nonsense: { run: () => undefined } }, { panel: 'nothing' })).toThrow(/nonsense/);
  });
});
