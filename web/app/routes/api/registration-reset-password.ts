import type { ResetPasswordInput } from '@shop/engine';
import type { Route } from './+types/registration-reset-password';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { readJson } from './auth.server';

/** PUT /api/registration/reset-password {token, password, passwordRepeat} → `{ ok: true }` (R000-7.08). */
export async function action({ request, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => engine.passwordReset.resetPassword((await readJson(request)) as ResetPasswordInput));
}
