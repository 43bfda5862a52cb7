import { EngineError, checkoutRedirectTarget, translateError } from '@shop/engine';
import { ORDER_COMMENT_MAX_LENGTH, ORDER_REFERENCE_MAX_LENGTH, configurationText, deliveryModeLabel, formatChf, formatPercent, type DeliveryMode } from '@shop/engine/browser';
import { Form, Link, data, redirect, redirectDocument, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/summary';
import { AddressBlock } from './components/CheckoutAddressFields';
import { CheckoutCarrierChoice } from './components/CheckoutCarrierChoice';
import { CheckoutDeliveryChoice } from './components/CheckoutDeliveryChoice';
import { CheckoutSteps } from './components/CheckoutSteps';
import { FormError } from '../kit/FormField';
import { useCheckoutProgressEvent } from './checkout-analytics';
import { useCompany } from '../kit/company';
import { catalogueText, formatDate, useCheckoutText, type CheckoutMessageId } from '../i18n/i18n-checkout';
import { pageMeta } from '../kit/meta';
import checkoutStylesHref from '../styles/checkout.css?url';
import { clientAddressContext, engineContext } from '../server/engine-context';
import { requestContext } from '../server/request-context.server';
import { stepFormErrorsOf, formHeadersOf, formStatusOf } from '../kit/form-errors.server';
import { draftIdOf, field, loadStep } from './checkout.server';
import { useAttributeTexts } from '../i18n/attribute-texts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStylesHref }];

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: catalogueText(loaderData?.locale ?? 'de-CH', 'checkout.step.summary') });

/**
 * /checkout/summary 'Zusammenfassung' (000 §2 step 6): everything chosen, the totals as the
 * server prices them now (VAT 0 for pickup or abroad), order reference, comment, the terms and
 * 'Bestellen' — or 'Offerte anfordern' with the same data.
 */
export async function loader(args: Route.LoaderArgs) {
  const { engine, ctx, draft, draftId } = await loadStep(args, 'summary');
  const summary = await engine.checkout.summary(ctx, draftId);
  return {
    locale: ctx.locale,
    draft,
    summary,
    // Why 'Bestellen' is not offered (freight not priced: a quote request instead), in the shopper's language.
    orderRefusal: summary.orderRefusal === null ? null : translateError(summary.orderRefusal, undefined, ctx.locale),
    quotesAvailable: 'quotes' in engine,
  };
}

