import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../db/columns';

/**
 * One piece of long work a person started (an ERP import, all product pictures; decision 980):
 * queued by the request, claimed by a job runner with `for update skip locked` under a lease,
 * retried when its runner crashed (the lease expired) or it failed, with its progress and result.
 */
export const WorkItem = defineEntity({
  name: 'WorkItem',
  indexes: [{ properties: ['status', 'runAfter'] }],
  properties: {
    id: p.integer().primary(),
    /** What to do: a kind of work-kinds.ts (import, render-pictures). */
    kind: p.string().length(40),
    /** The kind's input and who asked (the context it runs under). */
    input: p.json<Record<string, unknown>>(),
    /** An uploaded file the work reads (the import's bytes). */
    payload: p.blob().lazy().nullable(),
    /** queued (waiting, or again after a failure), running, done, failed (attempts used up). */
    status: p.string().length(10).defaultRaw(`'queued'`).onCreate(() => 'queued'),
    attempts: p.integer().defaultRaw('0').onCreate(() => 0),
    maxAttempts: p.integer().defaultRaw('3').onCreate(() => 3),
    /** Not before (a retry's backoff). */
    runAfter: p.datetime().onCreate(() => new Date()),
    /** The lease of the runner working on it; expired while running means the runner died. */
    lockedUntil: p.datetime().nullable(),
    owner: p.string().length(200).nullable(),
    /** { done, total } as the work reports it. */
    progress: p.json<{ done: number; total: number }>().nullable(),
    result: p.json<unknown>().nullable(),
    /** The last attempt's failure (kept while a retry waits). */
    error: p.text().nullable(),
    createdBy: p.string().length(320).nullable(),
    createdAt: createdAt(),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
  },
});
export type IWorkItem = InferEntity<typeof WorkItem>;
