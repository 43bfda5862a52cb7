import { registerCompanySchema } from '@shop/engine';
import { apiRoute } from '../api.server';
import { sessionResponse } from './auth.server';

/** POST /api/registration/register-company (R000-7.06): registers and logs in, like POST /api/auth. */
export const action = apiRoute(async ({ engine, request, input }) => {
  const result = await engine.customers.registration.registerCompany(await input(registerCompanySchema));
  return sessionResponse(engine, request, result, { status: 201 });
});
