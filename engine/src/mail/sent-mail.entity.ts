import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../db/columns';
import type { MailCause } from './mail-secrets';

/**
 * Every mail the shop sends: the outbox and the record in one (decision 870). A mail is written
 * here as `queued` in the transaction of what caused it, then delivered by the outbox worker
 * (mail/outbox.ts) with retries and backoff: `sent`, or `failed` after the last attempt. The back
 * office shows each to the permission of its topic (decision 1087). `text`/`html` are the stored
 * copy: a mail carrying a secret (a reset link, a PIN) keeps it there as a marker only; the real
 * bodies wait in `delivery_text`/`delivery_html` until the mail is delivered or fails for good.
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
    /** Who reads it in the back office (mail-secrets.ts MailTopic; decision 1087). */
    topic: p.string().length(20).defaultRaw(`'other'`),
    /** Set on a mail that carried a secret: what made it, so "Erneut senden" makes a fresh one. */
    cause: p.json<MailCause>().nullable(),
    /** The bodies as delivered, secrets included, kept only until delivery (then null). */
    deliveryText: p.text().nullable(),
    deliveryHtml: p.text().nullable(),
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
