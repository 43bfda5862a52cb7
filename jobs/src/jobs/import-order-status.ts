import { jobSchedule } from '@shop/engine';
import { join } from 'node:path';
import type { Job } from '../job';

/**
 * The ERP's order states: every five minutes the files dropped into the inbox
 * (IMPORT_INBOX_DIR, default DATA_DIR/imports/order-status) are imported and moved to done/ or
 * failed/ with their report. The lease and the claim-by-rename keep several instances apart.
 */
export const importOrderStatusJob: Job<{ processed: number; imported: number; refused: number; errors: number }> = {
  name: 'import-order-status',
  schedule: jobSchedule('import-order-status'),
  leaseMs: 15 * 60_000,
  async run(engine) {
    const inbox = engine.env.IMPORT_INBOX_DIR ?? join(engine.env.DATA_DIR, 'imports', 'order-status');
    const { processed, imported, refused, errors } = await engine.imports.importInbox(inbox);
    return { processed, imported, refused, errors };
  },
};
