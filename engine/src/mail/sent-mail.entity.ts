import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../db/columns';

/**
 * Every mail the shop sends: the outbox and the record in one (decision 870). A mail is written
 * here as `queued` in the transaction of what caused it, then delivered by the outbox worker
 * (mail/outbox.ts) with retries and backoff: `sent`, or `failed` after the last attempt. The back
 * office shows them all.
 */
export const SentMail = defineEntity({
  name: 'SentMail',
  indexes: [{ properties: ['status', 'nextAttemptAt'] }],
  properties: {
    id: p.integer().primary(),
    to: p.string().length(1000),
    cc: p.string().length(1000).nullable(),
    subject: p.string().length(500),
    text: p.text(),
    html: p.text().nullable(),
    attachments: p.json<string[]>().defaultRaw(`'[]'`).onCreate(() => []),
    messageId: p.string().length(300).nullable(),
    /** smtp (SMTP_URL) or catcher (the local mail catcher). */
    transport: p.string().length(20),
    error: p.text().nullable(),
    /** queued (waiting for delivery), sent, failed (attempts used up; `shop mail retry` queues it again). */
    status: p.string().length(10).defaultRaw(`'sent'`).onCreate(() => 'queued'),
    /** Delivery attempts so far. */
    attempts: p.integer().defaultRaw('0').onCreate(() => 0),
    /** When the worker may try next (backoff after a failure). */
    nextAttemptAt: p.datetime().nullable(),
    /** Lease of the worker delivering it right now: another worker skips it until then. */
    lockedUntil: p.datetime().nullable(),
    sentAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});
export type ISentMail = InferEntity<typeof SentMail>;
