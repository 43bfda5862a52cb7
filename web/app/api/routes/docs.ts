import { apiRoute } from '../api.server';
import { cspNonceContext } from '../../server/csp-nonce';

/**
 * GET /api/docs: the readable API reference — Swagger UI (swagger-ui-dist, served by
 * /api/docs/:asset from our own origin) reading /api/openapi.json (decision 874). Its
 * scripts carry the response's CSP nonce; no inline script, no outside host. Public.
 */
export const loader = apiRoute(({ context }) => {
  const nonce = context.get(cspNonceContext);
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Holzwerk Shop API</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"${nonceAttribute}></script>
<script src="/api/docs/init.js"${nonceAttribute}></script>
</body>
</html>
`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
});
