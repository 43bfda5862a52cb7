export { formErrorsOf, formStatusOf, type FormErrors } from '../kit/form-errors.server';

/** A redirect target after login: a path of this shop only (never //host or http://…). */
export function safeRedirectTarget(value: FormDataEntryValue | string | null | undefined, fallback = '/user/profile/bestellungen'): string {
  const target = typeof value === 'string' ? value : '';
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : fallback;
}

export const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
