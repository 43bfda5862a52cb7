import { tokenFor } from '../../engine/test/sessions';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEngine, JOB_SCHEDULES, loadEnv, Permission, silentLogger, type Engine, type SessionPayload } from '@shop/engine';
import { register } from 'tsx/esm/api';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { anonymousContext } from '../../engine/src/context';
import { Customer } from '../../engine/src/customers/customer.entity';
import { createTestDatabase, type TestDatabase } from '../../engine/test/database';
import { JOB_LABEL } from '../app/kit/admin-format';
import { startWebServer, type WebServer } from '../server';

/**
 * /admin/dev's jobs panel over HTTP (decision 1040): every scheduled job, also one that never ran,
 * with its schedule, last run and failures since its last success; 'Bilder neu zeichnen' queues the
 * product pictures for the job runner (decision 980). That the registry names every job of
 * jobs/src/jobs: jobs/src/job-registry.integration.test.ts.
 */

let db: TestDatabase;
let engine: Engine;
let web: WebServer;
let dataDir: string;
let unregister: (() => Promise<void>) | undefined;
let customerId = 0;

const staff = (perm: number[]): SessionPayload => ({ customerId, perm, email: 'betrieb@example.ch', isCompanyCustomer: false, hasQuickOrder: false });

async function page(payload: SessionPayload): Promise<string> {
  const response = await fetch(`${web.url}/admin/dev`, { headers: { authorization: `Bearer ${await tokenFor(engine, payload)}` }, redirect: 'manual' });
  expect(response.status).toBe(200);
  return response.text();
}

/** The row of one job: its cells' text. */
function rowOf(html: string, name: string): string[] {
  const row = new RegExp(`<tr data-job="${name}">(.*?)</tr>`, 's').exec(html)?.[1];
  expect(row, name).toBeDefined();
  return [...row!.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((cell) => (cell[1] ?? '').replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ''));
}

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'admin-dev-jobs-'));
  const env = loadEnv({ NODE_ENV: 'test', SESSION_SECRET: 'j'.repeat(40), DATA_DIR: dataDir, JOBS: 'off', LOG_LEVEL: 'silent' });
  engine = await createEngine({ env, database: db, logger: silentLogger });
  const em = db.orm.em.fork() as EntityManager;
  const customer = em.create(Customer, {});
  await em.flush();
  customerId = customer.id;
  unregister = register();
  web = await startWebServer({ engine, host: '127.0.0.1', port: 0, logger: silentLogger, buildDirectory: inject('webBuild'), pageCache: false });
}, 120_000);
afterAll(async () => {
  await web?.close();
  await db?.close();
  await unregister?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('/admin/dev jobs panel (decision 1040) [ops]', () => {
  it('R001-2.13 lists every job of the registry — also those that never ran — with its schedule in words, last run, result and failures since the last success', async () => {
    await engine.jobs.runExclusive('purge-sent-mails', 60_000, async () => ({ removed: 0 }));
    for (let attempt = 0; attempt < 2; attempt++) await engine.jobs.runExclusive('refresh-price-cache', 60_000, () => Promise.reject(new Error('workbook missing'))).catch(() => undefined);
    const html = await page(staff([Permission.ADMIN_CUSTOMER]));
    for (const job of JOB_SCHEDULES) {
      const [label, schedule] = rowOf(html, job.name);
      expect(label).toBe(JOB_LABEL[job.name]);
      expect(schedule).not.toBe('–');
    }
    expect(rowOf(html, 'purge-rate-limits')).toEqual([JOB_LABEL['purge-rate-limits'], 'täglich 03:55', 'noch nie gelaufen', '–', '–', '0']);
    expect(rowOf(html, 'import-order-status').slice(1, 3)).toEqual(['alle 5 Minuten', 'noch nie gelaufen']);
    const [, , lastRun, duration, result, failures] = rowOf(html, 'purge-sent-mails');
    expect(lastRun).toMatch(/^\d{1,2}\.\d{1,2}\.\d{4}, \d{2}:\d{2}:\d{2}$/);
    expect(duration).toMatch(/^\d+ ms$/);
    expect(result).not.toBe('–');
    expect(failures).toBe('0');
    expect(rowOf(html, 'refresh-price-cache').slice(4)).toEqual(['fehlgeschlagen', '2']);
    expect(html).toContain('title="30 2 * * * (Europe/Zurich)"');
    expect(html).toContain('Fehler seit letztem Erfolg');
    expect(html).not.toContain('Noch kein Job gelaufen');
    const panel = html.slice(html.indexOf('aria-label="Geplante Jobs"'), html.indexOf('Arbeiten (Warteschlange)'));
    expect(panel).not.toContain('workbook missing');
  });

  it("'Bilder neu zeichnen' is offered to those who may change products and queues the pictures for the job runner", async () => {
    expect(await page(staff([Permission.ADMIN_CUSTOMER]))).not.toContain('Bilder neu zeichnen');
    const allowed = staff([Permission.ADMIN_CUSTOMER, Permission.ADMIN_PRODUCT]);
    expect(await page(allowed)).toContain('Bilder neu zeichnen');
    const response = await fetch(`${web.url}/admin/dev.data`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenFor(engine, allowed)}` },
      body: new URLSearchParams({ intent: 'renderPictures' }),
    });
    expect(await response.text()).toContain('Bilder werden neu gezeichnet');
    const queued = await engine.jobs.work.list(anonymousContext({ permissions: [Permission.ADMIN_PRODUCT, Permission.ADMIN_CUSTOMER] }), { limit: 5 });
    expect(queued[0]).toMatchObject({ kind: 'render-pictures', status: 'queued', createdBy: expect.stringMatching(/^betrieb.*@example\.ch$/) });
    expect(await page(allowed)).toContain('Produktbilder zeichnen');
  });
});
