import type { Route } from './+types/payment-webhook';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';

/**
 * POST /api/payment/webhook (guard public: the provider calls it). The engine verifies the
 * signature over the RAW body (so the body is read as text, never re-serialised), re-reads the
 * transaction from the provider and applies its state once (docs/payments.md). Missing signature
 * → 401, invalid → 403; the provider retries on any non-2xx answer.
 */
export function action({ request, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () =>
    engine.payments.handleWebhook({ rawBody: await request.text(), signature: request.headers.get('x-signature') }),
  );
}
