import { describe, expect, it } from 'vitest';
import { isLoopback, metricsAccess } from './metrics';

const token = 'mon-1234567890abcdef';

describe('who may read GET /metrics (decision 1096) [ops]', () => {
  it('with METRICS_TOKEN: the Bearer token from anywhere, 401 without it or with another', () => {
    expect(metricsAccess({ token, authorization: `Bearer ${token}`, clientAddress: '203.0.113.7', relayed: true })).toBe('ok');
    expect(metricsAccess({ token, authorization: `bearer ${token}`, clientAddress: '10.0.0.5', relayed: false })).toBe('ok');
    expect(metricsAccess({ token, authorization: undefined, clientAddress: '127.0.0.1', relayed: false })).toBe('unauthorized');
    expect(metricsAccess({ token, authorization: `Bearer ${token}x`, clientAddress: '127.0.0.1', relayed: false })).toBe('unauthorized');
    expect(metricsAccess({ token, authorization: `Basic ${token}`, clientAddress: '127.0.0.1', relayed: false })).toBe('unauthorized');
  });

  it('without a token: a loopback client that no proxy relayed; anyone else is not told that /metrics exists', () => {
    expect(metricsAccess({ token: undefined, authorization: undefined, clientAddress: '127.0.0.1', relayed: false })).toBe('ok');
    expect(metricsAccess({ token: undefined, authorization: undefined, clientAddress: '::ffff:127.0.0.1', relayed: false })).toBe('ok');
    expect(metricsAccess({ token: undefined, authorization: undefined, clientAddress: '::1', relayed: false })).toBe('ok');
    // A proxy on this machine that the shop does not trust still relays someone else's request.
    expect(metricsAccess({ token: undefined, authorization: undefined, clientAddress: '127.0.0.1', relayed: true })).toBe('not-found');
    expect(metricsAccess({ token: undefined, authorization: undefined, clientAddress: '10.0.0.5', relayed: false })).toBe('not-found');
    expect(metricsAccess({ token: undefined, authorization: undefined, clientAddress: undefined, relayed: false })).toBe('not-found');
  });

  it('knows the loopback addresses', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([true, true, true, true, true]);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '::2', 'localhost', '', '128.0.0.1'].map(isLoopback)).toEqual([false, false, false, false, false, false]);
  });
});
