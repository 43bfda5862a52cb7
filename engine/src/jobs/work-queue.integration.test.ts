import { readFileSync } from 'node:fs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImportEngine } from '../../test/import-engine';
import { Permission } from '../auth/permissions';
import { anonymousContext } from '../context';
import type { Engine } from '../engine';
import { EngineError } from '../errors';
import { ImportRun } from '../imports/import-run.entity';
import { Quote } from '../requests/request.entity';
import { WorkItem } from './work-item.entity';
import { claimWork, finishWork } from './work-queue';
import { createWorkService, type WorkKind } from './work-service';

let engine: Engine;
let stop: (() => Promise<void>) | undefined;
const admin = anonymousContext({ customerId: 1, email: 'admin@holzwerk.example', permissions: [Permission.ADMIN_QUOTE] });
const em = () => engine.database.orm.em.fork() as EntityManager;
const sample = (name: string) => new Uint8Array(readFileSync(new URL(`../../../fixtures/imports/${name}`, import.meta.url)));
const expireLease = (id: number) => em().getConnection().execute(`update work_item set locked_until = now() - interval '1 second' where id = ?`, [id]);
const drain = async (service: ReturnType<typeof createWorkService>, owner: string) => {
  const ran: number[] = [];
  for (let next = await service.runNext(owner); next; next = await service.runNext(owner)) ran.push(next.id);
  return ran;
};

beforeAll(async () => {
  ({ engine, stop } = await startImportEngine());
}, 60_000);
afterAll(async () => {
  await stop?.();
});

