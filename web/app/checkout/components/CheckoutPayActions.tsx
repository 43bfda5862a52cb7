import { Form, Link } from 'react-router';
import { useCheckoutText } from '../../i18n/i18n-checkout';
import { FormError } from '../../kit/FormField';

/**
 * The end of the payment-failed and pay-again pages: the problem of the last try, a button that
 * starts a new payment (a POST to the page's action) while one is possible, and the way back to
 * the cart — only when no payment is possible: with an open order the way back would invite a
 * second order of the same goods, so it leads on to shopping instead (decision 1167).
 */
export function CheckoutPayActions({ canPay, label, formError }: { canPay: boolean; label: string; formError?: string | undefined }) {
  const { catalogue, t } = useCheckoutText();
  return (
    <>
      <FormError message={formError} />
      <div className="checkout-actions">
        {canPay && (
          <Form method="post">
            <button type="submit" className="button button--primary">
              {label}
            </button>
          </Form>
        )}
        {canPay ? (
          <Link to="/" className="button">
            {t('completed.continue')}
          </Link>
        ) : (
          <Link to="/checkout/" className="button">
            {catalogue('checkout.backToCart')}
          </Link>
        )}
      </div>
    </>
  );
}
