import { randomBytes, randomUUID } from 'node:crypto';
import { QUOTE_REQUEST_LIMITS, runInRequestScope, type Engine, type Logger } from '@shop/engine';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { setRouteLabel } from './request-metrics';

/**
 * Request ids: each request gets one — the caller's X-Request-Id when it is a plain
 * token (a load balancer's), else a new UUID — answered in X-Request-Id and carried by every log
 * line written while serving it (engine included, through the request scope).
 */
export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const given = req.get('x-request-id');
    const reqId = given && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', reqId);
    runInRequestScope({ reqId }, next);
  };
}

/**
 * Browser features the shop's pages may use (decision 1090): none of the devices, sensors or
 * payment and credential APIs — the payment is a redirect to the provider's own page, the 3D
 * configurator needs no fullscreen — and no interest-based advertising (Topics, FLoC's
 * interest-cohort). Only features Chromium knows (it warns of unknown ones on every page:
 * 'bluetooth', 'join-ad-interest-group', 'run-ad-auction', 'attribution-reporting' in 156).
 * Sent with the other security headers.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-read=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'gamepad=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'identity-credentials-get=()',
  'idle-detection=()',
  'interest-cohort=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'otp-credentials=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-create=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Security headers with helmet (decision 871): a Content-Security-Policy whose scripts need the
 * response's nonce (React Router's inline scripts carry it; 'strict-dynamic' lets them load the
 * app's modules and the consented analytics), frame-ancestors 'self' and X-Frame-Options
 * SAMEORIGIN, nosniff, Referrer-Policy strict-origin-when-cross-origin, HSTS in production only
 * (https is the load balancer's job), and the Permissions-Policy above (helmet has none). The Vite dev server (`npm run dev`) gets no CSP: its hot
 * reload injects scripts of its own.
 */
export function securityHeaders(options: { production: boolean; dev: boolean }): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: options.dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [(_req, res) => `'nonce-${(res as Response).locals.cspNonce as string}'`, "'strict-dynamic'"],
            // React writes style attributes; stylesheets come from the app itself.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'", 'https:'],
            workerSrc: ["'self'", 'blob:'],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            frameAncestors: ["'self'"],
            ...(options.production ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  };
  return [nonce, headers, permissions];
}

/** The nonce of this response (set by securityHeaders). */
export const nonceOf = (res: Response): string | undefined => res.locals.cspNonce as string | undefined;

export interface Readiness {
  /** True once shutdown began: /ready answers 503 so the load balancer stops sending requests. */
  draining: boolean;
  /** The job runner of this process (JOBS=on), if any: whether it is running. */
  jobs?: () => boolean;
}

/**
 * GET /health: the process is up (no database call). GET /ready: this instance should get traffic —
 * the database answers within 2 s, no migration is pending, the job runner (when this process has
 * one) is running, and it is not shutting down; 503 with the failing checks otherwise. The outbox
 * backlog is reported, not judged.
 */
export function healthRoutes(engine: Engine, readiness: Readiness, logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/health') {
      setRouteLabel(res, '/health');
      answer(res, 200, { status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
      return;
    }
    if (req.path !== '/ready') return next();
    setRouteLabel(res, '/ready');
    void readyState(engine, readiness).then(
      (state) => answer(res, state.ready ? 200 : 503, state),
      (error: unknown) => {
        logger.error({ err: error }, 'readiness check failed');
        answer(res, 503, { ready: false });
      },
    );
  };
}

