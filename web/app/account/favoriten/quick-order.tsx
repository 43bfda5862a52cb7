import { EngineError, translateValidation, type Engine, type RequestContext } from '@shop/engine';
import { AttributeVisibility, attributeNameText, displayValue, formatChf, hasVisibility } from '@shop/engine/browser';
import { UnavailablePrice } from '../../shop/components/PriceInfo';
import { toLivePriceItem, type LivePriceItem } from '../../shop/configurator/live-price';
import { useState } from 'react';
import { Form, useActionData } from 'react-router';
import type { Route } from './+types/quick-order';
import { GUARDS } from '@shop/engine/browser';
import { engineContext } from '../../server/engine-context';
import { requirePage } from '../../server/guards.server';
import { cartActions } from '../../checkout/cart';
import { useLocale } from '../../i18n/i18n';
import { profileText, useProfileText } from '../../i18n/i18n-profile';
import buyerStylesHref from '../../styles/buyer.css?url';
import { localeOfMatches } from '../../i18n/i18n-shop';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { FavouritesNav } from './nav';
import { useAttributeTexts } from '../../i18n/attribute-texts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: buyerStylesHref }];
export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: profileText(localeOfMatches(matches), 'quickOrder.title') });

/** At most this many lines per lookup. */
const MAX_LINES = 100;

/**
 * /favoriten/quick-order (R000-2.53, R000-6.04, R000-6.05): only with hasQuickOrder or as an admin;
 * everyone else is sent to /user/login like every page guard (docs/decisions/331).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requirePage(GUARDS.quickOrder, context.get(requestContext), request);
  return null;
}

export interface QuickOrderLine {
  articleNumber: string;
  quantity: number;
  product: {
    id: number;
    name: string;
    articleNumber: string;
    grid: { name: string; value: string }[];
    /** What the cart lists until its price answer names the properties: the order-position attributes, as from the product page (decision 1166). */
    properties: { name: string; value: string; typeId: number }[];
  } | null;
  /** The customer's price of the line from the cart's own engine call. */
  price?: LivePriceItem;
  error?: string;
}

/** Parses "ARTIKELNUMMER MENGE" lines (space, tab, ; or , between) and looks each article up. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  requirePage(GUARDS.quickOrder, ctx, request);
  const engine = context.get(engineContext);
  const form = await request.formData();
  const raw = typeof form.get('lines') === 'string' ? String(form.get('lines')) : '';
  const entries = raw
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, MAX_LINES)
    .map((line) => {
      const [articleNumber = '', quantity = '1'] = line.split(/[\s;,]+/);
      return { articleNumber, quantity: Number(quantity) };
    });
  const lines: QuickOrderLine[] = [];
  for (const entry of entries) {
    if (!Number.isInteger(entry.quantity) || entry.quantity < 1) {
      lines.push({ ...entry, quantity: 0, product: null, error: profileText(ctx.locale, 'quickOrder.badQuantity') });
      continue;
    }
    let page = await engine.catalog.products.listProducts(ctx, { articleNumber: entry.articleNumber, customerId: ctx.customerId! });
    if (page.items.length === 0) {
      // The buyer's own article number: 'ML-EPAL' finds PAL_0001 for Muster.
      const ownId = await engine.catalog.favourites.productIdByOwnNumber(ctx, entry.articleNumber);
      if (ownId !== null) page = await engine.catalog.products.listProducts(ctx, { ids: String(ownId), customerId: ctx.customerId! });
    }
    const product = page.items[0];
    lines.push(
      product
        ? {
            ...entry,
            product: {
              id: product.id,
              name: product.name,
              articleNumber: product.articleNumber,
              // The attributes marked for the quick-order grid (QUICK_ORDER_GRID 8).
              grid: product.values
                .filter((value) => hasVisibility(value.visibility, AttributeVisibility.QUICK_ORDER_GRID) && value.value !== null)
                .map((value) => ({ name: value.name, value: value.value ?? '' })),
              properties: product.values
                .filter((value) => hasVisibility(value.visibility, AttributeVisibility.ORDER_POSITION_GRID) && value.value !== null && value.value.trim() !== '')
                .map((value) => ({ name: value.name, value: value.value ?? '', typeId: value.typeId })),
            },
          }
        : { ...entry, product: null, error: profileText(ctx.locale, 'quickOrder.notFound') },
    );
  }
  await priceLines(engine, ctx, lines.filter((line) => line.product));
  return { lines };
}

/**
 * One price call for the found lines, exactly as the cart will ask it (configuration {}). A line
 * whose product the configuration rule refuses without one (a required value with no default,
 * decision 1088) is not offered: its problem, naming the attribute, is said on its line, and the
 * other lines are priced.
 */
