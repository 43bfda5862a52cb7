import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { LoginAttempt } from '../../../engine/src/auth/login-attempt.entity';
import { PasswordResetToken } from '../../../engine/src/auth/password-reset-token.entity';
import { Customer, User } from '../../../engine/src/customers/customer.entity';
import { useJobEngine } from '../../test/job-engine';
import { purgeLoginRecordsJob } from './purge-login-records';

const jobs = useJobEngine();
const em = () => jobs.engine.database.orm.em.fork() as EntityManager;


describe('job purge-login-records', () => {
  it('deletes login attempts older than a day and expired reset links; keeps the recent ones', async () => {
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
    const fork = em();
    const customer = fork.create(Customer, {});
    const user = fork.create(User, { customer, email: 'purge@example.ch', permissions: [] });
    fork.create(LoginAttempt, { email: 'purge@example.ch', address: null, succeeded: false, createdAt: hours(-30) });
    fork.create(LoginAttempt, { email: 'purge@example.ch', address: '192.0.2.1', succeeded: true, createdAt: hours(-25) });
    const recent = fork.create(LoginAttempt, { email: 'purge@example.ch', address: null, succeeded: false, createdAt: hours(-1) });
    fork.create(PasswordResetToken, { user, tokenHash: 'a'.repeat(64), expiresAt: hours(-2), usedAt: null });
    fork.create(PasswordResetToken, { user, tokenHash: 'b'.repeat(64), expiresAt: hours(-1), usedAt: hours(-1.5) });
    const open = fork.create(PasswordResetToken, { user, tokenHash: 'c'.repeat(64), expiresAt: hours(1), usedAt: null });
    await fork.flush();

    expect(await purgeLoginRecordsJob.run(jobs.engine)).toEqual({ loginAttempts: 2, resetTokens: 2 });
    expect((await em().find(LoginAttempt, { email: 'purge@example.ch' })).map((row) => row.id)).toEqual([recent.id]);
    expect((await em().find(PasswordResetToken, { user })).map((row) => row.id)).toEqual([open.id]);
    expect(await purgeLoginRecordsJob.run(jobs.engine)).toEqual({ loginAttempts: 0, resetTokens: 0 });
  });
});
