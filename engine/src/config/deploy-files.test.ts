import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, loadEnv, projectRoot } from './env';

/**
 * The deployment guide's files (docs/deploy.md, decision 1160) stay what the shop accepts: the
 * environment file parses with the one schema, as production reads it; the unit starts what
 * `npm start` starts. (docs/deploy/nginx.conf is run by web/tests/nginx-http.test.ts.)
 */
const deployFile = (name: string) => readFileSync(join(projectRoot, 'docs/deploy', name), 'utf8');

/** KEY=value lines as systemd's EnvironmentFile= reads them (comments and blank lines skipped). */
function environmentFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) values[match[1]!] = match[2]!;
  }
  return values;
}

describe('docs/deploy (decision 1160)', () => {
  it('shop.env is a valid production configuration behind nginx on this machine', () => {
    const values = environmentFile(deployFile('shop.env'));
    const env = loadEnv({ ...values, PORT: '3001' });
    expect(env).toMatchObject({ NODE_ENV: 'production', HOST: '127.0.0.1', PORT: 3001, PUBLIC_URL: 'https://shop.example.ch', PUBLIC_URL_CONFIGURED: true, TRUST_PROXY: ['127.0.0.1'], JOBS: 'on', DATA_DIR: '/var/lib/shop' });
    expect(env.DATABASE_URL).toMatch(/^postgresql:\/\//);
    expect(env.BACKUP_DIR).toBe('/var/backups/shop');
    // Only names the schema knows: a misspelt variable would be ignored silently.
    const unknown = Object.keys(values).filter((name) => !(name in envSchema.shape));
    expect(unknown).toEqual([]);
  });

  it('shop@.service runs scripts/start.ts with the project’s Node, its port from the instance name, and may write only the data and backup folders', () => {
    const unit = deployFile('shop@.service');
    expect(unit).toContain('Environment=PORT=%i');
    expect(unit).toContain('EnvironmentFile=/etc/shop/shop.env');
    expect(unit).toMatch(/^ExecStart=\/opt\/shop\/current\/node_modules\/\.bin\/tsx scripts\/start\.ts$/m);
    expect(unit).toMatch(/^Environment=PATH=\/opt\/shop\/current\/node_modules\/\.bin:/m);
    expect(unit).toMatch(/^ReadWritePaths=\/var\/lib\/shop \/var\/backups\/shop$/m);
    expect(readFileSync(join(projectRoot, 'scripts/start.ts'), 'utf8')).toContain("process.once('SIGTERM'");
    const env = environmentFile(deployFile('shop.env'));
    expect(unit).toContain(env.DATA_DIR!);
    expect(unit).toContain(env.BACKUP_DIR!);
  });
});
