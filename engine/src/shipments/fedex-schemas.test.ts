import { describe, expect, it } from 'vitest';
import { packageLineItemSchema, shipmentDataSchema } from './fedex-schemas';

/** The carrier enumerations of 001 §3 as the shipment calls take them. */
describe('shipment data enumerations (001 §3)', () => {
  const shipment = (overrides: Record<string, unknown> = {}) => ({
    orderId: 7,
    service: { type: 'INTERNATIONAL_PRIORITY' },
    packagingLineItems: [{ length: 120, width: 80, height: 100, weight: 40 }],
    contact: { name: 'Anna Muster', phone: '+41 62 849 55 00' },
    ...overrides,
  });

  it('R001-3.76 transport is AIR or SEA, AIR by default; anything else is refused', () => {
    expect(shipmentDataSchema.parse(shipment()).transport).toBe('AIR');
    expect(shipmentDataSchema.parse(shipment({ transport: 'SEA' })).transport).toBe('SEA');
    expect(shipmentDataSchema.safeParse(shipment({ transport: 'RAIL' })).success).toBe(false);
  });

  it('R001-3.79 a package is a carton, crate or other, crate by default; anything else is refused', () => {
    const line = { length: 60, width: 40, height: 40, weight: 12 };
    expect(packageLineItemSchema.parse(line).packageType).toBe('crate');
    for (const packageType of ['carton', 'crate', 'other']) expect(packageLineItemSchema.parse({ ...line, packageType }).packageType).toBe(packageType);
    expect(packageLineItemSchema.safeParse({ ...line, packageType: 'box' }).success).toBe(false);
  });
});
