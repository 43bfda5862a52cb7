import { Transform, type TransformCallback } from 'node:stream';

/**
 * The page's JavaScript behind its stylesheets and its main picture (decision 1184): React Router's
 * `<Scripts>` writes a `<link rel="modulepreload">` for every module of the page and takes no
 * attributes for them, so the browser fetches 14–20 modules at high priority beside the few
 * render-blocking stylesheets and the LCP picture. This transform gives each of those links
 * `fetchpriority="low"` in the document's head; the body passes through untouched. The modules are
 * still fetched at once (the browser keeps low-priority requests going when the connection is
 * free), hydration waits for them as before.
 */
const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = '</head>';
const LONGEST = Math.max(MODULE_PRELOAD.length, HEAD_END.length);

export function lowPriorityModulePreloads(): Transform {
  // Bytes as latin1 text: one character per byte, so a multi-byte character cut by a chunk's end
  // passes through unchanged (the patterns are ASCII).
  let pending = '';
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!inHead) return callback(null, chunk);
      const text = pending + chunk.toString('latin1');
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd >= 0) {
        inHead = false;
        pending = '';
        const head = text.slice(0, headEnd).replaceAll(MODULE_PRELOAD, LOW_MODULE_PRELOAD);
        return callback(null, Buffer.from(head + text.slice(headEnd), 'latin1'));
      }
      // A pattern cut by the chunk's end starts at its last '<' (neither pattern holds another one):
      // that tail waits for the next chunk.
      const cut = text.lastIndexOf('<');
      const split = cut >= 0 && text.length - cut < LONGEST ? cut : text.length;
      pending = text.slice(split);
      callback(null, Buffer.from(text.slice(0, split).replaceAll(MODULE_PRELOAD, LOW_MODULE_PRELOAD), 'latin1'));
    },
    flush(callback: TransformCallback) {
      const rest = inHead ? pending.replaceAll(MODULE_PRELOAD, LOW_MODULE_PRELOAD) : pending;
      callback(null, rest ? Buffer.from(rest, 'latin1') : undefined);
    },
  });
}
