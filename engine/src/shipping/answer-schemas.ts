import { z } from 'zod';
import { id, isoDate } from '../answer-fields';

/** The shipping answers (decision 1172): a carrier's rate, trucks and the products' transport requirements (R001-7.111, 7.122 … 7.128). */

const transportRequirementFields = { productId: id, maxPackage: z.number().int().nullable(), minSp: z.number().int(), quantityForMinSp: z.number().int().nullable() };

export const transportRequirementResponse = z.strictObject({ id, ...transportRequirementFields }).meta({ id: 'TransportRequirement' });

export const transportRequirementListResponse = z.strictObject({ items: z.array(transportRequirementResponse) }).meta({ id: 'TransportRequirementList' });

export const transportRequirementQueryResponse = z
  .union([
    z.strictObject({ id: id.nullable().meta({ description: 'null: the product has none (the empty record, R001-8.37)' }), ...transportRequirementFields }),
    transportRequirementListResponse,
  ])
  .meta({ id: 'TransportRequirementAnswer', description: 'with productId the product’s requirement, else every requirement' });

export const truckListResponse = z
  .strictObject({
    items: z.array(
      z.strictObject({ id, name: z.string(), length: z.number().int(), width: z.number().int(), height: z.number().int(), loadMeter: z.string().meta({ description: 'a decimal string' }), maxParkingLots: z.number().int() }),
    ),
  })
  .meta({ id: 'TruckList' });

export const rateQuote = z
  .strictObject({
    serviceType: z.string(),
    serviceName: z.string(),
    amount: z.string().meta({ description: 'the net charge, a decimal string in `currency`' }),
    currency: z.string(),
    transitDays: z.number().int().nullable(),
    deliveryDate: isoDate.nullable(),
  })
  .meta({ id: 'CarrierRate' });
