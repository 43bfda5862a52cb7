import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../db/columns';

/**
 * One login attempt, for the login limits (docs/decisions/300-login-limits.md): failures are
 * counted per account (e-mail) and per client address over a sliding window. `succeeded` is null
 * while the password is being checked (it counts as a failure until then).
 */
export const LoginAttempt = defineEntity({
  name: 'LoginAttempt',
  indexes: [{ properties: ['email', 'createdAt'] }, { properties: ['address', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    /** Lower-cased as entered; unknown e-mails are limited too. */
    email: p.string().length(320),
    /** Client IP address; null when the web server did not pass it. */
    address: p.string().length(64).nullable(),
    succeeded: p.boolean().nullable(),
    createdAt: createdAt(),
  },
});
export type ILoginAttempt = InferEntity<typeof LoginAttempt>;
