/**
 * Customer enumerations and pure rules (000 §1, §3, §9; 001 §1, §3, §9), browser-safe: no ORM,
 * no Node imports. The entities, schemas and pages use these names instead of bare numbers.
 */
import type { PostalAddress } from '../validation/postal-address';

/** Title of a contact person ("gender/title"): UNKNOWN 0, MALE 1, FEMALE 2. */
export const Gender = { UNKNOWN: 0, MALE: 1, FEMALE: 2 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];
export const DEFAULT_GENDER: Gender = Gender.UNKNOWN;

/**
 * Correspondence language of a contact person: DE 1, EN 2 (default DE), and FR 3 — the spec names
 * only DE and EN, the shop speaks French too (decision 917).
 */
export const LanguageId = { DE: 1, EN: 2, FR: 3 } as const;
export type LanguageId = (typeof LanguageId)[keyof typeof LanguageId];
export const DEFAULT_LANGUAGE_ID: LanguageId = LanguageId.DE;

/** Kind of a customer's account: REGISTERED (may log in) or GUEST (created by a guest checkout). */
export const UserKind = { REGISTERED: 'REGISTERED', GUEST: 'GUEST' } as const;
export type UserKind = (typeof UserKind)[keyof typeof UserKind];

/** The kinds of customers (001 §1): registered persons, registered companies, or guests. */
export const CustomerKind = { PERSON: 'PERSON', COMPANY: 'COMPANY', GUEST: 'GUEST' } as const;
export type CustomerKind = (typeof CustomerKind)[keyof typeof CustomerKind];

/**
 * The user groups of the shop (000 §1): visitors (nobody logged in), guests (visitors checking
 * out without an account), registered persons and registered companies.
 */
export const UserGroup = { VISITOR: 'VISITOR', GUEST: 'GUEST', PERSON: 'PERSON', COMPANY: 'COMPANY' } as const;
export type UserGroup = (typeof UserGroup)[keyof typeof UserGroup];

/** What a user group may do (000 §6). Admin rights come from permissions, not from the group. */
export const Right = {
  BROWSE: 'BROWSE',
  CART: 'CART',
  GUEST_CHECKOUT: 'GUEST_CHECKOUT',
  REGISTER: 'REGISTER',
  LOG_IN: 'LOG_IN',
  PROFILE: 'PROFILE',
  FAVOURITES: 'FAVOURITES',
  CHECKOUT: 'CHECKOUT',
} as const;
export type Right = (typeof Right)[keyof typeof Right];

/** Visitor/guest: browse, cart, guest checkout, register, log in. */
const VISITOR_RIGHTS: readonly Right[] = [Right.BROWSE, Right.CART, Right.GUEST_CHECKOUT, Right.REGISTER, Right.LOG_IN];
/** Logged in: browse, cart, profile, favourites, checkout (with the sign-in step skipped). */
const REGISTERED_RIGHTS: readonly Right[] = [Right.BROWSE, Right.CART, Right.PROFILE, Right.FAVOURITES, Right.CHECKOUT];

export const USER_GROUP_RIGHTS: Readonly<Record<UserGroup, readonly Right[]>> = {
  VISITOR: VISITOR_RIGHTS,
  GUEST: VISITOR_RIGHTS,
  PERSON: REGISTERED_RIGHTS,
  COMPANY: REGISTERED_RIGHTS,
};

/** Whether a user group has a right (000 §6). */
export function hasRight(group: UserGroup, right: Right): boolean {
  return USER_GROUP_RIGHTS[group].includes(right);
}

/**
 * The group of whoever uses the shop: the session decides between person and company; without
 * one it is a visitor, or a guest once the checkout runs in guest mode.
 */
export function userGroupOf(session: { isCompanyCustomer: boolean } | null | undefined, options: { guestCheckout?: boolean } = {}): UserGroup {
  if (session) return session.isCompanyCustomer ? UserGroup.COMPANY : UserGroup.PERSON;
  return options.guestCheckout ? UserGroup.GUEST : UserGroup.VISITOR;
}

