import { registerPersonSchema } from '@shop/engine';
import { apiRoute } from '../api.server';
import { sessionResponse } from './auth.server';

/** POST /api/registration/register-person (R000-7.05): registers and logs in, like POST /api/auth. */
export const action = apiRoute(async ({ engine, request, input }) => {
  const result = await engine.customers.registration.registerPerson(await input(registerPersonSchema));
  return sessionResponse(engine, request, result, { status: 201 });
});
