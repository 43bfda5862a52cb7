import type { Engine } from '@shop/engine';

/** One scheduled job: a cron expression (Europe/Zurich) and what it does; one file each in ./jobs. */
export interface Job<Summary = unknown> {
  name: string;
  schedule: string;
  /** How long the lease lasts if the process dies mid-run. */
  leaseMs: number;
  run(engine: Engine): Promise<Summary>;
}
