import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors';
import { translateError } from '../i18n/translate';
import {
  evaluateGuard,
  hasPermission,
  isAdmin,
  NO_PERMISSION_MESSAGE,
  NOT_LOGGED_IN_MESSAGE,
  Permission,
  requireCustomerId,
  requireLoggedIn,
  type Guard,
} from './permissions';
import { guardOfAny, requireGuard } from './permissions';

const anonymous = { permissions: [] };
const customer = { customerId: 7, permissions: [] };
const quick = { customerId: 7, permissions: [], hasQuickOrder: true };
const productAdmin = { customerId: 1, permissions: [3] };

describe('permissions and guards (000 §6, 001 §6)', () => {
  it('R000-6.06 R001-6.01 R001-6.02 any one admin permission makes an admin; CREATE_PRODUCT_IN_CONFIGURATOR too', () => {
    for (const permission of [1, 2, 3, 5, 6, 8]) expect(isAdmin({ permissions: [permission] })).toBe(true);
    expect(isAdmin({ permissions: [] })).toBe(false);
    expect(isAdmin({ permissions: [4, 7] })).toBe(false);
  });

  it('R000-6.07 R000-6.08 checks all-of or any-of; not logged in means no permissions', () => {
    expect(hasPermission({ permissions: [3, 6] }, [3, 6])).toBe(true);
    expect(hasPermission({ permissions: [3] }, [3, 6])).toBe(false);
    expect(hasPermission({ permissions: [3] }, [3, 6], 'any')).toBe(true);
    expect(evaluateGuard({ kind: 'permission', any: [3] }, anonymous)).toBe('unauthenticated');
  });

  it.each<[Guard, object, string]>([
    [{ kind: 'public' }, anonymous, 'ok'],
    [{ kind: 'auth' }, anonymous, 'unauthenticated'],
    [{ kind: 'auth' }, customer, 'ok'],
    [{ kind: 'admin' }, customer, 'forbidden'],
    [{ kind: 'admin' }, productAdmin, 'ok'],
    [{ kind: 'permission', all: [3, 6] }, productAdmin, 'forbidden'],
    [{ kind: 'permission', all: [3] }, productAdmin, 'ok'],
    [{ kind: 'quickOrder' }, customer, 'forbidden'],
    [{ kind: 'quickOrder' }, quick, 'ok'],
    [{ kind: 'quickOrder' }, productAdmin, 'ok'],
  ])('R000-6.04 R000-6.05 R000-6.09 R000-6.10 R000-6.11 R001-6.08 guard %o for %o → %s', (guard, ctx, outcome) => {
    expect(evaluateGuard(guard, ctx as never)).toBe(outcome);
  });

  it("lets only the customer itself or a customer/order admin reach a customer's own data (not any admin)", () => {
    const guard: Guard = { kind: 'auth', ownCustomerParam: 'id' };
    expect(evaluateGuard(guard, customer, { id: '7' })).toBe('ok');
    expect(evaluateGuard(guard, customer, { id: '8' })).toBe('forbidden');
    expect(evaluateGuard(guard, customer, {})).toBe('forbidden');
    // decision 1091: the path's id is digits, as idSchema reads it; '7.0', '7e0' or ' 7' is no customer's own id.
    for (const id of ['7.0', '7e0', ' 7', '+7', '0x7']) expect(evaluateGuard(guard, customer, { id }), id).toBe('forbidden');
    expect(evaluateGuard(guard, productAdmin, { id: '8' })).toBe('forbidden');
    expect(evaluateGuard(guard, { ...productAdmin, permissions: [6] }, { id: '8' })).toBe('ok');
    expect(evaluateGuard(guard, { ...productAdmin, permissions: [5] }, { id: '8' })).toBe('ok');
    expect(evaluateGuard(guard, { ...productAdmin, permissions: [8] }, { id: '8' })).toBe('forbidden');
  });

  it('R001-6.05 one engine guard: not logged in (no customer, no permission) → unauthenticated, logged in without the permission → forbidden', () => {
    const kindOf = (ctx: { customerId?: number; permissions: number[] }, guard: Parameters<typeof requireGuard>[1]) => {
      try {
        requireGuard(ctx, guard);
        return 'ok';
      } catch (error) {
        return (error as { kind: string }).kind;
      }
    };
    expect(kindOf(anonymous, 'orderDesk')).toBe('unauthenticated');
    expect(kindOf(customer, 'orderDesk')).toBe('forbidden');
    expect(kindOf(productAdmin, 'productDesk')).toBe('ok');
    // A CLI or job context holds permissions without a customer: logged in.
    expect(kindOf({ permissions: [Permission.ADMIN_CATEGORY] }, 'orderDesk')).toBe('forbidden');
    expect(kindOf({ permissions: [Permission.ADMIN_QUOTE] }, 'orderDesk')).toBe('ok');
    expect(kindOf(productAdmin, { kind: 'permission', all: [Permission.ADMIN_PRODUCT, Permission.ADMIN_CUSTOMER] })).toBe('forbidden');
    expect(kindOf(productAdmin, { kind: 'permission', any: [Permission.ADMIN_PRODUCT, Permission.ADMIN_CUSTOMER] })).toBe('ok');
    expect(kindOf({ customerId: 1, permissions: [Permission.CREATE_PRODUCT_IN_CONFIGURATOR] }, 'anyAdmin')).toBe('ok');
    expect(kindOf(customer, 'anyAdmin')).toBe('forbidden');
    // The named desks of decision 1135: settings need both halves of the business, mails either.
    expect(kindOf({ customerId: 1, permissions: [Permission.ADMIN_QUOTE] }, 'settingsDesk')).toBe('forbidden');
    expect(kindOf({ customerId: 1, permissions: [Permission.ADMIN_QUOTE, Permission.ADMIN_CUSTOMER] }, 'settingsDesk')).toBe('ok');
    expect(kindOf({ customerId: 1, permissions: [Permission.ADMIN_CUSTOMER] }, 'mailDesk')).toBe('ok');
    expect(kindOf({ customerId: 1, permissions: [Permission.CREATE_PRODUCT_IN_CONFIGURATOR] }, 'configurator')).toBe('ok');
    expect(kindOf({ customerId: 1, permissions: [Permission.CREATE_PRODUCT_IN_CONFIGURATOR] }, 'productDesk')).toBe('forbidden');
    expect(kindOf({ customerId: 1, permissions: [Permission.ADMIN_PRODUCT_META] }, guardOfAny([Permission.ADMIN_PRODUCT_META]))).toBe('ok');
    expect(kindOf({ customerId: 1, permissions: [Permission.ADMIN_PRODUCT_META] }, guardOfAny([]))).toBe('ok');
    expect(kindOf(customer, guardOfAny([]))).toBe('forbidden');
  });
});

