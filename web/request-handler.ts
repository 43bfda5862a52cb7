import type { IncomingMessage } from 'node:http';
import { writeReadableStreamToWritable } from '@react-router/node';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { createRequestHandler as createRouterHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import { bodyLimitOf, BodyTooLargeError, bodyTooLargeResponse, streamsBody } from './app/server/body-limit.server';
import { hasInvalidText } from './app/kit/invalid-text.server';
import type { PageCache } from './page-cache';
import { refuseRequest, targetOf } from './request-target';
import { apiBuildOf, apiPartsOf, isApiPath } from './route-split';

/**
 * Express → React Router, like @react-router/express, with one difference: the body is
 * read here, under the limit of its route (app/server/body-limit.server.ts), before any route module
 * runs. A declared Content-Length over the limit is refused without reading it; a chunked body is
 * counted while it arrives and refused as soon as it passes the limit, so memory stays bounded.
 * The rest of a refused body up to DRAIN_MAX_BYTES is read and dropped before the 413 goes out, so
 * that a proxy still sending it gets the answer, not a reset connection.
 * NUL characters and lone surrogates in a JSON body or a form answer 400 here too, like a target
 * that is no usable URL (request-target.ts, decision 1090): the error body on /api, else a page.
 * A multipart upload to a route marked `stream` (decision 1030) is not read here: it flows to the
 * route as a stream, counted on the way; passing the limit errors the stream and answers 413.
 */
export function createShopRequestHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: ExpressRequest) => RouterContextProvider;
  /** Rendered catalogue pages kept for anonymous visitors (page-cache.ts, decision 986). */
  pageCache?: PageCache;
  /**
   * The fingerprint of the request's session when it is valid now and needs no renewal, else
   * undefined: API catalogue reads of a signed-in caller are kept per session (decision 1187).
   */
  sessionFingerprint?: (req: ExpressRequest) => Promise<string | undefined>;
}): RequestHandler {
  const handle = routerHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      const target = targetOf(req, res);
      if (target.kind !== 'ok') {
        refuseRequest(req, res, target.kind === 'refused' ? target.problem : 'address');
        return;
      }
      const { url } = target;
      let body: Buffer | undefined;
      let streamed: CountedBody | undefined;
      let maxBytes = 0;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        maxBytes = bodyLimitOf(req.method, url.pathname, req.headers['content-type']);
        const declared = Number(req.headers['content-length']);
        const read = Number.isFinite(declared) && declared > maxBytes ? 'too-large' : streamsBody(req.method, url.pathname, req.headers['content-type']) ? 'stream' : await readBody(req, maxBytes);
        if (read === 'too-large') {
          tooLarge(req, res, maxBytes);
          return;
        }
        if (read === 'stream') streamed = countedBody(req, maxBytes);
        else body = read;
      }
      if (hasInvalidText(url, req.headers['content-type'], body)) {
        refuseRequest(req, res, 'text');
        return;
      }
      // An anonymous visitor's catalogue page, or a signed-in caller's catalogue read of the API
      // with its session checked: from memory while the data's generation holds.
      const session = options.sessionFingerprint && options.pageCache?.wantsSession(req, url) ? await options.sessionFingerprint(req) : undefined;
      const cacheKey = options.pageCache?.keyOf(req, url, session);
      const generation = cacheKey ? await options.pageCache!.generation() : undefined;
      if (cacheKey && generation && options.pageCache!.serve(cacheKey, generation, req, res)) return;
      const controller = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) for (const item of value) headers.append(key, item);
        else if (value !== undefined) headers.set(key, value);
      }
      const request = new Request(url.href, {
        method: req.method,
        headers,
        signal: controller.signal,
        ...(body ? { body: new Uint8Array(body) } : {}),
        ...(streamed ? ({ body: streamed.stream, duplex: 'half' } as RequestInit) : {}),
      });
      const response = await handle(url.pathname)(request, options.getLoadContext(req));
      if (streamed?.state.tooLarge) {
        await response.body?.cancel();
        tooLarge(req, res, maxBytes);
        return;
      }
      // A route that answered before the whole upload arrived (a refused file) does not want the
      // rest: it is read and dropped (never more than the limit), so the client gets the answer.
      if (streamed && !streamed.state.ended) streamed.drain();
      if (cacheKey && generation && response.body && !res.destroyed) {
        const html = await response.text();
        options.pageCache!.store(cacheKey, generation, response, html, req, res);
        return;
      }
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * React Router's handler for a request path: /api requests are matched against the /api routes
 * only, cut by the path's second segment (route-split.ts, decision 1076 and its addendum), pages
 * against the whole build; the development server's build (a function, rebuilt on change) is
 * matched whole.
 */
function routerHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: string): (pathname: string) => ReturnType<typeof createRouterHandler> {
  const whole = createRouterHandler(build, mode);
  if (typeof build === 'function') return () => whole;
  const api = apiBuildOf(build);
  if (!api) return () => whole;
  // A handler per part of the /api build, made when its first request comes (decision 1076 addendum).
  const { partOf } = apiPartsOf(api);
  const handlers = new Map<ServerBuild, ReturnType<typeof createRouterHandler>>();
  const forApi = (pathname: string) => {
    const part = partOf(pathname);
    let handler = handlers.get(part);
    if (!handler) handlers.set(part, (handler = createRouterHandler(part, mode)));
    return handler;
  };
  return (pathname) => (isApiPath(pathname) ? forApi(pathname) : whole);
}

/**
 * A body up to this size that passes its route's limit is still read to its end (and dropped)
 * before the 413 goes out: a server that answers and closes while the client, or nginx streaming
 * the body with `proxy_request_buffering off`, is still sending resets the connection, and the
 * sender sees a broken connection (nginx: 502) instead of the answer. A larger body (declared, or
 * counted while it is dropped) gets the answer at once and the connection closes.
 */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024;

/** The 413 answer, after the rest of a body up to DRAIN_MAX_BYTES was read and dropped. */
function tooLarge(req: IncomingMessage, res: ExpressResponse, maxBytes: number): void {
  const answer = bodyTooLargeResponse(maxBytes);
  let answered = false;
  const reply = () => {
    if (answered) return;
    answered = true;
    clearTimeout(timer);
    req.off('data', onData);
    if (res.headersSent || res.destroyed) return;
    res.status(answer.status).set({ 'Content-Type': answer.contentType, Connection: 'close' }).send(answer.body);
  };
  let dropped = 0;
  const onData = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_MAX_BYTES) reply();
  };
  // A sender that stalls does not hold the answer.
  const timer = setTimeout(reply, 10_000);
  const declared = Number(req.headers['content-length']);
  if (req.complete || (Number.isFinite(declared) && declared > DRAIN_MAX_BYTES)) {
    reply();
    return;
  }
  req.on('data', onData);
  req.once('end', reply);
  req.once('error', reply);
  req.once('close', reply);
  req.resume();
}

interface CountedBody {
  stream: ReadableStream<Uint8Array>;
  state: { tooLarge: boolean; ended: boolean; done: boolean; draining: boolean };
  /** Reads and drops what is left of the body; past the limit the connection is closed. */
  drain: () => void;
}

/**
 * The request body as a web stream for the route, read only as fast as the route takes it
 * (backpressure) and errored with BodyTooLargeError as soon as it passes maxBytes.
 */
function countedBody(req: IncomingMessage, maxBytes: number): CountedBody {
  const state = { tooLarge: false, ended: false, done: false, draining: false };
  let size = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const fail = (error: Error) => {
          if (state.done) return;
          state.done = true;
          req.pause();
          controller.error(error);
        };
        req.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (state.draining && size > maxBytes) req.destroy();
          if (state.done) return;
          if (size > maxBytes) {
            state.tooLarge = true;
            fail(new BodyTooLargeError(maxBytes));
            return;
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once('end', () => {
          state.ended = true;
          if (state.done) return;
          state.done = true;
          controller.close();
        });
        req.once('error', (error) => fail(error));
        req.once('close', () => {
          if (!state.ended) fail(new Error('The client closed the connection before the body arrived.'));
        });
      },
      pull() {
        if (!state.done) req.resume();
      },
      cancel() {
        state.done = true;
        req.pause();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 1024 * 1024 }),
  );
  const drain = () => {
    if (state.tooLarge) return;
    state.done = true;
    state.draining = true;
    req.resume();
  };
  return { stream, state, drain };
}

/** The whole body, or 'too-large' as soon as it passes maxBytes (declared or counted). */
function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.off('data', onData);
        req.pause();
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.headers.get('Content-Type')?.match(/text\/event-stream/i)) res.flushHeaders();
  if (response.body && isJsonInMemory(response)) {
    // A JSON answer made in memory: one write with its length, not a chunked stream (headers and
    // body, then the last chunk: two writes per answer; decision 1084).
    const body = Buffer.from(await response.arrayBuffer());
    res.setHeader('Content-Length', body.length);
    res.end(body);
    return;
  }
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * A JSON answer a route made in memory (`Response.json`, an API route's body): `application/json`
 * without a length of its own. A route that names its length streams something it knows the size
 * of (a .json file from the media folder) and is streamed as it comes; `application/json-seq` and
 * the like are streams by nature.
 */
export function isJsonInMemory(response: Response): boolean {
  return /^application\/json\s*(;|$)/i.test(response.headers.get('Content-Type') ?? '') && !response.headers.has('Content-Length');
}
