import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Decimal } from 'decimal.js';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { RequestContext } from '../context';
import { EngineError, notFoundError } from '../errors';
import { isLocale } from '../i18n/locales';
import { silentLogger } from '../logging/logger';
import { mailWithCause } from '../mail/mailer';
import { toMoneyString } from '../money/money';
import { PaymentProviderError } from './postfinance-client';
import { PaymentTransaction, PaymentWebhookEvent, type IPaymentTransaction } from './payment-transaction.entity';
import { PAID_STATES, STATE_RANK, TERMINAL_STATES, isTransactionState, parseSignatureHeader, paymentFailureKind, type PaymentFailureKind, type PaymentProvider, type ProviderTransaction, type TransactionState, type WebhookNotification } from './provider';
import { idSchema } from '../validation/ids';

export const PAYMENT_NOT_ONLINE_MESSAGE = 'Diese Bestellung wird nicht online bezahlt.';
export const ORDER_ALREADY_PAID_MESSAGE = 'Diese Bestellung ist bereits bezahlt.';
export const WEBHOOK_SIGNATURE_MESSAGE = 'Die Signatur der Zahlungsmeldung fehlt oder ist ungültig.';
export const PAYMENT_UNAVAILABLE_MESSAGE = 'Die Online-Zahlung ist zurzeit nicht verfügbar. Bitte versuchen Sie es später erneut.';

/** Payment status of an order (000 §3): PAID 1, OPEN 2 (same values as orders/enums.ts). */
const PAID = 1;
const OPEN = 2;
/** Payment methods from 100 on are paid online through the provider (000 §3). */
const FIRST_ONLINE_METHOD = 100;

/** The part of an order the payment service needs; orders provide it (payments never import orders). */
export interface PayableOrder {
  id: number;
  formattedId: string;
  paymentMethodId: number | null;
  paymentStatusId: number;
  grandTotal: string | null;
  invoiceEmail: string | null;
  locale: string;
}

export interface PaymentOrders {
  findOrder(em: EntityManager, orderId: number): Promise<PayableOrder | null>;
  /** Marks the order PAID inside the caller's transaction (idempotent: an order never goes back to OPEN here). */
  markPaid(em: EntityManager, orderId: number): Promise<void>;
}

export const startPaymentInputSchema = z
  .object({
    orderId: idSchema,
    locale: z.string().optional(),
  })
  .strip();
export type StartPaymentInput = z.input<typeof startPaymentInputSchema>;

/**
 * What happens after a payment's state changed (decision 814): the higher layers (order mails)
 * pass these in; payments never import them. Called inside the transaction that records the
 * change, under a savepoint (decision 870): their mails exist exactly when the change commits; a
 * failure is logged and undoes only the mail, the state change stands.
 */
export interface PaymentNotifications {
  /** The order became PAID (COMPLETED or FULFILL): the order confirmation goes out now. */
  paid?(orderId: number, em: EntityManager): Promise<unknown>;
  /** An attempt ended FAILED, DECLINE or VOIDED while the order is still open: the pay-again mail ('sent' when written: its time is kept on the attempt). */
  failed?(orderId: number, em: EntityManager): Promise<unknown>;
}

/** States of an attempt that did not pay (declined, failed, abandoned and voided). */
const UNPAID_END_STATES: readonly TransactionState[] = ['FAILED', 'DECLINE', 'VOIDED'];

export interface PaymentServiceOptions {
  em: () => EntityManager;
  notify?: PaymentNotifications;
  /** The provider, or null when online payment is unavailable (production without credentials). */
  provider: PaymentProvider | null;
  orders: PaymentOrders;
  publicUrl: string;
  /** The base of return URLs for a request (the request's own allowed origin when PUBLIC_URL is unset); default publicUrl. */
  publicUrlFor?: (ctx: RequestContext) => string;
  /** Our payment method id → the provider's payment method configuration id (empty: the space offers all). */
  methodConfigurations?: Readonly<Record<number, number>>;
  logger?: Logger;
}

