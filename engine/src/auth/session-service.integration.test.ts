import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { CompanyInfo, Customer, QuickOrderSetting, User } from '../customers/customer.entity';
import { createSessionTokens } from './session';
import { createSessionService, revokeSessions } from './session-service';

/**
 * A session is resolved with one plain query per request, and stays revocable (decision
 * 721): the version, the user and the customer are checked on every call, even for a token whose
 * signature was checked before.
 */
let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
const tokens = createSessionTokens('s'.repeat(40));
const sql = (query: string, params: unknown[]) => db.orm.em.getConnection().execute(query, params);
const users: Record<string, { id: number; customer: number }> = {};

beforeAll(async () => {
  db = await createTestDatabase();
  const fork = em();
  const person = fork.create(Customer, {});
  const company = fork.create(Customer, {});
  fork.create(CompanyInfo, { customer: company, name: 'Kisten AG' });
  fork.create(QuickOrderSetting, { customer: company, isActive: true });
  const personUser = fork.create(User, { customer: person, email: 'person@example.ch' });
  const companyUser = fork.create(User, { customer: company, email: 'firma@example.ch', permissions: [3, 6] });
  await fork.flush();
  users.person = { id: personUser.id, customer: person.id };
  users.company = { id: companyUser.id, customer: company.id };
});
afterAll(async () => {
  await db?.close();
});

async function tokenOf(name: string): Promise<string> {
  const fork = em();
  const user = await fork.findOneOrFail(User, { id: users[name]!.id });
  return (await createSessionService({ em, tokens }).issue(fork, user)).token;
}

describe('R000-3.38 sessions resolved per request (decision 721)', () => {
  it('gives the payload as the database has it now: customer, company, quick order, permissions, e-mail', async () => {
    const sessions = createSessionService({ em, tokens });
    const company = await sessions.resolve(await tokenOf('company'));
    expect(company?.payload).toEqual({ customerId: users.company!.customer, isCompanyCustomer: true, hasQuickOrder: true, perm: [3, 6], email: 'firma@example.ch' });
    const person = await sessions.resolve(await tokenOf('person'));
    expect(person?.payload).toEqual({ customerId: users.person!.customer, isCompanyCustomer: false, hasQuickOrder: false, perm: [], email: 'person@example.ch' });
    // Quick order switched off by hand: the next request of the same token knows.
    const token = await tokenOf('company');
    await sql('update quick_order_setting set is_active = false where customer_id = ?', [users.company!.customer]);
    expect((await sessions.resolve(token))?.payload.hasQuickOrder).toBe(false);
  });

  it('refuses a token after a logout, on this and on another instance, though both resolved it before', async () => {
    const here = createSessionService({ em, tokens });
    const there = createSessionService({ em, tokens });
    const token = await tokenOf('person');
    expect(await here.resolve(token)).toBeDefined();
    expect(await there.resolve(token)).toBeDefined();
    await there.revoke(token);
    expect(await here.resolve(token)).toBeUndefined();
    expect(await there.resolve(token)).toBeUndefined();
  });

  it('refuses a token of a deactivated user, a deactivated or deleted customer', async () => {
    const sessions = createSessionService({ em, tokens });
    const token = await tokenOf('company');
    expect(await sessions.resolve(token)).toBeDefined();
    await sql('update shop_user set active = false where id = ?', [users.company!.id]);
    expect(await sessions.resolve(token)).toBeUndefined();
    await sql('update shop_user set active = true where id = ?', [users.company!.id]);
    expect(await sessions.resolve(token)).toBeDefined();
    await sql('update customer set active = false where id = ?', [users.company!.customer]);
    expect(await sessions.resolve(token)).toBeUndefined();
    await sql('update customer set active = true, deleted_at = now() where id = ?', [users.company!.customer]);
    expect(await sessions.resolve(token)).toBeUndefined();
    await sql('update customer set deleted_at = null where id = ?', [users.company!.customer]);
    await revokeSessions(em(), { customer: users.company!.customer });
    expect(await sessions.resolve(token)).toBeUndefined();
  });
});

describe('the cache generations come with the session check (decision 1080)', () => {
  it('resolve reads them in the same query; a change to a cached table moves them for the next request', async () => {
    const sessions = createSessionService({ em, tokens });
    const token = await tokenOf('person');
    const first = (await sessions.resolve(token))!.generations!;
    const [row] = (await sql('select generation::text as generation, (select generation::text from cache_generation where id = 2) as prices from cache_generation where id = 1', [])) as { generation: string; prices: string }[];
    expect(first).toEqual({ generation: row!.generation, prices: row!.prices });
    await sql("insert into product_type (name, created_at, updated_at) values ('Sitzungstest', now(), now())", []);
    const next = (await sessions.resolve(token))!.generations!;
    expect(BigInt(next.generation)).toBeGreaterThan(BigInt(first.generation));
  });
});