async function readyState(engine: Engine, readiness: Readiness) {
  const within = <T>(promise: Promise<T>) =>
    Promise.race([promise, new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('timeout after 2 s')), 2_000).unref())]);
  const checks: Record<string, { ok: boolean; detail?: unknown }> = {};
  try {
    await within(engine.maintenance.ping());
    checks.database = { ok: true };
    const status = await within(engine.maintenance.status());
    checks.migrations = { ok: status.pending.length === 0, detail: { pending: status.pending.length } };
    checks.mailOutbox = { ok: true, detail: await within(engine.mail.outboxStatus()) };
  } catch (error) {
    checks.database = { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
  checks.jobs = readiness.jobs ? { ok: readiness.jobs(), detail: 'this process' } : { ok: true, detail: 'off in this process' };
  checks.shutdown = { ok: !readiness.draining };
  return { ready: Object.values(checks).every((check) => check.ok), checks };
}

function answer(res: Response, status: number, body: unknown) {
  res.status(status).set({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).send(JSON.stringify(body));
}

interface AbuseLimit {
  scope: string;
  methods: string[];
  path: RegExp;
  max: number;
  windowSeconds: number;
}

/**
 * Per-address limits of every call that sends mail or checks a secret (decision 873), counted in
 * the database so that all instances share them. Per-target limits live in the engine (the login's
 * per account, decision 300; the password-reset mail per address; the quote PIN per quote, 641).
 */
export const abuseLimits: AbuseLimit[] = [
  { scope: 'contact', methods: ['POST'], path: /^\/(api\/customers\/contact\/contact-form|kontakt)$/, max: 5, windowSeconds: 900 },
  { scope: 'password-reset', methods: ['PUT', 'POST'], path: /^\/(api\/registration\/request-password-reset|user\/request-password-reset)$/, max: 10, windowSeconds: 3_600 },
  { scope: 'reset-token', methods: ['PUT', 'POST'], path: /^\/(api\/registration\/reset-password|user\/reset-password)$/, max: 20, windowSeconds: 900 },
  { scope: 'captcha', methods: ['POST'], path: /^\/api\/registration\/validate-captcha$/, max: 30, windowSeconds: 900 },
  { scope: 'registration', methods: ['POST'], path: /^\/(api\/registration\/register-(person|company)|user\/register)$/, max: 10, windowSeconds: 3_600 },
  // Shared with the checkout summary's 'Offerte anfordern', which the engine limits (decision 1023).
  { scope: QUOTE_REQUEST_LIMITS.perClient.scope, methods: ['POST'], path: /^\/api\/quote$/, max: QUOTE_REQUEST_LIMITS.perClient.max, windowSeconds: QUOTE_REQUEST_LIMITS.perClient.windowSeconds },
  { scope: 'quote-pin', methods: ['GET', 'POST'], path: /^\/(api\/quote\/for-checkout|api\/order\/from-quote|checkout-quote(\/[^/]+)?)$/, max: 60, windowSeconds: 900 },
];

/** 429 with Retry-After when a client address passes one of `abuseLimits`; JSON for /api, a short page otherwise. */
export function abuseLimiter(engine: Engine, logger: Logger, limits: AbuseLimit[] = abuseLimits): RequestHandler {
  return (req, res, next) => {
    const path = req.path.replace(/\/+$/, '');
    const limit = limits.find((candidate) => candidate.methods.includes(req.method) && candidate.path.test(path));
    if (!limit) return next();
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    engine.limits.take(limit.scope, address, limit).then((outcome) => {
      if (outcome.ok) return next();
      logger.warn({ scope: limit.scope, address }, 'limit reached');
      const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60));
      const message = `Zu viele Anfragen. Bitte versuchen Sie es in ${minutes} Minuten erneut.`;
      res.status(429).set({ 'Retry-After': String(outcome.retryAfterSeconds), 'Cache-Control': 'no-store' });
      if (path.startsWith('/api/')) res.set('Content-Type', 'application/json; charset=utf-8').send(JSON.stringify({ errors: [{ message: 'Zu viele Anfragen. Bitte versuchen Sie es in {minutes} Minuten erneut.', params: { minutes } }] }));
      else res.set('Content-Type', 'text/html; charset=utf-8').send(`<!doctype html><html lang="de-CH"><head><meta charset="utf-8"><title>Zu viele Anfragen | Holzwerk Shop</title></head><body><p>${message} <a href="/">Zur Startseite</a></p></body></html>`);
    }, next);
  };
}
