import { useFetcher, useRouteLoaderData } from 'react-router';
import { useT } from '../../i18n/i18n';

/**
 * The favourite heart on product pages and cards: marks the product for the
 * signed-in customer ('Meine Produkte'); guests do not see it. Optimistic: it shows the new state
 * while the server stores it.
 */
export function FavouriteToggle({ productId, productName, favourite, compact = false }: { productId: number; productName: string; favourite: boolean; compact?: boolean }) {
  const t = useT();
  const root = useRouteLoaderData('root') as { account?: { customerId: number } | null } | undefined;
  const fetcher = useFetcher<{ favourite: boolean }>();
  if (!root?.account) return null;
  const pending = fetcher.formData?.get('favourite');
  const shown = pending !== undefined && pending !== null ? pending === 'true' : (fetcher.data?.favourite ?? favourite);
  const label = shown ? t('favourite.remove') : t('favourite.add');
  return (
    <fetcher.Form method="post" action="/favoriten/merken" className={`favourite-toggle${compact ? ' favourite-toggle--compact' : ''}`}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="favourite" value={shown ? 'false' : 'true'} />
      <button type="submit" className="favourite-toggle__button" aria-pressed={shown} aria-label={compact ? `${label}: ${productName}` : undefined} title={label}>
        <span aria-hidden="true" className="favourite-toggle__heart">
          {shown ? '♥' : '♡'}
        </span>
        {!compact && <span>{shown ? t('favourite.marked') : t('favourite.add')}</span>}
      </button>
    </fetcher.Form>
  );
}
