import { describe, expect, it } from 'vitest';
import { addressOf } from './address-form';

describe('addressOf: the one reader of an address in a form', () => {
  it('reads the prefixed fields, trimmed, country CH by default', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ 'invoice.name': ' Muster AG ', 'invoice.street': 'Weg 1', 'invoice.zipCode': '8001', 'invoice.city': 'Zürich', name: 'other' })) form.set(name, value);
    expect(addressOf(form, 'invoice')).toEqual({ name: 'Muster AG', addition: '', street: 'Weg 1', zipCode: '8001', city: 'Zürich', country: 'CH' });
  });

  it('reads unprefixed fields (the address book form) and keeps a chosen country', () => {
    const form = new FormData();
    form.set('name', 'Anna');
    form.set('country', 'DE');
    expect(addressOf(form)).toMatchObject({ name: 'Anna', country: 'DE', street: '' });
  });
});
