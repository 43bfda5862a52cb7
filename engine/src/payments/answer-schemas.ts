import { z } from 'zod';

/** The payment provider's webhook answer (decision 1172, docs/payments.md). */

export const paymentWebhookResponse = z
  .strictObject({ outcome: z.enum(['processed', 'ignored']).meta({ description: 'ignored: not about one of our transactions, or its state was applied before' }) })
  .meta({ id: 'PaymentWebhookOutcome' });
