import { Form, Link } from 'react-router';
import { useCheckoutText } from '../lib/i18n-checkout';
import { FormError } from './FormField';

/**
 * The end of the payment-failed and pay-again pages: the problem of the last try, a button that
 * starts a new payment (a POST to the page's action) while one is possible, and the way back to
 * the cart.
 */
export function CheckoutPayActions({ canPay, label, formError }: { canPay: boolean; label: string; formError?: string | undefined }) {
  const { catalogue } = useCheckoutText();
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
        <Link to="/checkout/" className="button">
          {catalogue('checkout.backToCart')}
        </Link>
      </div>
    </>
  );
}
