import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SIMULATOR_BASE_PATH, type Engine, type Logger } from '@shop/engine';
import compression from 'compression';
import express, { type Request as ExpressRequest, type RequestHandler } from 'express';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { clientAddressContext, engineContext } from './app/server/engine-context';
import { cspNonceContext } from './app/server/csp-nonce';
import { sessionTokenOfHeaders } from './app/server/session.server';
import { abuseLimiter, healthRoutes, nonceOf, requestIds, securityHeaders, type Readiness } from './operations';
import { ALLOWED_METHODS, redactUrl } from './app/server/log-redaction.server';
import { createShopRequestHandler } from './request-handler';
import { requestTargetGuard } from './request-target';
import { createPageCache } from './page-cache';
import { metricsRoute } from './metrics';
import { ABORTED_STATUS, createRequestTable, keepRouterContext, ROUTE_LABELS, routeLabelOf, setRouteLabel, type RequestTable } from './request-metrics';

export interface WebServerOptions {
  engine: Engine;
  host: string;
  port: number;
  logger: Logger;
  /**
   * Serve the app from source through Vite (hot reload) instead of web/build: for working on the
   * web app (`npm run dev`).
   */
  dev?: boolean;
  /**
   * The web build served when not `dev` (default web/build): the web tests serve one of their own,
   * built once per run into web/.test-build (web/tests/build-setup.ts).
   */
  buildDirectory?: string;
  /**
   * Keep anonymous product and category pages rendered once per data generation (decision 986);
   * default: on, except with Vite (`dev`), whose source changes the generation does not see.
   */
  pageCache?: boolean;
  /** Whether this process's job runner is running (JOBS=on), for /ready. */
  jobsRunning?: () => boolean;
}

export interface WebServer {
  /** Base URL the server listens on, e.g. http://127.0.0.1:3000 */
  url: string;
  /** The node server: the HTTP tests observe its answers (web/tests/openapi-answers.ts, decision 1172). */
  server: Server;
  /**
   * Answers /ready with 503 from now on, stops accepting connections, lets running requests finish
   * (5 s at most), then resolves.
   */
  close(): Promise<void>;
}

const webRoot = dirname(fileURLToPath(import.meta.url));
/** `npm run build`'s output (react-router.config.ts). */
const defaultBuildDirectory = join(webRoot, 'build');
const closeGraceMs = 5_000;

