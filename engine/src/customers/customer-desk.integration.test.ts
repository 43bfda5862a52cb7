import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asCustomer, asGuest } from '../../test/world';
import { Permission } from '../auth/permissions';
import { createCustomerAdminService } from './customer-admin-service';
import { createCustomerDesk } from './customer-desk';
import { Customer } from './customer.entity';

let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
const staff = { ...asCustomer(999_999, [Permission.ADMIN_CUSTOMER]), email: 'kundendienst@holzwerk.ch' };
const ids = { company: 0, person: 0, inactive: 0, deleted: 0 };

beforeAll(async () => {
  db = await createTestDatabase();
  const admin = createCustomerAdminService({ em });
  ids.company = (await admin.createCustomer(staff, { companyInfo: { name: 'Brett & Co. 50% AG', code: 'K-777' }, users: { added: [{ email: 'einkauf@brett.ch' }] } })).id;
  ids.person = (
    await admin.createCustomer(staff, { users: { added: [{ email: 'maria@example.ch' }] }, contactPersons: { added: [{ title: 2, firstName: 'Maria', lastName: 'Holz' }] } })
  ).id;
  ids.inactive = (await admin.createCustomer(staff, { active: false, companyInfo: { name: 'Ruhende Kisten GmbH' } })).id;
  ids.deleted = (await admin.createCustomer(staff, { companyInfo: { name: 'Alte Paletten AG' } })).id;
  await admin.deleteCustomer(staff, ids.deleted);
  const fork = em();
  fork.create(Customer, { kind: 'GUEST' });
  await fork.flush();
}, 60_000);
afterAll(async () => db?.close());

describe('customer grid (/admin/customer)', () => {
  const desk = () => createCustomerDesk({ em });

  it('R001-2.07 R001-7.025 without a status: every registered customer not deleted, no guests; the name is the company, else the contact person', async () => {
    const page = await desk().customerGrid(staff, { sort: 'id' });
    expect(page.rows.map((row) => row.id)).toEqual([ids.company, ids.person, ids.inactive]);
    expect(page.rows.map((row) => row.name)).toEqual(['Brett & Co. 50% AG', 'Maria Holz', 'Ruhende Kisten GmbH']);
    expect(page.rows[0]).toMatchObject({ isCompanyCustomer: true, companyCode: 'K-777', emails: ['einkauf@brett.ch'] });
  });

  it('R001-2.07 status filter: active, inactive, deleted', async () => {
    expect((await desk().customerGrid(staff, { status: 'active' })).rows.map((row) => row.id).sort()).toEqual([ids.company, ids.person].sort());
    expect((await desk().customerGrid(staff, { status: 'inactive' })).rows.map((row) => row.id)).toEqual([ids.inactive]);
    expect((await desk().customerGrid(staff, { status: 'deleted' })).rows.map((row) => row.id)).toEqual([ids.deleted]);
  });

  it('search on number, company, code, login and contact person; wildcards are plain characters', async () => {
    const found = async (q: string) => (await desk().customerGrid(staff, { q })).rows.map((row) => row.id);
    expect(await found('k-777')).toEqual([ids.company]);
    expect(await found('maria holz')).toEqual([ids.person]);
    expect(await found('EINKAUF@')).toEqual([ids.company]);
    expect(await found(String(ids.inactive))).toEqual([ids.inactive]);
    expect(await found('50%')).toEqual([ids.company]);
    expect(await found('%')).toEqual([ids.company]);
    expect(await found('_')).toEqual([]);
  });

  it('pages and sorts by name; another permission is refused', async () => {
    const page = await desk().customerGrid(staff, { size: '25', page: '1', sort: '-name' });
    expect(page).toMatchObject({ total: 3, pages: 1 });
    expect(page.rows[0]!.name).toBe('Ruhende Kisten GmbH');
    await expect(desk().customerGrid(asCustomer(1, [Permission.ADMIN_PRODUCT]))).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(desk().customerFormOptions(asGuest())).rejects.toMatchObject({ kind: 'unauthenticated' });
  });
});
