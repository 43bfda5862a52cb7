import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Product } from '../catalog/product.entity';
import type { RequestContext } from '../context';
import { Customer } from '../customers/customer.entity';
import { EngineError, NOT_FOUND_MESSAGE } from '../errors';
import type { PriceInvalidation } from './pricing-service';
import { ExcelPrice, FixPriceRow, InternalPrice, MarginPrice, ProductPrice, RemotePrice, type IInternalPrice, type IProductPrice } from './product-price.entity';
import { PriceStrategyId, type PriceRecordData } from './strategies';
import { toPriceRecordData } from './price-lines';
import { MAX_ID, idSchema } from '../validation/ids';
import { integerInput } from '../validation/numbers';
import { requireGuard } from '../auth/permissions';

const NOT_FOUND = NOT_FOUND_MESSAGE;
const id = idSchema;
const moneyAmount = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().trim().regex(/^\d{1,10}(\.\d{1,2})?$/, 'validation.currency'));
const samplingPoints = z.array(integerInput((n) => n.positive().max(1_000_000))).max(50).default([]);

/** A price record with the names the back office shows (001 §3 companyName, contactPersonName); id null = not yet saved. */
export interface ProductPriceRecord extends Omit<PriceRecordData, 'id'> {
  id: number | null;
  companyName: string | null;
  contactPersonName: string | null;
}

/** Query of GET /api/product/price. */
export const productPriceQuerySchema = z.object({ productId: id.optional(), customerId: id.optional() }).strip();

/**
 * Body of PUT /api/product/price: creates the record of customer + product if needed, then sets
 * the fields given. customerId null: the product's default record for every shopper (decision 800).
 */
export const productPriceUpsertSchema = z
  .object({
    customerId: id.nullable(),
    productId: id,
    unitOfSales: integerInput((n) => n.positive()).optional(),
    activeStrategy: integerInput((n) => n.min(1).max(5)).optional(),
  })
  .strip();

/** Body of POST /api/product/price/:id. */
export const productPriceUpdateSchema = productPriceUpsertSchema.omit({ customerId: true, productId: true });

/**
 * Who a record is, for the sub-record calls: the path's id, or — for a record not yet saved
 * (id ≤ 0, 001 §4) — customerId + productId in the body, and the record is created first.
 */
const recordRef = { customerId: id.nullable().optional(), productId: id.optional() };

export const excelPriceInputSchema = z.object({ ...recordRef, excelFile: z.string().trim().max(500).nullable().optional(), samplingPoints }).strip();
export const remotePriceInputSchema = z
  .object({
    ...recordRef,
    url: z.url({ protocol: /^https?$/ }).max(1000),
    apiParamNames: z.record(z.string().min(1).max(200), z.string().min(1).max(100)).default({}),
    samplingPoints,
  })
  .strip();
export const marginPriceInputSchema = z
  .object({
    ...recordRef,
    margin: z
      .union([z.string(), z.number()])
      .transform(String)
      .pipe(z.string().trim().regex(/^-?\d{1,4}(\.\d{1,4})?$/, 'Dezimalzahl mit höchstens 4 Dezimalstellen'))
      .refine((value) => Number(value) > -1, 'Marge muss grösser als -1 sein'),
  })
  .strip();
export const fixPriceRowInputSchema = z.object({ ...recordRef, quantity: integerInput((n) => n.positive()), price: moneyAmount }).strip();
export const fixPriceRowUpdateSchema = z.object({ quantity: integerInput((n) => n.positive()).optional(), price: moneyAmount.optional() }).strip();

/** Body of POST /api/product/internal-price (creates, or updates the product's existing one). */
export const internalPriceInputSchema = z
  .object({
    productId: id,
    price: moneyAmount,
    materialCost: moneyAmount.nullable().optional(),
    labourCost: moneyAmount.nullable().optional(),
    setByHand: z.boolean().default(true),
  })
  .strip();
export const internalPriceUpdateSchema = z
  .object({ price: moneyAmount.optional(), materialCost: moneyAmount.nullable().optional(), labourCost: moneyAmount.nullable().optional(), setByHand: z.boolean().optional() })
  .strip();
export const internalPriceQuerySchema = z.object({ productId: id.optional() }).strip();

export interface InternalPriceData {
  id: number;
  productId: number;
  price: string;
  materialCost: string | null;
  labourCost: string | null;
  setByHand: boolean;
  updatedAt: string;
}

const POPULATE = ['excelPrice', 'remotePrice', 'marginPrice', 'fixPriceRows', 'customer.companyInfo', 'customer.contactPersons'] as const;

