import { parseSwissDecimal, type ProductFormAttribute } from '@shop/engine';
import { translationsOf } from '../../kit/translation-fields';

const field = (form: FormData, name: string): string => String(form.get(name) ?? '').trim();

/**
 * The product form as the engine's create/update input: the values in the order of the type's
 * attributes (so an error `values.<i>.value` lands on its input), empty clears a value.
 */
export function productInputOf(form: FormData, attributes: readonly ProductFormAttribute[]) {
  const typed = field(form, 'listPrice');
  // Typed as staff type amounts ("1'234,50"); what it cannot read goes to the engine as typed, which names the field.
  const listPrice = parseSwissDecimal(typed) ?? typed;
  return {
    name: field(form, 'name'),
    typeId: Number(field(form, 'typeId')),
    kindCode: Number(field(form, 'kindCode') || 1) as 1,
    description: field(form, 'description') || null,
    listPrice: listPrice === '' ? null : listPrice,
    published: form.get('published') === 'on',
    publiclyAvailable: form.get('publiclyAvailable') === 'on',
    canBeConfigured: form.get('canBeConfigured') === 'on',
    translations: translationsOf(form),
    values: attributes.map((entry) => ({ attributeId: entry.attributeId, value: field(form, `value.${entry.attributeId}`) || null })),
  };
}