describe('work queue (decision 980) [ops]', () => {
  it('two runners on one database run each queued item exactly once', async () => {
    const runs = new Map<number, number>();
    const slow: WorkKind = {
      kind: 'slow',
      guard: { kind: 'admin' },
      async run(_ctx, input) {
        runs.set(input.n as number, (runs.get(input.n as number) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 30));
        return { n: input.n };
      },
    };
    const runnerA = createWorkService({ em, kinds: [slow] });
    const runnerB = createWorkService({ em, kinds: [slow] });
    const queued = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => runnerA.enqueue(admin, 'slow', { n })));
    expect(queued.every((item) => item.status === 'queued')).toBe(true);
    const [ranA, ranB] = await Promise.all([drain(runnerA, 'runner-a'), drain(runnerB, 'runner-b')]);
    expect([...ranA, ...ranB].sort((a, b) => a - b)).toEqual(queued.map((item) => item.id).sort((a, b) => a - b));
    expect([...runs.values()]).toEqual([1, 1, 1, 1, 1, 1]);
    const done = await runnerA.get(admin, queued[0]!.id);
    expect(done).toMatchObject({ status: 'done', attempts: 1, result: { n: 1 }, error: null });
    expect(done.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('an item whose runner died (lease expired) is retried by another runner; the dead runner can no longer write its result', async () => {
    let runs = 0;
    const counted: WorkKind = { kind: 'counted', guard: { kind: 'admin' }, run: async () => ({ run: ++runs }) };
    const service = createWorkService({ em, kinds: [counted] });
    const { id } = await service.enqueue(admin, 'counted', {});
    const dead = await claimWork(em(), 'dead-runner');
    expect(dead).toMatchObject({ id, attempts: 1 });
    // While its lease lasts nobody else takes it.
    expect(await service.runNext('runner-b')).toBeNull();
    await expireLease(id);
    expect(await service.runNext('runner-b')).toEqual({ id, kind: 'counted', status: 'done' });
    expect(await finishWork(em(), dead!, { late: true })).toBe(false);
    expect(await service.get(admin, id)).toMatchObject({ status: 'done', attempts: 2, result: { run: 1 } });
  });

  it('a failure is retried after its backoff and fails for good when the attempts are used up; a refused input fails at once', async () => {
    let attempts = 0;
    const flaky: WorkKind = { kind: 'flaky', guard: { kind: 'admin' }, run: async () => Promise.reject(new Error(`disk full ${++attempts}`)) };
    const refused: WorkKind = { kind: 'refused', guard: { kind: 'admin' }, run: async () => Promise.reject(new EngineError('invalid', 'Die Datei ist leer.')) };
    const service = createWorkService({ em, kinds: [flaky, refused] });
    const { id } = await service.enqueue(admin, 'flaky', {});
    expect(await service.runNext('r')).toMatchObject({ id, status: 'queued' });
    expect(await service.get(admin, id)).toMatchObject({ status: 'queued', attempts: 1, error: 'disk full 1' });
    // Waiting for its backoff: not due yet.
    expect(await service.runNext('r')).toBeNull();
    for (let attempt = 2; attempt <= 3; attempt++) {
      await em().getConnection().execute(`update work_item set run_after = now() where id = ?`, [id]);
      await service.runNext('r');
    }
    expect(await service.get(admin, id)).toMatchObject({ status: 'failed', attempts: 3, error: 'disk full 3' });
    const other = await service.enqueue(admin, 'refused', {});
    expect(await service.runNext('r')).toMatchObject({ id: other.id, status: 'failed' });
    expect(await service.get(admin, other.id)).toMatchObject({ attempts: 1, error: 'Die Datei ist leer.' });
  });

  it('R001-7.045 a queued auction import that crashed after its transaction committed is not imported twice by the retry', async () => {
    const [match] = (await engine.imports.koller.readInvoice(admin, { name: 'koller-invoice-ch.csv', bytes: sample('koller-invoice-ch.csv') })).existingCustomers;
    const quotesBefore = await em().count(Quote, {});
    const queued = await engine.jobs.work.enqueue(admin, 'import', { kind: 'koller', fileName: 'koller-invoice-ch.csv', customer: match!.customerId }, sample('koller-invoice-ch.csv'));
    expect(queued).toMatchObject({ kind: 'import', status: 'queued', createdBy: 'admin@holzwerk.example', progress: null });
    // Runner A claims it, imports, and dies before it records the result.
    const dead = await claimWork(em(), 'dead-runner');
    const first = await engine.imports.run(admin, { kind: 'koller', file: { name: 'koller-invoice-ch.csv', bytes: sample('koller-invoice-ch.csv') }, customer: match!.customerId, workId: dead!.id });
    expect(first.outcome).toBe('IMPORTED');
    await expireLease(queued.id);
    expect(await engine.jobs.work.runNext('runner-b')).toMatchObject({ id: queued.id, status: 'done' });
    const done = await engine.jobs.work.get(admin, queued.id);
    expect(done).toMatchObject({ status: 'done', attempts: 2, result: { outcome: 'IMPORTED', runId: first.runId, summary: { quoteId: first.summary.quoteId } } });
    expect(await em().count(Quote, {})).toBe(quotesBefore + 1);
    expect(await em().count(ImportRun, { workId: queued.id })).toBe(1);
  });

  it('R001-7.050 a queued ERP import runs with progress and keeps its file; only a quote administrator may queue or read it', async () => {
    const bytes = sample('ax-orders.csv');
    await expect(engine.jobs.work.enqueue(anonymousContext({ customerId: 2, permissions: [Permission.ADMIN_PRODUCT] }), 'import', { kind: 'ax-file', fileName: 'ax.csv' }, bytes)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(engine.jobs.work.enqueue(admin, 'nonsense', {})).rejects.toMatchObject({ kind: 'invalid' });
    const { id } = await engine.jobs.work.enqueue(admin, 'import', { kind: 'ax-file', fileName: 'ax-orders.csv' }, bytes);
    await drain(engine.jobs.work, 'runner');
    const done = await engine.jobs.work.get(admin, id);
    expect(done).toMatchObject({ status: 'done', result: { kind: 'ax-file', outcome: 'IMPORTED', fileName: 'ax-orders.csv' } });
    expect(done.progress?.total).toBeGreaterThan(0);
    const run = await em().findOneOrFail(ImportRun, { workId: id });
    expect(run).toMatchObject({ kind: 'ax-file', createdBy: 'admin@holzwerk.example' });
    await expect(engine.jobs.work.get(anonymousContext({ customerId: 2, permissions: [Permission.ADMIN_PRODUCT] }), id)).rejects.toMatchObject({ kind: 'forbidden' });
    expect((await engine.jobs.work.list(admin, { limit: 5 }))[0]).toMatchObject({ id, kind: 'import' });
    expect(await em().count(WorkItem, { status: 'running' })).toBe(0);
  });
});
