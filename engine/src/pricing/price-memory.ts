import type { EntityManager } from '@mikro-orm/postgresql';
import type { CacheView } from '../cache/read-cache';
import type { CatalogueTranslations } from '../catalog/catalogue-translations';
import { CustomerProduct, Product, type IProduct } from '../catalog/product.entity';
import { Customer, QuickOrderSetting } from '../customers/customer.entity';
import { DEFAULT_TRUCK_ID, loadFreightTariff, loadParcelTariff, transportRequirementsOf, type TransportRequirementData } from '../shipping/shipping-service';
import type { FreightTariff } from '../shipping/freight';
import type { ParcelTariff } from '../shipping/parcel';
import { loadPieceAttributes, type PieceAttribute } from '../shipping/parcel-pieces';
import { Truck } from '../shipping/truck.entity';

/**
 * What the price call reads of the database, as plain rows kept in the engine's memory under the
 * cache generation (decision 973): products with their type and values, a customer's terms and
 * own products, trucks, the freight tariff, transport requirements. A warm cart price reads only
 * the generation; a change anywhere is seen by the next call on every instance.
 */
export interface PricedProduct {
  id: number;
  /** German name and the French and English texts: the cart line's name in the reader's language (decision 1166). */
  name: string;
  translations: CatalogueTranslations | null;
  deleted: boolean;
  published: boolean;
  publiclyAvailable: boolean;
  listPrice: string | null;
  canBeConfigured: boolean;
  productType: { id: number; excelFilePath: string | null; modelFamily: string | null };
  /** The product's own attribute values (those with a value). */
  values: readonly { name: string; value: string }[];
}

export interface CustomerTerms {
  id: number;
  discount: string;
  deliveryCostMultiplier: string;
}

export function toPricedProduct(product: IProduct): PricedProduct {
  return {
    id: product.id,
    name: product.name,
    translations: product.translations ?? null,
    deleted: product.deletedAt !== null && product.deletedAt !== undefined,
    published: product.published,
    publiclyAvailable: product.publiclyAvailable,
    listPrice: product.listPrice ?? null,
    canBeConfigured: product.canBeConfigured,
    productType: { id: product.productType.id, excelFilePath: product.productType.excelFilePath ?? null, modelFamily: product.productType.modelFamily ?? null },
    values: product.values
      .getItems()
      .filter((value) => value.value !== null && value.value !== undefined)
      .map((value) => ({ name: value.attribute.name, value: value.value as string })),
  };
}

/** Products by id (deleted ones too, marked), from memory or one query. */
export function pricedProducts(em: EntityManager, view: CacheView, ids: readonly number[]): Promise<Map<number, PricedProduct>> {
  return view.getMany('priced-product', ids, async (missing) => {
    const products = await em.find(Product, { id: { $in: missing } }, { populate: ['productType', 'values', 'values.attribute'] });
    return new Map(products.map((product) => [product.id, toPricedProduct(product)]));
  });
}

/** A customer's discount and freight multiplier; null when unknown or deleted. */
export function customerTerms(em: EntityManager, view: CacheView, customerId: number): Promise<CustomerTerms | null> {
  return view.get('customer-terms', customerId, async () => {
    const customer = await em.findOne(Customer, { id: customerId, deletedAt: null });
    return customer ? { id: customer.id, discount: customer.discount, deliveryCostMultiplier: customer.deliveryCostMultiplier } : null;
  });
}

/** Ids of the products a customer owns (customer products, 001 §3). */
export function ownedProducts(em: EntityManager, view: CacheView, customerId: number): Promise<ReadonlySet<number>> {
  return view.get('owned-products', customerId, async () => new Set((await em.find(CustomerProduct, { customer: customerId }, { fields: ['product'] })).map((link) => link.product.id)));
}

/** Pallet places per trip: the customer's quick-order truck, else the default truck; null without one. */
export function truckPlaces(em: EntityManager, view: CacheView, customerId: number | undefined): Promise<number | null> {
  return view.get('truck-places', customerId ?? 'guest', async () => {
    const quickOrder = customerId === undefined ? null : await em.findOne(QuickOrderSetting, { customer: customerId }, { populate: ['truck'] });
    const truck = quickOrder?.truck ?? (await em.findOne(Truck, { id: DEFAULT_TRUCK_ID }));
    return truck?.maxParkingLots ?? null;
  });
}

export function freightTariff(em: EntityManager, view: CacheView): Promise<FreightTariff> {
  return view.get('freight-tariff', 'current', () => loadFreightTariff(em));
}

/** The parcel tariff of the settings (decision 1140), under the settings' cache generation as the freight tariff. */
export function parcelTariff(em: EntityManager, view: CacheView): Promise<ParcelTariff> {
  return view.get('parcel-tariff', 'current', () => loadParcelTariff(em));
}

/** Transport requirements by product id (null: the product has none). */
export async function transportRequirements(em: EntityManager, view: CacheView, ids: readonly number[]): Promise<Map<number, TransportRequirementData | null>> {
  return view.getMany('transport-requirement', ids, async (missing) => {
    const found = await transportRequirementsOf(em, missing);
    return new Map(missing.map((id) => [id, found.get(id) ?? null]));
  });
}

/**
 * The weight and dimension attributes by product id, for the parcel by post (decision 1140): kept
 * like the products themselves, so a warm cart price reads none of them again.
 */
export function pieceAttributes(em: EntityManager, view: CacheView, ids: readonly number[]): Promise<Map<number, readonly PieceAttribute[]>> {
  return view.getMany('piece-attributes', [...new Set(ids)], (missing) => loadPieceAttributes(em, missing));
}
