import type { IContactPerson, ICustomer } from './customer.entity';

/**
 * What the shop's own pages and the back office share when they show a customer: the reference
 * id of a relation, the contact person in the shopper's view (000 §3) and the back office's view
 * with its promo items (001 §3), and the message of an id that names nothing.
 */

export { NOT_FOUND_MESSAGE } from '../errors';

/** The id of a relation, loaded or not (null when unset). */
export const refId = (ref: unknown): number | null => (ref == null ? null : typeof ref === 'number' ? ref : (ref as { id: number }).id);

/** A contact person as the shopper sees it (000 §3; promo items are for the back office only). */
export interface ShopperContactPersonView {
  id: number;
  title: number;
  firstName: string | null;
  lastName: string | null;
  department: string | null;
  phone: string | null;
  email: string | null;
  languageId: number;
}

/** A contact person in the back office: the shopper's view and the promo items (001 §3). */
export interface ContactPersonView extends ShopperContactPersonView {
  promoItems: string[];
}

/** The one mapping of a contact person for the customer's own pages and the shopper view. */
export function shopperContactView(person: IContactPerson): ShopperContactPersonView {
  return {
    id: person.id,
    title: person.title,
    firstName: person.firstName ?? null,
    lastName: person.lastName ?? null,
    department: person.department ?? null,
    phone: person.phone ?? null,
    email: person.email ?? null,
    languageId: person.languageId,
  };
}

/** The back office's contact person: the shopper's view with the promo items. */
export function contactView(person: IContactPerson): ContactPersonView {
  return { ...shopperContactView(person), promoItems: [...person.promoItems] };
}

/** What both views of a customer (the shopper's and the back office's) show of its terms and state. */
export interface CustomerTermsView {
  discount: string;
  deliveryCostMultiplier: string;
  skontoId: number | null;
  paymentTermId: number | null;
  active: boolean;
  isDefault: boolean;
}

export function customerTermsView(customer: ICustomer): CustomerTermsView {
  return {
    discount: customer.discount,
    deliveryCostMultiplier: customer.deliveryCostMultiplier,
    skontoId: refId(customer.skonto),
    paymentTermId: refId(customer.paymentTerm),
    active: customer.active,
    isDefault: customer.isDefault,
  };
}
