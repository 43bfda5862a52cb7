import { apiRoute } from '../api.server';

/**
 * POST /api/payment/webhook (guard public: the provider calls it). The engine verifies the
 * signature over the RAW body (so the body is read as text, never re-serialised), re-reads the
 * transaction from the provider and applies its state once (docs/payments.md). Missing signature
 * → 401, invalid → 403; the provider retries on any non-2xx answer.
 */
export const action = apiRoute(async ({ engine, request }) =>
  engine.payments.handleWebhook({ rawBody: await request.text(), signature: request.headers.get('x-signature') }),
);
