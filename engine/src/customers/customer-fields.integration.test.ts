import { describe, expect, it } from 'vitest';
import { asCustomer, asGuest, useTestDatabase } from '../../test/world';
import type { EngineError } from '../errors';
import { createAddressService } from './address-service';
import { allPermissions } from '../auth/permissions';
import { createCustomerAdminService } from './customer-admin-service';
import { Address, ContactPerson, Customer, CustomerOrderSettings, PaymentTerm, Skonto, User } from './customer.entity';
import { createProfileService } from './profile-service';
import { Gender, LanguageId } from './rules';

/** Field lists and defaults of the customer entities (000 §3, 001 §3), created through the engine's services. */
const em = useTestDatabase();
const addresses = () => createAddressService({ em });
const profiles = () => createProfileService({ em });
const own = (customerId: number) => ({ ...asCustomer(customerId), email: `kunde-${customerId}@example.ch` });

async function newCustomer(): Promise<number> {
  const fork = em();
  const customer = fork.create(Customer, {});
  await fork.flush();
  return customer.id;
}

describe('customer entity fields and defaults', () => {
  it('R000-3.12 R001-3.08 an address has id, customerId, name, addition, street, additionalAddress, zipCode, city, country, fixedDeliveryCost and the three flags', async () => {
    const customerId = await newCustomer();
    const created = await addresses().createAddress(own(customerId), customerId, { name: 'Lager', addition: 'Tor 2', street: 'Hauptstrasse 3', additionalAddress: 'Postfach', zipCode: '4653', city: 'Obergösgen' });
    const [read] = await addresses().listAddresses(own(customerId), customerId);
    for (const view of [created, read]) {
      expect(view).toEqual({
        id: expect.any(Number),
        customerId,
        name: 'Lager',
        addition: 'Tor 2',
        street: 'Hauptstrasse 3',
        additionalAddress: 'Postfach',
        zipCode: '4653',
        city: 'Obergösgen',
        country: 'CH',
        state: null,
        fixedDeliveryCost: '-1.00',
        isDefaultShipping: false,
        isDefaultInvoice: false,
        isCorrespondence: false,
      });
    }
  });

  it('R000-3.16 R000-3.17 R001-3.06 a contact person has id, title, firstName, lastName, department, phone, email, languageId (default DE 1) and promoItems', async () => {
    const customerId = await newCustomer();
    const { id } = await profiles().saveOwnContactPerson(own(customerId), { firstName: 'Erika', lastName: 'Holz', department: 'Einkauf', phone: '+41 62 111 22 33', email: 'erika@example.ch' });
    const account = await profiles().ownAccount(own(customerId));
    expect(account.contactPersons).toEqual([{ id, title: 0, firstName: 'Erika', lastName: 'Holz', department: 'Einkauf', phone: '+41 62 111 22 33', email: 'erika@example.ch', languageId: 1 }]);
    const stored = await em().findOneOrFail(ContactPerson, id);
    expect(stored).toMatchObject({ id, title: 0, firstName: 'Erika', lastName: 'Holz', department: 'Einkauf', phone: '+41 62 111 22 33', email: 'erika@example.ch', languageId: 1, promoItems: [] });

    // The entity's own default, without the form's: languageId DE (1).
    const fork = em();
    const bare = fork.create(ContactPerson, { customer: customerId, firstName: 'Max', lastName: 'Brett' });
    await fork.flush();
    expect((await em().findOneOrFail(ContactPerson, bare.id)).languageId).toBe(1);
  });

  it('R000-3.23 R001-3.02 a new customer has discount 0', async () => {
    const customerId = await newCustomer();
    const stored = await em().findOneOrFail(Customer, customerId);
    expect(Number(stored.discount)).toBe(0);
  });

  it('R000-3.26 R001-3.05 a customer is alive while deletedAt is null; a deleted one is not found', async () => {
    const customerId = await newCustomer();
    expect(await addresses().listAddresses(own(customerId), customerId)).toEqual([]);
    const fork = em();
    const customer = await fork.findOneOrFail(Customer, customerId);
    expect(customer.deletedAt ?? null).toBeNull();
    customer.deletedAt = new Date();
    await fork.flush();
    const error = await addresses().listAddresses(own(customerId), customerId).then(
      () => undefined,
      (e: unknown) => e as EngineError,
    );
    expect(error?.kind).toBe('not_found');
  });
});

