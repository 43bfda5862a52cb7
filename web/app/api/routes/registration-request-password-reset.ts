import { requestPasswordResetSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** PUT /api/registration/request-password-reset {email} → `{ ok: true }` whether or not the e-mail exists (R000-7.07). */
export const action = apiRoute(async ({ engine, ctx, input }) => engine.auth.passwordReset.requestPasswordReset(ctx, await input(requestPasswordResetSchema)));
