import type { Locale } from '@shop/engine/browser';
import { isRouteErrorResponse } from 'react-router';
import { t } from '../i18n/i18n';

/** The text of the 404 page (000 §2, R000-2.56). */
export const notFoundMessage = 'This page could not be found';

/** What a page loader throws with its status, for the error page. */
export interface RouteErrorData {
  message: string;
}

/**
 * Status and message the error page shows: the thrown response's status and message, defaults
 * 500 and 'Error' (000 §2 Layout, R000-2.75).
 */
export function describeRouteError(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message
        ? data.message
        : error.status === 404
          ? notFoundMessage
          : error.statusText || 'Error';
    return { status: error.status || 500, message };
  }
  if (error instanceof Error) return { status: 500, message: error.message || 'Error' };
  return { status: 500, message: 'Error' };
}

/**
 * The error page's message in the reader's language: the 404 text is translated
 * (decision 915); a message a loader threw is already in the reader's language.
 */
export function errorMessageText(message: string, locale: Locale): string {
  return message === notFoundMessage ? t(locale, 'error.notFound') : message;
}
