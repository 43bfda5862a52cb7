import { describe, expect, it } from 'vitest';
import * as browser from '../browser';
import * as engineIndex from '../index';
import { contactPersonInputSchema } from './registration-service';
import {
  CustomerKind,
  customerKindOf,
  DEFAULT_GENDER,
  DEFAULT_LANGUAGE_ID,
  Gender,
  hasRight,
  isSavedAddressId,
  LanguageId,
  newAddressDraft,
  preferredAddressOf,
  Right,
  UNSAVED_ADDRESS_ID,
  UserGroup,
  userGroupOf,
  UserKind,
} from './rules';

describe('customer enumerations (000 §3, 001 §3)', () => {
  it('R000-3.52 R001-3.71 gender/title: UNKNOWN 0, MALE 1, FEMALE 2 (default UNKNOWN); the contact person schema accepts only these', () => {
    expect(Gender).toEqual({ UNKNOWN: 0, MALE: 1, FEMALE: 2 });
    expect(DEFAULT_GENDER).toBe(0);
    const person = { firstName: 'Eva', lastName: 'Brett' };
    expect(contactPersonInputSchema.parse(person).title).toBe(Gender.UNKNOWN);
    expect(contactPersonInputSchema.parse({ ...person, title: '2' }).title).toBe(Gender.FEMALE);
    expect(contactPersonInputSchema.safeParse({ ...person, title: 3 }).success).toBe(false);
    expect(contactPersonInputSchema.safeParse({ ...person, title: -1 }).success).toBe(false);
  });

  it('R000-3.53 R001-3.72 language: DE 1, EN 2, FR 3 (decision 917; default DE); other ids are refused', () => {
    expect(LanguageId).toEqual({ DE: 1, EN: 2, FR: 3 });
    expect(DEFAULT_LANGUAGE_ID).toBe(LanguageId.DE);
    const person = { firstName: 'Eva', lastName: 'Brett' };
    expect(contactPersonInputSchema.parse(person).languageId).toBe(1);
    expect(contactPersonInputSchema.parse({ ...person, languageId: 2 }).languageId).toBe(LanguageId.EN);
    expect(contactPersonInputSchema.safeParse({ ...person, languageId: 0 }).success).toBe(false);
    expect(contactPersonInputSchema.parse({ ...person, languageId: '3' }).languageId).toBe(LanguageId.FR);
    expect(contactPersonInputSchema.safeParse({ ...person, languageId: 4 }).success).toBe(false);
  });

  it('R000-3.54 R001-3.73 user kind: REGISTERED, GUEST', () => {
    expect(UserKind).toEqual({ REGISTERED: 'REGISTERED', GUEST: 'GUEST' });
  });

  it('exports the enumerations from the engine and from its browser-safe entry', () => {
    for (const entry of [browser, engineIndex]) {
      expect(entry.Gender).toBe(Gender);
      expect(entry.LanguageId).toBe(LanguageId);
      expect(entry.UserKind).toBe(UserKind);
      expect(entry.UserGroup).toBe(UserGroup);
      expect(entry.CustomerKind).toBe(CustomerKind);
      expect(entry.UNSAVED_ADDRESS_ID).toBe(-1);
    }
  });
});

