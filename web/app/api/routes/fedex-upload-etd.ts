import { uploadEtdSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** PUT /api/fedex/upload-etd (R001-7.044, ADMIN_QUOTE): the order's commercial invoice as electronic trade document → its docId. */
export const action = apiRoute(async ({ engine, ctx, input }) => engine.shipments.uploadEtd(ctx, await input(uploadEtdSchema)));
