import type { ResetPasswordsInput } from '@shop/engine';
import type { Route } from './+types/user-reset-password';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';
import { readJson } from './auth.server';

/** PUT /api/user/reset-password {emails, shopType}: reset mails (R001-7.011). Guard: ADMIN_CUSTOMER. */
export async function action({ request, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => engine.customerAdmin.resetPasswords(context.get(requestContext), (await readJson(request)) as ResetPasswordsInput));
}
