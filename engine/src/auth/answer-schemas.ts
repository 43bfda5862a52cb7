import { z } from 'zod';

/** The answers of the login and password calls (decision 1172, decision 874): zod schemas for the OpenAPI document, proven on real answers by the HTTP tests. */

export const sessionPayloadResponse = z
  .strictObject({
    customerId: z.number().int(),
    email: z.string(),
    perm: z.array(z.number().int()).meta({ description: 'the admin permissions (001 §6 ids); empty for shoppers' }),
    isCompanyCustomer: z.boolean(),
    hasQuickOrder: z.boolean(),
  })
  .meta({ id: 'SessionPayload' });

export const loginResponse = z.strictObject({ token: z.string().meta({ description: 'for `Authorization: Bearer`' }), payload: sessionPayloadResponse }).meta({ id: 'LoginAnswer' });

export const passwordResetsResponse = z.strictObject({ requested: z.number().int().meta({ description: 'the distinct addresses a reset mail was requested for (unknown ones skipped silently)' }) }).meta({ id: 'PasswordResets' });
