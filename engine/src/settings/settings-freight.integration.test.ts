import { describe, expect, it } from 'vitest';
import { asCustomer, asGuest, useTestDatabase } from '../../test/world';
import { Permission } from '../auth/permissions';
import { defaultFreightTariff, tariffPricePerPlace } from '../shipping/freight';
import { loadFreightTariff } from '../shipping/shipping-service';
import { createCheckoutStack } from '../../test/shop-basics';
import { createFreightTariffDesk } from '../shipping/freight-tariff-desk';
import { createSettingsDesk } from './settings-desk';

/** The freight tariff on /admin/Settings (decision 783), on the real database. */

const em = useTestDatabase();
const desk = () => createSettingsDesk({ em });
const freightDesk = () => createFreightTariffDesk({ em });
const admin = asCustomer(1, [Permission.ADMIN_QUOTE, Permission.ADMIN_CUSTOMER]);

describe('freight tariff setting', () => {
  it('R001-2.25 shows the default tariff until one is saved; a saved one is what the freight reads; versioned', async () => {
    const before = await freightDesk().getFreightTariff(admin);
    expect(before).toMatchObject({ saved: false, version: null, columns: ['1', '2', '3–5', '6–10', '11–18'] });
    expect(before.bands.at(-1)).toBe('> 250 km');
    const text = before.text.replace('bis 25 km: 85.00', 'bis 25 km: 99.00');
    await freightDesk().saveFreightTariff(admin, { tariff: text }, undefined);
    const tariff = await loadFreightTariff(em());
    expect(tariffPricePerPlace(tariff, 10, 1).toFixed(2)).toBe('99.00');
    expect(tariffPricePerPlace(tariff, 300, 18).toFixed(2)).toBe(tariffPricePerPlace(defaultFreightTariff, 300, 18).toFixed(2));
    const after = await freightDesk().getFreightTariff(admin);
    expect(after).toMatchObject({ saved: true, version: expect.any(String) });
    // A form that showed the old version is refused; a bad tariff changes nothing.
    await expect(freightDesk().saveFreightTariff(admin, { tariff: text }, undefined)).rejects.toMatchObject({ kind: 'conflict' });
    await expect(freightDesk().saveFreightTariff(admin, { tariff: 'Stellplätze bis: 1\ndarüber: viel' }, after.version!)).rejects.toMatchObject({ kind: 'invalid' });
    expect(tariffPricePerPlace(await loadFreightTariff(em()), 10, 1).toFixed(2)).toBe('99.00');
    await expect(freightDesk().saveFreightTariff(asCustomer(1, [Permission.ADMIN_QUOTE]), { tariff: text }, after.version!)).rejects.toMatchObject({ kind: 'forbidden' });
  });
});

describe('lead times setting (decision 784)', () => {
  it('R000-9.10 R001-2.25 the shop’s earliest delivery date follows the saved lead time; below the minimum is refused', async () => {
    const checkout = createCheckoutStack(em).checkout;
    const shopper = asGuest();
    const before = await checkout.deliveryDates(shopper);
    expect((await desk().getSettings(admin)).leadTimes).toMatchObject({ verpackung: 3, moebel: 3, minimum: { verpackung: 1, moebel: 2 }, version: null });
    await desk().saveLeadTimes(admin, { verpackung: '8', moebel: '3' }, undefined);
    const after = await checkout.deliveryDates(shopper);
    expect(after.earliest! > before.earliest!).toBe(true);
    expect(after.dates).not.toContain(before.earliest);
    const view = (await desk().getSettings(admin)).leadTimes;
    expect(view).toMatchObject({ verpackung: 8, moebel: 3 });
    await expect(desk().saveLeadTimes(admin, { verpackung: '0', moebel: '3' }, view.version!)).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ['verpackung'], code: 'too_small' })] });
    await expect(desk().saveLeadTimes(admin, { verpackung: '3', moebel: '1' }, view.version!)).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ['moebel'], code: 'too_small' })] });
    await expect(desk().saveLeadTimes(admin, { verpackung: '3', moebel: '3' }, undefined)).rejects.toMatchObject({ kind: 'conflict' });
    await desk().saveLeadTimes(admin, { verpackung: '3', moebel: '3' }, view.version!);
    expect((await checkout.deliveryDates(shopper)).earliest).toBe(before.earliest);
  });
});
