import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { engineContext } from './server/engine-context';
import { cspNonceContext, NonceProvider } from './server/csp-nonce';
import { redactUrl } from './server/log-redaction.server';
import { lowPriorityModulePreloads } from './server/head-priorities.server';

export const streamTimeout = 5_000;

/** Unexpected loader, action and render errors go to the engine's logger (one JSON line, credentials in the URL redacted). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  let logger;
  try {
    logger = context.get(engineContext).logger;
  } catch {
    // No engine in the context (a bare dev server): fall back to the console.
  }
  if (logger) logger.error({ err: error, method: request.method, url: redactUrl(request.url) }, 'request failed');
  else console.error(error);
};

/**
 * When even the error page cannot be rendered: a plain message with a link home (R000-2.76),
 * instead of React Router's text-only "Unexpected Server Error".
 */
function fallbackDocument(status: number): Response {
  const html =
    '<!doctype html><html lang="de-CH"><head><meta charset="utf-8"><title>Fehler | Holzwerk Shop</title></head>' +
    '<body><p>Die Seite konnte nicht angezeigt werden. <a href="/">Zur Startseite</a></p></body></html>';
  return new Response(html, { status: status >= 400 ? status : 500, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** React Router's default Node entry (streaming, bots wait for all content) plus the fallback above. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // The response's CSP nonce (web/operations.ts) on every inline script React and React Router write.
    const nonce = loadContext.get(cspNonceContext);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // The page's modules behind its stylesheets and main picture (decision 1184).
          const head = lowPriorityModulePreloads();
          head.pipe(body);
          pipe(head);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          // A first failure is rendered again by React Router with the error page; when the error
          // page itself fails (errors already set), answer with the plain fallback.
          if (routerContext.staticHandlerContext.errors) {
            handleError(error, { request, context: loadContext, params: {} });
            resolve(fallbackDocument(responseStatusCode));
          } else {
            reject(error);
          }
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject above and are logged by React Router.
          if (shellRendered) handleError(error, { request, context: loadContext, params: {} });
        },
      },
    );
  });
}
