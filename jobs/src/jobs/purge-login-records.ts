import { jobSchedule } from '@shop/engine';
import type { Job } from '../job';

/**
 * Login attempts older than a day (the lock window is 15 minutes, decision 300) and password-reset
 * links that can no longer be used (decision 302) are deleted every night (data minimisation).
 */
export const purgeLoginRecordsJob: Job<{ loginAttempts: number; resetTokens: number }> = {
  name: 'purge-login-records',
  schedule: jobSchedule('purge-login-records'),
  leaseMs: 10 * 60_000,
  async run(engine) {
    return { loginAttempts: await engine.auth.purgeAttempts(), resetTokens: await engine.auth.passwordReset.purgeTokens() };
  },
};
