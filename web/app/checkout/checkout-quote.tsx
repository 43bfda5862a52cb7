import { DELIVERY_MODES, QUOTE_CHECKOUT, deliveryModeLabel, deliveryModeOrDefault, displayConfiguration, isPickup, pickupSiteLine, formatChf, formatPercent, translateMessage, type Locale, type MessageParams } from '@shop/engine/browser';
import type { QuoteCheckoutView } from '@shop/engine';
import { useEffect, useState } from 'react';
import { Form, data, redirect, redirectDocument, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/checkout-quote';
import { clientAddressContext, engineContext } from '../server/engine-context';
import { pageMeta } from '../kit/meta';
import quoteStylesHref from '../styles/quotes.css?url';
import { requestContext } from '../server/request-context.server';
import { optionalTextParam } from '../kit/route-params.server';
import { CheckoutAddressFields } from './components/CheckoutAddressFields';
import { FormError, FormField } from '../kit/FormField';
import { formatDate, useCheckoutText, type CheckoutMessageId } from '../i18n/i18n-checkout';
import checkoutStylesHref from '../styles/checkout.css?url';
import { stepFormErrorsOf, formStatusOf } from '../kit/form-errors.server';
import { draftCookie, draftIdOf } from './checkout.server';
import { orderFromQuoteFormInput } from './checkout-quote.server';
import { useAttributeTexts } from '../i18n/attribute-texts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: checkoutStylesHref },
  { rel: 'stylesheet', href: quoteStylesHref },
];

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: translateMessage(QUOTE_CHECKOUT.titleKey, undefined, loaderData?.locale ?? 'de-CH') });

/** Where an ordered quote lands (the checkout's outcome page, docs/quotes.md). */
const COMPLETED_PATH = '/checkout/completed';

