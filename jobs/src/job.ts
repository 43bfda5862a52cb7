import type { Engine, Env } from '@shop/engine';

/** One scheduled job: a cron expression (Europe/Zurich) and what it does; one file each in ./jobs. */
export interface Job<Summary = unknown> {
  name: string;
  schedule: string;
  /** How long the lease lasts if the process dies mid-run. */
  leaseMs: number;
  /** Whether the scheduler runs it in this environment (default: always); e.g. the nightly backup only with BACKUP_DIR. */
  enabled?(env: Env): boolean;
  /** `tick.slot`: the scheduled time of this run (none for a run by hand). */
  run(engine: Engine, tick?: { slot?: Date }): Promise<Summary>;
}