describe('address book reads', () => {
  it('R001-7.019 GET /customer/{id}/address[/{addressId}]: the list, and one address by id, of the own customer only', async () => {
    const customerId = await newCustomer();
    const otherId = await newCustomer();
    const first = await addresses().createAddress(own(customerId), customerId, { name: 'Lager', street: 'Hauptstrasse 3', zipCode: '4653', city: 'Obergösgen' });
    const second = await addresses().createAddress(own(customerId), customerId, { name: 'Büro', street: 'Dorfstrasse 1', zipCode: '5013', city: 'Niedergösgen' });
    expect((await addresses().listAddresses(own(customerId), customerId)).map((a) => a.id)).toEqual([first.id, second.id]);
    await expect(addresses().getAddress(own(customerId), customerId, second.id)).resolves.toEqual(second);
    const foreign = (await addresses().getAddress(own(otherId), customerId, second.id).then(() => undefined, (e: unknown) => e)) as EngineError | undefined;
    expect(foreign?.kind).toBe('forbidden');
    const elsewhere = (await addresses().getAddress(own(otherId), otherId, second.id).then(() => undefined, (e: unknown) => e)) as EngineError | undefined;
    expect(elsewhere?.kind).toBe('not_found');
  });
});

describe('customer (shopper view)', () => {
  it('R000-3.22 the own customer is one plain object with exactly the shopper fields: contactPerson list, companyInfo, users, terms, quick order, order settings, flags', async () => {
    const admin = asCustomer(999_999, [...allPermissions]);
    const fork = em();
    const term = fork.create(PaymentTerm, { name: '30 Tage netto', days: 30 });
    const skonto = fork.create(Skonto, { name: '2 % 10 Tage', percent: '2.00', days: 10 });
    await fork.flush();
    const created = await createCustomerAdminService({ em }).createCustomer(admin, {
      discount: '0.05',
      deliveryCostMultiplier: '1.1',
      paymentTermId: term.id,
      skontoId: skonto.id,
      isDefault: true,
      quickOrderSetting: { isActive: true, truckId: null },
      companyInfo: { name: 'Sicht AG', code: 'K-1', addition: 'Einkauf', invoiceEmail: 'rechnung@sicht.ch' },
      users: { added: [{ email: 'einkauf@sicht.ch', password: 'Sicht-Passwort-1' }] },
      contactPersons: {
        added: [
          { title: Gender.FEMALE, firstName: 'Vera', lastName: 'Sicht', email: 'vera@sicht.ch', languageId: LanguageId.EN, promoItems: ['Kalender'] },
          { firstName: 'Alt', lastName: 'Kontakt' },
        ],
      },
    });
    const withSettings = em();
    const address = withSettings.create(Address, { customer: created.id, name: 'Sicht AG', street: 'Weg 2', zipCode: '5013', city: 'Niedergösgen' });
    withSettings.create(CustomerOrderSettings, { customer: created.id, invoiceEmail: 'rechnung@sicht.ch', preferredDeliveryAddress: address, preferredInvoiceAddress: null });
    // Another customer's data never shows, and a deleted contact person neither.
    const other = withSettings.create(Customer, {});
    withSettings.create(User, { customer: other, email: 'fremd@example.ch', permissions: [] });
    await withSettings.flush();
    const removed = await withSettings.findOneOrFail(ContactPerson, { customer: created.id, firstName: 'Alt' });
    removed.deletedAt = new Date();
    await withSettings.flush();

    const view = await profiles().ownCustomer({ ...asCustomer(created.id), email: 'einkauf@sicht.ch' });
    const vera = created.contactPersons.find((person) => person.firstName === 'Vera')!;
    expect(view).toStrictEqual({
      id: created.id,
      contactPerson: [{ id: vera.id, title: 2, firstName: 'Vera', lastName: 'Sicht', department: null, phone: null, email: 'vera@sicht.ch', languageId: 2 }],
      companyInfo: { id: created.companyInfo!.id, code: 'K-1', invoiceEmail: 'rechnung@sicht.ch', name: 'Sicht AG' },
      users: [{ email: 'einkauf@sicht.ch', active: true }],
      discount: '0.0500',
      deliveryCostMultiplier: '1.100',
      skontoId: skonto.id,
      paymentTermId: term.id,
      active: true,
      isDefault: true,
      quickOrderSetting: { isActive: true, truckId: null },
      customerOrderSettings: { invoiceEmail: 'rechnung@sicht.ch', preferredDeliveryAddressId: address.id, preferredInvoiceAddressId: null },
      deletedAt: null,
      hasQuickOrder: true,
      isCompanyCustomer: true,
    });
    // A plain object: survives JSON unchanged (no entity, no collection, no Date).
    expect(JSON.parse(JSON.stringify(view))).toStrictEqual(view);

    // A person without company, quick order or settings: those are null, the flags false.
    const personId = await newCustomer();
    const person = await profiles().ownCustomer(own(personId));
    expect(person).toMatchObject({ id: personId, contactPerson: [], companyInfo: null, users: [], quickOrderSetting: null, customerOrderSettings: null, hasQuickOrder: false, isCompanyCustomer: false });
    // Nobody reads a customer without a session; a deleted customer is not found.
    await expect(profiles().ownCustomer(asGuest())).rejects.toMatchObject({ kind: 'unauthenticated' });
    const deleting = em();
    (await deleting.findOneOrFail(Customer, personId)).deletedAt = new Date();
    await deleting.flush();
    await expect(profiles().ownCustomer(own(personId))).rejects.toMatchObject({ kind: 'not_found' });
  });
});
