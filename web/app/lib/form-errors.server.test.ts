import { EngineError } from '@shop/engine';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failureOf, formErrorsOf, formStatusOf } from './form-errors.server';

/** The one set of form-error helpers (issue 21, decision 950): desk and shopper forms read failures alike. */
describe('form errors', () => {
  const invalid = () => z.object({ email: z.string().email() }).parse({ email: 'nope' });

  it('a validation failure becomes a message at its field, for the desk and for the shopper', () => {
    let error: unknown;
    try {
      invalid();
    } catch (caught) {
      error = caught;
    }
    const desk = failureOf('save', error, { locale: 'de-CH' });
    expect(desk).toMatchObject({ ok: false, intent: 'save', fieldErrors: { email: expect.any(String) } });
    expect(desk.ok === false && desk.conflict).toBeFalsy();
    const shopper = formErrorsOf(error, 'fr-FR');
    expect(shopper.fieldErrors.email).toHaveLength(1);
    expect(shopper.formError).toBeUndefined();
    expect(formStatusOf(error)).toBe(400);
  });

  it('an engine conflict is flagged for the desk, the update wrappers are stripped from the field', () => {
    const conflict = new EngineError('conflict', [{ message: 'Der Eintrag wurde inzwischen geändert.' }]);
    const desk = failureOf('fields', conflict, { locale: 'de-CH' });
    expect(desk).toMatchObject({ ok: false, conflict: true, message: expect.stringContaining('geändert') });
    const field = new EngineError('invalid', [{ message: 'Ungültig', field: 'fieldsUpdate.invoiceEmail' }]);
    expect(failureOf('fields', field, { locale: 'de-CH' })).toMatchObject({ fieldErrors: { invoiceEmail: 'Ungültig' } });
    expect(formStatusOf(conflict)).toBe(409);
  });

  it('anything else is a bug and is rethrown', () => {
    expect(() => failureOf('save', new Error('boom'), { locale: 'de-CH' })).toThrow('boom');
    expect(() => formErrorsOf(new Error('boom'), 'de-CH')).toThrow('boom');
  });
});
