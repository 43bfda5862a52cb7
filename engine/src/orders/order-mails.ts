import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { loadCompanyProfile } from '../settings/company-settings';
import { documentText as t, type OrderDocumentTextKey } from '../documents/order-document-texts';
import { carrierServiceText, isQrBillMethod, loadOrderDocumentData, renderOrderPdf } from '../documents/order-pdf';
import { EngineError, notFoundError } from '../errors';
import { silentLogger } from '../logging/logger';
import type { Mailer } from '../mail/mailer';
import { mailSignature } from '../mail/signature';
import { formatChf } from '../money/money';
import { isLocale } from '../i18n/locales';
import { translateMessage } from '../i18n/translate';
import { ONLINE_PAYMENT_METHODS, PaymentStatus } from '../requests/enums';
import { Order } from '../requests/request.entity';
import { deliveryTypeDocumentLabel, isPickup, pickupSiteLine } from '../shipping/delivery';

const isOnlineMethod = (method: number | null): boolean => method !== null && (ONLINE_PAYMENT_METHODS as readonly number[]).includes(method);

export interface OrderMailsOptions {
  em: () => EntityManager;
  mailer: Pick<Mailer, 'send'>;
  /** Receives a copy of every confirmation (MAIL_SHOP_COPY, default the MAIL_FROM address). */
  shopCopy: string;
  /** The 'jetzt bezahlen' link of an order (payments/pay-link.ts); without it no pay-again mail is sent. */
  payLink?: (orderId: number) => string;
  logger?: Logger;
}

/** 2026-11-26 → 26.11.2026 (000 §9 date format). */
const swissDate = (date: string): string => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** The address part of `Name <address>` (or the value itself). */
export function mailAddressOf(value: string): string {
  return /<([^>]+)>/.exec(value)?.[1]?.trim() ?? value.trim();
}

/**
 * Mails about orders (docs/payments.md): the order confirmation to the invoice e-mail, in the
 * order's language, with the order PDF (QR-bill for invoice and prepayment) attached and the
 * shop in copy. Once per order: `confirmation_sent_at` is claimed in the transaction that writes
 * the mail to the outbox (decision 870), so a failure undoes both and a second call sends nothing.
 */
