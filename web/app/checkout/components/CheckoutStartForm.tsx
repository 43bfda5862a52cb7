import { useFetcher } from 'react-router';
import { trackBeginCheckout } from '../../shop/analytics';
import type { ShopCartItem } from '../cart';
import { useCheckoutText } from '../../i18n/i18n-checkout';

/**
 * 'Zur Kasse' on the cart page: posts the browser's cart (product, configuration, quantity,
 * reference — never a price) to /checkout/start, which stores it in the server-side draft and
 * sends the visitor on to the next step. Fires begin_checkout (consent-gated).
 */
export function CheckoutStartForm({ items, zipCode }: { items: readonly ShopCartItem[]; zipCode: string }) {
  const fetcher = useFetcher<{ formError?: string; fieldErrors?: Record<string, string[]> }>();
  const { t } = useCheckoutText();
  const cart = {
    items: items.map((item) => ({ productId: item.product.id, configuration: item.configuration, quantity: item.quantity, customerRef: item.customerRef ?? '' })),
    zipCode,
  };
  const problems = [fetcher.data?.formError, ...Object.values(fetcher.data?.fieldErrors ?? {}).flat()].filter(Boolean);
  return (
    // Inline layout: the cart page loads no checkout stylesheet.
    <fetcher.Form method="post" action="/checkout/start" className="checkout-start" style={{ marginTop: '1rem' }} onSubmit={() => trackBeginCheckout(items)}>
      <input type="hidden" name="cart" value={JSON.stringify(cart)} />
      {problems.map((problem) => (
        <p key={problem} className="form-error" role="alert">
          {problem}
        </p>
      ))}
      <button type="submit" className="button button--primary checkout-start__button" style={{ width: '100%' }} disabled={items.length === 0 || fetcher.state !== 'idle'}>
        {t('cart.toCheckout')}
      </button>
    </fetcher.Form>
  );
}
