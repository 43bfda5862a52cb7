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
    lastFinishedAt: p.datetime().nullable(),
    lastResult: p.json<unknown>().nullable(),
  },
});
export type IJobLock = InferEntity<typeof JobLock>;
