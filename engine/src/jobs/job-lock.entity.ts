import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A lease per scheduled job, so that of several shop instances only one runs a job at a time.
 * A table row rather than an advisory lock: PGlite shares one session between all connections.
 */
export const JobLock = defineEntity({
  name: 'JobLock',
  properties: {
    name: p.string().length(100).primary(),
    lockedUntil: p.datetime().nullable(),
    owner: p.string().length(200).nullable(),
    lastStartedAt: p.datetime().nullable(),
    /** The scheduled tick the last scheduled run belonged to; an earlier or equal tick never runs again (decision 1050). */
    lastSlot: p.datetime().nullable(),
    lastFinishedAt: p.datetime().nullable(),
    lastResult: p.json<unknown>().nullable(),
    /** Runs that failed since the last one that succeeded (decision 1040): 0 after a success. */
    failuresSinceSuccess: p.integer().default(0),
    lastSucceededAt: p.datetime().nullable(),
  },
});
export type IJobLock = InferEntity<typeof JobLock>;
