/**
 * `npm run api:types`: the TypeScript types of /api/openapi.json, written to
 * web/app/kit/openapi-types.ts for the browser's typed client (web/app/kit/api-client.ts,
 * decision 1186). The document is built in-process by the same function the shop serves it with
 * (buildOpenApiDocument), so no server runs; openapi-typescript turns it into `paths` and
 * `components`. web/app/kit/openapi-types.test.ts fails when the committed file is not what this
 * would write now.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildOpenApiDocument } from '../web/app/api/openapi.server';

export const API_TYPES_FILE = join(import.meta.dirname, '..', 'web', 'app', 'kit', 'openapi-types.ts');

const HEADER = `/**
 * Generated from /api/openapi.json by \`npm run api:types\` (scripts/api-types.ts, decision 1186):
 * do not edit. The document is built from web/app/api/api-docs.ts and openapi.server.ts with the
 * engine's answer schemas (engine/src/<domain>/answer-schemas.ts); after changing them, run
 * \`npm run api:types\` and commit this file.
 */

`;

/** The file's text for the document as the code builds it now (the same input gives the same text). */
export async function generateApiTypes(): Promise<string> {
  // A plain JSON copy, as /api/openapi.json serves it (zod-openapi's objects carry no more than that).
  const document = JSON.parse(JSON.stringify(buildOpenApiDocument())) as Parameters<typeof openapiTS>[0];
  const nodes = await openapiTS(document, { silent: true });
  return HEADER + astToString(nodes);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await writeFile(API_TYPES_FILE, await generateApiTypes());
  console.log(`api:types: wrote ${API_TYPES_FILE}`);
}
