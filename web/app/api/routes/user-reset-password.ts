import { resetPasswordsSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** PUT /api/user/reset-password {emails, shopType}: reset mails (R001-7.011). Guard: ADMIN_CUSTOMER. */
export const action = apiRoute(async ({ engine, ctx, input }) => engine.customers.admin.resetPasswords(ctx, await input(resetPasswordsSchema)));