export interface PaymentTransactionView {
  id: number;
  orderId: number;
  provider: string;
  transactionId: string;
  state: string;
  amount: string;
  currency: string;
  paymentMethodId: number;
  /** The provider's reason of an unpaid attempt, and declined or abandoned (decision 1152). */
  failureReason: string | null;
  failureKind: PaymentFailureKind | null;
  /** When the pay-again mail of this attempt was written. */
  payAgainSentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505' || (error as { name?: unknown }).name === 'UniqueConstraintViolationException';

/**
 * Online payment of orders through the provider (docs/payments.md): start a payment (a new
 * provider transaction per attempt), take the provider's signed webhooks, and re-read a
 * transaction when the shopper returns. An order becomes PAID only when the provider's API says
 * COMPLETED or FULFILL — never because of a return URL or a webhook body alone.
 */
export function createPaymentService(options: PaymentServiceOptions) {
  const logger = options.logger ?? silentLogger;
  const provider = options.provider;
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  const returnBase = (ctx: RequestContext) => (options.publicUrlFor ? options.publicUrlFor(ctx).replace(/\/$/, '') : publicUrl);

  const requireProvider = (): PaymentProvider => {
    if (!provider) throw new EngineError('unavailable', PAYMENT_UNAVAILABLE_MESSAGE);
    return provider;
  };

  /**
   * Applies a state read from the provider to our transaction row (and the order), inside one
   * database transaction with the row locked. Older states never overwrite newer ones, a terminal
   * state never changes, a PAID order never goes back. With `event`, the (entity, state) pair is
   * recorded and a second delivery of it changes nothing.
   */
  async function applyState(rowId: number, current: Pick<ProviderTransaction, 'state' | 'failureReason'>, event?: { entityId: string; eventId: string | null }): Promise<'processed' | 'ignored'> {
    const state = current.state;
    return options.em().transactional(async (em) => {
      let change: { orderId: number; kind: 'paid' | 'failed' } | null = null;
      const row = await em.findOneOrFail(PaymentTransaction, { id: rowId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (event) {
        const seen = await em.findOne(PaymentWebhookEvent, { provider: row.provider, entityId: event.entityId, state });
        if (seen) return 'ignored';
      }
      const stored = isTransactionState(row.state) ? row.state : 'CREATE';
      const newer = !TERMINAL_STATES.includes(stored) && STATE_RANK[state] >= STATE_RANK[stored];
      if (newer && state !== stored) {
        row.state = state;
        if (PAID_STATES.includes(state)) change = { orderId: row.orderId, kind: 'paid' };
        else if (UNPAID_END_STATES.includes(state)) {
          change = { orderId: row.orderId, kind: 'failed' };
          // What staff see of the attempt (decision 1152): the provider's reason and its kind.
          row.failureReason = current.failureReason ?? null;
          row.failureKind = paymentFailureKind(state, current.failureReason ?? null);
        }
      }
      if (newer && PAID_STATES.includes(state)) await options.orders.markPaid(em, row.orderId);
      if (event) em.create(PaymentWebhookEvent, { provider: row.provider, entityId: event.entityId, state, eventId: event.eventId, outcome: newer ? 'processed' : 'ignored' });
      await em.flush();
      const changed: { orderId: number; kind: 'paid' | 'failed' } | null = change;
      if (changed) {
        const mailed = await mailWithCause(em as EntityManager, logger, changed, (inner) => notifyChange(inner, changed));
        // The pay-again mail's time, shown with the attempt (decision 1152).
        if (changed.kind === 'failed' && mailed === 'sent') await em.nativeUpdate(PaymentTransaction, { id: row.id }, { payAgainSentAt: new Date() });
      }
      return newer ? 'processed' : 'ignored';
    });
  }

  /** In the change's transaction: the confirmation once paid; the pay-again mail for an attempt that did not pay while the order is still open. */
  async function notifyChange(em: EntityManager, change: { orderId: number; kind: 'paid' | 'failed' }): Promise<unknown> {
    if (change.kind === 'paid') {
      await options.notify?.paid?.(change.orderId, em);
      return undefined;
    }
    const order = await options.orders.findOrder(em, change.orderId);
    if (order?.paymentStatusId === OPEN) return options.notify?.failed?.(change.orderId, em);
    return undefined;
  }

  async function readFromProvider(transactionId: string) {
    try {
      return await requireProvider().readTransaction(transactionId);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.status === 404) return null;
      if (EngineError.is(error)) throw error;
      throw new EngineError('unavailable', PAYMENT_UNAVAILABLE_MESSAGE, { cause: error });
    }
  }

  return {
    /** Whether online payment can be started (a provider or the local simulator is configured). */
    available: provider !== null,

    /**
     * Starts a payment for an order with an online method (100–105) whose payment is OPEN:
     * creates a new provider transaction (an earlier failed or abandoned one stays as it is),
     * records it, and answers the provider's payment-page URL to redirect the shopper to. Whether
     * the caller may pay this order (own order, guest) is the caller's check.
     */
    async startPayment(ctx: RequestContext, rawInput: StartPaymentInput): Promise<{ redirectUrl: string; transactionId: string }> {
      const input = startPaymentInputSchema.parse(rawInput);
      const order = await options.orders.findOrder(options.em(), input.orderId);
      if (!order) throw notFoundError();
      if (order.paymentMethodId === null || order.paymentMethodId < FIRST_ONLINE_METHOD) throw new EngineError('invalid', PAYMENT_NOT_ONLINE_MESSAGE);
      if (order.paymentStatusId !== OPEN) throw new EngineError('conflict', ORDER_ALREADY_PAID_MESSAGE);
      const amount = new Decimal(order.grandTotal ?? '0');
      if (amount.lte(0)) throw new EngineError('invalid', PAYMENT_NOT_ONLINE_MESSAGE);
      const client = requireProvider();
      const locale = input.locale && isLocale(input.locale) ? input.locale : order.locale;
      const configuration = options.methodConfigurations?.[order.paymentMethodId];
      let transaction;
      let redirectUrl: string;
      try {
        transaction = await client.createTransaction({
          merchantReference: order.formattedId,
          amount: toMoneyString(amount),
          currency: 'CHF',
          language: locale,
          lineItemName: `Bestellung ${order.formattedId}`,
          // Back to the host the shopper is on: else the session cookie stays behind.
          successUrl: `${returnBase(ctx)}/checkout/completed?order=${order.id}`,
          failedUrl: `${returnBase(ctx)}/checkout/payment-failed?order=${order.id}`,
          customerEmailAddress: order.invoiceEmail ?? undefined,
          allowedPaymentMethodConfigurations: configuration === undefined ? [] : [configuration],
        });
        const em = options.em();
        em.create(PaymentTransaction, {
          orderId: order.id,
          provider: client.name,
          providerTransactionId: transaction.id,
          state: transaction.state,
          amount: toMoneyString(amount),
          currency: 'CHF',
          paymentMethodId: order.paymentMethodId,
        });
        await em.flush();
        redirectUrl = await client.paymentPageUrl(transaction.id);
      } catch (error) {
        if (EngineError.is(error)) throw error;
        logger.error({ err: error, orderId: order.id }, 'payment could not be started');
        throw new EngineError('unavailable', PAYMENT_UNAVAILABLE_MESSAGE, { cause: error });
      }
      logger.info({ orderId: order.id, transactionId: transaction.id }, 'payment started');
      return { redirectUrl, transactionId: transaction.id };
    },

    /**
     * POST /api/payment/webhook: requires a valid provider signature over the raw body (missing
     * → unauthenticated, invalid → forbidden), re-reads the transaction from the provider's API
     * and applies its state once per (transaction, state). Unknown transactions and other
     * entities are ignored.
     */
    async handleWebhook(input: { rawBody: string; signature: string | null }): Promise<{ outcome: 'processed' | 'ignored' }> {
      if (!input.signature) throw new EngineError('unauthenticated', WEBHOOK_SIGNATURE_MESSAGE);
      if (!parseSignatureHeader(input.signature)) throw new EngineError('forbidden', WEBHOOK_SIGNATURE_MESSAGE);
      // Everything that can be checked here is checked before the signature, whose key may have to
      // be fetched from the provider: a forged webhook about nothing of ours costs no outbound call
      //. What it may change is decided only after the signature and a read from the provider.
      let body: WebhookNotification;
      try {
        body = JSON.parse(input.rawBody) as WebhookNotification;
      } catch {
        throw new EngineError('forbidden', WEBHOOK_SIGNATURE_MESSAGE);
      }
      if (body === null || typeof body !== 'object' || body.listenerEntityTechnicalName !== 'Transaction' || body.entityId === undefined) return { outcome: 'ignored' };
      const entityId = String(body.entityId);
      const row = await options.em().findOne(PaymentTransaction, { provider: requireProvider().name, providerTransactionId: entityId });
      if (!row) {
        logger.warn({ entityId }, 'webhook for an unknown transaction ignored');
        return { outcome: 'ignored' };
      }
      if (!(await requireProvider().verifyWebhook(input.rawBody, input.signature))) throw new EngineError('forbidden', WEBHOOK_SIGNATURE_MESSAGE);
      const current = await readFromProvider(entityId);
      if (!current) return { outcome: 'ignored' };
      try {
        const outcome = await applyState(row.id, current, { entityId, eventId: body.eventId === undefined ? null : String(body.eventId) });
        logger.info({ entityId, state: current.state, outcome }, 'payment webhook');
        return { outcome };
      } catch (error) {
        // Two deliveries of the same event at once: the other one recorded it.
        if (isUniqueViolation(error)) return { outcome: 'ignored' };
        throw error;
      }
    },

    /**
     * Re-reads the order's open transactions from the provider (the success page calls it: a
     * return alone is no proof) and answers the order's payment status afterwards.
     */
    async syncPayment(orderId: number): Promise<{ paymentStatusId: number }> {
      const id = idSchema.parse(orderId);
      const order = await options.orders.findOrder(options.em(), id);
      if (!order) throw notFoundError();
      if (order.paymentStatusId === PAID) return { paymentStatusId: PAID };
      const rows = await options.em().find(PaymentTransaction, { orderId: id, state: { $nin: [...TERMINAL_STATES] } }, { orderBy: { id: 'desc' }, limit: 10 });
      for (const row of rows) {
        const current = await readFromProvider(row.providerTransactionId);
        if (current) await applyState(row.id, current);
      }
      const after = await options.orders.findOrder(options.em(), id);
      return { paymentStatusId: after?.paymentStatusId ?? order.paymentStatusId };
    },

    /** The payment transactions of an order, newest first (back office, tests). */
    async listTransactions(orderId: number): Promise<PaymentTransactionView[]> {
      const rows = await options.em().find(PaymentTransaction, { orderId }, { orderBy: { id: 'desc' } });
      return rows.map(transactionView);
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;

function transactionView(row: IPaymentTransaction): PaymentTransactionView {
  return {
    id: row.id,
    orderId: row.orderId,
    provider: row.provider,
    transactionId: row.providerTransactionId,
    state: row.state,
    amount: row.amount,
    currency: row.currency,
    paymentMethodId: row.paymentMethodId,
    failureReason: row.failureReason ?? null,
    failureKind: row.failureKind === 'declined' || row.failureKind === 'abandoned' ? row.failureKind : null,
    payAgainSentAt: row.payAgainSentAt ? row.payAgainSentAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Parses POSTFINANCE_METHOD_CONFIGURATIONS (`100=12345,101=12346`) into a map. */
export function parseMethodConfigurations(value: string | undefined): Record<number, number> {
  const map: Record<number, number> = {};
  for (const pair of (value ?? '').split(',')) {
    const [method, configuration] = pair.split('=').map((part) => Number(part.trim()));
    if (Number.isInteger(method) && Number.isInteger(configuration)) map[method as number] = configuration as number;
  }
  return map;
}
