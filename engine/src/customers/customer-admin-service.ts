import { correspondenceContacts, correspondenceContactsCsv } from './correspondence';
import type { CustomerAdminDeps } from './customer-admin-views';
import { customerLogo } from './customer-logo';
import { createCustomer, deleteCustomer, getCustomer, listCustomers, promoItems, promotion, updateCustomer } from './customer-records';
import { getUser, resetPasswords, updateUser } from './customer-users';
import { paymentTerms, skontos } from './payment-terms';

/**
 * Customer and user administration (001 §7, ADMIN_CUSTOMER 6), payment terms, skonto and the
 * customer logo: each use case a plain function `(deps, ctx, input)` in its own file, bound here
 * once to the engine's dependencies (engine.customers.admin).
 */

export function createCustomerAdminService(deps: CustomerAdminDeps) {
  const bound =
    <A extends unknown[], R>(useCase: (deps: CustomerAdminDeps, ...args: A) => R) =>
    (...args: A): R =>
      useCase(deps, ...args);
  return {
    listCustomers: bound(listCustomers),
    getCustomer: bound(getCustomer),
    createCustomer: bound(createCustomer),
    updateCustomer: bound(updateCustomer),
    deleteCustomer: bound(deleteCustomer),
    promoItems: bound(promoItems),
    promotion: bound(promotion),
    correspondenceContacts: bound(correspondenceContacts),
    correspondenceContactsCsv: bound(correspondenceContactsCsv),
    getUser: bound(getUser),
    updateUser: bound(updateUser),
    resetPasswords: bound(resetPasswords),
    paymentTerms: bound(paymentTerms),
    skontos: bound(skontos),
    customerLogo: bound(customerLogo),
  };
}
export type CustomerAdminService = ReturnType<typeof createCustomerAdminService>;
