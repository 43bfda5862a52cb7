import { describe, expect, test } from 'vitest';
import { storedPostalAddress } from './postal-address';

describe('storedPostalAddress (the address book view, an order or quote snapshot, an AX import)', () => {
  test('keeps the postal fields in their order and turns missing optional lines into null', () => {
    const stored = storedPostalAddress({ name: 'Muster Logistik AG', street: 'Gäustrasse 40', zipCode: '4624', city: 'Härkingen', country: 'CH' });
    expect(stored).toEqual({ name: 'Muster Logistik AG', addition: null, street: 'Gäustrasse 40', additionalAddress: null, zipCode: '4624', city: 'Härkingen', country: 'CH', state: null });
    expect(Object.keys(stored)).toEqual(['name', 'addition', 'street', 'additionalAddress', 'zipCode', 'city', 'country', 'state']);
  });

  test('carries the optional lines and the state, and nothing else of the source', () => {
    const saved = { id: 7, customer: 3, isDefaultShipping: true, name: 'Anna Muster', addition: 'c/o Werkstatt', street: 'Hauptstrasse 5', additionalAddress: 'Hof 2', zipCode: '10115', city: 'Berlin', country: 'DE', state: 'BE' };
    expect(storedPostalAddress(saved)).toEqual({ name: 'Anna Muster', addition: 'c/o Werkstatt', street: 'Hauptstrasse 5', additionalAddress: 'Hof 2', zipCode: '10115', city: 'Berlin', country: 'DE', state: 'BE' });
  });
});
