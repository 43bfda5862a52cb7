import { EngineError, saveInvoiceInputSchema } from '@shop/engine';
import { describe, expect, it } from 'vitest';
import { checkoutFormErrors, draftCookie, draftIdOf } from './checkout.server';

describe('checkout pages on the server', () => {
  it('names the draft in an HttpOnly, SameSite=Lax cookie, Secure over https', () => {
    expect(draftCookie('abc', new Request('http://shop.test/checkout/start'))).toBe('checkout=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000');
    expect(draftCookie('abc', new Request('https://shop.test/checkout/start'))).toContain('; Secure');
    expect(draftIdOf(new Request('http://shop.test/', { headers: { cookie: 'lang=de-CH; checkout=abc' } }))).toBe('abc');
  });

  it("R000-5.27 lists the engine's problems per field in the user's language", () => {
    const parsed = saveInvoiceInputSchema.safeParse({ invoiceEmail: 'kein-mail', address: { name: '', street: 'Weg 1', zipCode: '12', city: 'Olten', country: 'CH' } });
    expect(parsed.success).toBe(false);
    const german = checkoutFormErrors(parsed.error, 'de-CH');
    expect(german.fieldErrors).toMatchObject({ invoiceEmail: ['E-Mail nicht gültig'], 'address.name': ['Eingabe erforderlich'] });
    const french = checkoutFormErrors(parsed.error, 'fr-FR');
    expect(french.fieldErrors['address.name']?.[0]).not.toBe('Eingabe erforderlich');
    // Issue 20: field problems are named at the top of the step too.
    expect(german.formError).toBe('Bitte korrigieren Sie die markierten Felder.');
    expect(french.formError).toBe('Veuillez corriger les champs signalés.');
    const terms = checkoutFormErrors(new EngineError('invalid', [{ message: 'Die Allgemeinen Geschäftsbedinungen wurden nicht akzeptiert.', field: 'termsAccepted' }]), 'en-US');
    expect(terms.fieldErrors.termsAccepted).toEqual(['The general terms and conditions were not accepted.']);
    const step = checkoutFormErrors(new EngineError('conflict', [{ message: 'Bitte schliessen Sie zuerst den Schritt «{step}» ab.', params: { step: 'Rechnungsadresse' }, field: 'step' }]), 'de-CH');
    expect(step.formError).toBe('Bitte schliessen Sie zuerst den Schritt «Rechnungsadresse» ab.');
    expect(() => checkoutFormErrors(new Error('boom'), 'de-CH')).toThrow('boom');
  });

  it('R000-5.27 a problem of a field the step does not show goes into the form message, never lost', () => {
    const error = new EngineError('invalid', [
      { message: 'validation.required', field: 'address.name' },
      { message: 'Bitte wählen Sie eine Abholzeit.', field: 'pickupSlot' },
      { message: 'Der Preis für «{product}» ist nicht verfügbar.', params: { product: 'Kiste' }, field: 'cartItems' },
    ]);
    const pickup = checkoutFormErrors(error, 'de-CH', ['deliveryMode', 'requestedDeliveryDate', 'pickupSlot']);
    expect(pickup.fieldErrors).toEqual({ pickupSlot: ['Bitte wählen Sie eine Abholzeit.'] });
    expect(pickup.formError?.split('\n')).toHaveLength(2);
    expect(pickup.formError).toContain('Eingabe erforderlich');
    const delivery = checkoutFormErrors(error, 'de-CH', ['address.', 'pickupSlot']);
    expect(Object.keys(delivery.fieldErrors).sort()).toEqual(['address.name', 'pickupSlot']);
    expect(delivery.formError).toBeTruthy();
  });
});
