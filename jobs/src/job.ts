import type { Engine } from '@shop/engine';

/** One scheduled job: a cron expression (Europe/Zurich) and what it does; one file each in ./jobs. */
export interface Job<Summary = unknown> {
  name: string;
  schedule: string;
  /** How long the lease lasts if the process dies mid-run. */
  leaseMs: number;
  /** `tick.slot`: the scheduled time of this run (none for a run by hand). */
  run(engine: Engine, tick?: { slot?: Date }): Promise<Summary>;
}
