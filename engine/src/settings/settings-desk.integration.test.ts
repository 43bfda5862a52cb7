import { describe, expect, it } from 'vitest';
import { asCustomer, asGuest, useTestDatabase } from '../../test/world';
import { Permission } from '../auth/permissions';
import { loadCompanyProfile } from './company-settings';
import { loadCompanyClosures } from './company-settings';
import { createSettingsDesk, ibanChecksumOk } from './settings-desk';

const em = useTestDatabase();
const desk = () => createSettingsDesk({ em });
const admin = asCustomer(1, [Permission.ADMIN_QUOTE, Permission.ADMIN_CUSTOMER]);
const company = {
  name: 'Holzwerk Gösgen AG',
  street: 'Industriestrasse 21',
  zipCode: '5013',
  city: 'Niedergösgen',
  phone: '+41 62 849 55 00',
  email: 'info@holzwerk.example',
  web: 'https://www.holzwerk.example',
  vatNumber: 'CHE-123.456.789 MWST',
  qrIban: 'CH44 3199 9123 0008 8901 2',
};

describe('settings (/admin/Settings)', () => {
  it('saves the company profile as the one source for documents, versioned', async () => {
    const before = await desk().getSettings(admin);
    expect(before.company.version).toBeNull();
    await desk().saveCompanyProfile(admin, { ...company, name: 'Holzwerk Neu AG', qrIban: 'ch4431999123000889012' }, undefined);
    expect(await loadCompanyProfile(em())).toMatchObject({ name: 'Holzwerk Neu AG', qrIban: 'CH44 3199 9123 0008 8901 2' });
    const after = await desk().getSettings(admin);
    expect(after.company.version).not.toBeNull();
    // A form showing the old version is refused.
    await expect(desk().saveCompanyProfile(admin, company, undefined)).rejects.toMatchObject({ kind: 'conflict' });
    await desk().saveCompanyProfile(admin, company, after.company.version!);
    expect((await loadCompanyProfile(em())).name).toBe('Holzwerk Gösgen AG');
  });

  it('refuses a QR-IBAN that is none, a bad VAT number and a bad e-mail per field', async () => {
    const version = (await desk().getSettings(admin)).company.version!;
    await expect(desk().saveCompanyProfile(admin, { ...company, qrIban: 'CH93 0076 2011 6238 5295 7' }, version)).rejects.toThrow();
    await expect(desk().saveCompanyProfile(admin, { ...company, vatNumber: '123' }, version)).rejects.toThrow();
    await expect(desk().saveCompanyProfile(admin, { ...company, email: 'kein-mail' }, version)).rejects.toThrow();
    expect(ibanChecksumOk('CH4431999123000889012')).toBe(true);
    expect(ibanChecksumOk('CH4431999123000889013')).toBe(false);
  });

  it('saves closure days from lines (dates and ranges) and carrier addresses', async () => {
    await desk().saveClosures(admin, { closures: '2026-12-24 – 2027-01-02 Betriebsferien\n2026-08-03' }, undefined);
    expect(await loadCompanyClosures(em())).toEqual([{ from: '2026-12-24', to: '2027-01-02', label: 'Betriebsferien' }, '2026-08-03']);
    const view = await desk().getSettings(admin);
    expect(view.closures.text).toBe('2026-12-24 – 2027-01-02 Betriebsferien\n2026-08-03');
    await expect(desk().saveClosures(admin, { closures: '2027-01-05 – 2026-01-01' }, view.closures.version!)).rejects.toThrow();
    await desk().saveCarrierContacts(admin, { TRUCK: 'dispo@holzwerk.example', FEDEX: '' }, undefined);
    expect((await desk().getSettings(admin)).carriers).toMatchObject({ TRUCK: 'dispo@holzwerk.example', FEDEX: '' });
  });

  it('needs both ADMIN_QUOTE and ADMIN_CUSTOMER', async () => {
    await expect(desk().getSettings(asCustomer(1, [Permission.ADMIN_QUOTE]))).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(desk().saveCarrierContacts(asGuest(), {}, undefined)).rejects.toMatchObject({ kind: 'unauthenticated' });
  });
});
