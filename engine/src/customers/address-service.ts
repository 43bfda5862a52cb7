import type { EntityManager } from '@mikro-orm/postgresql';
import { mayActForCustomers, requireCustomerData } from '../auth/customer-access';
import { NO_PERMISSION_MESSAGE } from '../auth/permissions';
import { NOT_FOUND_MESSAGE } from './customer-views';
import { z } from 'zod';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { toMoneyString } from '../money/money';
import { textField } from '../validation/schemas';
import { deliveryCountryField, postalAddressFields, storedPostalAddress, zipCodeOfCountry, type StoredPostalAddress } from '../validation/postal-address';
import { normalizeCountryCode } from '../validation/countries';
import { Address, Customer, CustomerOrderSettings, type IAddress } from './customer.entity';

/** fixedDeliveryCost -1 means none (000 §3). */
export const NO_FIXED_DELIVERY_COST = '-1.00';

const flag = z.preprocess((value) => value === true || value === 'true' || value === 'on' || value === '1', z.boolean()).default(false);

/**
 * An address of the address book (000 §3, R000-3.12): the ZIP is checked by country
 * (zipCodeByCountry); fixedDeliveryCost may only be set by admins.
 */
const addressFields = {
  ...postalAddressFields,
  state: textField({ required: false, max: 10 }).optional(),
  fixedDeliveryCost: z
    .preprocess((value) => (value === '' || value === null ? undefined : typeof value === 'number' ? String(value) : value), textField({ required: false, rules: ['currency'] }).optional()),
  isDefaultShipping: flag,
  isDefaultInvoice: flag,
  isCorrespondence: flag,
};

export const addressInputSchema = z.object(addressFields).superRefine(zipCodeOfCountry);
export type AddressInput = z.input<typeof addressInputSchema>;

/**
 * An address a shopper enters in the address book: in a country the shop delivers to (decision
 * 1180). Staff acting for the customer use {@link addressInputSchema}, every country.
 */
export const shopperAddressInputSchema = z.object({ ...addressFields, country: deliveryCountryField.default('CH') }).superRefine(zipCodeOfCountry);

/** An address as the shop sees it (R000-3.12). */
export interface AddressView extends StoredPostalAddress {
  id: number;
  customerId: number;
  fixedDeliveryCost: string;
  isDefaultShipping: boolean;
  isDefaultInvoice: boolean;
  isCorrespondence: boolean;
}

export interface CustomerOrderSettingsView {
  invoiceEmail: string | null;
  preferredDeliveryAddressId: number | null;
  preferredInvoiceAddressId: number | null;
}

const idOf = (ref: number | { id: number } | null | undefined): number | null => (ref == null ? null : typeof ref === 'number' ? ref : ref.id);

function toView(address: IAddress): AddressView {
  return {
    id: address.id,
    customerId: idOf(address.customer as never)!,
    ...storedPostalAddress(address),
    fixedDeliveryCost: toMoneyString(address.fixedDeliveryCost ?? '-1'),
    isDefaultShipping: address.isDefaultShipping,
    isDefaultInvoice: address.isDefaultInvoice,
    isCorrespondence: address.isCorrespondence,
  };
}

const NOT_FOUND = NOT_FOUND_MESSAGE;

