import { nextCheckoutStep } from '@shop/engine';
import { Form, data, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/payment';
import { CheckoutSteps } from './components/CheckoutSteps';
import { FormError } from '../kit/FormField';
import { trackPaymentInfo, useCheckoutProgressEvent } from './checkout-analytics';
import { catalogueText, paymentTermsInWords, useCheckoutText, type CheckoutMessageId } from '../i18n/i18n-checkout';
import { pageMeta } from '../kit/meta';
import checkoutStylesHref from '../styles/checkout.css?url';
import { stepFormErrorsOf, formStatusOf } from '../kit/form-errors.server';
import { field, loadStep } from './checkout.server';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStylesHref }];

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: catalogueText(loaderData?.locale ?? 'de-CH', 'checkout.step.payment') });

/** /checkout/payment 'Bezahlung' (000 §2 step 5): the options offered to this visitor (decision 621), their payment terms and skonto. */
export async function loader(args: Route.LoaderArgs) {
  const { engine, ctx, draft } = await loadStep(args, 'payment');
  return { locale: ctx.locale, draft, choices: await engine.checkout.paymentChoices(ctx) };
}

export async function action(args: Route.ActionArgs) {
  const { engine, ctx, draftId } = await loadStep(args, 'payment');
  const form = await args.request.formData();
  try {
    await engine.checkout.savePayment(ctx, draftId, { paymentOption: field(form, 'paymentOption') });
    return redirect(nextCheckoutStep('payment', ctx.customerId !== undefined).path);
  } catch (error) {
    return data(stepFormErrorsOf(error, ctx.locale, ['paymentOption']), { status: formStatusOf(error) });
  }
}

export default function CheckoutPaymentPage() {
  const { draft, choices, locale } = useLoaderData<typeof loader>();
  const terms = paymentTermsInWords(locale, choices.paymentTerm, choices.skonto);
  const result = useActionData<typeof action>();
  const { t, catalogue } = useCheckoutText();
  useCheckoutProgressEvent('payment', 5, draft.cart.items);
  const hint = (option: number): CheckoutMessageId => (option === 1 ? 'payment.hint.1' : option === 2 ? 'payment.hint.2' : 'payment.hint.online');
  // The visitor's own choice once made, else the customer's usual method (decision 812).
  const selected = (draft.paymentChosen ? choices.options.find((option) => option === draft.paymentOption) : undefined) ?? choices.preferred;
  return (
    <section className="container section checkout-page">
      <CheckoutSteps current="payment" progress={draft.progress} />
      <h1>{catalogue('checkout.step.payment')}</h1>
      <Form
        method="post"
        className="checkout-form"
        noValidate
        onSubmit={(event) => trackPaymentInfo(draft.cart.items, Number(new FormData(event.currentTarget).get('paymentOption')))}
      >
        <FormError message={result?.formError} />
        <fieldset className="checkout-fieldset">
          <legend>
            {t('payment.method')}
            <span aria-hidden="true"> *</span>
          </legend>
          {choices.options.map((option) => (
            <div key={option} className="checkout-option">
              <input
                type="radio"
                id={`payment-option-${option}`}
                name="paymentOption"
                value={option}
                defaultChecked={selected === option}
                aria-describedby={`payment-hint-${option}`}
              />
              <label htmlFor={`payment-option-${option}`} className="checkout-option__title">
                {t(`payment.${option}` as CheckoutMessageId)}
              </label>
              <span id={`payment-hint-${option}`} className="form-hint">
                {t(hint(option))}
              </span>
            </div>
          ))}
          {result?.fieldErrors?.paymentOption?.map((error) => (
            <p key={error} className="form-field__error" role="alert">
              {error}
            </p>
          ))}
        </fieldset>
        {terms.term && <p>{t('payment.terms', { term: terms.term })}</p>}
        {terms.skonto && <p>{t('payment.skonto', { skonto: terms.skonto })}</p>}
        <button type="submit" className="button button--primary">
          {t('common.next')}
        </button>
      </Form>
    </section>
  );
}
