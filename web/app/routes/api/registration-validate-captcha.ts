import type { CaptchaAnswer } from '@shop/engine';
import type { Route } from './+types/registration-validate-captcha';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { readJson } from './auth.server';

/** POST /api/registration/validate-captcha {questionId, answer} → `{ valid }` (R000-7.09). */
export async function action({ request, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => engine.registration.validateCaptcha((await readJson(request)) as CaptchaAnswer));
}
