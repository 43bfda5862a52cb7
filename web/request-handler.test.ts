import { describe, expect, it } from 'vitest';
import { isJsonInMemory } from './request-handler';

describe('JSON answers written whole (decision 1084)', () => {
  it('[ops] only a JSON answer without a length of its own is written whole; files, pages and JSON streams are streamed', () => {
    expect(isJsonInMemory(Response.json({ items: [] }))).toBe(true);
    expect(isJsonInMemory(new Response('{}', { headers: { 'Content-Type': 'application/json; charset=utf-8' } }))).toBe(true);
    expect(isJsonInMemory(new Response('{}', { headers: { 'Content-Type': 'Application/JSON' } }))).toBe(true);
    // A .json file from the media folder names its length: streamed with backpressure.
    expect(isJsonInMemory(new Response('{}', { headers: { 'Content-Type': 'application/json', 'Content-Length': '2' } }))).toBe(false);
    expect(isJsonInMemory(new Response('{}', { headers: { 'Content-Type': 'application/json-seq' } }))).toBe(false);
    expect(isJsonInMemory(new Response('<p>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } }))).toBe(false);
    expect(isJsonInMemory(new Response('a,b', { headers: { 'Content-Type': 'text/csv' } }))).toBe(false);
  });
});
