import { requireGuard } from '../auth/permissions';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { User } from './customer.entity';
import { resetPasswordsSchema, userUpdateSchema, type ResetPasswordsInput, type UserUpdateInput } from './customer-admin-schemas';
import { userView, type CustomerAdminDeps, type UserView } from './customer-admin-views';
import { changeUser } from './customer-changes';
import { NOT_FOUND_MESSAGE } from './customer-views';

/** Users in the back office (001 §7, ADMIN_CUSTOMER): read one, change one, send reset mails. */

/** GET /api/user/:id (R001-7.009). */
export async function getUser(deps: CustomerAdminDeps, ctx: RequestContext, userId: number): Promise<UserView> {
  requireGuard(ctx, 'customerDesk');
  const user = await deps.em().findOne(User, { id: userId });
  if (!user) throw new EngineError('not_found', NOT_FOUND_MESSAGE);
  return userView(user);
}

/** PUT /api/user/:id (R001-7.010): e-mail, active, permissions, password. */
export async function updateUser(deps: CustomerAdminDeps, ctx: RequestContext, userId: number, rawInput: UserUpdateInput): Promise<UserView> {
  requireGuard(ctx, 'customerDesk');
  const input = userUpdateSchema.parse(rawInput);
  await deps.em().transactional(async (em) => {
    const user = await em.findOne(User, { id: userId });
    if (!user) throw new EngineError('not_found', NOT_FOUND_MESSAGE);
    await changeUser(ctx, em, user, input);
    await em.flush();
  });
  return userView(await deps.em().findOneOrFail(User, { id: userId }));
}

/**
 * PUT /api/user/reset-password {emails, shopType} (R001-7.011): a reset mail to each user via the
 * password-reset service (unknown e-mails are skipped silently, as in the public flow); the link
 * opens the shop of `shopType` (Verpackungen or Palettenmöbel, decision 1011).
 */
export async function resetPasswords(deps: CustomerAdminDeps, ctx: RequestContext, rawInput: ResetPasswordsInput): Promise<{ requested: number }> {
  requireGuard(ctx, 'customerDesk');
  const input = resetPasswordsSchema.parse(rawInput);
  if (!deps.requestPasswordReset) throw new EngineError('unavailable', 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.');
  for (const email of new Set(input.emails)) await deps.requestPasswordReset({ ...ctx, shopMode: input.shopType }, { email });
  return { requested: new Set(input.emails).size };
}
