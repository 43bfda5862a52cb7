import { beforeAll, describe, expect, it } from 'vitest';
import { asCustomer, asGuest, givenCatalog, givenTruck, useTestDatabase } from '../../test/world';
import { Permission } from '../auth/permissions';
import { Setting } from '../settings/setting.entity';
import { defaultFreightTariff, FREIGHT_TARIFF_SETTING_KEY } from './freight';
import { createShippingService, loadFreightTariff } from './shipping-service';
import { TransportRequirement } from './transport-requirement.entity';

const em = useTestDatabase();
const admin = asCustomer(1, [Permission.ADMIN_PRODUCT]);
let productId = 0;

beforeAll(async () => {
  const fork = em();
  const { products } = givenCatalog(fork, { pallet: { articleNumber: 'PAL_1', name: 'EUR', listPrice: null } }, { name: 'Palette' });
  givenTruck(fork);
  await fork.flush();
  productId = products.pallet.id;
});

describe('shipping service', () => {
  it('R001-8.37 R001-3.25 a product without requirement gives an empty record (minSp 1)', async () => {
    const shipping = createShippingService({ em });
    expect(await shipping.getTransportRequirement(admin, { productId })).toEqual({ id: null, productId, maxPackage: null, minSp: 1, quantityForMinSp: null });
  });

  it('R001-7.122 R001-7.123 R001-7.124 R001-7.125 creates, updates and deletes a requirement', async () => {
    const shipping = createShippingService({ em });
    const created = await shipping.saveTransportRequirement(admin, { productId, maxPackage: 20 });
    expect(created).toMatchObject({ productId, maxPackage: 20, minSp: 1 });
    const again = await shipping.saveTransportRequirement(admin, { productId, maxPackage: 30, minSp: 2 });
    expect(again.id).toBe(created.id);
    expect(await shipping.updateTransportRequirement(admin, created.id, { quantityForMinSp: 5 })).toMatchObject({ maxPackage: 30, minSp: 2, quantityForMinSp: 5 });
    expect(await shipping.listTransportRequirements(admin)).toHaveLength(1);
    await expect(shipping.saveTransportRequirement(admin, { productId, minSp: 0 })).rejects.toMatchObject({ name: 'ZodError' });
    await expect(shipping.saveTransportRequirement(admin, { productId: 999_999 })).rejects.toMatchObject({ kind: 'not_found' });
    await shipping.deleteTransportRequirement(admin, created.id);
    await expect(shipping.deleteTransportRequirement(admin, created.id)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('R001-7.123 decision 1091 POST /transport-requirement with an id or a number that is none (true, "1e3", 1.5, -1) writes nothing — true was product 1', async () => {
    const shipping = createShippingService({ em });
    expect(productId).toBe(1);
    const before = await em().count(TransportRequirement);
    for (const body of [
      { productId: true },
      { productId: '1e3' },
      { productId: 1.5 },
      { productId: -1 },
      { productId, maxPackage: true },
      { productId, minSp: true },
      { productId, quantityForMinSp: '1e3' },
      { productId, minSp: '' },
    ]) {
      await expect(shipping.saveTransportRequirement(admin, body as never), JSON.stringify(body)).rejects.toMatchObject({ name: 'ZodError' });
    }
    expect(await em().count(TransportRequirement)).toBe(before);
  });

  it('R001-7.128 R001-3.49 lists trucks for product admins only', async () => {
    const shipping = createShippingService({ em });
    expect(await shipping.listTrucks(admin)).toEqual([expect.objectContaining({ id: 1, maxParkingLots: 18, loadMeter: '13.60' })]);
    await expect(shipping.listTrucks(asCustomer(2))).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(shipping.listTrucks(asGuest())).rejects.toMatchObject({ kind: 'unauthenticated' });
  });

  it('reads the tariff from the settings; an invalid one falls back to the default', async () => {
    expect(await loadFreightTariff(em())).toBe(defaultFreightTariff);
    const fork = em();
    fork.create(Setting, { key: FREIGHT_TARIFF_SETTING_KEY, value: { placeColumns: [1], bands: [{ upToKm: null, pricePerPlace: ['99.00'] }] } });
    await fork.flush();
    expect((await loadFreightTariff(em())).bands[0]?.pricePerPlace).toEqual(['99.00']);
    await em().nativeUpdate(Setting, { key: FREIGHT_TARIFF_SETTING_KEY }, { value: { nonsense: true } });
    expect(await loadFreightTariff(em())).toBe(defaultFreightTariff);
  });
});