describe('one rule and one text for "not logged in" and "not allowed"', () => {
  const refusal = (run: () => unknown): { kind: string; message: string } => {
    try {
      run();
    } catch (error) {
      if (error instanceof EngineError) return { kind: error.kind, message: error.message };
      throw error;
    }
    throw new Error('not refused');
  };

  it('refuses a caller without customer and permissions as unauthenticated, with the one text', () => {
    const anonymous = { customerId: undefined, permissions: [] };
    expect(refusal(() => requireLoggedIn(anonymous))).toEqual({ kind: 'unauthenticated', message: NOT_LOGGED_IN_MESSAGE });
    expect(refusal(() => requireCustomerId(anonymous))).toEqual({ kind: 'unauthenticated', message: NOT_LOGGED_IN_MESSAGE });
    expect(refusal(() => requireGuard(anonymous, 'orderDesk'))).toEqual({ kind: 'unauthenticated', message: NOT_LOGGED_IN_MESSAGE });
    expect(refusal(() => requireGuard({ customerId: 7, permissions: [] }, 'orderDesk'))).toEqual({ kind: 'forbidden', message: NO_PERMISSION_MESSAGE });
    // A CLI or job context (permissions, no customer) is logged in.
    expect(() => requireLoggedIn({ customerId: undefined, permissions: [Permission.ADMIN_QUOTE] })).not.toThrow();
    expect(requireCustomerId({ customerId: 7 })).toBe(7);
  });

  it('both texts are translated via errors.<message> in French and English', () => {
    expect(translateError(NOT_LOGGED_IN_MESSAGE, undefined, 'en-US')).toBe('Please log in.');
    expect(translateError(NOT_LOGGED_IN_MESSAGE, undefined, 'fr-FR')).toBe('Veuillez vous connecter.');
    expect(translateError(NO_PERMISSION_MESSAGE, undefined, 'en-US')).toBe('You are not allowed to do this.');
    expect(translateError(NO_PERMISSION_MESSAGE, undefined, 'fr-FR')).not.toBe(NO_PERMISSION_MESSAGE);
  });
});