/**
 * Serves the built shop (`npm run build` first): static files from web/build/client and every
 * other request through React Router, with the engine in the router context.
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const { engine, logger } = options;
  const app = express();
  app.disable('x-powered-by');
  // Behind a reverse proxy (TRUST_PROXY): the protocol, host and client address come from its
  // X-Forwarded-* headers, so https is seen as https (Secure cookie, same-origin checks) and the
  // login limits count the real client. Never trusted unless configured.
  app.set('trust proxy', engine.env.TRUST_PROXY);
  const readiness: Readiness = { draining: false, ...(options.jobsRunning ? { jobs: options.jobsRunning } : {}) };
  // Anonymous product and category pages rendered once per data generation (decision 986).
  const pageCache = (options.pageCache ?? !options.dev) ? createPageCache({ generation: () => engine.maintenance.cacheGeneration(), nonceOf }) : undefined;
  // Every answered request by route pattern, method and status, for GET /metrics (decision 1096).
  const requests = createRequestTable();
  app.use(requestIds());
  app.use(logRequests(logger, requests));
  // Before everything else: a load balancer's probes and a monitor's scrape (decision 1096).
  app.use(healthRoutes(engine, readiness, logger));
  app.use(metricsRoute({ engine, logger, requests, pageCache }));
  // TRACE and other methods the shop does not speak: 405 before anything else.
  app.use((req, res, next) => {
    if (ALLOWED_METHODS.includes(req.method)) return next();
    res.status(405).set({ Allow: ALLOWED_METHODS.join(', '), 'Content-Type': 'application/json; charset=utf-8' });
    res.send(JSON.stringify({ errors: [{ message: 'Method Not Allowed' }] }));
  });
  // A target, Host or query no route can use: 400 before anything reads the URL; `OPTIONS *`: 204;
  // an absolute-form target served by its path (decision 1090).
  app.use(requestTargetGuard());
  app.use(compression());
  // The local PostFinance simulator (outside production without credentials; docs/payments.md).
  const simulator = engine.payments.simulator;
  if (simulator) {
    app.use((req, res, next) => {
      if (req.path.startsWith(`${SIMULATOR_BASE_PATH}/`)) setRouteLabel(res, ROUTE_LABELS.paymentSimulator);
      void simulator.handle(req, res).then((handled) => handled || next(), next);
    });
  }

  // CSP with a nonce per response, nosniff, frame-ancestors, Referrer-Policy, HSTS in production (decision 871).
  app.use(securityHeaders({ production: engine.env.NODE_ENV === 'production', dev: Boolean(options.dev) }));

  // Per-address limits of the calls that send mail or check a secret: 429 + Retry-After (decision 873).
  app.use(abuseLimiter(engine, logger));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let closeDev = async () => {};
  if (options.dev) {
    const vite = await import('vite');
    const sigtermBefore = new Set(process.listeners('SIGTERM'));
    const viteServer = await vite.createServer({ root: webRoot, server: { middlewareMode: true }, appType: 'custom' });
    // A Vite server made inside (React Router's plugin) exits the process on SIGTERM at once (code
    // 143), cutting the requests in flight: the shop's own shutdown closes Vite after them instead.
    for (const listener of process.listeners('SIGTERM')) if (!sigtermBefore.has(listener)) process.off('SIGTERM', listener);
    app.use(viteServer.middlewares);
    build = () => viteServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    closeDev = () => viteServer.close();
  } else {
    const buildDirectory = options.buildDirectory ?? defaultBuildDirectory;
    const clientDir = join(buildDirectory, 'client');
    const serverBuildFile = join(buildDirectory, 'server', 'index.js');
    if (!existsSync(serverBuildFile)) {
      throw new Error(`The web build is missing (${serverBuildFile}): run \`npm run build\` first.`);
    }
    build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
    // Vite puts a content hash in every file name under /assets: cache them for good.
    app.use(
      '/assets',
      (_req, res, next) => {
        setRouteLabel(res, ROUTE_LABELS.assets);
        next();
      },
      express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    );
    // The other public files (favicon, /images): looked up only under their own first segments, so
    // that an API call or a page does not cost a file-system lookup each (a profile: 5 % of
    // a product API answer's CPU).
    const publicFiles = express.static(clientDir, { maxAge: '1h', index: false });
    const publicTopLevel = new Set(readdirSync(clientDir).filter((name) => name !== 'assets'));
    app.use((req, res, next) => {
      if (!publicTopLevel.has(req.path.split('/')[1] ?? '')) return next();
      setRouteLabel(res, ROUTE_LABELS.publicFile);
      publicFiles(req, res, next);
    });
  }
  app.use(
    createShopRequestHandler({
      build,
      mode: engine.env.NODE_ENV === 'production' && !options.dev ? 'production' : 'development',
      ...(pageCache ? { pageCache, sessionFingerprint: (req: ExpressRequest) => sessionFingerprint(engine, req) } : {}),
      getLoadContext: (req) => {
        const context = new RouterContextProvider();
        // The route pattern the root middleware notes there labels the request's metrics (decision 1096).
        if (req.res) keepRouterContext(req.res, context);
        context.set(engineContext, engine);
        // req.ip: the socket's address, or the client's as told by a trusted proxy.
        context.set(clientAddressContext, req.ip ?? req.socket.remoteAddress);
        context.set(cspNonceContext, req.res ? nonceOf(req.res) : undefined);
        return context;
      },
    }),
  );

  // A failure outside the app's own error pages: logged, answered without a stack trace or paths.
  app.use(((error, _req, res, next) => {
    logger.error({ err: error }, 'request failed');
    if (res.headersSent) return next(error);
    res.status(500).set('Content-Type', 'application/json; charset=utf-8').send(JSON.stringify({ errors: [{ message: 'Error' }] }));
  }) as express.ErrorRequestHandler);

  const server = await listen(app, options.host, options.port);
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  logger.info({ url }, 'web server listening');

  let closing: Promise<void> | undefined;
  return {
    url,
    server,
    close() {
      readiness.draining = true;
      closing ??= new Promise<void>((resolve, reject) => {
        const force = setTimeout(() => server.closeAllConnections(), closeGraceMs);
        force.unref();
        server.close((error) => {
          clearTimeout(force);
          closeDev().then(() => (error ? reject(error) : resolve()), reject);
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}

/**
 * The HTTP server: a request without Host reaches the app (Node would answer a bare 400 itself),
 * whose target guard answers it with the shop's 400 page (decision 1090).
 */
function listen(app: express.Express, host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer({ requireHostHeader: false }, app);
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/**
 * One JSON line per request: method, url (credentials redacted), status and duration in ms; and
 * the request in the metrics' table (decision 1096), timed by the same clock reading.
 */
function logRequests(logger: Logger, requests: RequestTable): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    let logged = false;
    const log = () => {
      if (logged) return;
      logged = true;
      const elapsed = Number(process.hrtime.bigint() - started);
      const ms = Math.round(elapsed / 1e4) / 100;
      // Counting must never take the process down (this runs in the response's 'finish' event).
      try {
        requests.record(routeLabelOf(res), req.method, res.writableFinished ? res.statusCode : ABORTED_STATUS, elapsed / 1e9);
      } catch (error) {
        logger.warn({ err: error, url: redactUrl(req.originalUrl) }, 'request not counted');
      }
      // A connection closed before the response finished is logged with the status so far.
      logger.info({ method: req.method, url: redactUrl(req.originalUrl), status: res.statusCode, ms, ...(res.writableFinished ? {} : { aborted: true }) }, 'request');
    };
    res.on('finish', log);
    res.on('close', log);
    next();
  };
}

/**
 * Who a kept API answer is for (decision 1187): the session as the engine vouches for it now (from
 * the pushed memory, else the database), its user, version and payload. Undefined for no valid
 * session, and for one due for renewal: that request goes to React Router, which renews it.
 */
async function sessionFingerprint(engine: Engine, req: ExpressRequest): Promise<string | undefined> {
  const session = await engine.auth.sessions.resolve(sessionTokenOfHeaders(req.headers.authorization, req.headers.cookie));
  if (!session || session.shouldRenew) return undefined;
  return JSON.stringify([session.userId, session.version, session.payload]);
}