/** A limit's refusal of the form (429) keeps its Retry-After on the page. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs): Headers {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? new Headers({ 'Retry-After': retryAfter }) : loaderHeaders;
}

/**
 * No step guard here: the engine checks reachability itself and answers a repeated submission
 * (double click, retry) with its order although the draft's cart is empty by then.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  const ctx = context.get(requestContext);
  const draftId = draftIdOf(request);
  const form = await request.formData();
  const input = {
    termsAccepted: form.get('termsAccepted') === 'on',
    orderReference: field(form, 'orderReference'),
    orderComment: field(form, 'orderComment'),
    submissionKey: field(form, 'submissionKey') || undefined,
  };
  try {
    if (field(form, 'intent') === 'carrierService') {
      // The FedEx service of a delivery abroad (decision 745): the page reloads with the new freight.
      await engine.checkout.saveCarrierService(ctx, draftId, { carrierServiceType: field(form, 'carrierServiceType') });
      return redirect('/checkout/summary');
    }
    if (field(form, 'intent') === 'deliveryChoice') {
      // The truck or the parcel by post (decision 1140): the page reloads with that freight.
      await engine.checkout.saveDeliveryChoice(ctx, draftId, { deliveryMode: field(form, 'deliveryMode') as DeliveryMode });
      return redirect('/checkout/summary');
    }
    if (field(form, 'intent') === 'quote') {
      const quote = await engine.checkout.requestQuote(ctx, draftId, input, { clientAddress: context.get(clientAddressContext) });
      return redirect(`/checkout/completed?offerte=${encodeURIComponent(quote.formattedId)}`);
    }
    const outcome = await engine.checkout.submit(ctx, draftId, input, { clientAddress: context.get(clientAddressContext) });
    // The provider's payment page is no route of the shop: a full document load.
    return outcome.kind === 'payment' ? redirectDocument(outcome.redirectUrl) : redirect('/checkout/completed');
  } catch (error) {
    if (EngineError.is(error) && error.kind === 'conflict' && error.errors[0]?.field === 'step') {
      const draft = await engine.checkout.getDraft(ctx, draftId);
      return redirect(checkoutRedirectTarget('summary', draft.progress).path);
    }
    return data({ ...stepFormErrorsOf(error, ctx.locale, ['orderReference', 'termsAccepted', 'carrierServiceType', 'deliveryMode']), values: input }, { status: formStatusOf(error), headers: formHeadersOf(error) });
  }
}

export default function CheckoutSummaryPage() {
  const { draft, summary, quotesAvailable, locale, orderRefusal } = useLoaderData<typeof loader>();
  const attributeTexts = useAttributeTexts();
  const company = useCompany();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t, catalogue } = useCheckoutText();
  useCheckoutProgressEvent('summary', 6, draft.cart.items);
  const chf = (value: string | null) => (value === null ? t('summary.noPrice') : `CHF ${formatChf(value)}`);
  const totals = summary.totals;
  const percent = (fraction: string) => formatPercent(fraction, 2, locale);
  const errors = result?.fieldErrors;
  const busy = navigation.state !== 'idle';
  return (
    <section className="container section checkout-page">
      <CheckoutSteps current="summary" progress={draft.progress} />
      <h1>{catalogue('checkout.step.summary')}</h1>
      <div className="checkout-summary">
        <section className="checkout-summary__block">
          <h2>{t('summary.items')}</h2>
          <table className="checkout-lines">
            <thead>
              <tr>
                <th scope="col">{t('summary.items')}</th>
                <th scope="col">{t('summary.quantity')}</th>
                <th scope="col">{t('summary.pricePerOne')}</th>
                <th scope="col">{t('summary.linePrice')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.lines.map((line) => (
                <tr key={`${line.productId}-${JSON.stringify(line.configuration)}`}>
                  <td>
                    {line.name}
                    <br />
                    <small>{line.articleNumber}</small>
                    {Object.entries(line.configuration).length > 0 && (
                      <small className="checkout-lines__configuration">
                        <br />
                        {configurationText(line.configuration, locale, [], attributeTexts)}
                      </small>
                    )}
                  </td>
                  <td>{line.quantity}</td>
                  <td>{chf(line.pricePerOne)}</td>
                  <td>{chf(line.linePrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="checkout-totals">
            <dt>{t('summary.subtotal')}</dt>
            <dd>{chf(totals.subtotal)}</dd>
            {summary.discount !== '0' && Number(summary.discount) > 0 && (
              <>
                <dt>{t('summary.discount', { percent: percent(summary.discount) })}</dt>
                <dd>– {chf(totals.discountAmount)}</dd>
              </>
            )}
            <dt>{t('summary.total')}</dt>
            <dd>{chf(totals.total)}</dd>
            <dt>
              {t('summary.shipping')}
              {summary.carrier && <small className="checkout-totals__service"> ({summary.carrier.chosen.serviceName})</small>}
            </dt>
            <dd data-testid="summary-shipping">{summary.deliveryPriced ? chf(totals.deliveryCost) : t('summary.shippingOnRequest')}</dd>
            <dt>{t('summary.vat', { rate: percent(totals.vatRate) })}</dt>
            <dd data-testid="summary-vat">{chf(totals.vat)}</dd>
            <dt className="checkout-totals__grand">{t('summary.grandTotal')}</dt>
            <dd className="checkout-totals__grand" data-testid="summary-grand-total">
              {chf(totals.grandTotal)}
            </dd>
          </dl>
          {!summary.complete && (
            <p className="form-error" role="alert">
              {t('summary.incomplete')}
            </p>
          )}
          {orderRefusal && (
            <p className="form-error" role="alert" data-testid="summary-order-refusal">
              {orderRefusal}
            </p>
          )}
        </section>
        {summary.deliveryChoices.length > 1 && <CheckoutDeliveryChoice offers={summary.deliveryChoices} chosen={draft.deliveryMode} errors={errors?.deliveryMode} />}
        {summary.carrier && <CheckoutCarrierChoice rates={summary.carrier.rates} chosen={summary.carrier.chosen.serviceType} errors={errors?.carrierServiceType} />}
        <section className="checkout-summary__block">
          <h2>{catalogue('checkout.step.invoice')}</h2>
          {draft.invoiceAddress && <AddressBlock address={draft.invoiceAddress} />}
          <p>{draft.invoiceEmail}</p>
          <Link to="/checkout/invoice">{t('common.edit')}</Link>
        </section>
        <section className="checkout-summary__block">
          <h2>{catalogue('checkout.step.deliveryAddress')}</h2>
          <p>{deliveryModeLabel(draft.deliveryMode, locale, company)}</p>
          {draft.deliveryAddress && <AddressBlock address={draft.deliveryAddress} />}
          {draft.isPickup && draft.requestedDeliveryDate && draft.pickupSlot ? (
            <p>{t('summary.pickupAt', { date: formatDate(draft.requestedDeliveryDate, locale), slot: draft.pickupSlot })}</p>
          ) : (
            <p>{t('summary.date', { date: draft.requestedDeliveryDate ? formatDate(draft.requestedDeliveryDate, locale) : t('delivery.dateNone') })}</p>
          )}
          {/* One rule for truck, parcel and FedEx (decision 1141): production first, then transit. */}
          {summary.expectedDate && <p data-testid="summary-expected">{t('summary.expected', { date: formatDate(summary.expectedDate, locale) })}</p>}
          <Link to="/checkout/delivery-address">{t('common.edit')}</Link>
        </section>
        <section className="checkout-summary__block">
          <h2>{catalogue('checkout.step.payment')}</h2>
          <p>{t(`payment.${draft.paymentOption}` as CheckoutMessageId)}</p>
          <Link to="/checkout/payment">{t('common.edit')}</Link>
        </section>
      </div>
      <Form method="post" className="checkout-form" noValidate>
        <input type="hidden" name="submissionKey" value={draft.submissionKey} />
        <FormError message={result?.formError} />
        <div className="form-field">
          <label htmlFor="field-orderReference">{t('summary.orderReference')}</label>
          <input id="field-orderReference" name="orderReference" maxLength={ORDER_REFERENCE_MAX_LENGTH} defaultValue={result?.values.orderReference ?? draft.orderReference} />
          {errors?.orderReference?.map((error) => (
            <p key={error} className="form-field__error" role="alert">
              {error}
            </p>
          ))}
        </div>
        <div className="form-field">
          <label htmlFor="field-orderComment">{t('summary.orderComment')}</label>
          <textarea id="field-orderComment" name="orderComment" rows={4} maxLength={ORDER_COMMENT_MAX_LENGTH} defaultValue={result?.values.orderComment ?? draft.orderComment} />
        </div>
        <div className="form-field form-field--checkbox">
          <label>
            <input type="checkbox" name="termsAccepted" aria-invalid={errors?.termsAccepted ? true : undefined} aria-describedby="terms-error" />{' '}
            {t('summary.terms')}
            <span aria-hidden="true"> *</span>
          </label>{' '}
          <Link to="/agb" target="_blank">
            {t('summary.termsLink')}
          </Link>
          <div id="terms-error">
            {errors?.termsAccepted?.map((error) => (
              <p key={error} className="form-field__error" role="alert">
                {error}
              </p>
            ))}
          </div>
        </div>
        <div className="checkout-actions">
          <button type="submit" name="intent" value="order" className="button button--primary" disabled={busy || !summary.complete || !summary.deliveryPriced}>
            {t('summary.order')}
          </button>
          {quotesAvailable && (
            <button type="submit" name="intent" value="quote" className="button" disabled={busy}>
              {t('summary.quote')}
            </button>
          )}
        </div>
      </Form>
    </section>
  );
}