/** The address book of a customer (000 §7 /customer/{id}/address); only the customer itself or an admin. */
export function createAddressService(deps: { em: () => EntityManager }) {
  /** The server checks ownership itself too, not only the route's guard. */
  function assertOwn(ctx: RequestContext, customerId: number): void {
    requireCustomerData(ctx, customerId, 'addresses');
  }

  async function aliveCustomer(em: EntityManager, customerId: number) {
    const customer = await em.findOne(Customer, { id: customerId, deletedAt: null });
    if (!customer) throw new EngineError('not_found', NOT_FOUND);
    return customer;
  }

  async function findAddress(em: EntityManager, customerId: number, addressId: number) {
    const address = await em.findOne(Address, { id: addressId, customer: customerId, deletedAt: null });
    if (!address) throw new EngineError('not_found', NOT_FOUND);
    return address;
  }

  /** One default shipping and one default invoice address per customer: a new default unsets the others. */
  async function clearOtherDefaults(em: EntityManager, customerId: number, address: IAddress): Promise<void> {
    if (address.isDefaultShipping) await em.nativeUpdate(Address, { customer: customerId, id: { $ne: address.id } }, { isDefaultShipping: false });
    if (address.isDefaultInvoice) await em.nativeUpdate(Address, { customer: customerId, id: { $ne: address.id } }, { isDefaultInvoice: false });
  }

  /**
   * Staff keep every country; a shopper enters one the shop delivers to, or keeps the country an
   * address staff saved abroad already has (decision 1180), so editing its street stays possible.
   */
  function inputSchemaFor(ctx: RequestContext, rawInput: AddressInput, savedCountry?: string | null) {
    if (mayActForCustomers(ctx, 'addresses')) return addressInputSchema;
    const entered = typeof rawInput.country === 'string' ? rawInput.country : undefined;
    const kept = savedCountry != null && normalizeCountryCode(entered) === normalizeCountryCode(savedCountry);
    return kept ? addressInputSchema : shopperAddressInputSchema;
  }

  function fixedCostOf(ctx: RequestContext, input: z.output<typeof addressInputSchema>, current: string): string {
    if (input.fixedDeliveryCost === undefined || input.fixedDeliveryCost === '') return current;
    if (toMoneyString(input.fixedDeliveryCost) === toMoneyString(current)) return current;
    if (!mayActForCustomers(ctx, 'addresses')) throw new EngineError('forbidden', [{ message: NO_PERMISSION_MESSAGE, field: 'fixedDeliveryCost' }]);
    return toMoneyString(input.fixedDeliveryCost);
  }

  return {
    async listAddresses(ctx: RequestContext, customerId: number): Promise<AddressView[]> {
      assertOwn(ctx, customerId);
      const em = deps.em();
      await aliveCustomer(em, customerId);
      const rows = await em.find(Address, { customer: customerId, deletedAt: null }, { orderBy: { id: 'asc' } });
      return rows.map(toView);
    },

    async getAddress(ctx: RequestContext, customerId: number, addressId: number): Promise<AddressView> {
      assertOwn(ctx, customerId);
      return toView(await findAddress(deps.em(), customerId, addressId));
    },

    /** PUT /api/customer/:id/address: creates an address. */
    async createAddress(ctx: RequestContext, customerId: number, rawInput: AddressInput): Promise<AddressView> {
      assertOwn(ctx, customerId);
      const input = inputSchemaFor(ctx, rawInput).parse(rawInput);
      return deps.em().transactional(async (em) => {
        const customer = await aliveCustomer(em, customerId);
        const { fixedDeliveryCost: _ignored, ...fields } = input;
        const address = em.create(Address, {
          ...fields,
          addition: fields.addition || null,
          additionalAddress: fields.additionalAddress || null,
          state: fields.state || null,
          customer,
          fixedDeliveryCost: fixedCostOf(ctx, input, NO_FIXED_DELIVERY_COST),
        });
        await em.flush();
        await clearOtherDefaults(em, customerId, address);
        return toView(address);
      });
    },

    /** POST /api/customer/:id/address/:addressId: updates an address. */
    async updateAddress(ctx: RequestContext, customerId: number, addressId: number, rawInput: AddressInput): Promise<AddressView> {
      assertOwn(ctx, customerId);
      return deps.em().transactional(async (em) => {
        const address = await findAddress(em, customerId, addressId);
        const input = inputSchemaFor(ctx, rawInput, address.country).parse(rawInput);
        const { fixedDeliveryCost: _ignored, ...fields } = input;
        em.assign(address, {
          ...fields,
          addition: fields.addition || null,
          additionalAddress: fields.additionalAddress || null,
          state: fields.state || null,
          fixedDeliveryCost: fixedCostOf(ctx, input, address.fixedDeliveryCost ?? NO_FIXED_DELIVERY_COST),
        });
        await em.flush();
        await clearOtherDefaults(em, customerId, address);
        return toView(address);
      });
    },

    /** DELETE /api/customer/:id/address/:addressId: soft delete (orders keep their address); preferences pointing at it are cleared. */
    async deleteAddress(ctx: RequestContext, customerId: number, addressId: number): Promise<{ id: number }> {
      assertOwn(ctx, customerId);
      return deps.em().transactional(async (em) => {
        const address = await findAddress(em, customerId, addressId);
        address.deletedAt = new Date();
        address.isDefaultShipping = false;
        address.isDefaultInvoice = false;
        await em.flush();
        await em.nativeUpdate(CustomerOrderSettings, { customer: customerId, preferredDeliveryAddress: addressId }, { preferredDeliveryAddress: null });
        await em.nativeUpdate(CustomerOrderSettings, { customer: customerId, preferredInvoiceAddress: addressId }, { preferredInvoiceAddress: null });
        return { id: addressId };
      });
    },

    /** GET /api/customers/:id/customer-order-settings (R000-7.21): preferred addresses and invoice e-mail. */
    async orderSettings(ctx: RequestContext, customerId: number): Promise<CustomerOrderSettingsView> {
      assertOwn(ctx, customerId);
      const em = deps.em();
      await aliveCustomer(em, customerId);
      const settings = await em.findOne(CustomerOrderSettings, { customer: customerId });
      return {
        invoiceEmail: settings?.invoiceEmail ?? null,
        preferredDeliveryAddressId: idOf(settings?.preferredDeliveryAddress as never),
        preferredInvoiceAddressId: idOf(settings?.preferredInvoiceAddress as never),
      };
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
