import { EngineError, saveInvoiceInputSchema } from '@shop/engine';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failureOf, formErrorsOf, formStatusOf, stepFormErrorsOf } from './form-errors.server';

/** The one set of form-error helpers (decision 950): desk and shopper forms read failures alike. */
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

  // The checkout's steps (decision 984): the shown fields at their inputs, everything else above the form.
  it("R000-5.27 lists the engine's problems per field in the user's language", () => {
    const parsed = saveInvoiceInputSchema.safeParse({ invoiceEmail: 'kein-mail', address: { name: '', street: 'Weg 1', zipCode: '12', city: 'Olten', country: 'CH' } });
    expect(parsed.success).toBe(false);
    const german = stepFormErrorsOf(parsed.error, 'de-CH');
    expect(german.fieldErrors).toMatchObject({ invoiceEmail: ['E-Mail nicht gültig'], 'address.name': ['Eingabe erforderlich'] });
    const french = stepFormErrorsOf(parsed.error, 'fr-FR');
    expect(french.fieldErrors['address.name']?.[0]).not.toBe('Eingabe erforderlich');
    // Field problems are named at the top of the step too.
    expect(german.formError).toBe('Bitte korrigieren Sie die markierten Felder.');
    expect(french.formError).toBe('Veuillez corriger les champs signalés.');
    const terms = stepFormErrorsOf(new EngineError('invalid', [{ message: 'Die Allgemeinen Geschäftsbedinungen wurden nicht akzeptiert.', field: 'termsAccepted' }]), 'en-US');
    expect(terms.fieldErrors.termsAccepted).toEqual(['The general terms and conditions were not accepted.']);
    const step = stepFormErrorsOf(new EngineError('conflict', [{ message: 'Bitte schliessen Sie zuerst den Schritt «{step}» ab.', params: { step: 'Rechnungsadresse' }, field: 'step' }]), 'de-CH');
    expect(step.formError).toBe('Bitte schliessen Sie zuerst den Schritt «Rechnungsadresse» ab.');
    expect(() => stepFormErrorsOf(new Error('boom'), 'de-CH')).toThrow('boom');
  });

  it('R000-5.27 a problem of a field the step does not show goes into the form message, never lost', () => {
    const error = new EngineError('invalid', [
      { message: 'validation.required', field: 'address.name' },
      { message: 'Bitte wählen Sie eine Abholzeit.', field: 'pickupSlot' },
      { message: 'Der Preis für «{product}» ist nicht verfügbar.', params: { product: 'Kiste' }, field: 'cartItems' },
    ]);
    const pickup = stepFormErrorsOf(error, 'de-CH', ['deliveryMode', 'requestedDeliveryDate', 'pickupSlot']);
    expect(pickup.fieldErrors).toEqual({ pickupSlot: ['Bitte wählen Sie eine Abholzeit.'] });
    expect(pickup.formError?.split('\n')).toHaveLength(2);
    expect(pickup.formError).toContain('Eingabe erforderlich');
    const delivery = stepFormErrorsOf(error, 'de-CH', ['address.', 'pickupSlot']);
    expect(Object.keys(delivery.fieldErrors).sort()).toEqual(['address.name', 'pickupSlot']);
    expect(delivery.formError).toBeTruthy();
  });
});
