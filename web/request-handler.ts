import type { IncomingMessage } from 'node:http';
import { writeReadableStreamToWritable } from '@react-router/node';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { createRequestHandler as createRouterHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import { bodyLimitOf, bodyTooLargeResponse } from './app/lib/body-limit.server';
import { hasInvalidText, INVALID_TEXT_MESSAGE } from './app/lib/invalid-text.server';

/**
 * Express → React Router, like @react-router/express, with one difference (issue 22): the body is
 * read here, under the limit of its route (app/lib/body-limit.server.ts), before any route module
 * runs. A declared Content-Length over the limit is refused before reading; a chunked body is
 * counted while it arrives and refused as soon as it passes the limit, so memory stays bounded.
 * NUL characters and lone surrogates in the query, a JSON body or a form answer 400 here too.
 */
export function createShopRequestHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: ExpressRequest) => RouterContextProvider;
}): RequestHandler {
  const handle = createRouterHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      const url = new URL(`${req.protocol}://${hostOf(req)}${req.originalUrl}`);
      let body: Buffer | undefined;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        const maxBytes = bodyLimitOf(req.method, url.pathname, req.headers['content-type']);
        const read = await readBody(req, maxBytes);
        if (read === 'too-large') {
          const answer = bodyTooLargeResponse(maxBytes);
          // The rest of the body is not read: the connection closes after the answer.
          res.status(answer.status).set({ 'Content-Type': answer.contentType, Connection: 'close' }).send(answer.body);
          return;
        }
        body = read;
      }
      if (hasInvalidText(url, req.headers['content-type'], body)) {
        res.status(400).set('Content-Type', 'application/json; charset=utf-8').send(JSON.stringify({ errors: [{ message: INVALID_TEXT_MESSAGE }] }));
        return;
      }
      const controller = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) for (const item of value) headers.append(key, item);
        else if (value !== undefined) headers.set(key, value);
      }
      const request = new Request(url.href, { method: req.method, headers, signal: controller.signal, ...(body ? { body: new Uint8Array(body) } : {}) });
      await send(res, await handle(request, options.getLoadContext(req)));
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The host and port of the request: Express 5's `req.host` takes X-Forwarded-Host only from a
 * proxy TRUST_PROXY trusts, else the Host header.
 */
function hostOf(req: ExpressRequest): string {
  const host = req.host || 'localhost';
  return /[\\/?#@\s]/.test(host) ? 'localhost' : host;
}

/** The whole body, or 'too-large' as soon as it passes maxBytes (declared or counted). */
function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | 'too-large'> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve('too-large');
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
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