function toRecord(record: IProductPrice): ProductPriceRecord {
  const contact = record.customer?.contactPersons.isInitialized() ? record.customer.contactPersons.getItems().find((person) => !person.deletedAt) : undefined;
  return {
    ...toPriceRecordData(record),
    companyName: record.customer?.companyInfo?.name ?? null,
    contactPersonName: contact ? [contact.firstName, contact.lastName].filter(Boolean).join(' ') || null : null,
  };
}

const toInternal = (row: IInternalPrice): InternalPriceData => ({
  id: row.id,
  productId: row.product.id,
  price: row.price,
  materialCost: row.materialCost ?? null,
  labourCost: row.labourCost ?? null,
  setByHand: row.setByHand,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The back office's customer prices (001 §7 product prices, §4): the active strategy is the one
 * last saved; a record not yet saved is created on its first change. Every change drops the
 * cached prices it affects through `invalidate`.
 */
export function createPriceAdminService(deps: { em: () => EntityManager; invalidate: (filter: PriceInvalidation) => Promise<unknown> }) {
  async function loadRecord(em: EntityManager, recordId: number): Promise<IProductPrice> {
    const record = await em.findOne(ProductPrice, { id: recordId }, { populate: POPULATE });
    if (!record) throw new EngineError('not_found', NOT_FOUND);
    return record;
  }

  /** The record of the path id, or — id ≤ 0 — of customer + product, created when missing (001 §4). */
  async function recordFor(
    em: EntityManager,
    pathId: unknown,
    ref: { customerId?: number | null | undefined; productId?: number | undefined },
  ): Promise<IProductPrice> {
    const recordId = integerInput((n) => n.max(MAX_ID)).parse(pathId);
    if (recordId > 0) return loadRecord(em, recordId);
    if (ref.customerId === undefined || ref.productId === undefined) {
      throw new EngineError('invalid', [{ message: 'Eingabe erforderlich', field: ref.customerId === undefined ? 'customerId' : 'productId' }]);
    }
    return ensureRecord(em, ref.customerId, ref.productId);
  }

  /** customerId null: the product's default record (decision 800). */
  async function ensureRecord(em: EntityManager, customerId: number | null, productId: number): Promise<IProductPrice> {
    const existing = await em.findOne(ProductPrice, { customer: customerId, product: productId }, { populate: POPULATE });
    if (existing) return existing;
    const [customer, product] = await Promise.all([
      customerId === null ? Promise.resolve(null) : em.findOne(Customer, { id: customerId, deletedAt: null }),
      em.findOne(Product, { id: productId, deletedAt: null }),
    ]);
    if (customerId !== null && !customer) throw new EngineError('not_found', 'Kunde nicht gefunden');
    if (!product) throw new EngineError('not_found', 'Produkt nicht gefunden');
    const record = em.create(ProductPrice, { customer, product, unitOfSales: 1, activeStrategy: PriceStrategyId.NONE });
    await em.flush();
    return loadRecord(em, record.id);
  }

  /** Runs a change in one transaction, then drops the affected cached prices and answers the record. */
  async function change(ctx: RequestContext, fn: (em: EntityManager) => Promise<IProductPrice>): Promise<ProductPriceRecord> {
    requireGuard(ctx, 'productDesk');
    const saved = await deps.em().transactional(async (em) => {
      const record = await fn(em);
      await em.flush();
      return { id: record.id, customerId: record.customer?.id, productId: record.product.id };
    });
    // A default record prices the product for everyone without a record: drop every customer's entries.
    await deps.invalidate({ customerId: saved.customerId, productId: saved.productId });
    const em = deps.em();
    return toRecord(await loadRecord(em, saved.id));
  }

  return {
    /** GET /api/product/price?productId&customerId: the records; for one customer + product without one, an unsaved record (id null). */
    async listProductPrices(ctx: RequestContext, rawQuery: z.input<typeof productPriceQuerySchema>): Promise<ProductPriceRecord[]> {
      requireGuard(ctx, 'productDesk');
      const query = productPriceQuerySchema.parse(rawQuery);
      const where: Record<string, number> = {};
      if (query.productId) where.product = query.productId;
      if (query.customerId) where.customer = query.customerId;
      const records = await deps.em().find(ProductPrice, where, { populate: POPULATE, orderBy: { customer: 'asc', product: 'asc' } });
      if (records.length === 0 && query.productId && query.customerId) {
        return [
          {
            id: null,
            customerId: query.customerId,
            productId: query.productId,
            unitOfSales: 1,
            activeStrategy: PriceStrategyId.NONE,
            excel: null,
            fix: [],
            remote: null,
            margin: null,
            companyName: null,
            contactPersonName: null,
          },
        ];
      }
      return records.map(toRecord);
    },

    /** PUT /api/product/price: creates the record of customer + product when missing, sets unitOfSales / activeStrategy. */
    async saveProductPrice(ctx: RequestContext, rawInput: z.input<typeof productPriceUpsertSchema>): Promise<ProductPriceRecord> {
      const input = productPriceUpsertSchema.parse(rawInput);
      return change(ctx, async (em) => {
        const record = await ensureRecord(em, input.customerId, input.productId);
        if (input.unitOfSales !== undefined) record.unitOfSales = input.unitOfSales;
        if (input.activeStrategy !== undefined) record.activeStrategy = input.activeStrategy;
        return record;
      });
    },

    /** POST /api/product/price/:id. */
    async updateProductPrice(ctx: RequestContext, recordId: unknown, rawInput: z.input<typeof productPriceUpdateSchema>): Promise<ProductPriceRecord> {
      const input = productPriceUpdateSchema.parse(rawInput);
      return change(ctx, async (em) => {
        const record = await loadRecord(em, id.parse(recordId));
        if (input.unitOfSales !== undefined) record.unitOfSales = input.unitOfSales;
        if (input.activeStrategy !== undefined) record.activeStrategy = input.activeStrategy;
        return record;
      });
    },

    /** DELETE /api/product/price/:id (its strategy data goes with it). */
    async deleteProductPrice(ctx: RequestContext, recordId: unknown): Promise<{ deleted: true }> {
      requireGuard(ctx, 'productDesk');
      const record = await deps.em().findOne(ProductPrice, { id: id.parse(recordId) });
      if (!record) throw new EngineError('not_found', NOT_FOUND);
      await deps.em().nativeDelete(ProductPrice, { id: record.id });
      await deps.invalidate({ customerId: record.customer?.id, productId: record.product.id });
      return { deleted: true };
    },

    /** PUT /api/product/price/:id/excel-price: saves the workbook strategy and makes it active. */
    async saveExcelPrice(ctx: RequestContext, recordId: unknown, rawInput: z.input<typeof excelPriceInputSchema>): Promise<ProductPriceRecord> {
      const input = excelPriceInputSchema.parse(rawInput);
      return change(ctx, async (em) => {
        const record = await recordFor(em, recordId, input);
        const values = { excelFile: input.excelFile || null, samplingPoints: input.samplingPoints };
        if (record.excelPrice) em.assign(record.excelPrice, values);
        else em.create(ExcelPrice, { productPrice: record, ...values });
        record.activeStrategy = PriceStrategyId.EXCEL_PRICE;
        return record;
      });
    },

    /** PUT /api/product/price/:id/remote-price. */
    async saveRemotePrice(ctx: RequestContext, recordId: unknown, rawInput: z.input<typeof remotePriceInputSchema>): Promise<ProductPriceRecord> {
      const input = remotePriceInputSchema.parse(rawInput);
      return change(ctx, async (em) => {
        const record = await recordFor(em, recordId, input);
        const values = { url: input.url, apiParamNames: input.apiParamNames, samplingPoints: input.samplingPoints };
        if (record.remotePrice) em.assign(record.remotePrice, values);
        else em.create(RemotePrice, { productPrice: record, ...values });
        record.activeStrategy = PriceStrategyId.REMOTE_PRICE;
        return record;
      });
    },

    /** PUT /api/product/price/:id/margin-price. */
    async saveMarginPrice(ctx: RequestContext, recordId: unknown, rawInput: z.input<typeof marginPriceInputSchema>): Promise<ProductPriceRecord> {
      const input = marginPriceInputSchema.parse(rawInput);
      return change(ctx, async (em) => {
        const record = await recordFor(em, recordId, input);
        if (record.marginPrice) record.marginPrice.margin = input.margin;
        else em.create(MarginPrice, { productPrice: record, margin: input.margin });
        record.activeStrategy = PriceStrategyId.MARGIN_PRICE;
        return record;
      });
    },

    /** POST /api/product/price/:id/fix-price: adds a graduated row (or replaces the price of the same quantity); FIX becomes active. */
    async addFixPriceRow(ctx: RequestContext, recordId: unknown, rawInput: z.input<typeof fixPriceRowInputSchema>): Promise<ProductPriceRecord> {
      const input = fixPriceRowInputSchema.parse(rawInput);
      return change(ctx, async (em) => {
        const record = await recordFor(em, recordId, input);
        const same = record.fixPriceRows.getItems().find((row) => row.quantity === input.quantity);
        if (same) same.price = input.price;
        else em.create(FixPriceRow, { productPrice: record, quantity: input.quantity, price: input.price });
        record.activeStrategy = PriceStrategyId.FIX_PRICE;
        return record;
      });
    },

    /** PUT /api/product/price/:id/fix-price/:rowId. */
    async updateFixPriceRow(ctx: RequestContext, recordId: unknown, rowId: unknown, rawInput: z.input<typeof fixPriceRowUpdateSchema>): Promise<ProductPriceRecord> {
      const input = fixPriceRowUpdateSchema.parse(rawInput);
      return change(ctx, async (em) => {
        const record = await loadRecord(em, id.parse(recordId));
        const row = record.fixPriceRows.getItems().find((candidate) => candidate.id === id.parse(rowId));
        if (!row) throw new EngineError('not_found', NOT_FOUND);
        if (input.quantity !== undefined && input.quantity !== row.quantity && record.fixPriceRows.getItems().some((other) => other.quantity === input.quantity)) {
          throw new EngineError('conflict', [{ message: 'Der Eintrag {field} ist bereits vorhanden.', params: { field: String(input.quantity) }, field: 'quantity' }]);
        }
        if (input.quantity !== undefined) row.quantity = input.quantity;
        if (input.price !== undefined) row.price = input.price;
        record.activeStrategy = PriceStrategyId.FIX_PRICE;
        return record;
      });
    },

    /** DELETE /api/product/price/:id/fix-price/:rowId (the active strategy stays as it is). */
    async deleteFixPriceRow(ctx: RequestContext, recordId: unknown, rowId: unknown): Promise<ProductPriceRecord> {
      return change(ctx, async (em) => {
        const record = await loadRecord(em, id.parse(recordId));
        const deleted = await em.nativeDelete(FixPriceRow, { id: id.parse(rowId), productPrice: record.id });
        if (deleted === 0) throw new EngineError('not_found', NOT_FOUND);
        return record;
      });
    },

    /** GET /api/product/internal-price?productId. */
    async listInternalPrices(ctx: RequestContext, rawQuery: z.input<typeof internalPriceQuerySchema>): Promise<InternalPriceData[]> {
      requireGuard(ctx, 'productDesk');
      const query = internalPriceQuerySchema.parse(rawQuery);
      const rows = await deps.em().find(InternalPrice, query.productId ? { product: query.productId } : {}, { orderBy: { product: 'asc' } });
      return rows.map(toInternal);
    },

    /** POST /api/product/internal-price: creates the product's internal price, or updates the one it has. */
    async saveInternalPrice(ctx: RequestContext, rawInput: z.input<typeof internalPriceInputSchema>): Promise<InternalPriceData> {
      requireGuard(ctx, 'productDesk');
      const input = internalPriceInputSchema.parse(rawInput);
      const saved = await deps.em().transactional(async (em) => {
        const product = await em.findOne(Product, { id: input.productId, deletedAt: null });
        if (!product) throw new EngineError('not_found', 'Produkt nicht gefunden');
        const values = { price: input.price, materialCost: input.materialCost ?? null, labourCost: input.labourCost ?? null, setByHand: input.setByHand };
        const existing = await em.findOne(InternalPrice, { product: product.id });
        const row = existing ? em.assign(existing, values) : em.create(InternalPrice, { product, ...values });
        await em.flush();
        return toInternal(row);
      });
      await deps.invalidate({ productId: saved.productId });
      return saved;
    },

    /** PUT /api/product/internal-price/:id. */
    async updateInternalPrice(ctx: RequestContext, rowId: unknown, rawInput: z.input<typeof internalPriceUpdateSchema>): Promise<InternalPriceData> {
      requireGuard(ctx, 'productDesk');
      const input = internalPriceUpdateSchema.parse(rawInput);
      const saved = await deps.em().transactional(async (em) => {
        const row = await em.findOne(InternalPrice, { id: id.parse(rowId) });
        if (!row) throw new EngineError('not_found', NOT_FOUND);
        if (input.price !== undefined) row.price = input.price;
        if (input.materialCost !== undefined) row.materialCost = input.materialCost;
        if (input.labourCost !== undefined) row.labourCost = input.labourCost;
        if (input.setByHand !== undefined) row.setByHand = input.setByHand;
        await em.flush();
        return toInternal(row);
      });
      await deps.invalidate({ productId: saved.productId });
      return saved;
    },
  };
}
export type PriceAdminService = ReturnType<typeof createPriceAdminService>;
