import { Form, Link, redirect, useLoaderData } from 'react-router';
import type { Route } from './+types/signin';
import { CheckoutSteps } from './components/CheckoutSteps';
import { useCheckoutProgressEvent } from './checkout-analytics';
import { catalogueText, useCheckoutText } from '../i18n/i18n-checkout';
import { pageMeta } from '../kit/meta';
import checkoutStylesHref from '../styles/checkout.css?url';
import { loadStep } from './checkout.server';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStylesHref }];

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: catalogueText(loaderData?.locale ?? 'de-CH', 'checkout.step.signin') });

/** /checkout/signin 'Anmelden' (000 §2 step 2): only while logged out (R000-6.03) — continue as guest or log in and come back. */
export async function loader(args: Route.LoaderArgs) {
  const { ctx, draft } = await loadStep(args, 'signin');
  return { locale: ctx.locale, progress: draft.progress, items: draft.cart.items };
}

/** 'Als Gast bestellen': the checkout starts in guest mode (decision 106), so on to the invoice address. */
export async function action(args: Route.ActionArgs) {
  await loadStep(args, 'signin');
  return redirect('/checkout/invoice');
}

export default function CheckoutSigninPage() {
  const { progress, items } = useLoaderData<typeof loader>();
  const { t, catalogue } = useCheckoutText();
  useCheckoutProgressEvent('signin', 2, items);
  return (
    <section className="container section checkout-page">
      <CheckoutSteps current="signin" progress={progress} />
      <h1>{catalogue('checkout.step.signin')}</h1>
      <p>{t('signin.intro')}</p>
      <div className="checkout-choices">
        <div className="checkout-choice">
          <h2>{t('signin.guest')}</h2>
          <p>{t('signin.guestText')}</p>
          <Form method="post">
            <button type="submit" className="button button--primary">
              {t('signin.guest')}
            </button>
          </Form>
        </div>
        <div className="checkout-choice">
          <h2>{t('signin.login')}</h2>
          <p>{t('signin.loginText')}</p>
          <Link className="button" to={`/user/login?redirectTo=${encodeURIComponent('/checkout/invoice')}`}>
            {t('signin.login')}
          </Link>{' '}
          <Link to="/user/register">{t('signin.register')}</Link>
        </div>
      </div>
    </section>
  );
}
