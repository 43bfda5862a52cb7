import type { EntityManager } from '@mikro-orm/postgresql';
import type { Permission } from '../src/auth/permissions';
import { ProductType, type IProductType } from '../src/catalog/product-type.entity';
import { Product, type IProduct } from '../src/catalog/product.entity';
import { anonymousContext, type RequestContext } from '../src/context';
import { Address, Customer, type IAddress, type ICustomer } from '../src/customers/customer.entity';
import { Truck, type ITruck } from '../src/shipping/truck.entity';

/**
 * Tests only: the world an integration test stands in, built the same way in every file. The
 * `given…` helpers create rows on the caller's EntityManager without flushing (the caller adds
 * its own rows and flushes once); the `as…` helpers are the callers of a service.
 */

/** A shopper: a customer (undefined = guest) with optional permissions and language. */
export function asCustomer(customerId?: number, permissions: readonly number[] = [], locale: RequestContext['locale'] = 'de-CH'): RequestContext {
  return anonymousContext({ customerId, permissions: [...permissions], locale });
}

/** A back-office user without a customer of its own (CLI, jobs, an admin token) holding these permissions. */
export function asAdmin(...permissions: Permission[]): RequestContext {
  return anonymousContext({ permissions });
}

/** Nobody logged in. */
export const asGuest = (): RequestContext => anonymousContext();

const trucks = {
  /** Truck 1: freight is planned on it (the default truck of an empty database). */
  truck: { id: 1, name: 'Lastwagen 18 t', length: 1360, width: 245, height: 260, loadMeter: '13.60', maxParkingLots: 18 },
  /** Truck 2: the small van, for tests that choose among trucks. */
  van: { id: 2, name: 'Lieferwagen 3.5 t', length: 420, width: 205, height: 220, loadMeter: '4.20', maxParkingLots: 6 },
} as const;

/** The default truck (id 1) every freight calculation needs, or the van (id 2). */
export function givenTruck(em: EntityManager, which: keyof typeof trucks = 'truck'): ITruck {
  return em.create(Truck, { ...trucks[which] });
}

/** A product's own values; anything else of the entity (publiclyAvailable, canBeConfigured, …) may be added. */
type ProductValues = { articleNumber: string; name?: string; listPrice?: string | null; published?: boolean } & Record<string, unknown>;

/**
 * A product type (a pallet unless told) and its published products, each named 'Europalette' at
 * list price 100.00 unless its values say otherwise; answers them under the keys given.
 */
export function givenCatalog<K extends string>(
  em: EntityManager,
  products: Record<K, ProductValues>,
  type: { id?: number; name: string; modelFamily?: string; excelFilePath?: string } = { name: 'Palette', modelFamily: 'pallet' },
): { type: IProductType; products: Record<K, IProduct> } {
  const productType = em.create(ProductType, type as never) as IProductType;
  const created = {} as Record<K, IProduct>;
  for (const key of Object.keys(products) as K[]) {
    created[key] = em.create(Product, { name: 'Europalette', published: true, listPrice: '100.00', ...products[key], productType } as never) as IProduct;
  }
  return { type: productType, products: created };
}

type AddressValues = { name: string; street: string; zipCode: string; city: string; country?: string; fixedDeliveryCost?: string | null };

/** A customer (its own values, e.g. a discount or payment term) and its saved addresses under the keys given. */
export function givenCustomer<K extends string = never>(
  em: EntityManager,
  values: Partial<ICustomer> = {},
  addresses: Record<K, AddressValues> = {} as Record<K, AddressValues>,
): { customer: ICustomer; addresses: Record<K, IAddress> } {
  const customer = em.create(Customer, values as never) as ICustomer;
  const created = {} as Record<K, IAddress>;
  for (const key of Object.keys(addresses) as K[]) {
    created[key] = em.create(Address, { customer, ...addresses[key] } as never) as IAddress;
  }
  return { customer, addresses: created };
}
