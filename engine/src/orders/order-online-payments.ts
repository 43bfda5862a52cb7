import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentTransaction } from '../payments/payment-transaction.entity';
import { PAID_STATES, TERMINAL_STATES, isTransactionState, type PaymentFailureKind } from '../payments/provider';

/**
 * The fate of an order's online payment as staff see it in the orders grid and on the order
 * (decision 1152): read from its newest payment attempt.
 * - `none`: no attempt yet (the shopper never reached the payment page);
 * - `pending`: an attempt is still open on the provider's side;
 * - `declined` / `abandoned`: the newest attempt ended unpaid (provider.ts paymentFailureKind);
 * - `paid`: the newest attempt paid.
 */
export const ONLINE_PAYMENT_STATES = ['none', 'pending', 'declined', 'abandoned', 'paid'] as const;
export type OnlinePaymentState = (typeof ONLINE_PAYMENT_STATES)[number];

/** The states the grid filters by (an open online order's payment). */
export const ONLINE_PAYMENT_FILTERS = ['none', 'pending', 'declined', 'abandoned'] as const;
export type OnlinePaymentFilter = (typeof ONLINE_PAYMENT_FILTERS)[number];

export interface OnlinePaymentSummary {
  state: OnlinePaymentState;
  /** Attempts so far (each "jetzt bezahlen" starts one). */
  attempts: number;
  /** When the newest attempt started, ended (its last change) and why it failed, if the provider said. */
  lastAttemptAt: string | null;
  failureReason: string | null;
  /** When the newest pay-again mail was written (any attempt), or null. */
  payAgainSentAt: string | null;
}

type Row = { id: number; orderId: number; state: string; failureKind?: string | null; failureReason?: string | null; payAgainSentAt?: Date | null; updatedAt: Date };

function stateOf(row: Row | undefined): OnlinePaymentState {
  if (!row) return 'none';
  const state = isTransactionState(row.state) ? row.state : 'CREATE';
  if (PAID_STATES.includes(state)) return 'paid';
  if (!TERMINAL_STATES.includes(state)) return 'pending';
  return (row.failureKind as PaymentFailureKind | null) === 'declined' ? 'declined' : 'abandoned';
}

/** The online payment summary of each order id (orders without an attempt answer `none`). */
export async function loadOnlinePayments(em: EntityManager, orderIds: readonly number[]): Promise<Map<number, OnlinePaymentSummary>> {
  const rows: Row[] = orderIds.length === 0 ? [] : await em.find(PaymentTransaction, { orderId: { $in: [...orderIds] } }, { orderBy: { id: 'desc' } });
  const byOrder = new Map<number, Row[]>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  const result = new Map<number, OnlinePaymentSummary>();
  for (const id of orderIds) {
    const attempts = byOrder.get(id) ?? [];
    const newest = attempts[0];
    const mailed = attempts.map((row) => row.payAgainSentAt).find((at) => at instanceof Date) ?? null;
    result.set(id, {
      state: stateOf(newest),
      attempts: attempts.length,
      lastAttemptAt: newest ? newest.updatedAt.toISOString() : null,
      failureReason: newest?.failureReason ?? null,
      payAgainSentAt: mailed ? mailed.toISOString() : null,
    });
  }
  return result;
}

/**
 * Ids of the orders whose newest payment attempt is in the state (`none`: no attempt at all is
 * checked by the caller with NOT IN). One SQL query over payment_transaction.
 */
export async function orderIdsByNewestAttempt(em: EntityManager, filter: Exclude<OnlinePaymentFilter, 'none'> | 'any'): Promise<number[]> {
  const terminal = TERMINAL_STATES.map((state) => `'${state}'`).join(', ');
  const condition =
    filter === 'any'
      ? 'true'
      : filter === 'pending'
        ? `t.state not in (${terminal}) and t.state not in ('COMPLETED')`
        : filter === 'declined'
          ? `t.state in (${terminal}) and t.state <> 'FULFILL' and t.failure_kind = 'declined'`
          : `t.state in (${terminal}) and t.state <> 'FULFILL' and coalesce(t.failure_kind, 'abandoned') = 'abandoned'`;
  const rows = await em.getConnection().execute<{ order_id: number }[]>(
    `select t.order_id from payment_transaction t where t.id = (select max(n.id) from payment_transaction n where n.order_id = t.order_id) and ${condition}`,
  );
  return rows.map((row) => Number(row.order_id));
}
