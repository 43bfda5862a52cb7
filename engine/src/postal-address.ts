/**
 * The one shape of a postal address's fields (ground floor, browser-safe, no imports): every type
 * that holds an address — a form's (validation/postal-address.ts), a saved one, an order's
 * snapshot, the company profile (settings/company.ts), the correspondence rows
 * (customers/correspondence.ts) — is this shape or a part of it.
 */
export interface PostalAddressLike {
  name: string;
  addition?: string | null | undefined;
  street: string;
  additionalAddress?: string | null | undefined;
  zipCode: string;
  city: string;
  country: string;
  state?: string | null | undefined;
}

/** The lines of an address a letterhead or a row names: name, street, ZIP, city and country. */
export type AddressLines = Pick<PostalAddressLike, 'name' | 'street' | 'zipCode' | 'city' | 'country'>;
