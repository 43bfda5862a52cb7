import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesToErrorEntries, translateIssue } from './schemas';

const schema = z.object({
  quantity: z.coerce.number().int().min(1).max(500),
  name: z.string().min(2).max(5),
  email: z.email(),
  mode: z.enum(['PICKUP', 'DELIVERY']),
  items: z.array(z.number()),
}).strict();

describe("zod's own issues become the shop's validation rules (R000-8.19, R001-5.19)", () => {
  it('maps type, bounds, format, enum and unknown keys to validation keys with params', () => {
    const result = schema.safeParse({ quantity: 'abc', name: 'x', email: 'nope', mode: 'BOAT', extra: 1 });
    if (result.success) throw new Error('expected failure');
    const byField = Object.fromEntries(issuesToErrorEntries(result.error).map((entry) => [entry.field, entry]));
    expect(byField.quantity).toMatchObject({ message: 'validation.double' });
    expect(byField.name).toMatchObject({ message: 'validation.min', params: { length: 2 } });
    expect(byField.email).toMatchObject({ message: 'validation.email' });
    expect(byField.mode).toMatchObject({ message: 'validation.choice' });
    expect(byField.items).toMatchObject({ message: 'validation.required' });
    expect(byField['']).toMatchObject({ message: 'validation.invalid' });
  });

  it('translates them, never leaving English library text', () => {
    const result = schema.safeParse({ quantity: '900', name: 'toolong', email: 'a@b.ch', mode: 'PICKUP', items: [] });
    if (result.success) throw new Error('expected failure');
    const texts = result.error.issues.map((issue) => translateIssue(issue, 'de-CH'));
    expect(texts).toEqual(['Maximaler Wert: 500', 'Maximale Zeichenanzahl: 5']);
    expect(result.error.issues.map((issue) => translateIssue(issue, 'fr-FR'))[0]).toBe('Valeur maximale : 500');
  });
});
