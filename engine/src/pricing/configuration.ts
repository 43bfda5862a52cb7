import type { Locale } from '../i18n/locales';
import { buildFromConfiguration, findElement, isProductFamily, issueText, productModels } from '../parts';
import type { MoneyString } from '../money/money';
import { translateValidation } from '../validation/messages';
import { partListCost } from './part-cost';

/** What the price strategies get for one line: the configuration to price, or why it cannot be built. */
export type PricingConfiguration =
  | { ok: true; configuration: Record<string, string>; partCost: MoneyString | null }
  | { ok: false; problems: string[] };

const ignoreWarning = () => undefined;

/**
 * The configuration a line is priced with:
 * - a fixed product (not configurable) is priced with its own attribute values only — a
 *   configuration sent with it never changes its price;
 * - a configurable product: its own values overlaid with the line's, then built by the product
 *   type's model. A configuration the model refuses (out of bounds, an ERROR issue such as 'fits
 *   in no truck') is not priced: the problems come back in the caller's language. Choice values
 *   are written as the model's label ('SPRUCE_FIR_SAWN', 'Fichte' → 'Sägeroh Fichte/Tanne'), so a
 *   workbook, a remote service and the price cache see one spelling, whichever the cart sent.
 * `partCost` is the built part list's material and labour cost (MARGIN's internal cost of a
 * configured product), null without a model.
 */
export function pricingConfiguration(
  product: { canBeConfigured: boolean; modelFamily: string | null },
  own: Readonly<Record<string, string>>,
  requested: Readonly<Record<string, string>>,
  locale: Locale,
): PricingConfiguration {
  const merged: Record<string, string> = product.canBeConfigured ? { ...own, ...requested } : { ...own };
  const family = product.modelFamily;
  if (!isProductFamily(family)) return { ok: true, configuration: merged, partCost: null };
  const built = buildFromConfiguration(family, merged, ignoreWarning);
  if (!built.ok) {
    if (!product.canBeConfigured) return { ok: true, configuration: merged, partCost: null };
    const problems = built.errors.map((error) => {
      const attribute = productModels[family].attributes.find((spec) => spec.field === error.field.split('.')[0]);
      const text = translateValidation(error.message, error.params as Record<string, string | number> | undefined, locale);
      return attribute ? `${attribute.name}: ${text}` : text;
    });
    return { ok: false, problems: [...new Set(problems)] };
  }
  const errors = built.result.issues.filter((issue) => issue.level === 'ERROR');
  if (errors.length > 0 && product.canBeConfigured) return { ok: false, problems: errors.map((issue) => issueText(issue, locale)) };
  const configuration = { ...merged };
  for (const spec of productModels[family].attributes) {
    const value = configuration[spec.name];
    if (spec.kind === 'choice' && value !== undefined && value.trim() !== '') configuration[spec.name] = findElement(spec.elements, value, ignoreWarning).label;
  }
  return { ok: true, configuration, partCost: partListCost(built.result.totals) };
}
