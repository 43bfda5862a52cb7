import { translateValidation } from '@shop/engine/browser';
import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { useLocale } from '../i18n/i18n';

/**
 * The problems a field shows (000 §5, R000-5.21): the server's once the form was validated there,
 * the browser's own check only once the field was touched (left) or the form was submitted.
 */
export function visibleFieldErrors(options: { touched: boolean; serverErrors?: readonly string[] | undefined; clientError?: string | undefined }): string[] {
  const shown = [...(options.serverErrors ?? [])];
  if (options.touched && options.clientError && !shown.includes(options.clientError)) shown.push(options.clientError);
  return shown;
}

/**
 * A labelled form input with its problems listed below it (000 §5: required by default with a
 * required marker, R000-5.19/5.20; errors per field once touched or validated, R000-5.21).
 */
export function FormField({
  label,
  name,
  errors,
  required = true,
  onBlur,
  onInvalid,
  ...input
}: { label: string; name: string; errors?: readonly string[] | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const id = `field-${name.replace(/\W/g, '-')}`;
  const locale = useLocale();
  const [touched, setTouched] = useState(false);
  const [clientError, setClientError] = useState<string | undefined>(undefined);
  const check = (target: HTMLInputElement) => setClientError(required && target.value.trim() === '' ? translateValidation('required', undefined, locale) : undefined);
  const shown = visibleFieldErrors({ touched, serverErrors: errors, clientError });
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        id={id}
        name={name}
        required={required}
        aria-invalid={shown.length ? true : undefined}
        onBlur={(event) => {
          setTouched(true);
          check(event.currentTarget);
          onBlur?.(event);
        }}
        onInvalid={(event) => {
          // The form was submitted (validated) with this field empty.
          setTouched(true);
          check(event.currentTarget);
          onInvalid?.(event);
        }}
        {...input}
        onChange={(event) => {
          if (touched) check(event.currentTarget);
          input.onChange?.(event);
        }}
      />
      {shown.map((error) => (
        <p key={error} className="form-field__error" role="alert">
          {error}
        </p>
      ))}
    </div>
  );
}

/** The message of a failed form as a whole. */
export function FormError({ message }: { message?: string | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // A failed step says so at the top of the form and takes the focus there, so
  // keyboard and screen-reader users start from the problem, not from the button they pressed.
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} tabIndex={-1} className="form-error" role="alert" style={{ whiteSpace: 'pre-line' }}>
      {message}
    </p>
  );
}