export function createOrderMails(options: OrderMailsOptions) {
  const logger = options.logger ?? silentLogger;

  return {
    /**
     * The confirmation, once per order. An online payment (TWINT, cards, PostFinance) is confirmed
     * only when it is PAID (decision 814): before, the call answers 'deferred' and claims nothing;
     * the payment service calls again when the webhook marks it paid.
     */
    async sendOrderConfirmation(orderId: number, within?: EntityManager): Promise<'sent' | 'deferred' | 'already_sent'> {
      // The claim and the mail in one transaction — the caller's when given (decision 870): the
      // mail exists exactly when the claim commits; a failure (no e-mail, a PDF that cannot be
      // rendered) undoes the claim, so a retry sends it.
      return (within ?? options.em()).transactional((em) => confirmationIn(em as EntityManager, orderId));
    },

    /**
     * An online payment of an open order was declined, failed or abandoned (decision 814): a mail
     * in the order's language that nothing was charged, with the 'jetzt bezahlen' link reopening
     * the payment. Nothing for a paid order or one paid otherwise. With `within`, the mail is
     * written in that transaction (decision 870).
     */
    async sendPayAgain(orderId: number, within?: EntityManager): Promise<'sent' | 'skipped'> {
      const em = within ?? options.em();
      const order = await em.findOne(Order, { id: orderId });
      if (!order) throw notFoundError();
      if (!options.payLink || !order.invoiceEmail || order.paymentStatusId !== PaymentStatus.OPEN || !isOnlineMethod(order.paymentMethodId ?? null)) return 'skipped';
      const company = await loadCompanyProfile(em);
      const locale = isLocale(order.locale) ? order.locale : 'de-CH';
      const params = {
        orderNumber: order.formattedId,
        amount: formatChf(order.grandTotal ?? '0'),
        method: t(`doc.method.${order.paymentMethodId}` as OrderDocumentTextKey, locale),
        link: options.payLink(order.id),
      };
      await options.mailer.send(
        {
          to: order.invoiceEmail,
          subject: translateMessage('mail.payAgain.subject', params, locale),
          text: [
            t('mail.confirmation.greeting', locale),
            '',
            translateMessage('mail.payAgain.body', params, locale),
            '',
            translateMessage('mail.payAgain.link', params, locale),
            '',
            mailSignature(company, locale),
          ].join('\n'),
          topic: 'order',
          // The link reopens the payment: the stored copy keeps a marker (decision 1087).
          secrets: { links: [params.link], cause: { kind: 'pay-again', orderId: order.id }, locale },
        },
        { em },
      );
      logger.info({ orderId }, 'pay-again mail sent');
      return 'sent';
    },
  };

  async function confirmationIn(em: EntityManager, orderId: number): Promise<'sent' | 'deferred' | 'already_sent'> {
    const state = await em.findOne(Order, { id: orderId }, { fields: ['id', 'paymentMethodId', 'paymentStatusId'] });
    if (state && isOnlineMethod(state.paymentMethodId ?? null) && state.paymentStatusId !== PaymentStatus.PAID) {
      logger.debug({ orderId }, 'order confirmation waits for the payment');
      return 'deferred';
    }
    const claimed = await em.nativeUpdate(Order, { id: orderId, confirmationSentAt: null }, { confirmationSentAt: new Date() });
    if (claimed === 0) {
      if ((await em.count(Order, { id: orderId })) === 0) throw notFoundError();
      logger.debug({ orderId }, 'order confirmation already sent');
      return 'already_sent';
    }
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
    // Pickup (decision 810): where and when, so the mail alone is enough to come by.
    const site = data.deliveryAddress ? pickupSiteLine(data.deliveryAddress) : company.name;
    const pickup =
      isPickup(data.deliveryType) && data.requestedDeliveryDate
        ? [t('mail.confirmation.pickup', locale, { date: swissDate(data.requestedDeliveryDate), slot: data.pickupSlot ?? '', site })]
        : [];
    // A delivery by our truck or a parcel by post (decision 1140): the way and its freight, as the PDF names them.
    const way =
      !isPickup(data.deliveryType) && !data.carrierService && data.deliveryType !== null
        ? [
            data.deliveryCost === null
              ? t('mail.confirmation.deliveryOnRequest', locale, { way: deliveryTypeDocumentLabel(data.deliveryType, locale, company) })
              : t('mail.confirmation.delivery', locale, { way: deliveryTypeDocumentLabel(data.deliveryType, locale, company), amount: formatChf(data.deliveryCost) }),
          ]
        : [];
    const text = [
      `${t('mail.confirmation.greeting', locale)}`,
      '',
      t('mail.confirmation.body', locale, { orderNumber: data.formattedId, amount: formatChf(data.grandTotal ?? '0') }),
      ...pickup,
      ...way,
      // A carrier delivery (decision 745): the FedEx service chosen and its freight.
      ...(data.carrierService ? [t('mail.confirmation.carrier', locale, { service: carrierServiceText(data.carrierService, locale), amount: formatChf(data.carrierService.amount) })] : []),
      payment,
      '',
      mailSignature(company, locale),
    ].join('\n');
    await options.mailer.send(
      {
        to: data.invoiceEmail,
        cc: mailAddressOf(options.shopCopy),
        subject: t('mail.confirmation.subject', locale, { orderNumber: data.formattedId, company: company.name }),
        text,
        topic: 'order',
        attachments: [{ filename: t('mail.confirmation.attachment', locale, { orderNumber: data.formattedId }), content: pdf, contentType: 'application/pdf' }],
      },
      { em },
    );
    logger.info({ orderId, qrBill: isQrBillMethod(data.paymentMethodId) }, 'order confirmation written');
    return 'sent';
  }
}

export type OrderMails = ReturnType<typeof createOrderMails>;
