import { resolveLocale } from '@shop/engine';
import { apiRoute } from '../api.server';

/** GET /api/registration/captcha?locale= → `{ questionId, question }`, a random security question. */
export const loader = apiRoute(async ({ engine, ctx, request }) => {
  const requested = new URL(request.url).searchParams.get('locale');
  const locale = requested ? resolveLocale(requested) : ctx.locale;
  const challenge = await engine.customers.registration.randomCaptcha({ locale });
  return Response.json(challenge, { headers: { 'Cache-Control': 'no-store' } });
});
