import type { InputHTMLAttributes } from 'react';

/** A labelled form input with its problems listed below it (000 §5: required marker, errors per field). */
export function FormField({
  label,
  name,
  errors,
  required = true,
  ...input
}: { label: string; name: string; errors?: readonly string[] | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const id = `field-${name.replace(/\W/g, '-')}`;
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input id={id} name={name} required={required} aria-invalid={errors?.length ? true : undefined} {...input} />
      {errors?.map((error) => (
        <p key={error} className="form-field__error" role="alert">
          {error}
        </p>
      ))}
    </div>
  );
}

/** The message of a failed form as a whole. */
export function FormError({ message }: { message?: string | undefined }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
