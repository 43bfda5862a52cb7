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

/** Name, street, ZIP, city and country: a pickup site, a letterhead, an address shown in a block. */
export type PostalLines = Pick<PostalAddressLike, 'name' | 'street' | 'zipCode' | 'city' | 'country'>;
