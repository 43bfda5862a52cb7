import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './head-priorities.server';

/** The document as React writes it: the head's module preloads, a body that names one too. */
const DOCUMENT =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Kiste – Größe</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="n"/></head>' +
  '<body><p>Zürich</p><code>&lt;link rel="modulepreload"</code><link rel="modulepreload" href="/late.js"/></body></html>';

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe('lowPriorityModulePreloads (decision 1184)', () => {
  const expected = DOCUMENT.replace(
    '<link rel="modulepreload" href="/assets/entry.client-A.js"',
    '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-A.js"',
  ).replace('<link rel="modulepreload" href="/assets/framework-B.js"', '<link rel="modulepreload" fetchpriority="low" href="/assets/framework-B.js"');

  it("gives the head's module preloads low priority and leaves the stylesheet and the body alone", async () => {
    expect(await through([Buffer.from(DOCUMENT)])).toBe(expected);
  });

  it('holds the same for a document cut into chunks at every byte', async () => {
    const bytes = Buffer.from(DOCUMENT);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(expected);
    }
  });

  it('holds for a document streamed byte by byte (multi-byte characters cut in two)', async () => {
    const bytes = Buffer.from(DOCUMENT);
    expect(await through([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
  });

  it('passes a document without a head end through whole', async () => {
    const partial = '<html><head><link rel="modulepreload" href="/a.js"/><link rel="module';
    expect(await through([Buffer.from(partial)])).toBe('<html><head><link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="module');
  });
});
