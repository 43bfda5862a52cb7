import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { apiRoute } from '../api.server';

/** Swagger UI's own files (no other file of the package is served). */
const files: Record<string, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
};

/** Starts Swagger UI on /api/openapi.json; a file, not an inline script, for the CSP. */
const initScript = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'none',
  filter: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

let packageDir: string | undefined;

/** GET /api/docs/:asset: the API reference page's script and style sheet (decision 874). Public. */
export const loader = apiRoute(({ params }) => {
  const asset = params.asset ?? '';
  if (asset === 'init.js') return new Response(initScript, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
  const type = files[asset];
  if (!type) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });
  packageDir ??= dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const stream = Readable.toWeb(createReadStream(join(packageDir, asset))) as ReadableStream<Uint8Array>;
  return new Response(stream, { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' } });
});