describe('user groups, customer kinds and rights (000 §1, §6; 001 §1)', () => {
  it('R000-1.07 user groups: visitors, guests, registered persons, registered companies', () => {
    expect(Object.values(UserGroup)).toEqual(['VISITOR', 'GUEST', 'PERSON', 'COMPANY']);
    expect(userGroupOf(undefined)).toBe(UserGroup.VISITOR);
    expect(userGroupOf(null, { guestCheckout: true })).toBe(UserGroup.GUEST);
    expect(userGroupOf({ isCompanyCustomer: false })).toBe(UserGroup.PERSON);
    expect(userGroupOf({ isCompanyCustomer: true })).toBe(UserGroup.COMPANY);
    // A logged-in user is never a guest, even in a checkout that started in guest mode.
    expect(userGroupOf({ isCompanyCustomer: true }, { guestCheckout: true })).toBe(UserGroup.COMPANY);
  });

  it('R001-1.09 customer kinds: registered persons, registered companies, or guests', () => {
    expect(Object.values(CustomerKind)).toEqual(['PERSON', 'COMPANY', 'GUEST']);
    expect(customerKindOf({ kind: UserKind.REGISTERED, isCompanyCustomer: false })).toBe(CustomerKind.PERSON);
    expect(customerKindOf({ kind: UserKind.REGISTERED, isCompanyCustomer: true })).toBe(CustomerKind.COMPANY);
    expect(customerKindOf({ kind: UserKind.GUEST, isCompanyCustomer: false })).toBe(CustomerKind.GUEST);
    expect(customerKindOf({ kind: UserKind.GUEST, isCompanyCustomer: true })).toBe(CustomerKind.GUEST);
  });

  it('R000-6.01 visitor/guest rights: browse, cart, guest checkout, register, log in — not profile or favourites', () => {
    for (const group of [UserGroup.VISITOR, UserGroup.GUEST]) {
      for (const right of [Right.BROWSE, Right.CART, Right.GUEST_CHECKOUT, Right.REGISTER, Right.LOG_IN]) expect(hasRight(group, right), `${group} ${right}`).toBe(true);
      for (const right of [Right.PROFILE, Right.FAVOURITES]) expect(hasRight(group, right), `${group} ${right}`).toBe(false);
    }
  });

  it('R000-6.02 logged-in rights: profile and favourites; no guest checkout or registration', () => {
    for (const group of [UserGroup.PERSON, UserGroup.COMPANY]) {
      for (const right of [Right.PROFILE, Right.FAVOURITES, Right.CART, Right.CHECKOUT]) expect(hasRight(group, right), `${group} ${right}`).toBe(true);
      for (const right of [Right.GUEST_CHECKOUT, Right.REGISTER, Right.LOG_IN]) expect(hasRight(group, right), `${group} ${right}`).toBe(false);
    }
  });
});

describe('unsaved addresses (000 §3, §9; 001 §9)', () => {
  it('R000-9.14 R001-9.16 default address id -1 (unsaved): a new address form starts with it; negative ids are unsaved', () => {
    expect(UNSAVED_ADDRESS_ID).toBe(-1);
    const draft = newAddressDraft();
    expect(draft.id).toBe(-1);
    expect(draft).toMatchObject({ country: 'CH', fixedDeliveryCost: '-1', isDefaultShipping: false, isDefaultInvoice: false, isCorrespondence: false });
    expect(isSavedAddressId(draft.id)).toBe(false);
    expect(isSavedAddressId(-7)).toBe(false);
    expect(isSavedAddressId(Number.NaN)).toBe(false);
    expect(isSavedAddressId(null)).toBe(false);
    expect(isSavedAddressId(12)).toBe(true);
    expect(newAddressDraft()).not.toBe(draft);
  });
});

describe('the address a customer starts with (000 §2 steps 3 and 4, §5)', () => {
  const addresses = [
    { id: 1, isDefaultShipping: false, isDefaultInvoice: true },
    { id: 2, isDefaultShipping: true, isDefaultInvoice: false },
    { id: 3, isDefaultShipping: false, isDefaultInvoice: false },
  ];

  it('R000-6.12 R000-3.22 the preferred address of the order settings, else the default one of its kind', () => {
    expect(preferredAddressOf('delivery', { preferredDeliveryAddressId: 3 }, addresses)?.id).toBe(3);
    expect(preferredAddressOf('invoice', { preferredInvoiceAddressId: 3 }, addresses)?.id).toBe(3);
    expect(preferredAddressOf('delivery', { preferredDeliveryAddressId: null }, addresses)?.id).toBe(2);
    expect(preferredAddressOf('invoice', null, addresses)?.id).toBe(1);
    // A preferred address that is not among the customer's falls back to the default one.
    expect(preferredAddressOf('delivery', { preferredDeliveryAddressId: 9 }, addresses)?.id).toBe(2);
  });

  it('without a default only the checkout, which preselects one, takes the first address', () => {
    const plain = [{ id: 5 }, { id: 6 }];
    expect(preferredAddressOf('delivery', null, plain)).toBeUndefined();
    expect(preferredAddressOf('delivery', null, plain, { orFirst: true })?.id).toBe(5);
    expect(preferredAddressOf('invoice', {}, [], { orFirst: true })).toBeUndefined();
  });
});
