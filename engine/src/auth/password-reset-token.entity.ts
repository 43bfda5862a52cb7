import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../db/columns';
import { User } from '../customers/customer.entity';

/**
 * A password reset link (docs/decisions/302-password-reset.md): only the SHA-256 of the random
 * token is stored; it works once (usedAt) and until expiresAt.
 */
export const PasswordResetToken = defineEntity({
  name: 'PasswordResetToken',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});
export type IPasswordResetToken = InferEntity<typeof PasswordResetToken>;
