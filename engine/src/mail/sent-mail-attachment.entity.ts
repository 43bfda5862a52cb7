import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { SentMail } from './sent-mail.entity';

/**
 * The bytes of a file a recorded mail carried (the order PDF, …), so the back office shows and
 * re-sends the mail exactly as it went out. Purged with its mail.
 */
export const SentMailAttachment = defineEntity({
  name: 'SentMailAttachment',
  properties: {
    id: p.integer().primary(),
    mail: () => p.manyToOne(SentMail).deleteRule('cascade'),
    filename: p.string().length(300),
    contentType: p.string().length(200),
    size: p.integer(),
    content: p.blob().lazy(),
  },
});
export type ISentMailAttachment = InferEntity<typeof SentMailAttachment>;