/**
 * /checkout-quote/{uuid} (uuid optional) 'Offerte Bestellen' (R000-2.39, R000-2.40): the PIN from
 * the quote mail opens the quote; its positions follow the quote cart rules (cancelled left out,
 * insurance items removable, the rest fixed), then addresses, payment (prepayment by default, no
 * invoice for artwork) and the terms; 'Bestellen' orders it. Plain forms: works before JS.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const uuid = optionalTextParam(params, 'uuid') ?? new URL(request.url).searchParams.get('uuid') ?? '';
  return { locale: ctx.locale, uuid };
}

type QuoteStage =
  | { stage: 'denied'; uuid: string }
  | { stage: 'expired'; formattedId: string; validUntilDate: string | null }
  | { stage: 'ordered'; formattedId: string; orderNumber: string }
  | { stage: 'quote'; quote: QuoteCheckoutView; pin: string; idempotencyKey: string; formError?: string | undefined; fieldErrors?: Record<string, string[]> };

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const engine = context.get(engineContext);
  const clientAddress = context.get(clientAddressContext);
  const form = await request.formData();
  const uuid = String(form.get('uuid') ?? '').trim();
  const pin = String(form.get('pin') ?? '').trim();
  const open = async (extra: { formError?: string; fieldErrors?: Record<string, string[]> } = {}, idempotencyKey: string = crypto.randomUUID()): Promise<QuoteStage> => {
    const access = await engine.quotes.openQuoteForCheckout({ uuid, pin }, { clientAddress });
    if (access.kind === 'ok') return { stage: 'quote', quote: access.quote, pin, idempotencyKey, ...extra };
    if (access.kind === 'expired') return { stage: 'expired', formattedId: access.formattedId, validUntilDate: access.validUntilDate };
    if (access.kind === 'ordered') return { stage: 'ordered', formattedId: access.formattedId, orderNumber: access.orderNumber };
    return { stage: 'denied', uuid };
  };
  if (form.get('intent') !== 'order') return open();
  const input = orderFromQuoteFormInput(form);
  let outcome;
  try {
    outcome = await engine.checkout.orderFromQuote(ctx, draftIdOf(request), input, { clientAddress });
  } catch (error) {
    // Problems next to the fields the form shows, every other one above the form (never a bare status).
    const problems = stepFormErrorsOf(error, ctx.locale, ['invoiceAddress.', 'deliveryAddress.', 'invoiceEmail', 'deliveryMode', 'requestedDeliveryDate', 'pickupSlot', 'paymentMethodId', 'termsAccepted']);
    const stage = await open({ ...(problems.formError ? { formError: problems.formError } : {}), fieldErrors: problems.fieldErrors }, input.idempotencyKey);
    return data(stage, { status: formStatusOf(error) });
  }
  // The draft cookie lets the completed and payment-failed pages find the order; an online method goes to the provider's page.
  const headers = { 'Set-Cookie': draftCookie(outcome.draftId, request) };
  return outcome.kind === 'payment' ? redirectDocument(outcome.redirectUrl, { headers }) : redirect(COMPLETED_PATH, { headers });
}

export default function QuoteCheckoutPage() {
  const { locale, uuid } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = (key: string, params?: MessageParams) => translateMessage(key, params, locale);
  return (
    <section className="container section checkout-page quote-checkout">
      <h1>{t(QUOTE_CHECKOUT.titleKey)}</h1>
      {result?.stage === 'quote' ? (
        <QuoteOrderForm stage={result} locale={locale} />
      ) : result?.stage === 'ordered' ? (
        <div role="alert" className="quote-checkout__ordered">
          <p>{t('quote.number', { number: result.formattedId })}</p>
          <p>
            <strong>{t('quote.orderedAs', { orderNumber: result.orderNumber })}</strong>
          </p>
        </div>
      ) : result?.stage === 'expired' ? (
        <div role="alert" className="quote-checkout__expired">
          <p>{t('quote.number', { number: result.formattedId })}</p>
          <p>
            <strong>{t('quote.expired')}</strong>
          </p>
          {result.validUntilDate && <p>{t('quote.validUntil', { date: swissDate(result.validUntilDate) })}</p>}
        </div>
      ) : (
        <PinForm locale={locale} uuid={result?.uuid ?? uuid} denied={result?.stage === 'denied'} />
      )}
    </section>
  );
}

function PinForm({ locale, uuid, denied }: { locale: Locale; uuid: string; denied: boolean }) {
  const t = (key: string) => translateMessage(key, undefined, locale);
  return (
    <Form method="post" className="account-form quote-pin-form" aria-label={t('quote.pin')}>
      <p>{t('quote.pinIntro')}</p>
      {denied && (
        <p className="form-error" role="alert">
          {t('quote.notFound')}
        </p>
      )}
      {uuid ? (
        <input type="hidden" name="uuid" value={uuid} />
      ) : (
        <label>
          {t('quote.uuid')}
          <input name="uuid" required autoComplete="off" />
        </label>
      )}
      <label>
        {t('quote.pin')}
        <input name="pin" required inputMode="numeric" autoComplete="one-time-code" />
      </label>
      <button type="submit" name="intent" value="pin" className="button button--primary">
        {t('quote.open')}
      </button>
    </Form>
  );
}

function swissDate(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}

function QuoteOrderForm({ stage, locale }: { stage: Extract<QuoteStage, { stage: 'quote' }>; locale: Locale }) {
  const { quote } = stage;
  const navigation = useNavigation();
  const t = (key: string, params?: MessageParams) => translateMessage(key, params, locale);
  // The main checkout's texts: the same method and mode names, dates and amounts (1'234.50) as there.
  const { t: ct } = useCheckoutText();
  // Each position's configuration in words, like the cart and the order pages.
  const attributeTexts = useAttributeTexts();
  const inWords = (configuration: Record<string, string>) =>
    displayConfiguration(configuration, locale, [], attributeTexts)
      .map((property) => `${property.name}: ${property.value}`)
      .join(' · ');
  const chf = (value: string | null) => (value === null ? '–' : `CHF ${formatChf(value)}`);
  const [mode, setMode] = useState<string>(deliveryModeOrDefault(quote.deliveryType));
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Like /checkout/delivery-address (decision 810): before JavaScript every section shows and the server reads what the mode needs.
  const pickup = isPickup(mode);
  const showAddress = !hydrated || !pickup;
  const showSlot = !hydrated || pickup;
  const site = quote.pickupSite;
  // Picked up: no freight and no VAT, whatever the quote was priced for (what the order will then charge).
  const totals =
    pickup && !isPickup(quote.deliveryType) && quote.pickupTotals
      ? quote.pickupTotals
      : { deliveryCost: quote.deliveryCost, vatAmount: quote.vatAmount, grandTotal: quote.finalPrice ?? quote.grandTotal };
  const requestedDate = quote.requestedDeliveryDate && quote.allowedDeliveryDates.includes(quote.requestedDeliveryDate) ? quote.requestedDeliveryDate : '';
  const children = (parentId: number) => quote.positions.filter((position) => position.parentId === parentId);
  const errors = stage.fieldErrors;
  const fieldError = (name: string) =>
    errors?.[name]?.map((error) => (
      <p key={error} className="form-field__error" role="alert">
        {error}
      </p>
    ));
  return (
    <Form method="post" className="quote-order-form checkout-form" noValidate aria-label={t('quote.number', { number: quote.formattedId })}>
      <input type="hidden" name="uuid" value={quote.uuid} />
      <input type="hidden" name="pin" value={stage.pin} />
      <input type="hidden" name="idempotencyKey" value={stage.idempotencyKey} />
      <h2>{t('quote.number', { number: quote.formattedId })}</h2>
      <p className="form-hint">{ct('common.requiredHint')}</p>
      {quote.validUntilDate && <p>{t('quote.validUntil', { date: swissDate(quote.validUntilDate) })}</p>}
      <FormError message={stage.formError} />
      <table className="quote-positions checkout-lines" aria-label={t('quote.positions')}>
        <thead>
          <tr>
            <th>{t('quote.positions')}</th>
            <th>{t('quote.quantity')}</th>
            <th>{t('quote.pricePerOne')}</th>
            <th>{t('quote.linePrice')}</th>
            <th>
              <span className="visually-hidden">{t('quote.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.positions
            .filter((position) => position.parentId === null)
            .flatMap((position) => [position, ...children(position.id)])
            .map((position) => (
              <tr key={position.id} data-position-id={position.id}>
                <td>
                  {position.parentId !== null && '↳ '}
                  {position.name}
                  {inWords(position.configuration) && <small className="quote-positions__configuration">{inWords(position.configuration)}</small>}
                </td>
                <td>{position.quantity}</td>
                <td>{chf(position.pricePerOne)}</td>
                <td>{chf(position.linePrice)}</td>
                <td>
                  {position.removable ? (
                    <label>
                      <input type="checkbox" name="removedPositionIds" value={position.id} /> {t('quote.remove')}
                    </label>
                  ) : position.parentId === null ? (
                    <span className="quote-positions__fixed">{t('quote.fixed')}</span>
                  ) : null}
                </td>
              </tr>
            ))}
        </tbody>
      </table>
      <dl className="quote-totals checkout-totals">
        {quote.discountAmount !== null && Number(quote.discount) > 0 && (
          <>
            <dt>{ct('summary.subtotal')}</dt>
            <dd>{chf(quote.subtotal)}</dd>
            <dt>{ct('summary.discount', { percent: formatPercent(quote.discount, 2, locale) })}</dt>
            <dd>– {chf(quote.discountAmount)}</dd>
          </>
        )}
        <dt>{t('quote.total')}</dt>
        <dd>{chf(quote.total)}</dd>
        <dt>{t('quote.deliveryCost')}</dt>
        <dd data-testid="quote-delivery-cost">{totals.deliveryCost === null ? ct('summary.shippingOnRequest') : chf(totals.deliveryCost)}</dd>
        <dt>{t('quote.vat')}</dt>
        <dd>{chf(totals.vatAmount)}</dd>
        <dt className="checkout-totals__grand">{t('quote.grandTotal')}</dt>
        <dd className="checkout-totals__grand" data-testid="quote-grand-total">
          {chf(totals.grandTotal)}
        </dd>
      </dl>
      <fieldset className="checkout-fieldset">
        <legend>{translateMessage('checkout.step.invoice', undefined, locale)}</legend>
        <CheckoutAddressFields prefix="invoiceAddress" values={quote.invoiceAddress} errors={errors} />
      </fieldset>
      <FormField label={t('quote.invoiceEmail')} name="invoiceEmail" type="email" defaultValue={quote.invoiceEmail ?? ''} errors={errors?.invoiceEmail} />
      <fieldset className="checkout-fieldset">
        <legend>
          {ct('delivery.mode')}
          <span aria-hidden="true"> *</span>
        </legend>
        {DELIVERY_MODES.map((value) => (
          <label key={value} className="checkout-option">
            <input type="radio" name="deliveryMode" value={value} checked={mode === value} onChange={() => setMode(value)} /> {deliveryModeLabel(value, locale, site)}
            {isPickup(value) && <span className="form-hint">{ct('delivery.pickupText', { site: pickupSiteLine(site) })}</span>}
          </label>
        ))}
        {fieldError('deliveryMode')}
      </fieldset>
      {showAddress && (
        <fieldset className="checkout-fieldset">
          <legend>{translateMessage('checkout.step.deliveryAddress', undefined, locale)}</legend>
          <CheckoutAddressFields prefix="deliveryAddress" values={quote.deliveryAddress ?? quote.invoiceAddress} errors={errors} required={!pickup} />
        </fieldset>
      )}
      <div className="form-field">
        <label htmlFor="field-requestedDeliveryDate">
          {pickup ? ct('delivery.pickupDate') : ct('delivery.date')}
          {pickup && <span aria-hidden="true"> *</span>}
        </label>
        <select id="field-requestedDeliveryDate" name="requestedDeliveryDate" defaultValue={requestedDate} aria-invalid={errors?.requestedDeliveryDate?.length ? true : undefined}>
          <option value="">{pickup ? ct('delivery.slotChoose') : ct('delivery.dateNone')}</option>
          {quote.allowedDeliveryDates.map((date) => (
            <option key={date} value={date}>
              {formatDate(date, locale)}
            </option>
          ))}
        </select>
        {quote.earliestDeliveryDate && <p className="form-hint">{ct('delivery.dateHint', { date: formatDate(quote.earliestDeliveryDate, locale) })}</p>}
        {fieldError('requestedDeliveryDate')}
      </div>
      {showSlot && (
        <div className="form-field">
          <label htmlFor="field-pickupSlot">
            {ct('delivery.slot')}
            <span aria-hidden="true"> *</span>
          </label>
          <select id="field-pickupSlot" name="pickupSlot" defaultValue={quote.pickupSlot ?? ''} aria-invalid={errors?.pickupSlot?.length ? true : undefined}>
            <option value="">{ct('delivery.slotChoose')}</option>
            {quote.pickupSlots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
          {fieldError('pickupSlot')}
        </div>
      )}
      <fieldset className="checkout-fieldset">
        <legend>
          {ct('payment.method')}
          <span aria-hidden="true"> *</span>
        </legend>
        {quote.paymentMethods.map((method) => (
          <label key={method} className="checkout-option">
            <input type="radio" name="paymentMethodId" value={method} defaultChecked={method === quote.defaultPaymentMethodId} /> {ct(`payment.${method}` as CheckoutMessageId)}
          </label>
        ))}
        {fieldError('paymentMethodId')}
      </fieldset>
      <div className="form-field">
        <label htmlFor="field-orderReference">{t('quote.orderReference')}</label>
        <input id="field-orderReference" name="orderReference" defaultValue={quote.orderReference ?? ''} />
      </div>
      <div className="form-field">
        <label htmlFor="field-orderComment">{t('quote.orderComment')}</label>
        <textarea id="field-orderComment" name="orderComment" rows={3} />
      </div>
      <div className="form-field form-field--checkbox">
        <label>
          <input type="checkbox" name="termsAccepted" /> {t('quote.terms')}
          <span aria-hidden="true"> *</span>
        </label>
        {fieldError('termsAccepted')}
      </div>
      <button type="submit" name="intent" value="order" className="button button--primary" disabled={navigation.state !== 'idle'}>
        {t('quote.order')}
      </button>
    </Form>
  );
}
