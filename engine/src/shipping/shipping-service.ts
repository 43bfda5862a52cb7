import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireGuard } from '../auth/permissions';
import { Product } from '../catalog/product.entity';
import type { RequestContext } from '../context';
import { EngineError, notFoundError } from '../errors';
import { Setting } from '../settings/setting.entity';
import { defaultFreightTariff, FREIGHT_TARIFF_SETTING_KEY, freightTariffSchema, type FreightTariff } from './freight';
import { defaultParcelTariff, PARCEL_TARIFF_SETTING_KEY, parcelTariffSchema, type ParcelTariff } from './parcel';
import { TransportRequirement, type ITransportRequirement } from './transport-requirement.entity';
import { Truck, type ITruck } from './truck.entity';
import { idListSchema, idSchema } from '../validation/ids';
import { integerInput } from '../validation/numbers';

/** The default truck of every quick-order setting and of the cart's freight (000 §9). */
export const DEFAULT_TRUCK_ID = 1;

export interface TruckData {
  id: number;
  name: string;
  length: number;
  width: number;
  height: number;
  loadMeter: string;
  maxParkingLots: number;
}

/** A transport requirement; `id: null` is the empty record of a product that has none (001 §8). */
export interface TransportRequirementData {
  id: number | null;
  productId: number;
  maxPackage: number | null;
  minSp: number;
  quantityForMinSp: number | null;
}

const positiveIntOrNull = integerInput((n) => n.positive()).nullable().optional();

/** Body of POST /api/transport-requirement (creates, or updates the product's existing one). */
export const transportRequirementInputSchema = z
  .object({
    productId: idSchema,
    maxPackage: positiveIntOrNull,
    minSp: integerInput((n) => n.min(1)).default(1),
    quantityForMinSp: positiveIntOrNull,
  })
  .strip();
export type TransportRequirementInput = z.input<typeof transportRequirementInputSchema>;

/** Body of PUT /api/transport-requirement/:id. */
export const transportRequirementUpdateSchema = z
  .object({ maxPackage: positiveIntOrNull, minSp: integerInput((n) => n.min(1)).optional(), quantityForMinSp: positiveIntOrNull })
  .strip();
export type TransportRequirementUpdate = z.input<typeof transportRequirementUpdateSchema>;

/** Query of GET /api/transport-requirement and /api/product/transport-requirements. */
export const transportRequirementQuerySchema = z
  .object({
    productId: idSchema.optional(),
    ids: idListSchema.refine((ids) => ids.length > 0, { message: 'validation.required' }).optional(),
  })
  .strip();


export const toTruckData = (truck: ITruck): TruckData => ({
  id: truck.id,
  name: truck.name,
  length: truck.length,
  width: truck.width,
  height: truck.height,
  loadMeter: truck.loadMeter,
  maxParkingLots: truck.maxParkingLots,
});

const toRequirementData = (row: ITransportRequirement): TransportRequirementData => ({
  id: row.id,
  productId: row.product.id,
  maxPackage: row.maxPackage ?? null,
  minSp: row.minSp,
  quantityForMinSp: row.quantityForMinSp ?? null,
});

export const emptyTransportRequirement = (productId: number): TransportRequirementData => ({
  id: null,
  productId,
  maxPackage: null,
  minSp: 1,
  quantityForMinSp: null,
});

/** The freight tariff of the settings (`freight.tariff`); the default tariff when none or an invalid one is saved. */
export async function loadFreightTariff(em: EntityManager): Promise<FreightTariff> {
  const setting = await em.findOne(Setting, { key: FREIGHT_TARIFF_SETTING_KEY });
  if (!setting) return defaultFreightTariff;
  const parsed = freightTariffSchema.safeParse(setting.value);
  return parsed.success ? parsed.data : defaultFreightTariff;
}

/** The parcel tariff of the settings (`parcel.tariff`, decision 1140); the default tariff when none or an invalid one is saved. */
export async function loadParcelTariff(em: EntityManager): Promise<ParcelTariff> {
  const setting = await em.findOne(Setting, { key: PARCEL_TARIFF_SETTING_KEY });
  if (!setting) return defaultParcelTariff;
  const parsed = parcelTariffSchema.safeParse(setting.value);
  return parsed.success ? parsed.data : defaultParcelTariff;
}

