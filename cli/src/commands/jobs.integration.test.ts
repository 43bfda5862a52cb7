import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcess, openCliWorld, type CliWorld } from '../../test/shop';

let world: CliWorld;
const shop = (args: string[]) => inProcess(world.engine, args);

beforeAll(async () => {
  world = await openCliWorld();
});
afterAll(() => world?.close());

describe('shop jobs list (decisions 1040, 1041) [ops]', () => {
  it("names every job with its schedule, also one that never ran, counts a job's failures since its last success, and says that quote expiry needs no job", async () => {
    for (let run = 0; run < 2; run++) await world.engine.jobs.runExclusive('refresh-price-cache', 60_000, () => Promise.reject(new Error('workbook missing'))).catch(() => undefined);
    const rows = JSON.parse((await shop(['--json', 'jobs', 'list'])).stdout) as { name: string; schedule: string; failures: number; lastStartedAt: string | null }[];
    expect(rows.find((row) => row.name === 'refresh-price-cache')).toMatchObject({ schedule: '30 2 * * *', failures: 2, lastSucceededAt: null });
    expect(rows.find((row) => row.name === 'purge-rate-limits')).toMatchObject({ failures: 0, lastStartedAt: null });
    const text = (await shop(['jobs', 'list'])).stdout;
    expect(text).toMatch(/^refresh-price-cache +30 2 \* \* \* +last .* – 2 failure\(s\) since the last success$/m);
    expect(text).toMatch(/^purge-rate-limits +55 3 \* \* \* +never ran$/m);
    expect(text).toContain('Quote expiry needs no job');
    await world.engine.jobs.runExclusive('refresh-price-cache', 60_000, async () => ({ refreshed: 0, removed: 0 }));
    const recovered = JSON.parse((await shop(['--json', 'jobs', 'list'])).stdout) as { name: string; failures: number; lastSucceededAt: string | null }[];
    expect(recovered.find((row) => row.name === 'refresh-price-cache')).toMatchObject({ failures: 0, lastSucceededAt: expect.any(String) });
  });
});

describe('shop jobs list under JOBS_SCHEDULE_OVERRIDE (decision 1050) [ops]', () => {
  let overridden: CliWorld;
  beforeAll(async () => {
    overridden = await openCliWorld({ JOBS_SCHEDULE_OVERRIDE: 'purge-rate-limits=* * * * * *' });
  });
  afterAll(() => overridden?.close());

  it('lists the schedule the job runner of that environment keeps, and says where it comes from', async () => {
    const rows = JSON.parse((await inProcess(overridden.engine, ['--json', 'jobs', 'list'])).stdout) as { name: string; schedule: string; scheduleOverridden: boolean }[];
    expect(rows.find((row) => row.name === 'purge-rate-limits')).toMatchObject({ schedule: '* * * * * *', scheduleOverridden: true });
    expect(rows.find((row) => row.name === 'refresh-price-cache')).toMatchObject({ schedule: '30 2 * * *', scheduleOverridden: false });
    expect((await inProcess(overridden.engine, ['jobs', 'list'])).stdout).toMatch(/^purge-rate-limits +\* \* \* \* \* \* +never ran \(schedule from JOBS_SCHEDULE_OVERRIDE\)$/m);
  });
});
