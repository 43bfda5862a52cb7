import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../db/columns';

/**
 * One imported file with its result: the bytes as received, who ran it, whether it was
 * written or refused, the report's lines and summary, and what it created. Staff look a file up
 * in the back office's import screen; a dry run is not recorded (it writes nothing).
 */
export const ImportRun = defineEntity({
  name: 'ImportRun',
  indexes: [{ properties: ['kind', 'sha256'] }],
  properties: {
    id: p.integer().primary(),
    /** koller, ax-file, ax-status or template. */
    kind: p.string().length(20),
    fileName: p.string().length(300),
    size: p.integer(),
    sha256: p.string().length(64),
    content: p.blob().lazy(),
    /** IMPORTED (written in one transaction) or REFUSED (nothing written). */
    outcome: p.string().length(20),
    /** Lines with their problems: { line, message, params }. */
    issues: p.json<unknown[]>(),
    summary: p.json<Record<string, unknown>>(),
    /** Who ran it: the user's e-mail, 'cli' or the job's name. */
    createdBy: p.string().length(320).nullable(),
    createdAt: createdAt(),
    /** The queued work that imported it (decision 980): a retried item finds its import here instead of importing twice. */
    workId: p.integer().nullable().unique(),
  },
});
export type IImportRun = InferEntity<typeof ImportRun>;
