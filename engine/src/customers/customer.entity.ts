import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, deletedAt, fraction, money, updatedAt } from '../db/columns';
import { Truck } from '../shipping/truck.entity';
import { DEFAULT_GENDER, DEFAULT_LANGUAGE_ID, UserKind } from './rules';

/** Payment term, e.g. 30 days net. */
export const PaymentTerm = defineEntity({
  name: 'PaymentTerm',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    days: p.integer(),
  },
});
export type IPaymentTerm = InferEntity<typeof PaymentTerm>;

/** Cash discount (Skonto): percent off when paid within days. */
export const Skonto = defineEntity({
  name: 'Skonto',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    percent: p.decimal('string').precision(5).scale(2),
    days: p.integer(),
  },
});
export type ISkonto = InferEntity<typeof Skonto>;

/**
 * A customer: a registered person or company, or a guest (000 §3, 001 §3). discount is a
 * fraction (default 0); deliveryCostMultiplier default 1 (docs/decisions/004).
 */
export const Customer = defineEntity({
  name: 'Customer',
  properties: {
    id: p.integer().primary(),
    /** User kind: REGISTERED or GUEST. */
    kind: p.string().length(20).default(UserKind.REGISTERED),
    discount: fraction().default('0'),
    deliveryCostMultiplier: p.decimal('string').precision(6).scale(3).default('1'),
    skonto: () => p.manyToOne(Skonto).nullable().deleteRule('set null'),
    paymentTerm: () => p.manyToOne(PaymentTerm).nullable().deleteRule('set null'),
    active: p.boolean().default(true),
    isDefault: p.boolean().default(false),
    localFilePath: p.string().length(500).nullable(),
    companyInfo: () => p.oneToOne(CompanyInfo).mappedBy('customer').nullable(),
    users: () => p.oneToMany(User).mappedBy('customer'),
    contactPersons: () => p.oneToMany(ContactPerson).mappedBy('customer').orderBy({ id: 'asc' }),
    addresses: () => p.oneToMany(Address).mappedBy('customer'),
    quickOrderSetting: () => p.oneToOne(QuickOrderSetting).mappedBy('customer').nullable(),
    orderSettings: () => p.oneToOne(CustomerOrderSettings).mappedBy('customer').nullable(),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type ICustomer = InferEntity<typeof Customer>;

/** Company data of a company customer (its presence makes isCompanyCustomer true). */
export const CompanyInfo = defineEntity({
  name: 'CompanyInfo',
  properties: {
    id: p.integer().primary(),
    customer: () => p.oneToOne(Customer).owner().unique().deleteRule('cascade'),
    code: p.string().length(50).nullable(),
    name: p.string().length(300),
    addition: p.string().length(300).nullable(),
    invoiceEmail: p.string().length(320).nullable(),
  },
});
export type ICompanyInfo = InferEntity<typeof CompanyInfo>;

/**
 * A login of a customer. permissions: admin permission ids (ADMIN_CATEGORY 1, ADMIN_PRODUCT_META 2,
 * ADMIN_PRODUCT 3, ADMIN_QUOTE 5, ADMIN_CUSTOMER 6, CREATE_PRODUCT_IN_CONFIGURATOR 8).
 */
export const User = defineEntity({
  name: 'User',
  tableName: 'shop_user',
  properties: {
    id: p.integer().primary(),
    customer: () => p.manyToOne(Customer).deleteRule('cascade'),
    /** Stored lower-cased; unique across the shop. */
    email: p.string().length(320).unique(),
    passwordHash: p.string().length(300).nullable().hidden(),
    active: p.boolean().default(true),
    permissions: p.json<number[]>().defaultRaw(`'[]'`).onCreate(() => []),
    /**
     * Bumped by logout, a password change or reset, deactivation and a change of permissions: every
     * session token signed with an older value stops working (docs/decisions/721-revocable-sessions.md).
     */
    sessionVersion: p.integer().default(0),
    lastLoginAt: p.datetime().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type IUser = InferEntity<typeof User>;

/** A contact person; title UNKNOWN 0, MALE 1, FEMALE 2; languageId DE 1, EN 2 (default DE). */
export const ContactPerson = defineEntity({
  name: 'ContactPerson',
  properties: {
    id: p.integer().primary(),
    customer: () => p.manyToOne(Customer).deleteRule('cascade'),
    title: p.integer().default(DEFAULT_GENDER),
    firstName: p.string().length(200).nullable(),
    lastName: p.string().length(200).nullable(),
    department: p.string().length(200).nullable(),
    phone: p.string().length(30).nullable(),
    email: p.string().length(320).nullable(),
    languageId: p.integer().default(DEFAULT_LANGUAGE_ID),
    promoItems: p.json<string[]>().defaultRaw(`'[]'`).onCreate(() => []),
    deletedAt: deletedAt(),
  },
});
export type IContactPerson = InferEntity<typeof ContactPerson>;

/** An address of the address book; fixedDeliveryCost -1 means none (000 §3). */
export const Address = defineEntity({
  name: 'Address',
  properties: {
    id: p.integer().primary(),
    customer: () => p.manyToOne(Customer).deleteRule('cascade'),
    name: p.string().length(300),
    addition: p.string().length(300).nullable(),
    street: p.string().length(300),
    additionalAddress: p.string().length(300).nullable(),
    zipCode: p.string().length(20),
    city: p.string().length(200),
    country: p.string().length(2).default('CH'),
    state: p.string().length(10).nullable(),
    fixedDeliveryCost: money().default('-1'),
    isDefaultShipping: p.boolean().default(false),
    isDefaultInvoice: p.boolean().default(false),
    isCorrespondence: p.boolean().default(false),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type IAddress = InferEntity<typeof Address>;

/** Saved checkout preferences of a customer (000 §3). */
export const CustomerOrderSettings = defineEntity({
  name: 'CustomerOrderSettings',
  properties: {
    id: p.integer().primary(),
    customer: () => p.oneToOne(Customer).owner().unique().deleteRule('cascade'),
    invoiceEmail: p.string().length(320).nullable(),
    preferredDeliveryAddress: () => p.manyToOne(Address).nullable().deleteRule('set null'),
    preferredInvoiceAddress: () => p.manyToOne(Address).nullable().deleteRule('set null'),
  },
});
export type ICustomerOrderSettings = InferEntity<typeof CustomerOrderSettings>;

/** Quick-order right of a customer; truck default 1 (000 §3). */
export const QuickOrderSetting = defineEntity({
  name: 'QuickOrderSetting',
  properties: {
    id: p.integer().primary(),
    customer: () => p.oneToOne(Customer).owner().unique().deleteRule('cascade'),
    isActive: p.boolean().default(false),
    truck: () => p.manyToOne(Truck).nullable().deleteRule('set null'),
  },
});
export type IQuickOrderSetting = InferEntity<typeof QuickOrderSetting>;

/** A registration security question with accepted answers, in de/fr/en. */
export const CaptchaQuestion = defineEntity({
  name: 'CaptchaQuestion',
  properties: {
    id: p.integer().primary(),
    questionDe: p.string().length(500),
    questionFr: p.string().length(500),
    questionEn: p.string().length(500),
    /** Accepted answers, compared trimmed and case-insensitively. */
    answers: p.json<string[]>(),
    active: p.boolean().default(true),
  },
});
export type ICaptchaQuestion = InferEntity<typeof CaptchaQuestion>;
