import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { loadCompanyProfile } from '../documents/company-profile';
import { documentText as t, type OrderDocumentTextKey } from '../documents/order-document-texts';
import { isQrBillMethod, loadOrderDocumentData, renderOrderPdf } from '../documents/order-pdf';
import { EngineError } from '../errors';
import { silentLogger } from '../logging/logger';
import type { Mailer } from '../mail/mailer';
import { formatChf } from '../money/money';
import { Order } from './order.entity';

export interface OrderMailsOptions {
  em: () => EntityManager;
  mailer: Pick<Mailer, 'send'>;
  /** Receives a copy of every confirmation (MAIL_SHOP_COPY, default the MAIL_FROM address). */
  shopCopy: string;
  logger?: Logger;
}

/** The address part of `Name <address>` (or the value itself). */
export function mailAddressOf(value: string): string {
  return /<([^>]+)>/.exec(value)?.[1]?.trim() ?? value.trim();
}

/**
 * Mails about orders (docs/payments.md): the order confirmation to the invoice e-mail, in the
 * order's language, with the order PDF (QR-bill for invoice and prepayment) attached and the
 * shop in copy. Sent once per order: `confirmation_sent_at` is claimed before sending and
 * released again when the mail server fails, so a retry sends it and a second call does not.
 */
export function createOrderMails(options: OrderMailsOptions) {
  const logger = options.logger ?? silentLogger;

  return {
    async sendOrderConfirmation(orderId: number): Promise<void> {
      const em = options.em();
      const claimed = await em.nativeUpdate(Order, { id: orderId, confirmationSentAt: null }, { confirmationSentAt: new Date() });
      if (claimed === 0) {
        if ((await em.count(Order, { id: orderId })) === 0) throw new EngineError('not_found', 'Der Eintrag wurde nicht gefunden.');
        logger.debug({ orderId }, 'order confirmation already sent');
        return;
      }
      try {
        const data = await loadOrderDocumentData(em, orderId);
        if (!data.invoiceEmail) throw new EngineError('invalid', 'E-Mail nicht gültig');
        const company = await loadCompanyProfile(em);
        const pdf = await renderOrderPdf(data, company);
        const locale = data.locale;
        const method = data.paymentMethodId === null ? '' : t(`doc.method.${data.paymentMethodId}` as OrderDocumentTextKey, locale);
        const payment =
          data.paymentMethodId === 1
            ? t('mail.confirmation.payInvoice', locale, { days: data.paymentDays })
            : data.paymentMethodId === 2
              ? t('mail.confirmation.payPrepayment', locale)
              : t(data.paymentStatusId === 1 ? 'mail.confirmation.paidOnline' : 'mail.confirmation.openOnline', locale, { method });
        const text = [
          `${t('mail.confirmation.greeting', locale)}`,
          '',
          t('mail.confirmation.body', locale, { orderNumber: data.formattedId, amount: formatChf(data.grandTotal ?? '0') }),
          payment,
          '',
          t('mail.confirmation.closing', locale, { company: company.name, phone: company.phone, email: company.email }),
        ].join('\n');
        await options.mailer.send({
          to: data.invoiceEmail,
          cc: mailAddressOf(options.shopCopy),
          subject: t('mail.confirmation.subject', locale, { orderNumber: data.formattedId, company: company.name }),
          text,
          attachments: [{ filename: t('mail.confirmation.attachment', locale, { orderNumber: data.formattedId }), content: pdf, contentType: 'application/pdf' }],
        });
        logger.info({ orderId, qrBill: isQrBillMethod(data.paymentMethodId) }, 'order confirmation sent');
      } catch (error) {
        // Not sent: release the claim so that a retry sends it.
        await options.em().nativeUpdate(Order, { id: orderId }, { confirmationSentAt: null });
        throw error;
      }
    },
  };
}
export type OrderMails = ReturnType<typeof createOrderMails>;
