import { describe, expect, it } from 'vitest';
import { problemsOf } from './live-price';

describe('a refused configuration in the configurator’s live price', () => {
  it('names the field of a problem once: a problem that names its attribute (decision 1088) reads as it came', () => {
    expect(
      problemsOf({
        errors: [
          { message: 'Innenlänge: Nur in Schritten von 10 mm, z. B. 810 mm', field: 'cartItems.0.configuration.Innenlänge', params: { step: 10, nearest: 810, attribute: 'Innenlänge' } },
          { message: 'Ungültige Auswahl', field: 'cartItems.0.configuration.Deckel' },
          { message: 'Produkt nicht gefunden' },
        ],
      }),
    ).toEqual(['Innenlänge: Nur in Schritten von 10 mm, z. B. 810 mm', 'Deckel: Ungültige Auswahl', 'Produkt nicht gefunden']);
    expect(problemsOf({ cartPrice: {} })).toBeNull();
  });
});
