import { allPermissions, anonymousContext, Permission } from '@shop/engine';
import { describe, expect, it } from 'vitest';
import { adminMenu, adminScreens, requireAdminAction, requireAdminScreen } from './screens.server';

const as = (permissions: number[]) => anonymousContext({ customerId: 7, permissions });
const request = new Request('http://shop.test/admin/Orders?status=1');

describe('admin screens', () => {
  it('R000-1.08 R001-1.01 R001-1.07 R001-1.08 R001-2.01 R001-6.07 R001-6.08 the back office: the menu shows only the screens the permissions open (customers, orders, quotes, catalogue)', () => {
    expect(adminMenu(as([...allPermissions])).map((item) => item.path)).toEqual([
      '/admin',
      '/admin/Orders',
      '/admin/order/TruckCapacity',
      '/admin/Quotes',
      '/admin/Imports',
      '/admin/Settings',
      '/admin/customer',
      '/admin/customer/customerContactOverview',
      '/admin/product',
      '/admin/Category',
      '/admin/ProductType',
      '/admin/Attribute',
      '/admin/Media',
      '/admin/configurator',
      '/admin/dev',
    ]);
    expect(adminMenu(as([Permission.ADMIN_QUOTE])).map((item) => item.id)).toEqual(['home', 'orders', 'truckCapacity', 'quotes', 'imports', 'dev']);
    expect(adminMenu(as([Permission.ADMIN_CUSTOMER])).map((item) => item.id)).toEqual(['home', 'customers', 'customerContacts', 'dev']);
    expect(adminMenu(as([Permission.ADMIN_CATEGORY])).map((item) => item.id)).toEqual(['home', 'categories']);
    expect(adminMenu(as([Permission.ADMIN_PRODUCT])).map((item) => item.id)).toEqual(['home', 'products', 'media', 'configurator']);
    expect(adminMenu(as([Permission.CREATE_PRODUCT_IN_CONFIGURATOR])).map((item) => item.id)).toEqual(['home', 'configurator']);
    expect(adminMenu(as([Permission.ADMIN_PRODUCT_META])).map((item) => item.id)).toEqual(['home', 'productTypes', 'attributes']);
    expect(adminMenu(as([]))).toEqual([]);
  });

  it('R001-2.35 R001-6.10 a page guard sends anyone lacking the right to /user/login, back afterwards', () => {
    let thrown: unknown;
    try {
      requireAdminScreen('orders', as([Permission.ADMIN_CATEGORY]), request);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe(`/user/login?redirectTo=${encodeURIComponent('/admin/Orders?status=1')}`);
    expect(() => requireAdminScreen('orders', as([Permission.ADMIN_QUOTE]), request)).not.toThrow();
  });

  it('an action guard answers 401 without login and 403 without the permission', () => {
    const statusOf = (fn: () => void) => {
      try {
        fn();
        return 200;
      } catch (error) {
        return (error as { init?: { status?: number } }).init?.status;
      }
    };
    expect(statusOf(() => requireAdminAction('order', anonymousContext()))).toBe(401);
    expect(statusOf(() => requireAdminAction('order', as([Permission.ADMIN_CUSTOMER])))).toBe(403);
    expect(statusOf(() => requireAdminAction('order', as([Permission.ADMIN_QUOTE])))).toBe(200);
    expect(statusOf(() => requireAdminAction('settings', as([Permission.ADMIN_QUOTE])))).toBe(403);
    expect(statusOf(() => requireAdminAction('settings', as([Permission.ADMIN_QUOTE, Permission.ADMIN_CUSTOMER])))).toBe(200);
  });

  it('every screen has a guard that no customer passes', () => {
    for (const screen of adminScreens) expect(adminMenu(as([])).some((item) => item.id === screen.id)).toBe(false);
  });
});
