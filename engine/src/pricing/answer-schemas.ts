import { z } from 'zod';
import { amount, id, timestamp } from '../answer-fields';
import { rateQuote } from '../shipping/answer-schemas';

/** The pricing answers (decision 1172): the cart's price (R000-7.29, R001-7.105), price maintenance (R001-7.081 … 7.097) and the price cache. */

export const priceCacheClearedResponse = z.strictObject({ cleared: z.number().int().meta({ description: 'the prices removed from the cache' }) }).meta({ id: 'PriceCacheCleared' });

const samplingPoints = z.array(z.number().int()).meta({ description: 'the quantities the strategy is sampled at' });

export const priceRecordResponse = z
  .strictObject({
    id: id.nullable().meta({ description: 'null: not saved yet (a customer and product without a record)' }),
    customerId: id.nullable().meta({ description: 'null: the product’s default record for every shopper (decision 800)' }),
    productId: id,
    unitOfSales: z.number().int(),
    activeStrategy: z.number().int().meta({ description: 'the price strategy in use (1 NONE … 5)' }),
    excel: z.strictObject({ excelFile: z.string().nullable().meta({ description: 'the record’s own workbook, else the type’s' }), samplingPoints }).nullable(),
    fix: z.array(z.strictObject({ id, quantity: z.number().int(), price: amount })).meta({ description: 'graduated fixed prices, by quantity' }),
    remote: z.strictObject({ url: z.string(), apiParamNames: z.record(z.string(), z.string()), samplingPoints }).nullable(),
    margin: z.strictObject({ margin: z.string().meta({ description: 'a decimal string' }) }).nullable(),
    companyName: z.string().nullable(),
    contactPersonName: z.string().nullable(),
  })
  .meta({ id: 'PriceRecord' });

export const priceRecordListResponse = z.strictObject({ items: z.array(priceRecordResponse) }).meta({ id: 'PriceRecordList' });

export const internalPriceResponse = z
  .strictObject({ id, productId: id, price: amount, materialCost: amount.nullable(), labourCost: amount.nullable(), setByHand: z.boolean(), updatedAt: timestamp })
  .meta({ id: 'InternalPrice' });

export const internalPriceListResponse = z.strictObject({ items: z.array(internalPriceResponse) }).meta({ id: 'InternalPriceList' });

export const orderPriceResponse = z
  .strictObject({
    cartPrice: z.strictObject({
      items: z.array(
        z.strictObject({
          productId: id,
          name: z.string().meta({ description: 'in the request’s language' }),
          properties: z.array(z.strictObject({ name: z.string(), value: z.string(), typeId: id })).meta({ description: 'the product’s order-position attributes' }),
          quantity: z.number().int(),
          configuration: z.record(z.string(), z.string()).meta({ description: 'the completed configuration' }),
          customerRef: z.string().optional(),
          positionId: id.optional(),
          pricePerOne: amount.nullable(),
          linePrice: amount.nullable(),
          available: z.boolean(),
          reason: z.string().optional().meta({ description: 'why the price is unavailable' }),
          detail: z.string().optional().meta({ description: 'why a configuration cannot be built, in the request’s language' }),
          strategy: z.string().meta({ description: 'the price strategy that priced the line' }),
          graduatedPrice: z.array(z.strictObject({ quantity: z.number().int(), price: amount })),
        }),
      ),
      total: amount,
      productPriceWithDiscount: amount,
      complete: z.boolean().meta({ description: 'false when a line has no price: the cart cannot be ordered as is' }),
    }),
    discount: z.string().meta({ description: 'the customer’s discount, a fraction; "0" for guests' }),
    shippingCost: z.strictObject({
      cost: amount.nullable(),
      distance: z.string().nullable().meta({ description: 'road km, one decimal' }),
      effectiveCost: amount.nullable().meta({ description: 'what the customer pays for the delivery' }),
      paysFees: z.boolean(),
      reason: z.enum(['pickup', 'nothing_to_ship', 'fixed_address_cost', 'tariff', 'quoted_by_carrier', 'carrier_rate', 'unknown_postal_code', 'parcel_tariff', 'parcel_not_possible']),
      currency: z.literal('CHF'),
      trips: z.array(z.strictObject({ places: z.number().int(), pricePerPlace: amount, cost: amount })),
      palletPlaces: z.number(),
      zipCodeAccepted: z.boolean(),
      carrierRates: z.array(rateQuote).optional(),
      carrierRate: rateQuote.nullable().optional(),
      carrierProblem: z.string().optional(),
      parcels: z.number().int().optional(),
      deliveryChoices: z
        .array(z.strictObject({ mode: z.enum(['PICKUP', 'DELIVERY', 'PARCEL', 'FEDEX']), effectiveCost: amount.nullable(), transitDays: z.number().int(), parcels: z.number().int().optional() }))
        .optional()
        .meta({ description: 'a domestic delivery: truck and parcel, cheaper first' }),
    }),
  })
  .meta({ id: 'OrderPrice' });
