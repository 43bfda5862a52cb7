import { describe, expect, it } from 'vitest';
import { createSessionMemory } from './session-memory';
import type { SessionPayload } from './session';

const payloadOf = (customerId: number): SessionPayload => ({ customerId, isCompanyCustomer: false, hasQuickOrder: false, perm: [], email: `k${customerId}@example.ch` });

describe('session memory under the push (decision 1176)', () => {
  it('keeps nothing while the push is not trusted, and nothing kept under an earlier listening session counts', () => {
    let trusted: number | undefined;
    const memory = createSessionMemory({ trustedSince: () => trusted });
    memory.keep(memory.ticket(), 1, 0, payloadOf(7));
    trusted = 1;
    expect(memory.get(1, 0)).toBeUndefined();
    memory.keep(memory.ticket(), 1, 0, payloadOf(7));
    expect(memory.get(1, 0)).toEqual(payloadOf(7));
    trusted = undefined;
    expect(memory.get(1, 0)).toBeUndefined();
    trusted = 2;
    expect(memory.get(1, 0)).toBeUndefined();
  });

  it('an answer read while the same customer’s change was notified is not kept; another customer’s change does not matter', () => {
    const memory = createSessionMemory({ trustedSince: () => 1 });
    const ticket = memory.ticket();
    memory.invalidate('8');
    memory.keep(ticket, 1, 0, payloadOf(7));
    expect(memory.get(1, 0)).toEqual(payloadOf(7));
    const late = memory.ticket();
    memory.invalidate('7');
    memory.keep(late, 2, 0, payloadOf(7));
    expect(memory.get(2, 0)).toBeUndefined();
    // The notification dropped what was kept of customer 7 too; a truncate ('*') drops everyone.
    expect(memory.get(1, 0)).toBeUndefined();
    memory.keep(memory.ticket(), 3, 0, payloadOf(9));
    memory.invalidate('*');
    expect(memory.get(3, 0)).toBeUndefined();
  });

  it('a trusted read is kept only if the listening session it began in is still the trusted one', () => {
    let trusted: number | undefined = 1;
    const memory = createSessionMemory({ trustedSince: () => trusted });
    const ticket = memory.ticket();
    trusted = 2;
    memory.keep(ticket, 1, 0, payloadOf(7));
    expect(memory.get(1, 0)).toBeUndefined();
  });

  it('keeps at most its limit, the oldest out, and a customer’s change drops that customer’s sessions only', () => {
    const memory = createSessionMemory({ trustedSince: () => 1, maxEntries: 3 });
    for (const [userId, customerId] of [[1, 7], [2, 7], [3, 8], [4, 9]] as const) memory.keep(memory.ticket(), userId, 0, payloadOf(customerId));
    expect(memory.get(1, 0)).toBeUndefined();
    expect(memory.stats().entries).toBe(3);
    memory.invalidate('7');
    expect(memory.get(2, 0)).toBeUndefined();
    expect(memory.get(3, 0)).toEqual(payloadOf(8));
    expect(memory.get(4, 0)).toEqual(payloadOf(9));
    expect(memory.stats().entries).toBe(2);
  });
});
