import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors';
import { assertSameCustomer } from './same-customer';

describe('assertSameCustomer', () => {
  it('accepts the same customer id, as number or entity', () => {
    expect(() => assertSameCustomer(7, 7)).not.toThrow();
    expect(() => assertSameCustomer({ id: 7 }, 7)).not.toThrow();
    expect(() => assertSameCustomer({ id: 7 }, { id: 7 })).not.toThrow();
  });

  it('R001-8.32 comparing customers of different ids throws, naming both ids', () => {
    expect(() => assertSameCustomer(7, 8)).toThrow('Verschiedene Kunden verglichen: Kunde 7 ist nicht Kunde 8.');
    let thrown: unknown;
    try {
      assertSameCustomer({ id: 1 }, { id: 2 });
    } catch (error) {
      thrown = error;
    }
    expect(EngineError.is(thrown) && thrown.kind).toBe('forbidden');
  });
});
