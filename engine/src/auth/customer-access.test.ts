import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors';
import { translateError } from '../i18n/translate';
import { requireCustomerData } from './customer-access';
import { Permission } from './permissions';

const kindOf = (run: () => void): string => {
  try {
    run();
    return 'ok';
  } catch (error) {
    return EngineError.is(error) ? error.kind : 'other';
  }
};

describe("a customer's data: the one guard", () => {
  it('lets the customer itself and whoever may act for customers on that data through', () => {
    expect(kindOf(() => requireCustomerData({ customerId: 7, permissions: [] }, 7, 'addresses'))).toBe('ok');
    expect(kindOf(() => requireCustomerData({ customerId: 1, permissions: [Permission.ADMIN_CUSTOMER] }, 7, 'addresses'))).toBe('ok');
    // A job or CLI context carries permissions without a customer and counts as logged in.
    expect(kindOf(() => requireCustomerData({ customerId: undefined, permissions: [Permission.ADMIN_QUOTE] }, 7, 'terms'))).toBe('ok');
  });

  it('refuses the logged-out caller as unauthenticated and anyone else as forbidden', () => {
    expect(kindOf(() => requireCustomerData({ customerId: undefined, permissions: [] }, 7, 'addresses'))).toBe('unauthenticated');
    expect(kindOf(() => requireCustomerData({ customerId: 8, permissions: [] }, 7, 'addresses'))).toBe('forbidden');
    expect(kindOf(() => requireCustomerData({ customerId: 8, permissions: [Permission.CREATE_PRODUCT_IN_CONFIGURATOR] }, 7, 'terms'))).toBe('forbidden');
    expect(kindOf(() => requireCustomerData({ customerId: undefined, permissions: [Permission.ADMIN_CATEGORY] }, undefined, 'terms'))).toBe('forbidden');
  });

  it('says why in the user\'s language, never as a code', () => {
    for (const [ctx, customerId] of [
      [{ customerId: undefined, permissions: [] }, 7],
      [{ customerId: 8, permissions: [] }, 7],
    ] as const) {
      try {
        requireCustomerData(ctx, customerId, 'addresses');
        expect.unreachable();
      } catch (error) {
        const message = (error as EngineError).errors[0]!.message;
        expect(translateError(message, undefined, 'fr-FR')).not.toBe(message);
        expect(translateError(message, undefined, 'en-US')).toMatch(/^(Please log in|You are not allowed)/);
      }
    }
  });
});
