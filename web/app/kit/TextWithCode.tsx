import { Fragment } from 'react';

/**
 * A sentence naming a code the shopper reads and quotes (an order number 'B-2026-000001'): the
 * code stays on one line instead of breaking at its hyphens, as it did at 375 px on the payment
 * error and the cart's notice. The text stays the same characters (a copied number is the number).
 *
 * @example <TextWithCode text={t('failed.text', { id })} code={id} />
 */
export function TextWithCode({ text, code }: { text: string; code: string }) {
  if (!code) return <>{text}</>;
  return (
    <>
      {text.split(code).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <span className="no-break">{code}</span>}
          {part}
        </Fragment>
      ))}
    </>
  );
}
