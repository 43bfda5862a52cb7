import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-env-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('environment schema', () => {
  it('gives defaults for a bare environment', () => {
    const env = loadEnv({ DATA_DIR: dataDir });
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 3000, HOST: '127.0.0.1', JOBS: 'on', SEED_DEMO: true });
    expect(env.DATABASE_URL).toBeUndefined();
    // The address the server is bound to (decision 1151), not localhost: the shop is opened there.
    expect(env.PUBLIC_URL).toBe('http://127.0.0.1:3000');
  });

  it('takes the default public address from HOST and PORT; a wildcard bind is reached on 127.0.0.1 (decision 1151)', () => {
    expect(loadEnv({ DATA_DIR: dataDir, HOST: '0.0.0.0', PORT: '8080' }).PUBLIC_URL).toBe('http://127.0.0.1:8080');
    expect(loadEnv({ DATA_DIR: dataDir, HOST: 'localhost' }).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadEnv({ DATA_DIR: dataDir, HOST: '::1' }).PUBLIC_URL).toBe('http://[::1]:3000');
    expect(loadEnv({ DATA_DIR: dataDir, HOST: '0.0.0.0', PUBLIC_URL: 'https://shop.example' })).toMatchObject({ PUBLIC_URL: 'https://shop.example', PUBLIC_URL_CONFIGURED: true });
  });

  it('generates a session secret once outside production and keeps it', () => {
    const first = loadEnv({ DATA_DIR: dataDir }).SESSION_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadEnv({ DATA_DIR: dataDir }).SESSION_SECRET).toBe(first);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe(first);
  });

  it.each([
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), JOBS_SCHEDULE_OVERRIDE: '* * * * * *' }, 'JOBS_SCHEDULE_OVERRIDE'],
    // Decision 1096: a guessable or unsendable metrics token stops start-up.
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ METRICS_TOKEN: 'with spaces in the token' }, 'METRICS_TOKEN'],
  ])('stops on %o with a message naming %s', (vars, name) => {
    expect(() => loadEnv({ DATA_DIR: dataDir, ...vars })).toThrow(EnvError);
    expect(() => loadEnv({ DATA_DIR: dataDir, ...vars })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });

  it('takes METRICS_TOKEN as a Bearer token, unset when empty (decision 1096)', () => {
    expect(loadEnv({ DATA_DIR: dataDir, METRICS_TOKEN: 'mon-1234567890abcdef_XYZ=' }).METRICS_TOKEN).toBe('mon-1234567890abcdef_XYZ=');
    expect(loadEnv({ DATA_DIR: dataDir, METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
  });

  it('turns demo seeding off in production and treats empty strings as unset', () => {
    const env = loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DATABASE_URL: '' });
    expect(env.SEED_DEMO).toBe(false);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(loadEnv({ DATA_DIR: dataDir, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });
});
