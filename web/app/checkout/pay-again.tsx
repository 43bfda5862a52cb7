import { formatChf } from '@shop/engine/browser';
import { data, redirectDocument, useActionData, useLoaderData } from 'react-router';
import { TextWithCode } from '../kit/TextWithCode';
import type { Route } from './+types/pay-again';
import { CheckoutPayActions } from './components/CheckoutPayActions';
import { ct, useCheckoutText, type CheckoutMessageId } from '../i18n/i18n-checkout';
import { pageMeta } from '../kit/meta';
import checkoutStylesHref from '../styles/checkout.css?url';
import { engineContext } from '../server/engine-context';
import { requestContext } from '../server/request-context.server';
import { textParam } from '../kit/route-params.server';
import { stepFormErrorsOf, formStatusOf } from '../kit/form-errors.server';
import { draftCookie, draftIdOf } from './checkout.server';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStylesHref }];

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: ct(loaderData?.locale ?? 'de-CH', 'payAgain.title') });

/**
 * /checkout/bezahlen/{token} — the 'jetzt bezahlen' link of the pay-again mail (decision 814):
 * names the open order and its amount; the button (a POST, so a mail scanner opening the link
 * starts nothing) opens a new payment at the provider. An invalid link or a paid order says so.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  const ctx = context.get(requestContext);
  return { locale: ctx.locale, order: await engine.checkout.payLinkOrder(ctx, textParam(params, 'token')) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  const ctx = context.get(requestContext);
  const token = textParam(params, 'token');
  try {
    const reopened = await engine.checkout.reopenPayment(ctx, draftIdOf(request), token);
    return redirectDocument(reopened.redirectUrl, { headers: { 'Set-Cookie': draftCookie(reopened.draftId, request) } });
  } catch (error) {
    return data(stepFormErrorsOf(error, ctx.locale), { status: formStatusOf(error) });
  }
}

export default function PayAgainPage() {
  const { order } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useCheckoutText();
  return (
    <section className="container section checkout-page checkout-page--outcome">
      <h1>{t('payAgain.title')}</h1>
      {order ? (
        <p role="status" data-testid="pay-again-order">
          <TextWithCode
            text={t('payAgain.text', {
              id: order.formattedId,
              amount: order.grandTotal === null ? '–' : `CHF ${formatChf(order.grandTotal)}`,
              method: t(`payment.${order.paymentMethodId}` as CheckoutMessageId),
            })}
            code={order.formattedId}
          />
        </p>
      ) : (
        <p role="alert" className="form-error">
          {t('payAgain.invalid')}
        </p>
      )}
      <CheckoutPayActions canPay={order !== null} label={t('payAgain.button')} formError={result?.formError} />
    </section>
  );
}
