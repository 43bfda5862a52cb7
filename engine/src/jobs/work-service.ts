import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Guard } from '../auth/permissions';
import { requireGuard } from '../auth/permissions';
import type { RequestContext } from '../context';
import { EngineError, notFoundError } from '../errors';
import { leaseOwner } from './lease';
import { WorkItem, type IWorkItem } from './work-item.entity';
import { claimWork, enqueueWork, failWork, finishWork, reportProgress, workPayload, WORK_LEASE_MS, type ClaimedWork } from './work-queue';
import { idSchema } from '../validation/ids';
import { integerInput } from '../validation/numbers';

/** What a kind's run gets besides its input: the item, its file, and a progress reporter. */
export interface WorkRun {
  id: number;
  attempt: number;
  payload(): Promise<Uint8Array | null>;
  /** Throttled: at most one write a second, never awaited by the work (decision 980). */
  progress(done: number, total: number): void;
}

/** One kind of long work: who may start it and what it does (work-kinds.ts). */
export interface WorkKind {
  kind: string;
  guard: Guard;
  run(ctx: RequestContext, input: Record<string, unknown>, work: WorkRun): Promise<unknown>;
}

export type WorkStatus = 'queued' | 'running' | 'done' | 'failed';

/** What the admin screens, /admin/dev and `shop work` show of an item. */
export interface WorkView {
  id: number;
  kind: string;
  /** What it was asked to do (an import's kind and file name), without who asked. */
  input: Record<string, unknown>;
  status: WorkStatus;
  attempts: number;
  maxAttempts: number;
  progress: { done: number; total: number } | null;
  result: unknown;
  error: string | null;
  createdBy: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  durationMs: number | null;
}

export const listWorkQuerySchema = z.object({ limit: integerInput((n) => n.min(1).max(200)).default(30) }).strip();

/** The context a queued item runs under: who started it, without the session. */
const storedContext = (ctx: RequestContext) => ({
  permissions: [...ctx.permissions],
  locale: ctx.locale,
  shopMode: ctx.shopMode,
  ...(ctx.email ? { email: ctx.email } : {}),
  ...(ctx.customerId === undefined ? {} : { customerId: ctx.customerId }),
});

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function viewOf(item: IWorkItem): WorkView {
  const started = item.startedAt ?? null;
  const finished = item.finishedAt ?? null;
  return {
    id: item.id,
    kind: item.kind,
    input: Object.fromEntries(Object.entries(item.input).filter(([key]) => key !== 'ctx')),
    status: item.status as WorkStatus,
    attempts: item.attempts,
    maxAttempts: item.maxAttempts,
    progress: item.progress ?? null,
    result: item.result ?? null,
    error: item.error ?? null,
    createdBy: item.createdBy ?? null,
    createdAt: item.createdAt.toISOString(),
    startedAt: iso(started),
    finishedAt: iso(finished),
    durationMs: started && finished && finished >= started ? finished.getTime() - started.getTime() : null,
  };
}

/**
 * Long work started by a person (decision 980): the request enqueues it and answers with its id;
 * a job runner (jobs/src/work-runner.ts) claims it once across instances and runs it; the screen
 * that started it polls `get`.
 */
