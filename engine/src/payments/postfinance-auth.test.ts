import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { createBearerToken, verifyBearerToken } from './postfinance-auth';
import { parseSignatureHeader } from './provider';

const secret = Buffer.from('a-test-secret-of-the-application-user').toString('base64');
const claims = { userId: '512', requestPath: '/api/v2.0/payment/transactions/7', requestMethod: 'GET' };

describe('PostFinance API v2 bearer JWT', () => {
  it('signs HS256 with header ver 1 and the request-bound claims', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const token = await createBearerToken(claims, secret, now);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT', ver: 1 });
    expect(decodeJwt(token)).toEqual({ sub: '512', iat: Math.floor(now.getTime() / 1000), requestPath: '/api/v2.0/payment/transactions/7', requestMethod: 'GET' });
    expect(await verifyBearerToken(`Bearer ${token}`, claims, secret, { now })).toBe('512');
  });

  it('refuses another secret, path, method, an old token and a malformed header', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const token = await createBearerToken(claims, secret, now);
    expect(await verifyBearerToken(`Bearer ${token}`, claims, Buffer.from('other').toString('base64'), { now })).toBeNull();
    expect(await verifyBearerToken(`Bearer ${token}`, { ...claims, requestPath: '/api/v2.0/payment/transactions/8' }, secret, { now })).toBeNull();
    expect(await verifyBearerToken(`Bearer ${token}`, { ...claims, requestMethod: 'POST' }, secret, { now })).toBeNull();
    expect(await verifyBearerToken(`Bearer ${token}`, claims, secret, { now: new Date(now.getTime() + 10 * 60_000) })).toBeNull();
    expect(await verifyBearerToken(token, claims, secret, { now })).toBeNull();
    expect(await verifyBearerToken(null, claims, secret, { now })).toBeNull();
  });

  it('reads the X-Signature header', () => {
    expect(parseSignatureHeader('algorithm=SHA256withECDSA, keyId=abc-1, signature=MEUCIQ==')).toEqual({ algorithm: 'SHA256withECDSA', keyId: 'abc-1', signature: 'MEUCIQ==' });
    expect(parseSignatureHeader('algorithm=SHA256withECDSA, keyId=abc-1')).toBeNull();
    expect(parseSignatureHeader('')).toBeNull();
  });
});
