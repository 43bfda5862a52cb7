import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';

describe('EngineError', () => {
  it('reads filled in and keeps the templates with their params', () => {
    const error = new EngineError('conflict', [{ message: 'Der Eintrag {field} ist bereits vorhanden.', params: { field: 'a@b.ch' } }]);
    expect(error.message).toBe('Der Eintrag a@b.ch ist bereits vorhanden.');
    expect(error.errors[0]?.message).toBe('Der Eintrag {field} ist bereits vorhanden.');
  });

  it('is recognised also when thrown by a second copy of the module', () => {
    const brand = Symbol.for('holzwerk-shop.EngineError');
    const foreign = Object.assign(new Error('x'), { kind: 'invalid', errors: [], [brand]: true });
    expect(EngineError.is(foreign)).toBe(true);
    expect(EngineError.is(new Error('x'))).toBe(false);
    expect(EngineError.is(null)).toBe(false);
  });
});
