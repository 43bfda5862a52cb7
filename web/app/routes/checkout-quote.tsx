import type { QuoteCheckoutView } from '@shop/engine';
import { QUOTE_CHECKOUT, deliveryModeOfType, translateMessage, type Locale, type MessageParams } from '@shop/engine/browser';
import { Form, data, redirect, redirectDocument, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/checkout-quote';
import { clientAddressContext, engineContext } from '../lib/engine-context';
import { pageMeta } from '../lib/meta';
import quoteStylesHref from '../styles/quotes.css?url';
import { requestContext } from '../lib/request-context.server';
import { draftCookie, draftIdOf } from './checkout/checkout.server';
import { orderFromQuoteFormInput } from './checkout-quote.server';
import { formErrorsOf, formStatusOf } from './user/form.server';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: quoteStylesHref },
];

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: translateMessage(QUOTE_CHECKOUT.titleKey, undefined, loaderData?.locale ?? 'de-CH') });

type AddressSnapshot = NonNullable<QuoteCheckoutView['invoiceAddress']>;

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
  const uuid = params.uuid ?? new URL(request.url).searchParams.get('uuid') ?? '';
  return { locale: ctx.locale, uuid };
}

type QuoteStage =
  | { stage: 'denied'; uuid: string }
  | { stage: 'expired'; formattedId: string; validUntilDate: string | null }
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
    return { stage: 'denied', uuid };
  };
  if (form.get('intent') !== 'order') return open();
  const input = orderFromQuoteFormInput(form);
  let outcome;
  try {
    outcome = await engine.checkout.orderFromQuote(ctx, draftIdOf(request), input, { clientAddress });
  } catch (error) {
    const problems = formErrorsOf(error, ctx.locale);
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

function AddressFields({ prefix, legend, address, locale }: { prefix: 'invoice' | 'delivery'; legend: string; address: AddressSnapshot | null; locale: Locale }) {
  const t = (key: string) => translateMessage(key, undefined, locale);
  const field = (name: keyof AddressSnapshot, required = true) => (
    <label>
      {t(`quote.address.${name}`)}
      {required && ' *'}
      <input name={`${prefix}.${name}`} defaultValue={(address?.[name] as string | null | undefined) ?? (name === 'country' ? 'CH' : '')} required={required} />
    </label>
  );
  return (
    <fieldset>
      <legend>{legend}</legend>
      {field('name')}
      {field('addition', false)}
      {field('street')}
      {field('zipCode')}
      {field('city')}
      {field('country')}
    </fieldset>
  );
}

function QuoteOrderForm({ stage, locale }: { stage: Extract<QuoteStage, { stage: 'quote' }>; locale: Locale }) {
  const { quote } = stage;
  const navigation = useNavigation();
  const t = (key: string, params?: MessageParams) => translateMessage(key, params, locale);
  const deliveryMode = quote.deliveryType ? deliveryModeOfType(quote.deliveryType) : 'DELIVERY';
  const children = (parentId: number) => quote.positions.filter((position) => position.parentId === parentId);
  return (
    <Form method="post" className="quote-order-form" aria-label={t('quote.number', { number: quote.formattedId })}>
      <input type="hidden" name="uuid" value={quote.uuid} />
      <input type="hidden" name="pin" value={stage.pin} />
      <input type="hidden" name="idempotencyKey" value={stage.idempotencyKey} />
      <h2>{t('quote.number', { number: quote.formattedId })}</h2>
      {quote.validUntilDate && <p>{t('quote.validUntil', { date: swissDate(quote.validUntilDate) })}</p>}
      {stage.formError && (
        <p className="form-error" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {stage.formError}
        </p>
      )}
      {stage.fieldErrors && Object.keys(stage.fieldErrors).length > 0 && (
        <ul className="form-error" role="alert">
          {Object.entries(stage.fieldErrors).map(([field, messages]) => (
            <li key={field}>
              {field}: {messages.join(', ')}
            </li>
          ))}
        </ul>
      )}
      <table className="quote-positions" aria-label={t('quote.positions')}>
        <thead>
          <tr>
            <th>{t('quote.positions')}</th>
            <th>{t('quote.quantity')}</th>
            <th>{t('quote.pricePerOne')}</th>
            <th>{t('quote.linePrice')}</th>
            <th />
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
                </td>
                <td>{position.quantity}</td>
                <td>{position.pricePerOne ?? '–'}</td>
                <td>{position.linePrice ?? '–'}</td>
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
      <dl className="quote-totals">
        <dt>{t('quote.total')}</dt>
        <dd>CHF {quote.total ?? '–'}</dd>
        <dt>{t('quote.deliveryCost')}</dt>
        <dd>CHF {quote.deliveryCost ?? '–'}</dd>
        <dt>{t('quote.vat')}</dt>
        <dd>CHF {quote.vatAmount ?? '–'}</dd>
        <dt>{t('quote.grandTotal')}</dt>
        <dd>CHF {quote.finalPrice ?? quote.grandTotal ?? '–'}</dd>
      </dl>
      <AddressFields prefix="invoice" legend={translateMessage('checkout.step.invoice', undefined, locale)} address={quote.invoiceAddress} locale={locale} />
      <label>
        {t('quote.invoiceEmail')} *
        <input type="email" name="invoiceEmail" defaultValue={quote.invoiceEmail ?? ''} required />
      </label>
      <AddressFields prefix="delivery" legend={translateMessage('checkout.step.deliveryAddress', undefined, locale)} address={quote.deliveryAddress ?? quote.invoiceAddress} locale={locale} />
      <label>
        {t('quote.deliveryMode')}
        <select name="deliveryMode" defaultValue={deliveryMode}>
          {(['DELIVERY', 'PICKUP', 'FEDEX'] as const).map((mode) => (
            <option key={mode} value={mode}>
              {t(`quote.deliveryMode.${mode}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('quote.requestedDeliveryDate')}
        <input type="date" name="requestedDeliveryDate" min={quote.earliestDeliveryDate ?? undefined} />
      </label>
      <fieldset>
        <legend>{t('quote.payment')}</legend>
        {quote.paymentMethods.map((method) => (
          <label key={method}>
            <input type="radio" name="paymentMethodId" value={method} defaultChecked={method === quote.defaultPaymentMethodId} /> {t(`quote.paymentMethod.${method}`)}
          </label>
        ))}
      </fieldset>
      <label>
        {t('quote.orderReference')}
        <input name="orderReference" defaultValue={quote.orderReference ?? ''} />
      </label>
      <label>
        {t('quote.orderComment')}
        <textarea name="orderComment" rows={3} />
      </label>
      <label>
        <input type="checkbox" name="termsAccepted" /> {t('quote.terms')}
      </label>
      <button type="submit" name="intent" value="order" className="button button--primary" disabled={navigation.state !== 'idle'}>
        {t('quote.order')}
      </button>
    </Form>
  );
}
