import { resolveLocale } from '@shop/engine';
import type { Route } from './+types/registration-captcha';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';

/** GET /api/registration/captcha?locale= → `{ questionId, question }`, a random security question. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => {
    const requested = new URL(request.url).searchParams.get('locale');
    const locale = requested ? resolveLocale(requested) : context.get(requestContext).locale;
    const challenge = await engine.registration.randomCaptcha({ locale });
    return Response.json(challenge, { headers: { 'Cache-Control': 'no-store' } });
  });
}
