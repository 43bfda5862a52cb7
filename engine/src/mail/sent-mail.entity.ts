import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../db/columns';

/** Every mail the shop sent (or failed to send): the back office shows them. */
export const SentMail = defineEntity({
  name: 'SentMail',
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
    createdAt: createdAt(),
  },
});
export type ISentMail = InferEntity<typeof SentMail>;
