import { describe, expect, it } from 'vitest';
import { idParam, isPathText, optionalTextParam, textParam } from './route-params.server';

/** What the 404 page is made of: React Router's data(…, { status: 404 }). */
const statusOf = (run: () => unknown): number | undefined => {
  try {
    run();
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
  return undefined;
};

describe('page path parameters (decision 1090)', () => {
  it('idParam reads digits 1 … 2147483647 and throws the 404 page for anything else', () => {
    expect(idParam({ id: '42' })).toBe(42);
    expect(idParam({ orderId: '2147483647' }, 'orderId')).toBe(2_147_483_647);
    for (const id of ['99999999999999999999', '2147483648', 'abc', '-1', '0', '1e3', '+1', ' 1', '1.0', '', '\u0000', undefined]) expect(statusOf(() => idParam({ id })), String(id)).toBe(404);
  });

  it('textParam refuses NUL, control characters and lone surrogates with the 404 page; optionalTextParam lets an absent one be', () => {
    expect(textParam({ articleNumber: 'KISTE_0001' }, 'articleNumber')).toBe('KISTE_0001');
    expect(textParam({ name: 'Plan Müller 2026 😀.pdf' }, 'name')).toBe('Plan Müller 2026 😀.pdf');
    for (const value of ['a\u0000b', 'a\nb', '\u001b', 'x\u007f', 'x\u0085', '\ud800', '', undefined]) expect(statusOf(() => textParam({ value }, 'value')), JSON.stringify(value)).toBe(404);
    expect(optionalTextParam({}, 'uuid')).toBeUndefined();
    expect(optionalTextParam({ '*': '' }, '*')).toBeUndefined();
    expect(optionalTextParam({ '*': 'kisten/holzkisten' }, '*')).toBe('kisten/holzkisten');
    expect(statusOf(() => optionalTextParam({ uuid: 'a\u0000' }, 'uuid'))).toBe(404);
    expect(isPathText('B-2026-0042')).toBe(true);
  });
});
