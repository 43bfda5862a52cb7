import { z } from 'zod';
import { allPermissions, GUARDS } from '../auth/permissions';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import type { BackupService } from '../backup/backup-service';
import type { ImportService } from '../imports/import-service';
import { IMPORT_KINDS } from '../imports/import-runner';
import type { ProductPictures } from '../reports/product-pictures';
import type { WorkKind, WorkRun } from './work-service';

/** The long work a person may queue (decision 980); each is safe to run again after a crash. */

export const importWorkInputSchema = z
  .object({
    kind: z.enum(IMPORT_KINDS),
    fileName: z.string().min(1).max(300),
    dryRun: z.boolean().default(false),
    customer: z.union([z.string(), z.number()]).optional(),
    target: z.string().optional(),
  })
  .strip();
export type ImportWorkInput = z.input<typeof importWorkInputSchema>;

export const renderPicturesWorkInputSchema = z.object({ force: z.boolean().default(false) }).strip();

/** A backup written by the process that owns the embedded database (decision 1095); `out` absolute. */
export const backupWorkInputSchema = z.object({ out: z.string().min(1).startsWith('/') }).strip();

export function createWorkKinds(deps: { imports: ImportService; productPictures: ProductPictures; backups?: BackupService }): WorkKind[] {
  const { backups } = deps;
  return [
    ...(backups
      ? [
          {
            kind: 'backup',
            // Every customer's data: only a caller holding every permission (the CLI) queues it.
            guard: { kind: 'permission', all: allPermissions },
            run: async (_ctx: RequestContext, rawInput: Record<string, unknown>, work: WorkRun) => backups.backup({ ...backupWorkInputSchema.parse(rawInput), onProgress: work.progress }),
          } satisfies WorkKind,
        ]
      : []),
    {
      kind: 'import',
      guard: GUARDS.orderDesk,
      // One transaction per file, and the file's record is written in it with the item's id: a
      // retry after a crash finds that record and answers it instead of importing again.
      async run(ctx, rawInput, work) {
        const input = importWorkInputSchema.parse(rawInput);
        if (!input.dryRun) {
          const done = await deps.imports.reportOfWork(work.id);
          if (done) return done;
        }
        const bytes = await work.payload();
        if (!bytes) throw new EngineError('invalid', [{ message: 'Die Datei ist leer.', field: 'file' }]);
        return deps.imports.run(ctx, {
          kind: input.kind,
          file: { name: input.fileName, bytes },
          dryRun: input.dryRun,
          by: ctx.email,
          customer: input.customer,
          target: input.target,
          workId: work.id,
          onProgress: work.progress,
        });
      },
    },
    {
      kind: 'render-pictures',
      guard: GUARDS.productDesk,
      // Files named by a hash of the configuration: drawing again only writes the same files.
      run: async (_ctx, rawInput, work) => deps.productPictures.renderAll({ ...renderPicturesWorkInputSchema.parse(rawInput), onProgress: work.progress }),
    },
  ];
}
