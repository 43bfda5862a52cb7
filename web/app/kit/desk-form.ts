import { useFetcher } from 'react-router';
import { useFetcherToasts } from './Toasts';

/** What a back-office form action answers: a toast on success, messages per field on failure. */
export type DeskActionResult =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; message: string; fieldErrors: Record<string, string>; conflict?: boolean };

/** The back office's success texts (001 §9). */
export const SAVED = 'Änderungen gespeichert';
export const EXECUTED = 'Ausgeführt';

/**
 * A back-office page's form state in one call: the fetcher, its toasts (success 'Änderungen
 * gespeichert'/'Ausgeführt' or the error), `formKey` that remounts forms after a success so they
 * show the stored values and version, the messages per field, and whether the answer was a
 * version conflict (someone else saved meanwhile).
 */
export function useDeskForm() {
  const fetcher = useFetcher<DeskActionResult>();
  const { toasts, formKey, push } = useFetcherToasts(fetcher);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const failure = result && !result.ok ? result : undefined;
  const fieldErrors: Record<string, string> = failure?.fieldErrors ?? {};
  return {
    fetcher,
    toasts,
    push,
    formKey,
    result,
    /** The failure's text (for a page head), undefined after a success. */
    error: failure?.message,
    fieldErrors,
    errorOf: (name: string): string | undefined => fieldErrors[name],
    /** A field's message only when the failed action was `intent` (pages with several forms). */
    errorIn: (intent: string, name: string): string | undefined => (failure?.intent === intent ? fieldErrors[name] : undefined),
    conflict: failure?.conflict === true ? failure.message : undefined,
    busy: fetcher.state !== 'idle',
  };
}

/** The fetcher of `useDeskForm`, for a page's sub-components that post through it. */
export type DeskFetcher = ReturnType<typeof useDeskForm>['fetcher'];
