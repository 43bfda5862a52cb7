import { describe, expect, it } from 'vitest';
import { notificationReader } from './notifications';

/** Backend messages as PostgreSQL writes them: type, length (itself included), body. */
function message(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(5 + body.length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, 4 + body.length);
  out.set(body, 5);
  return out;
}
const text = (value: string) => new TextEncoder().encode(`${value}\0`);
function notification(channel: string, payload: string): Uint8Array {
  const pid = new Uint8Array([0, 0, 0, 42]);
  const body = new Uint8Array([...pid, ...text(channel), ...text(payload)]);
  return message('A', body);
}
const joined = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]));

describe('the NotificationResponse messages in a PGlite answer (decision 1171)', () => {
  const answer = joined(message('C', text('UPDATE 1')), notification('shop_cache_generation', '96:12'), notification('shop_cache', 'category'), message('Z', new Uint8Array([0x49])));

  it('reads each notification of an answer in one piece, and nothing else', () => {
    const seen: string[] = [];
    notificationReader((channel, payload) => seen.push(`${channel} ${payload}`))(answer);
    expect(seen).toEqual(['shop_cache_generation 96:12', 'shop_cache category']);
  });

  it('reads the same from the answer cut at every byte', () => {
    for (let cut = 1; cut < answer.length; cut++) {
      const seen: string[] = [];
      const read = notificationReader((channel, payload) => seen.push(`${channel} ${payload}`));
      read(answer.subarray(0, cut));
      read(answer.subarray(cut));
      expect(seen, `cut at ${cut}`).toEqual(['shop_cache_generation 96:12', 'shop_cache category']);
    }
  });
});
