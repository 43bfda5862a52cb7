import { z } from 'zod';

/**
 * The small pieces every domain's answer schemas share (decision 1172): an amount, a date, an
 * instant, an id, and the short answers many operations give (done, deleted, removed). A
 * ground-floor root file: the domains' `answer-schemas.ts` build on it; not part of the browser
 * entry (the answers describe the server's JSON for the OpenAPI document, zod-openapi reads them).
 * The objects are strict: a field the code adds without naming it fails the HTTP tests, which
 * validate every answer they receive against the document (web/tests/openapi-answers.ts), so the
 * document cannot drift from the code. The `.meta({ id })` names are the document's component names.
 */

export const amount = z.string().meta({ description: 'an amount in CHF as a decimal string, e.g. "562.12"' });

export const isoDate = z.string().meta({ description: 'a calendar date YYYY-MM-DD (Europe/Zurich)', example: '2026-12-01' });

export const timestamp = z.string().meta({ description: 'an instant, ISO 8601' });

export const id = z.number().int();

export const text = z.string().optional();

export const okResponse = z.strictObject({ ok: z.literal(true) }).meta({ id: 'Ok' });

export const refreshedResponse = z.strictObject({ refreshed: z.literal(true) }).meta({ id: 'Refreshed' });

export const deletedIdResponse = z.strictObject({ id, deleted: z.literal(true) }).meta({ id: 'Deleted' });

export const removedIdResponse = z.strictObject({ id: id.meta({ description: 'the row removed (a customer or address: soft, a quote: for good)' }) }).meta({ id: 'RemovedId' });

export const deletedFlagResponse = z.strictObject({ deleted: z.literal(true) }).meta({ id: 'DeletedFlag' });