/** Transport requirements of products, by product id. */
export async function transportRequirementsOf(em: EntityManager, productIds: readonly number[]): Promise<Map<number, TransportRequirementData>> {
  if (productIds.length === 0) return new Map();
  const rows = await em.find(TransportRequirement, { product: { $in: [...new Set(productIds)] } });
  return new Map(rows.map((row) => [row.product.id, toRequirementData(row)]));
}

/** Trucks, transport requirements (001 §3, §7 /transport-requirement, /shipping/truck). */
export function createShippingService(deps: { em: () => EntityManager }) {
  return {
    /** GET /api/shipping/truck. */
    async listTrucks(ctx: RequestContext): Promise<TruckData[]> {
      requireGuard(ctx, 'productDesk');
      const trucks = await deps.em().find(Truck, {}, { orderBy: { id: 'asc' } });
      return trucks.map(toTruckData);
    },

    /** GET /api/product/transport-requirements: all requirements (or those of `ids`). */
    async listTransportRequirements(ctx: RequestContext, rawQuery: z.input<typeof transportRequirementQuerySchema> = {}): Promise<TransportRequirementData[]> {
      requireGuard(ctx, 'productDesk');
      const query = transportRequirementQuerySchema.parse(rawQuery);
      const ids = query.ids ?? (query.productId ? [query.productId] : undefined);
      const rows = await deps.em().find(TransportRequirement, ids ? { product: { $in: ids } } : {}, { orderBy: { product: 'asc' } });
      return rows.map(toRequirementData);
    },

    /** GET /api/transport-requirement?productId=…: the product's requirement; a failed look-up gives an empty record (001 §8). */
    async getTransportRequirement(ctx: RequestContext, rawQuery: { productId?: unknown }): Promise<TransportRequirementData> {
      requireGuard(ctx, 'productDesk');
      const productId = idSchema.parse(rawQuery.productId);
      return (await transportRequirementsOf(deps.em(), [productId])).get(productId) ?? emptyTransportRequirement(productId);
    },

    /** POST /api/transport-requirement: creates the product's requirement, or updates the one it has. */
    async saveTransportRequirement(ctx: RequestContext, rawInput: TransportRequirementInput): Promise<TransportRequirementData> {
      requireGuard(ctx, 'productDesk');
      const input = transportRequirementInputSchema.parse(rawInput);
      return deps.em().transactional(async (em) => {
        const product = await em.findOne(Product, { id: input.productId, deletedAt: null });
        if (!product) throw new EngineError('not_found', 'Produkt nicht gefunden');
        const existing = await em.findOne(TransportRequirement, { product: product.id });
        const values = { maxPackage: input.maxPackage ?? null, minSp: input.minSp, quantityForMinSp: input.quantityForMinSp ?? null };
        const row = existing ? em.assign(existing, values) : em.create(TransportRequirement, { product, ...values });
        await em.flush();
        return toRequirementData(row);
      });
    },

    /** PUT /api/transport-requirement/:id. */
    async updateTransportRequirement(ctx: RequestContext, id: unknown, rawInput: TransportRequirementUpdate): Promise<TransportRequirementData> {
      requireGuard(ctx, 'productDesk');
      const rowId = idSchema.parse(id);
      const input = transportRequirementUpdateSchema.parse(rawInput);
      return deps.em().transactional(async (em) => {
        const row = await em.findOne(TransportRequirement, { id: rowId });
        if (!row) throw notFoundError();
        if (input.maxPackage !== undefined) row.maxPackage = input.maxPackage;
        if (input.minSp !== undefined) row.minSp = input.minSp;
        if (input.quantityForMinSp !== undefined) row.quantityForMinSp = input.quantityForMinSp;
        await em.flush();
        return toRequirementData(row);
      });
    },

    /** DELETE /api/transport-requirement/:id. */
    async deleteTransportRequirement(ctx: RequestContext, id: unknown): Promise<{ deleted: boolean }> {
      requireGuard(ctx, 'productDesk');
      const deleted = await deps.em().nativeDelete(TransportRequirement, { id: idSchema.parse(id) });
      if (deleted === 0) throw notFoundError();
      return { deleted: true };
    },
  };
}
export type ShippingService = ReturnType<typeof createShippingService>;
