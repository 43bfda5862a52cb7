import type { RegisterPersonInput } from '@shop/engine';
import type { Route } from './+types/registration-register-person';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { readJson, sessionResponse } from './auth.server';

/** POST /api/registration/register-person (R000-7.05): registers and logs in, like POST /api/auth. */
export async function action({ request, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => {
    const result = await engine.registration.registerPerson((await readJson(request)) as RegisterPersonInput);
    return sessionResponse(engine, request, result, { status: 201 });
  });
}
