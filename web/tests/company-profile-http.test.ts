import { DEFAULT_COMPANY_PROFILE, Permission, type SessionPayload } from '@shop/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { Customer } from '../../engine/src/customers/customer.entity';
import { useHttpShop } from './http-shop';

/**
 * The company's identity has one editable source (decision 1013): what staff save in
 * /admin/Settings is what the header, footer and Impressum show, on the next page.
 */

const shop = useHttpShop();

const staff: SessionPayload = { customerId: 0, perm: [Permission.ADMIN_QUOTE, Permission.ADMIN_CUSTOMER], email: 'staff@example.ch', isCompanyCustomer: false, hasQuickOrder: false };

async function html(path: string): Promise<string> {
  return (await fetch(shop.web.url + path)).text();
}

beforeAll(async () => {
  const em = shop.em();
  const customer = em.create(Customer, {});
  await em.flush();
  staff.customerId = customer.id;
});

describe('one company profile on every page', () => {
  it('R000-9.44 staff change the name, phone and e-mail in /admin/Settings → header, footer (© the company, not the shop’s brand) and Impressum show the new ones', async () => {
    const before = await html('/impressum');
    expect(before).toContain(DEFAULT_COMPANY_PROFILE.phone);
    expect(before).not.toContain('+41 62 858 60 60');

    const form = {
      intent: 'company',
      version: '',
      name: 'Sägerei Beispiel AG',
      street: DEFAULT_COMPANY_PROFILE.street,
      zipCode: DEFAULT_COMPANY_PROFILE.zipCode,
      city: DEFAULT_COMPANY_PROFILE.city,
      country: 'CH',
      phone: '+41 62 777 12 34',
      email: 'kontakt@holzwerk.example',
      web: DEFAULT_COMPANY_PROFILE.web,
      vatNumber: DEFAULT_COMPANY_PROFILE.vatNumber,
      qrIban: DEFAULT_COMPANY_PROFILE.qrIban,
    };
    const saved = await fetch(`${shop.web.url}/admin/Settings.data`, {
      method: 'POST',
      headers: await shop.bearer(staff),
      body: new URLSearchParams(form),
      redirect: 'manual',
    });
    expect(await saved.text()).toContain('Änderungen gespeichert');

    const home = await html('/');
    expect(home).toContain('+41 62 777 12 34');
    expect(home).toContain('href="tel:+41627771234"');
    expect(home).toContain('mailto:kontakt@holzwerk.example');
    expect(home).not.toContain(DEFAULT_COMPANY_PROFILE.phone);
    expect(home).toMatch(/© (<!-- -->)?Sägerei Beispiel AG/);
    expect(home).not.toContain('© Holzwerk Shop');
    const impressum = await html('/impressum');
    expect(impressum).toContain('Telefon +41 62 777 12 34, kontakt@holzwerk.example');
    expect(impressum).not.toContain(DEFAULT_COMPANY_PROFILE.phone);
  }, 300_000);
});
