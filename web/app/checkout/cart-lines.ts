import { DEFAULT_LOCALE, attributeNameText, displayConfiguration, displayValue, isPlz, isPlzNonCh, type AttributeTexts, type Locale } from '@shop/engine/browser';
import type { PricedLineText, ShopCartItem } from './cart';

/*
 * The cart page's helpers that need the engine's heavier rules (the configurators' attribute
 * lists, the validation rules): kept apart from the cart store (cart.ts), which every page's
 * header loads, so a catalogue page's first JavaScript does not carry them.
 */

/**
 * The postal code the prices are asked for: only a valid one for the country (000 §5: the Swiss
 * rule for CH and LI, the non-Swiss rule elsewhere — 79539 stays 79539), else none.
 */
export function pricingZipCode(zipCode: string, country = 'CH'): string | undefined {
  const trimmed = zipCode.trim();
  const domestic = country === 'CH' || country === 'LI';
  return (domestic ? isPlz(trimmed) : isPlzNonCh(trimmed)) ? trimmed : undefined;
}

/**
 * The properties a cart card lists: the configuration, else the product's order-position
 * properties from the server's answer — one list whichever way the line came in (product page,
 * quick order, reorder, favourites; decision 1166) — else those stored with the line.
 */
export function cartItemProperties(item: ShopCartItem, locale: Locale = DEFAULT_LOCALE, texts: AttributeTexts = {}, priced?: PricedLineText): { name: string; value: string }[] {
  // Every value through its attribute's display: '2 Kufen', 'Ja', '1200 mm', not codes;
  // staff's own translations first (decision 974).
  const configured = displayConfiguration(item.configuration, locale, [], texts);
  if (configured.length > 0) return configured;
  return (priced?.properties ?? item.product.properties ?? []).map((property) => ({
    name: attributeNameText(property.name, locale, texts[property.name]),
    value: displayValue(property.name, property.value, locale, property.typeId === undefined ? undefined : { name: property.name, typeId: property.typeId }, texts),
  }));
}
