import { z } from 'zod';
import { amount, id, timestamp } from '../answer-fields';

/** The customers' answers (decision 1172): the address book, payment terms and skonto, the administration of customers, their users and contacts (R001-7.009 … 7.031), the captcha and the contact form. */

export const addressResponse = z
  .strictObject({
    id,
    customerId: id,
    name: z.string(),
    addition: z.string().nullable(),
    street: z.string(),
    additionalAddress: z.string().nullable(),
    zipCode: z.string(),
    city: z.string(),
    country: z.string().meta({ description: 'ISO 3166 alpha-2' }),
    state: z.string().nullable(),
    fixedDeliveryCost: amount.meta({ description: 'a fixed delivery cost for this address; "-1.00": none (the freight is calculated)' }),
    isDefaultShipping: z.boolean(),
    isDefaultInvoice: z.boolean(),
    isCorrespondence: z.boolean(),
  })
  .meta({ id: 'Address' });

export const addressListResponse = z.strictObject({ items: z.array(addressResponse) }).meta({ id: 'AddressList' });

export const paymentTermListResponse = z
  .array(z.strictObject({ id, name: z.string(), days: z.number().int() }))
  .meta({ id: 'PaymentTerms', description: 'the customer’s own term (empty without one); for an admin without customerId every term' });

export const skontoListResponse = z
  .array(z.strictObject({ id, name: z.string(), days: z.number().int(), percent: z.string().meta({ description: 'a decimal string' }) }))
  .meta({ id: 'Skontos', description: 'the same rule as the payment terms' });

export const customerOrderSettingsResponse = z
  .strictObject({ invoiceEmail: z.string().nullable(), preferredDeliveryAddressId: id.nullable(), preferredInvoiceAddressId: id.nullable() })
  .meta({ id: 'CustomerOrderSettings' });

export const captchaCheckResponse = z.strictObject({ valid: z.boolean() }).meta({ id: 'CaptchaCheck' });

export const userResponse = z
  .strictObject({
    id,
    customerId: id,
    email: z.string(),
    active: z.boolean(),
    permissions: z.array(z.number().int()).meta({ description: 'the admin permissions (001 §6 ids)' }),
    lastLoginAt: timestamp.nullable(),
  })
  .meta({ id: 'User' });

const contactPersonFields = {
  title: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  department: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  languageId: z.number().int(),
  promoItems: z.array(z.string()).meta({ description: 'the promotional items the person receives (001 §3)' }),
};

export const contactPersonResponse = z.strictObject({ id, ...contactPersonFields }).meta({ id: 'ContactPerson' });

/** A customer as its administration shows it; without the legacy file path of the customer row (decision 1172). */
export const customerResponse = z
  .strictObject({
    id,
    kind: z.string().meta({ description: 'REGISTERED or GUEST' }),
    discount: z.string().meta({ description: 'a fraction as a decimal string, e.g. "0.05"' }),
    deliveryCostMultiplier: z.string().meta({ description: 'a decimal string' }),
    skontoId: id.nullable(),
    paymentTermId: id.nullable(),
    active: z.boolean(),
    isDefault: z.boolean(),
    deletedAt: timestamp.nullable().meta({ description: 'set for a deleted customer (listed with status=deleted)' }),
    companyInfo: z.strictObject({ id, code: z.string().nullable(), name: z.string(), addition: z.string().nullable(), invoiceEmail: z.string().nullable() }).nullable(),
    users: z.array(userResponse),
    contactPersons: z.array(contactPersonResponse),
    quickOrderSetting: z.strictObject({ id, isActive: z.boolean(), truckId: id.nullable() }).nullable(),
    isCompanyCustomer: z.boolean(),
    hasQuickOrder: z.boolean(),
  })
  .meta({ id: 'Customer' });

export const customerListResponse = z.strictObject({ items: z.array(customerResponse) }).meta({ id: 'CustomerList' });

export const promoItemListResponse = z.array(z.string()).meta({ id: 'PromoItems', description: 'every promotional item in use, sorted' });

export const customerPromotionResponse = z.strictObject({ customerId: id, contactPersons: z.array(contactPersonResponse) }).meta({ id: 'CustomerPromotion' });

export const correspondenceContactListResponse = z
  .strictObject({
    items: z.array(
      z.strictObject({
        customerId: id,
        contactPersonId: id,
        company: z.string().nullable(),
        ...contactPersonFields,
        addressName: z.string().nullable(),
        street: z.string().nullable(),
        zipCode: z.string().nullable(),
        city: z.string().nullable(),
        country: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'CorrespondenceContactList', description: 'every contact person of an active customer with the correspondence address' });

export const contactFormSentResponse = z.strictObject({ sent: z.literal(true) }).meta({ id: 'ContactFormSent' });

export const captchaResponse = z.strictObject({ questionId: id, question: z.string().meta({ description: 'in the request’s language' }) }).meta({ id: 'Captcha' });
