import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { EngineError, fileTooLarge, MEDIA_LIMITS, type UploadedFile, type UploadStaging } from '@shop/engine';
import busboy from 'busboy';
import { BODY_TOO_LARGE_MESSAGE, BodyTooLargeError } from '../server/body-limit.server';

/**
 * Upload forms streamed to disk (decision 1030). The server hands a multipart upload to
 * its route as a stream (body-limit.server.ts, `stream`); busboy splits it, and every file of the
 * `files` field is written into the media library's staging folder while it arrives, counted
 * against its limit and stopped at the first byte over it. The engine then reads each file's type
 * from its first bytes and moves the files into place, all or nothing (decision 1009); the
 * staging folder is removed afterwards whatever happened, so a refused upload leaves nothing.
 */

const INVALID_INPUT = 'Die Eingaben sind ungültig.';

export interface UploadForm {
  /** The text fields (intent, path, extractZip, …). */
  form: FormData;
  /**
   * The non-empty files of the `files` field, each a staged file. Throws the upload's refusal
   * (a file over its limit, a broken body, a body over the route's limit) when there was one.
   */
  files: () => UploadedFile[];
}

export interface UploadOptions {
  /** The media library's staging folder (engine `createStaging`). */
  staging: () => Promise<UploadStaging>;
  /**
   * One file may have the media limit (10 MB, MEDIA_LIMITS.fileBytes); a zip, when the route
   * extracts zips (the default), only the route's body limit: its entries are checked one by one.
   */
  zips?: boolean;
}

const maxFileBytesOf = (zips: boolean) => (name: string) => (zips && name.toLowerCase().endsWith('.zip') ? Number.POSITIVE_INFINITY : MEDIA_LIMITS.fileBytes);

/**
 * Reads an upload form and runs `use` with it; a multipart body is streamed to a staging folder
 * that is discarded when `use` has finished. A urlencoded post (rename, delete, …) is read as it
 * is and has no files.
 */
export async function withUploadForm<T>(request: Request, options: UploadOptions, use: (upload: UploadForm) => Promise<T>): Promise<T> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'multipart/form-data') {
    const form = await request.formData().catch(() => {
      throw new EngineError('invalid', INVALID_INPUT);
    });
    return use({ form, files: () => [] });
  }
  const staging = await options.staging();
  try {
    const form = new FormData();
    const files: { name: string; path: string; size: number }[] = [];
    let refusal: unknown;
    try {
      await streamParts(request, staging.dir, maxFileBytesOf(options.zips ?? true), form, files);
    } catch (error) {
      refusal = error;
    }
    return await use({
      form,
      files: () => {
        if (refusal) throw refusal;
        return files.filter((file) => file.size > 0).map(({ name, path }) => ({ name, path }));
      },
    });
  } finally {
    await staging.discard();
  }
}

/** The form's parts: text fields into `form`, files of `files` into `dir`; rejects on the first problem, after every write has stopped. */
async function streamParts(request: Request, dir: string, maxFileBytes: (name: string) => number, form: FormData, files: { name: string; path: string; size: number }[]): Promise<void> {
  if (!request.body) throw new EngineError('invalid', INVALID_INPUT);
  const headers = Object.fromEntries(request.headers.entries());
  let parser: busboy.Busboy;
  try {
    // utf8: browsers send file names with umlauts as raw UTF-8.
    parser = busboy({ headers, defParamCharset: 'utf8', limits: { files: 200, fields: 50, fieldSize: 64 * 1024, parts: 300 } });
  } catch {
    throw new EngineError('invalid', INVALID_INPUT);
  }
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  const writes: Promise<void>[] = [];
  const fileStreams: Readable[] = [];
  let failure: unknown;
  try {
    await new Promise<void>((resolvePromise, reject) => {
      const fail = (error: unknown) => {
        if (failure) return;
        failure = error;
        source.unpipe(parser);
        source.destroy();
        for (const stream of fileStreams) stream.destroy();
        reject(error);
      };
      parser.on('field', (name, value, info) => {
        if (info.nameTruncated || info.valueTruncated) fail(new EngineError('invalid', INVALID_INPUT));
        else form.append(name, value);
      });
      parser.on('file', (name, stream, info) => {
        if (failure || name !== 'files' || !info.filename) {
          stream.resume();
          return;
        }
        fileStreams.push(stream);
        const file = { name: info.filename, path: join(dir, `upload-${files.length}`), size: 0 };
        files.push(file);
        const limit = maxFileBytes(file.name);
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            file.size += chunk.length;
            if (file.size > limit) callback(fileTooLarge(file.name, limit));
            else callback(null, chunk);
          },
        });
        writes.push(pipeline(stream, counter, createWriteStream(file.path, { flags: 'wx' })).catch(fail));
      });
      for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) parser.on(limit, () => fail(new EngineError('invalid', INVALID_INPUT)));
      parser.on('error', () => fail(new EngineError('invalid', INVALID_INPUT)));
      parser.on('close', () => resolvePromise());
      source.on('error', (error) =>
        fail(error instanceof BodyTooLargeError ? new EngineError('invalid', [{ message: BODY_TOO_LARGE_MESSAGE, params: { maxKilobytes: Math.floor(error.maxBytes / 1024) } }]) : new EngineError('invalid', INVALID_INPUT)),
      );
      source.pipe(parser);
    });
  } finally {
    // No write may still be opening a file when the staging folder is removed.
    await Promise.allSettled(writes);
  }
  if (failure) throw failure;
}
