import { resetPasswordSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** PUT /api/registration/reset-password {token, password, passwordRepeat} → `{ ok: true }` (R000-7.08). */
export const action = apiRoute(async ({ engine, input }) => engine.auth.passwordReset.resetPassword(await input(resetPasswordSchema)));
