/**
 * The one reader of a postal address in a form: the fields `prefix.name`, `prefix.street`, …
 * (without a prefix: `name`, `street`, …), trimmed, country CH when none is chosen — the shape
 * the engine's address schemas parse (checkout, quote checkout, address book).
 */
export function addressOf(form: FormData, prefix = '') {
  const field = (name: string): string => {
    const value = form.get(prefix ? `${prefix}.${name}` : name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    name: field('name'),
    addition: field('addition'),
    street: field('street'),
    zipCode: field('zipCode'),
    city: field('city'),
    country: field('country') || 'CH',
  };
}
