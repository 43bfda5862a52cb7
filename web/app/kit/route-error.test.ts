import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, test } from 'vitest';
import { describeRouteError, errorMessageText, notFoundMessage } from './route-error';

describe('describeRouteError', () => {
  test('R000-2.75 defaults to status 500 and message Error', () => {
    expect(describeRouteError(undefined)).toEqual({ status: 500, message: 'Error' });
    expect(describeRouteError(new Error(''))).toEqual({ status: 500, message: 'Error' });
  });

  test('R000-2.56 a 404 without message says the page could not be found', () => {
    expect(describeRouteError(new ErrorResponseImpl(404, 'Not Found', null))).toEqual({ status: 404, message: notFoundMessage });
  });

  test('a thrown response shows its status and message', () => {
    expect(describeRouteError(new ErrorResponseImpl(409, 'Conflict', { message: 'Schon vorhanden' }))).toEqual({
      status: 409,
      message: 'Schon vorhanden',
    });
  });
});

describe('errorMessageText', () => {
  test('R000-2.56 the 404 text in the reader’s language; other messages as thrown', () => {
    expect(errorMessageText(notFoundMessage, 'de-CH')).toBe('Diese Seite wurde nicht gefunden');
    expect(errorMessageText(notFoundMessage, 'fr-FR')).toBe('Cette page est introuvable');
    expect(errorMessageText(notFoundMessage, 'en-US')).toBe('This page could not be found');
    expect(errorMessageText('Schon vorhanden', 'fr-FR')).toBe('Schon vorhanden');
  });
});
