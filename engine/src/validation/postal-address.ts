import { z } from 'zod';
import type { PostalAddressLike, PostalLines } from '../postal-address';
import { isCountryCode, isDeliveryCountry, normalizeCountryCode } from './countries';
import { textField, zipCodeByCountry } from './schemas';

/** A country as a form sends it (code or name, normalised); one of the shop's countries. */
export const countryField = z
  .preprocess((value) => normalizeCountryCode(typeof value === 'string' ? value : undefined), z.string())
  .refine(isCountryCode, { message: 'validation.choice' });

/**
 * A country a shopper may enter (decision 1180): one the shop delivers to (DELIVERY_COUNTRY_CODES).
 * Staff keep every country (countryField).
 */
export const deliveryCountryField = countryField.refine(isDeliveryCountry, { message: 'validation.deliveryCountry' });

/**
 * The fields of a postal address as entered in a form — the one shape of the registration's
 * address, the address book's (address-service adds its flags and delivery cost) and a checkout's.
 */
export const postalAddressFields = {
  name: textField({ max: 300 }),
  addition: textField({ required: false, max: 300 }).optional(),
  street: textField({ max: 300 }),
  additionalAddress: textField({ required: false, max: 300 }).optional(),
  zipCode: textField({ max: 20 }),
  city: textField({ max: 200 }),
  country: countryField.default('CH'),
};

/** The ZIP checked by country (zipCodeByCountry), for every schema built on {@link postalAddressFields}. */
export const zipCodeOfCountry = zipCodeByCountry({ zipField: 'zipCode', countryField: 'country' });

/** A postal address as entered in a form; the ZIP is checked by country. */
export const postalAddressSchema = z.object(postalAddressFields).superRefine(zipCodeOfCountry);
export type PostalAddress = z.output<typeof postalAddressSchema>;

/** A postal address a shopper enters (registration): in a country the shop delivers to (decision 1180). */
export const shopperPostalAddressSchema = z.object({ ...postalAddressFields, country: deliveryCountryField.default('CH') }).superRefine(zipCodeOfCountry);

/**
 * A postal address as it is kept and shown: the optional lines null when empty, with the state of
 * a saved address — the address book's view, an order's or quote's snapshot.
 */
export interface StoredPostalAddress extends Omit<PostalAddress, 'addition' | 'additionalAddress'> {
  addition: string | null;
  additionalAddress: string | null;
  state: string | null;
}

/** Any address with the fields of a postal address (a form's, a saved one, a snapshot): the ground floor's one shape. */
export type { PostalAddressLike };

/** Name, street, ZIP, city and country (the ground floor's shape). */
export type { PostalLines };

/** The one mapper to {@link StoredPostalAddress}: the postal fields only, in their order, missing lines as null. */
export function storedPostalAddress(address: PostalAddressLike): StoredPostalAddress {
  return {
    name: address.name,
    addition: address.addition ?? null,
    street: address.street,
    additionalAddress: address.additionalAddress ?? null,
    zipCode: address.zipCode,
    city: address.city,
    country: address.country,
    state: address.state ?? null,
  };
}
