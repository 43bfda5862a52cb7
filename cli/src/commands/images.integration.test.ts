import type { EntityManager } from '@mikro-orm/postgresql';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { givenCrate } from '../../test/crate';
import { binary, inProcess, openCliWorld, shopBin, type CliWorld } from '../../test/shop';

// The real binary starts a process (tsx, the engine): slow on a busy machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

let world: CliWorld;
const shop = (args: string[]) => inProcess(world.engine, args);

beforeAll(async () => {
  world = await openCliWorld();
  // One model-backed product: a crate the pictures are drawn of.
  const em = world.engine.database.orm.em.fork() as EntityManager;
  givenCrate(em, 'CLI_BILD_1');
  await em.flush();
});
afterAll(() => world?.close());

describe('shop images render [ops]', () => {
  it('--queue hands the drawing to the job runner (the real binary); the runner draws it and `work status` shows the result (decision 980)', async () => {
    const queued = await binary(['--json', 'images', 'render', '--queue'], world.env);
    expect(queued.exitCode, queued.stderr).toBe(0);
    const work = JSON.parse(queued.stdout) as { id: number };
    expect(work).toMatchObject({ kind: 'render-pictures', status: 'queued', createdBy: 'cli', input: { force: false } });
    expect((await shop(['images', 'render', '--queue', '--force'])).stdout).toMatch(/^Queued as work #\d+: shop work status \d+$/);
    const ran = await shop(['--json', 'work', 'run']);
    expect(ran.exitCode, ran.stderr).toBe(0);
    expect(JSON.parse(ran.stdout)).toEqual([
      { id: work.id, kind: 'render-pictures', status: 'done' },
      { id: work.id + 1, kind: 'render-pictures', status: 'done' },
    ]);
    const done = await shop(['--json', 'work', 'status', String(work.id)]);
    expect(JSON.parse(done.stdout)).toMatchObject({ status: 'done', result: { rendered: 1, unchanged: 0, failed: [] }, progress: { total: 1 } });
    expect(JSON.parse((await shop(['--json', 'work', 'status', String(work.id + 1)])).stdout)).toMatchObject({ status: 'done', result: { rendered: 1 } });
  });

  it('draws a progress bar on a terminal (the real binary under a pseudo-terminal), none without one', async () => {
    const tty = await execa('script', ['-qec', `${shopBin} images render --force`, '/dev/null'], { reject: false, stdin: 'ignore', env: world.env });
    expect(tty.exitCode, tty.stdout).toBe(0);
    expect(tty.stdout).toMatch(/products .*1\/1 \| 100%/);
    expect(tty.stdout).toMatch(/Rendered 1 product picture\(s\), 0 unchanged/);
    const plain = await shop(['images', 'render']);
    expect(plain.stdout).toMatch(/^Rendered 0 product picture\(s\), 1 unchanged, 0 product\(s\) without a model, in \d+ ms\.$/);
    expect(plain.stderr).toBe('');
  });
});