/** The kind of a stored customer: a GUEST account, else company when it has company info, else person. */
export function customerKindOf(customer: { kind: string; isCompanyCustomer: boolean }): CustomerKind {
  if (customer.kind === UserKind.GUEST) return CustomerKind.GUEST;
  return customer.isCompanyCustomer ? CustomerKind.COMPANY : CustomerKind.PERSON;
}

/** True for a value of the enumeration object (enumerations of this file). */
export function isCustomerEnumValue<E extends Record<string, string | number>>(enumObject: E, value: unknown): value is E[keyof E] {
  return Object.values(enumObject).includes(value as string | number);
}

/**
 * Address ids (000 §3, §9; 001 §9) — the one "unsaved address" rule: database ids start at 1, so
 * an id above 0 names a saved address; anything else (the new form's default -1, a checkout's
 * entered address) is not saved yet. A create for unsaved, an update for saved.
 */
export const UNSAVED_ADDRESS_ID = -1;
/** The id the checkout draft gives an address entered in the checkout: unsaved too (not above 0). */
export const ENTERED_ADDRESS_ID = 0;

/** Whether an address id names a saved address (id > 0; the checkout reads addresses the same way). */
export function isSavedAddressId(id: number | null | undefined): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

/**
 * Whether an address id names an address the checkout may go on with: a saved one, or one entered
 * in the checkout and checked there (ENTERED_ADDRESS_ID). A new form's UNSAVED_ADDRESS_ID is neither.
 */
export function isCheckedAddressId(id: number | null | undefined): boolean {
  return id === ENTERED_ADDRESS_ID || isSavedAddressId(id);
}

/** A new, unsaved address as an address form starts (id -1, country CH, no fixed delivery cost). */
export interface AddressDraft extends Required<PostalAddress> {
  id: number;
  fixedDeliveryCost: string;
  isDefaultShipping: boolean;
  isDefaultInvoice: boolean;
  isCorrespondence: boolean;
}

export function newAddressDraft(): AddressDraft {
  return {
    id: UNSAVED_ADDRESS_ID,
    name: '',
    addition: '',
    street: '',
    additionalAddress: '',
    zipCode: '',
    city: '',
    country: 'CH',
    fixedDeliveryCost: '-1',
    isDefaultShipping: false,
    isDefaultInvoice: false,
    isCorrespondence: false,
  };
}

/** What the preferred-address rule reads of a customer's saved order settings (000 §3 CustomerOrderSettings). */
export interface PreferredAddressSettings {
  preferredDeliveryAddressId?: number | null | undefined;
  preferredInvoiceAddressId?: number | null | undefined;
}

/** What the preferred-address rule reads of a saved address. */
export interface PreferableAddress {
  id: number;
  isDefaultShipping?: boolean | null | undefined;
  isDefaultInvoice?: boolean | null | undefined;
}

/**
 * The saved address a customer starts with (000 §2 steps 3 and 4, §5 R000-6.12): the preferred
 * delivery (invoice) address of the order settings when it is among the addresses, else the
 * default shipping (invoice) address; `orFirst` falls back to the first address (the checkout
 * preselects one), without it none.
 */
export function preferredAddressOf<A extends PreferableAddress>(
  kind: 'delivery' | 'invoice',
  settings: PreferredAddressSettings | null | undefined,
  addresses: readonly A[],
  options: { orFirst?: boolean } = {},
): A | undefined {
  const preferredId = kind === 'delivery' ? settings?.preferredDeliveryAddressId : settings?.preferredInvoiceAddressId;
  const isDefault = (address: A) => (kind === 'delivery' ? address.isDefaultShipping : address.isDefaultInvoice) === true;
  return (
    (preferredId != null ? addresses.find((address) => address.id === preferredId) : undefined) ??
    addresses.find(isDefault) ??
    (options.orFirst ? addresses[0] : undefined)
  );
}