async function priceLines(engine: Engine, ctx: RequestContext, found: QuickOrderLine[]): Promise<void> {
  if (found.length === 0) return;
  try {
    const answer = await engine.pricing.orderPrice(ctx, {
      cartItems: found.map((line) => ({ productId: line.product!.id, quantity: line.quantity, configuration: {} })),
    });
    found.forEach((line, index) => {
      const item = answer.cartPrice.items[index];
      if (item) line.price = toLivePriceItem(item);
    });
  } catch (error) {
    if (!EngineError.is(error) || error.kind !== 'invalid') throw error;
    const refused = new Map<number, string[]>();
    for (const entry of error.errors) {
      const index = /^cartItems\.(\d+)\./.exec(entry.field ?? '')?.[1];
      if (index === undefined || !found[Number(index)]) throw error;
      refused.set(Number(index), [...(refused.get(Number(index)) ?? []), translateValidation(entry.message, entry.params, ctx.locale)]);
    }
    for (const [index, problems] of refused) Object.assign(found[index]!, { product: null, error: problems.join(' ') });
    await priceLines(engine, ctx, found.filter((line) => line.product));
  }
}

export default function QuickOrderPage() {
  const t = useProfileText();
  const locale = useLocale();
  const attributeTexts = useAttributeTexts();
  const result = useActionData<typeof action>();
  const [added, setAdded] = useState<string | null>(null);
  const lines = result?.lines ?? [];
  const found = lines.filter((line) => line.product);
  const columns = [...new Set(found.flatMap((line) => line.product!.grid.map((cell) => cell.name)))];

  const addAll = () => {
    for (const line of found) {
      const product = line.product!;
      cartActions.add({
        product: { id: product.id, name: product.name, articleNumber: product.articleNumber, properties: product.properties },
        configuration: {},
        quantity: line.quantity,
      });
    }
    setAdded(found.length === 1 ? t('quickOrder.addedOne') : t('quickOrder.added', { count: found.length }));
  };

  return (
    <section className="container account-page">
      <h1>{t('quickOrder.title')}</h1>
      <FavouritesNav quickOrder />
      <Form method="post" className="account-form" onSubmit={() => setAdded(null)}>
        <label htmlFor="quick-order-lines">{t('quickOrder.linesLabel')}</label>
        <textarea id="quick-order-lines" name="lines" rows={8} required placeholder={'KISTE_0002 10\nPAL_0001 4'} />
        <button type="submit" className="button">
          {t('quickOrder.check')}
        </button>
      </Form>
      {lines.length > 0 && (
        // A region of its own that the keyboard can reach and scroll (scrollable-region-focusable, decision 1098).
        <div className="quick-order-scroll" role="region" aria-label={t('quickOrder.grid')} tabIndex={0}>
        <table className="quick-order-grid" aria-label={t('quickOrder.grid')}>
          <thead>
            <tr>
              <th>{t('quickOrder.articleNumber')}</th>
              <th>{t('quickOrder.designation')}</th>
              {columns.map((column) => (
                <th key={column}>{attributeNameText(column, locale, attributeTexts[column])}</th>
              ))}
              <th>{t('quickOrder.quantity')}</th>
              <th>{t('price.chfPerPiece')}</th>
              <th>{t('price.totalExclVat')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={`${line.articleNumber}-${index}`}>
                <td data-label={t('quickOrder.articleNumber')}>{line.articleNumber}</td>
                <td data-label={t('quickOrder.designation')}>
                  {line.product ? (
                    <>
                      {line.product.name}
                      {line.product.articleNumber !== line.articleNumber && <small className="quick-order-grid__number"> {line.product.articleNumber}</small>}
                    </>
                  ) : (
                    <span role="alert">{line.error}</span>
                  )}
                </td>
                {columns.map((column) => {
                  const cell = line.product?.grid.find((candidate) => candidate.name === column);
                  return <td key={column} data-label={attributeNameText(column, locale, attributeTexts[column])}>{cell ? displayValue(cell.name, cell.value, locale, undefined, attributeTexts) : ''}</td>;
                })}
                <td data-label={t('quickOrder.quantity')}>{line.quantity || ''}</td>
                {line.price?.available && line.price.pricePerOne !== null ? (
                  <>
                    <td data-testid="quick-price-per-one" data-label={t('price.chfPerPiece')}>{formatChf(line.price.pricePerOne)}</td>
                    <td data-testid="quick-line-price" data-label={t('price.totalExclVat')}>{line.price.linePrice === null ? '' : formatChf(line.price.linePrice)}</td>
                  </>
                ) : (
                  <td colSpan={2} data-label={t('price.chfPerPiece')}>{line.price && <UnavailablePrice reason={line.price.reason} detail={line.price.detail} />}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
      {found.length > 0 && (
        <button type="button" className="button button--primary" onClick={addAll}>
          {t('quickOrder.addToCart')}
        </button>
      )}
      {added && <p role="status">{added}</p>}
    </section>
  );
}
