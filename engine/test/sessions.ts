import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionPayload } from '../src/auth/session';
import { hashPassword } from '../src/auth/password';
import { User } from '../src/customers/customer.entity';
import type { Engine } from '../src/engine';

/**
 * A session token for a test caller. Sessions are resolved against the database on every request
 *, so the caller must be a real user: this finds the user of the payload's e-mail,
 * customer and permissions, or creates one (another e-mail when the payload's is taken by a user
 * with other rights), and signs the token for it.
 */
export async function tokenFor(engine: Engine, payload: SessionPayload): Promise<string> {
  const em = engine.database.orm.em.fork() as EntityManager;
  const perm = [...new Set(payload.perm)].sort((a, b) => a - b);
  const fits = (user: { customer: { id: number } | number; permissions: unknown }) =>
    (typeof user.customer === 'number' ? user.customer : user.customer.id) === payload.customerId &&
    JSON.stringify([...((user.permissions as number[]) ?? [])].sort((a, b) => a - b)) === JSON.stringify(perm);
  const [local, domain] = payload.email.toLowerCase().split('@') as [string, string];
  const candidates = [payload.email.toLowerCase(), `${local}+c${payload.customerId}p${perm.join('-') || 'none'}@${domain ?? 'test.example'}`];
  for (const email of candidates) {
    const existing = await em.findOne(User, { email });
    if (existing && fits(existing)) return engine.auth.tokens.sign(payload, { userId: existing.id, version: existing.sessionVersion });
    if (existing) continue;
    const user = em.create(User, { customer: payload.customerId, email, passwordHash: await hashPassword('Test-Passwort-1'), permissions: perm });
    await em.flush();
    return engine.auth.tokens.sign(payload, { userId: user.id, version: user.sessionVersion ?? 0 });
  }
  throw new Error(`no free e-mail for ${payload.email}`);
}
