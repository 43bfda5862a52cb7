import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { RequestContext } from '../context';
import { Permission, requireGuard } from '../auth/permissions';
import { notFoundError } from '../errors';
import type { PricingService } from '../pricing/pricing-service';
import type { Carrier } from '../shipping/carrier';
import { seedAuctionArticles, type AuctionArticle } from './auction-articles';
import { createAxImportService } from './ax-service';
import { processInbox, type InboxSummary } from './inbox';
import { columnKey, readCsv, type LineIssue } from './csv-reader';
import { IMPORT_KINDS, type ImportFile, type ImportKind, type ImportOptions, type ImportReport } from './import-runner';
import { ImportRun } from './import-run.entity';
import { createKollerService } from './koller-service';
import { createTemplateImportService } from './template-service';
import { idSchema } from '../validation/ids';
import { integerInput } from '../validation/numbers';

/**
 * Every import of the shop behind one service (docs/imports.md): auction invoices,
 * ERP orders and order states, customer order templates; and the kept files with their results
 * for the back office.
 */

export interface ImportRunView {
  id: number;
  kind: ImportKind;
  fileName: string;
  size: number;
  outcome: string;
  issues: LineIssue[];
  summary: Record<string, unknown>;
  createdBy: string | null;
  createdAt: string;
}

export const listImportRunsQuerySchema = z
  .object({ kind: z.enum(IMPORT_KINDS).optional(), limit: integerInput((n) => n.min(1).max(200)).default(50) })
  .strip();

export interface RunImportInput extends ImportOptions {
  kind: ImportKind;
  file: ImportFile;
  /** koller: the matched customer's id; template: the customer (id, e-mail or customer number). */
  customer?: string | number | undefined;
  /** template: 'QUOTE' (default) or 'ORDER' (decision 855). */
  target?: string | undefined;
}

export function createImportService(options: { em: () => EntityManager; pricing: Pick<PricingService, 'orderPrice'>; carrier: () => Carrier | null; logger?: Logger | undefined }) {
  const koller = createKollerService(options);
  const ax = createAxImportService(options);
  const template = createTemplateImportService(options);
  const view = (run: InstanceType<typeof Object> & Record<string, unknown>): ImportRunView => ({
    id: run.id as number,
    kind: run.kind as ImportKind,
    fileName: run.fileName as string,
    size: run.size as number,
    outcome: run.outcome as string,
    issues: run.issues as LineIssue[],
    summary: run.summary as Record<string, unknown>,
    createdBy: (run.createdBy as string | null) ?? null,
    createdAt: (run.createdAt as Date).toISOString(),
  });
  return {
    koller,
    ax,
    template,
    /** One import by kind (CLI, job, back office); a dry run writes nothing. */
    async run(ctx: RequestContext, input: RunImportInput): Promise<ImportReport> {
      switch (input.kind) {
        case 'koller': {
          const customerId = input.customer === undefined || input.customer === '' ? undefined : idSchema.parse(input.customer);
          return koller.importQuote(ctx, input.file, { dryRun: input.dryRun, by: input.by, onProgress: input.onProgress, workId: input.workId, customerId });
        }
        case 'ax-file':
          return ax.importOrders(ctx, input.file, input);
        case 'ax-status':
          return ax.updateOrderStatus(ctx, input.file, input);
        case 'template':
          return template.importTemplate(ctx, input.file, input);
      }
    },
    /** Puts the fixed auction articles into the catalogue where missing (demo seed; 001 §9). */
    seedAuctionArticles: (articles: readonly AuctionArticle[]) => seedAuctionArticles(options.em(), articles),
    /**
     * The scheduled order-status import: every ERP file in `inbox` (orders or states, by header)
     * imported under the job's rights and moved to done/ or failed/ with its report.
     */
    importInbox(inbox: string): Promise<InboxSummary> {
      const ctx = { permissions: [Permission.ADMIN_QUOTE], locale: 'de-CH', shopMode: 'verpackung' } as RequestContext;
      return processInbox(inbox, (file) => {
        const kind = this.detectAxKind(file.bytes) ?? 'ax-status';
        return this.run(ctx, { kind, file, by: 'job:import-order-status' });
      });
    },
    /** Which ERP file this is, by its header: orders (axOrderNo) or order states (orderNumber, status); null when neither. */
    detectAxKind(bytes: Uint8Array): 'ax-file' | 'ax-status' | null {
      const header = readCsv(bytes, { required: [] }).header.map(columnKey);
      if (header.includes('axorderno')) return 'ax-file';
      if (header.includes('ordernumber') && header.includes('status')) return 'ax-status';
      return null;
    },
    /** The report of the file a queued work item already imported or refused (decision 980), else null: a retry answers it instead of importing twice. */
    async reportOfWork(workId: number): Promise<ImportReport | null> {
      const run = await options.em().findOne(ImportRun, { workId });
      if (!run) return null;
      return { runId: run.id, kind: run.kind as ImportKind, fileName: run.fileName, dryRun: false, outcome: run.outcome as ImportReport['outcome'], issues: run.issues as LineIssue[], summary: run.summary };
    },
    /** The kept files, newest first (without their bytes). */
    async listRuns(ctx: RequestContext, rawQuery: z.input<typeof listImportRunsQuerySchema> = {}): Promise<ImportRunView[]> {
      requireGuard(ctx, 'orderDesk');
      const query = listImportRunsQuerySchema.parse(rawQuery);
      const runs = await options.em().find(ImportRun, query.kind ? { kind: query.kind } : {}, { orderBy: { id: 'desc' }, limit: query.limit });
      return runs.map((run) => view(run as never));
    },
    /** One kept file with its result and bytes (to download it again). */
    async getRun(ctx: RequestContext, id: number | string): Promise<ImportRunView & { content: Buffer }> {
      requireGuard(ctx, 'orderDesk');
      const run = await options.em().findOne(ImportRun, { id: idSchema.parse(id) }, { populate: ['content'] });
      if (!run) throw notFoundError();
      return { ...view(run as never), content: Buffer.from(run.content) };
    },
  };
}
export type ImportService = ReturnType<typeof createImportService>;