export function createWorkService(deps: { em: () => EntityManager; kinds: readonly WorkKind[]; logger?: Logger | undefined; leaseMs?: number }) {
  const leaseMs = deps.leaseMs ?? WORK_LEASE_MS;
  const kindOf = (kind: string) => deps.kinds.find((candidate) => candidate.kind === kind);

  async function execute(claimed: ClaimedWork): Promise<WorkStatus> {
    const em = deps.em();
    const kind = kindOf(claimed.kind);
    if (!kind) return (await failWork(em, claimed, `Unbekannte Art: ${claimed.kind}`, true)) === 'failed' ? 'failed' : 'queued';
    let writing: Promise<unknown> | undefined;
    let lastWrite = 0;
    const heartbeat = setInterval(() => void reportProgress(deps.em(), claimed, null, leaseMs).catch(() => undefined), Math.max(1_000, leaseMs / 3));
    try {
      const { ctx, ...input } = claimed.input as { ctx: RequestContext } & Record<string, unknown>;
      const result = await kind.run(ctx, input, {
        id: claimed.id,
        attempt: claimed.attempts,
        payload: () => workPayload(deps.em(), claimed.id),
        progress(done, total) {
          // On PGlite this write waits for the work's own transaction; it is never awaited here.
          if (writing || (Date.now() - lastWrite < 1_000 && done < total)) return;
          lastWrite = Date.now();
          writing = reportProgress(deps.em(), claimed, { done, total }, leaseMs)
            .catch(() => undefined)
            .finally(() => (writing = undefined));
        },
      });
      await writing;
      const mine = await finishWork(deps.em(), claimed, result);
      deps.logger?.info({ work: claimed.id, kind: claimed.kind, attempt: claimed.attempts, kept: mine }, 'work done');
      return 'done';
    } catch (error) {
      // A refused input fails at once; anything else (a database away, a crash) is tried again.
      const final = EngineError.is(error) && error.kind !== 'unavailable';
      const outcome = await failWork(deps.em(), claimed, error instanceof Error ? error.message : String(error), final);
      deps.logger?.[outcome === 'failed' ? 'error' : 'warn']({ work: claimed.id, kind: claimed.kind, attempt: claimed.attempts, err: error }, `work ${outcome === 'failed' ? 'failed' : 'failed, retried later'}`);
      return outcome === 'failed' ? 'failed' : 'queued';
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** One item (progress, result); only for who may start its kind. */
  async function get(ctx: RequestContext, id: number | string): Promise<WorkView> {
    const parsed = idSchema.safeParse(id);
    const item = parsed.success ? await deps.em().findOne(WorkItem, { id: parsed.data }) : null;
    if (!item) throw notFoundError();
    requireGuard(ctx, kindOf(item.kind)?.guard ?? 'anyAdmin');
    return viewOf(item);
  }

  return {
    kinds: deps.kinds.map((kind) => kind.kind),
    get,

    /** Queues work of `kind` for the caller (who needs the kind's permission); answers its view at once. */
    async enqueue(ctx: RequestContext, kind: string, input: Record<string, unknown>, payload?: Uint8Array): Promise<WorkView> {
      const known = kindOf(kind);
      if (!known) throw new EngineError('invalid', [{ message: 'Unbekannte Art.', field: 'kind' }]);
      requireGuard(ctx, known.guard);
      const id = await enqueueWork(deps.em(), { kind, input: { ...input, ctx: storedContext(ctx) }, payload, createdBy: ctx.email ?? 'cli' });
      deps.logger?.info({ work: id, kind, by: ctx.email }, 'work queued');
      return get(ctx, id);
    },

    /** The newest items of every kind (/admin/dev, `shop work list`). */
    async list(ctx: RequestContext, rawQuery: z.input<typeof listWorkQuerySchema> = {}): Promise<WorkView[]> {
      requireGuard(ctx, 'anyAdmin');
      const query = listWorkQuerySchema.parse(rawQuery);
      const items = await deps.em().find(WorkItem, {}, { orderBy: { id: 'desc' }, limit: query.limit });
      return items.map((item) => viewOf(item));
    },

    /** Claims and runs the oldest due item, if any (the job runner's step); null when none is due. */
    async runNext(owner = leaseOwner()): Promise<{ id: number; kind: string; status: WorkStatus } | null> {
      const claimed = await claimWork(deps.em(), owner, leaseMs);
      if (!claimed) return null;
      return { id: claimed.id, kind: claimed.kind, status: await execute(claimed) };
    },
  };
}
export type WorkService = ReturnType<typeof createWorkService>;
