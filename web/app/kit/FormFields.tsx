import type { ComponentType, FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { ConfirmButton, type ConfirmQuestion } from './ConfirmButton';

/** A field's error message under its input, nothing when there is none. */
export function FieldError({ message }: { message: string | undefined }) {
  return message ? <span className="field-error">{message}</span> : null;
}

/**
 * A labelled input of a back-office form with its error under it; `defaultValue` null shows
 * empty. The label wraps the input, so tests and screen readers find it by its text.
 */
export function TextField({
  label,
  error,
  defaultValue,
  className,
  ...input
}: { label: ReactNode; error?: string | undefined; defaultValue?: string | number | null | undefined } & Omit<InputHTMLAttributes<HTMLInputElement>, 'defaultValue'>) {
  return (
    <label className={className}>
      {label}
      <input {...input} defaultValue={defaultValue ?? ''} />
      <FieldError message={error} />
    </label>
  );
}

type FormComponent = ComponentType<{ method: 'post'; onSubmit?: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode }>;

/**
 * One action button of a back-office page: a small post form with its `intent` and hidden values
 * (e.g. the version); a destructive one (`confirm`: what will be gone) asks first in the one
 * confirm dialog (decision 1099).
 */
export function IntentButton({
  fetcher,
  intent,
  values = {},
  busy,
  kind = 'secondary',
  confirm,
  children,
}: {
  fetcher: { Form: FormComponent };
  intent: string;
  values?: Record<string, string | number>;
  busy: boolean;
  kind?: 'primary' | 'secondary' | 'danger';
  confirm?: ConfirmQuestion;
  children: ReactNode;
}) {
  const Form = fetcher.Form;
  const className = kind === 'primary' ? 'admin-button' : `admin-button is-${kind}`;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {confirm ? (
        <ConfirmButton question={confirm} className={className} disabled={busy}>
          {children}
        </ConfirmButton>
      ) : (
        <button type="submit" className={className} disabled={busy}>
          {children}
        </button>
      )}
    </Form>
  );
}

/** The PDF and the Stückliste (bill of parts) of an order or quote, opened in a new tab. */
export function DocumentLinks({ base }: { base: string }) {
  return (
    <>
      <a className="admin-button is-secondary" href={`${base}/pdf`} target="_blank" rel="noreferrer">
        PDF
      </a>
      <a className="admin-button is-secondary" href={`${base}/stueckliste`} target="_blank" rel="noreferrer">
        Stückliste
      </a>
    </>
  );
}
