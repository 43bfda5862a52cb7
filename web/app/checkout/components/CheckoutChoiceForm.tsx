import type { ReactNode } from 'react';
import { Form, useSubmit } from 'react-router';

/**
 * A block of the checkout summary whose radio choices re-price the order (the way of a domestic
 * delivery, decision 1140; the FedEx service, decision 745): a change submits at once, the
 * button serves a browser without JavaScript; the errors stand under the choices.
 */
export function CheckoutChoiceForm({ id, title, hint, intent, apply, errors, children }: { id: string; title: string; hint: string; intent: string; apply: string; errors?: string[] | undefined; children: ReactNode }) {
  const submit = useSubmit();
  return (
    <section className="checkout-summary__block checkout-carrier" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Form method="post" className="checkout-form" onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}>
        <input type="hidden" name="intent" value={intent} />
        <fieldset className="checkout-fieldset">
          <legend className="form-hint">{hint}</legend>
          {children}
          {errors?.map((error) => (
            <p key={error} className="form-field__error" role="alert">
              {error}
            </p>
          ))}
        </fieldset>
        <noscript>
          <button type="submit" className="button">
            {apply}
          </button>
        </noscript>
      </Form>
    </section>
  );
}
