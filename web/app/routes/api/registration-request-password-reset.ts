import type { RequestPasswordResetInput } from '@shop/engine';
import type { Route } from './+types/registration-request-password-reset';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';
import { readJson } from './auth.server';

/** PUT /api/registration/request-password-reset {email} → `{ ok: true }` whether or not the e-mail exists (R000-7.07). */
export async function action({ request, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () =>
    engine.passwordReset.requestPasswordReset(context.get(requestContext), (await readJson(request)) as RequestPasswordResetInput),
  );
}
