import { describe, expect, it } from 'vitest';
import { ErrorMessageCode, MESSAGE_CATALOGUE } from './catalogue';
import {
  ApiResponseError,
  ApiValidationError,
  TOAST_DEFAULTS,
  ToastKind,
  errorBodySchema,
  errorFromResponse,
  errorFromResponseBody,
  errorToasts,
  errorsByField,
  toErrorBody,
  toastKindFor,
} from './error-body';
import { DEFAULT_LOCALE, LANGUAGE_COOKIE_MAX_AGE_DAYS, LOCALES, interpolate, isLocale, languageOf, resolveLocale } from './locales';
import { hasMessage, lookupMessage, translateError, translateMessage } from './translate';

describe('locales (000 §1)', () => {
  it('R000-1.04 de-CH (default), fr-FR and en-US; R000-1.05 the language cookie lasts 365 days', () => {
    expect(LOCALES).toEqual(['de-CH', 'fr-FR', 'en-US']);
    expect(DEFAULT_LOCALE).toBe('de-CH');
    expect(LANGUAGE_COOKIE_MAX_AGE_DAYS).toBe(365);
    expect(languageOf('fr-FR')).toBe('fr');
    expect(isLocale('en-US')).toBe(true);
    expect(isLocale('en-GB')).toBe(false);
  });

  it.each([
    ['fr', 'fr-FR'],
    ['fr-CH', 'fr-FR'],
    ['EN', 'en-US'],
    ['it-CH', 'de-CH'],
    ['', 'de-CH'],
    [null, 'de-CH'],
  ] as const)('resolveLocale(%s) → %s', (input, expected) => {
    expect(resolveLocale(input)).toBe(expected);
  });

  it('interpolate fills {name} placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Der Eintrag {field} ist bereits vorhanden.', { field: 'E-Mail' })).toBe('Der Eintrag E-Mail ist bereits vorhanden.');
    expect(interpolate('{a} {b}', { a: 1, b: null })).toBe('1 {b}');
    expect(interpolate('{a}')).toBe('{a}');
  });
});

describe('the error catalogue (000 §8, 001 §8)', () => {
  it.each([
    ['R000-8.04 R001-8.09', 'captchaWrong', 'Die Sicherheitsanfrage wurde falsch beantwortet.'],
    ['R000-8.05 R001-8.10', 'foreignKeyViolation', 'Objekt wird noch verwendet und konnte daher nicht gelöscht werden.'],
    ['R000-8.06 R001-8.11', 'duplicateEntry', 'Der Eintrag {field} ist bereits vorhanden.'],
    ['R000-8.07 R001-8.12', 'pdfNotCreated', 'PDF wurde nicht erzeugt'],
    ['R000-8.08 R001-8.13', 'javaProgramFailed', 'Java Programm konnte nicht ausgeführt werden.'],
    ['R000-8.09 R001-8.14', 'orderNotKoller', 'Bestellung ist nicht von Typ Koller'],
    ['R000-8.10 R001-8.15', 'registrationFailed', 'Mit den angegebenen Daten konnte keine Registrierung durchgeführt werden.'],
    ['R000-8.11 R001-8.16', 'contactSendFailed', 'Der Server konnte Ihre Nachricht nicht versenden. Schreiben Sie uns direkt eine Mail an {email}'],
    ['R000-5.27', 'termsNotAccepted', 'Die Allgemeinen Geschäftsbedinungen wurden nicht akzeptiert.'],
    ['R000-5.28', 'contactFormIncomplete', 'Bitte füllen Sie das Formular vollständig aus.'],
    ['R000-2.56', 'pageNotFound', 'Diese Seite wurde nicht gefunden'],
  ] as const)('%s errors.%s is verbatim in German: %s', (_ids, code, german) => {
    expect(MESSAGE_CATALOGUE[`errors.${code}`].de).toBe(german);
    expect(translateError(code, undefined, 'de-CH')).toBe(german);
  });

  it.each([
    ['R000-8.12 R001-8.17', 'contact.sent', 'Ihre Nachricht wurde erfolgreich versendet.'],
    ['R000-8.13', 'contact.followUp', 'Wir werden uns schnellstmöglich bei Ihnen melden.'],
    ['R000-8.16 R001-8.05', 'success.changesSaved', 'Änderungen gespeichert'],
    ['R000-8.17 R001-8.06', 'success.executed', 'Ausgeführt'],
    ['R000-8.14', 'checkout.orderSubmitted', 'Bestellung abgeschickt'],
    ['R000-8.15', 'checkout.completed', 'Vielen Dank für Ihre Bestellung! Sie erhalten eine Bestätigung per E-Mail.'],
    ['R000-2.35', 'checkout.paymentFailedTitle', 'Zahlungsfehler'],
    ['R000-2.40', 'checkout.quoteOrderTitle', 'Offerte Bestellen'],
  ] as const)('%s %s is verbatim in German: %s', (_ids, key, german) => {
    expect(translateMessage(key)).toBe(german);
    expect(translateMessage(key, undefined, 'en-US')).not.toBe(german);
  });

  it('every catalogue entry has German, French and English text, the same placeholders in each', () => {
    for (const [key, texts] of Object.entries(MESSAGE_CATALOGUE)) {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(texts.de, key).not.toBe('');
      expect(placeholders(texts.fr), key).toEqual(placeholders(texts.de));
      expect(placeholders(texts.en), key).toEqual(placeholders(texts.de));
    }
    for (const code of Object.values(ErrorMessageCode)) expect(hasMessage(`errors.${code}`), code).toBe(true);
  });

  it('R000-8.02 R001-8.03 toast errors are translated via errors.<message> with parameters', () => {
    expect(translateError('duplicateEntry', { field: 'E-Mail' }, 'de-CH')).toBe('Der Eintrag E-Mail ist bereits vorhanden.');
    expect(translateError('duplicateEntry', { field: 'E-Mail' }, 'fr-FR')).toBe("L'entrée E-Mail existe déjà.");
    expect(translateError('contactSendFailed', { email: 'info@holzwerk.ch' }, 'en-US')).toBe(
      'The server could not send your message. Please write to us directly at info@holzwerk.ch',
    );
    // A message that is the German catalogue text itself finds the same entry.
    expect(translateError('Der Eintrag {field} ist bereits vorhanden.', { field: 'Name' }, 'en-US')).toBe('The entry Name already exists.');
    expect(translateError('Die Sicherheitsanfrage wurde falsch beantwortet.', undefined, 'fr-FR')).toBe(
      'La question de sécurité a reçu une mauvaise réponse.',
    );
  });

  it('R000-8.03 R001-8.04 without a translation the raw message is shown', () => {
    expect(translateError('Kunde 17 ist gesperrt', undefined, 'en-US')).toBe('Kunde 17 ist gesperrt');
    expect(translateError('Limit {n} erreicht', { n: 3 }, 'en-US')).toBe('Limit 3 erreicht');
    expect(translateError('not root element found in list')).toBe('not root element found in list');
    expect(translateMessage('no.such.key')).toBe('no.such.key');
    expect(lookupMessage('no.such.key')).toBeUndefined();
    expect(lookupMessage('toString')).toBeUndefined();
  });

  it('R000-8.27 other server error codes: the engine error kinds have texts (decision 103)', () => {
    expect(translateError('not_found')).toBe('Der Eintrag wurde nicht gefunden.');
    expect(translateError('forbidden', undefined, 'en-US')).toBe('You are not allowed to do this.');
    expect(translateError('unauthenticated', undefined, 'fr-FR')).toBe('Veuillez vous connecter.');
    for (const kind of ['invalid', 'forbidden', 'not_found', 'conflict', 'unauthenticated', 'unavailable', 'internal']) {
      expect(hasMessage(`errors.${kind}`), kind).toBe(true);
    }
  });

  it('order status, position status and completion labels exist in all three languages', () => {
    expect(translateMessage('orderStatus.PREPARATION')).toBe('In Bearbeitung');
    expect(translateMessage('positionStatus.PARTLY_INVOICED', undefined, 'en-US')).toBe('Partly invoiced');
    expect(translateMessage('completion.COMPLETE', undefined, 'fr-FR')).toBe('Terminé');
  });
});

describe('the error body and the client reader (000 §7, 001 §8)', () => {
  it('R000-7.39 R001-8.01 an errors list raises a validation error with the messages joined by line breaks', () => {
    const body = toErrorBody({ message: 'captchaWrong' }, { message: 'duplicateEntry', params: { field: 'E-Mail' }, field: 'email' });
    expect(errorBodySchema.parse(body)).toEqual(body);
    const error = errorFromResponseBody(400, body);
    expect(error).toBeInstanceOf(ApiValidationError);
    expect(error.message).toBe('captchaWrong\nduplicateEntry');
    expect((error as ApiValidationError).entries).toHaveLength(2);
    expect(error.status).toBe(400);
  });

  it('R000-7.40 R001-8.02 without an errors list the error carries status and body', () => {
    for (const body of [{ error: 'boom' }, 'Internal Server Error', null, { errors: 'nope' }]) {
      const error = errorFromResponseBody(500, body);
      expect(error).toBeInstanceOf(ApiResponseError);
      expect(error.status).toBe(500);
      expect((error as ApiResponseError).body).toEqual(body);
    }
  });

  it('R000-7.38 R001-7.131 R000-7.39 R000-7.40 a Response is read as bytes and parsed as JSON when the content type says so', async () => {
    const json = new Response(JSON.stringify({ errors: [{ message: 'pdfNotCreated' }] }), {
      status: 422,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    const validation = await errorFromResponse(json);
    expect(validation).toBeInstanceOf(ApiValidationError);
    expect(validation.message).toBe('pdfNotCreated');

    const brokenJson = await errorFromResponse(new Response('{oops', { status: 502, headers: { 'content-type': 'application/json' } }));
    expect(brokenJson).toBeInstanceOf(ApiResponseError);
    expect((brokenJson as ApiResponseError).body).toBe('{oops');

    const binary = await errorFromResponse(new Response(new Uint8Array([1, 2, 3]), { status: 500, headers: { 'content-type': 'application/pdf' } }));
    expect(binary).toBeInstanceOf(ApiResponseError);
    expect((binary as ApiResponseError).body).toEqual(new Uint8Array([1, 2, 3]));
    expect(binary.message).toBe('Request failed with status 500');

    const noType = await errorFromResponse(new Response(null, { status: 404 }));
    expect(noType.status).toBe(404);
  });

  it('R000-8.02 R000-8.03 one translated toast per error entry', () => {
    expect(errorToasts([{ message: 'captchaWrong' }, { message: 'raw text' }], 'en-US')).toEqual([
      { kind: 'error', text: 'The security question was answered incorrectly.' },
      { kind: 'error', text: 'raw text' },
    ]);
  });

  it('R000-8.18 R001-8.07 warnings appear as info toasts; toasts top-right for 3000 ms', () => {
    expect(toastKindFor('warning')).toBe(ToastKind.INFO);
    expect(toastKindFor('info')).toBe('info');
    expect(toastKindFor('success')).toBe('success');
    expect(toastKindFor('error')).toBe('error');
    expect(TOAST_DEFAULTS).toEqual({ position: 'top-right', durationMs: 3000, maxWidthPx: 350 });
  });

  it('R000-8.19 R001-8.08 problems with a field are listed per field', () => {
    expect(
      errorsByField(
        [
          { message: 'duplicateEntry', params: { field: 'E-Mail' }, field: 'email' },
          { message: 'captchaWrong', field: 'captcha' },
          { message: 'termsNotAccepted' },
          { message: 'raw', field: 'email' },
        ],
        'de-CH',
      ),
    ).toEqual({
      email: ['Der Eintrag E-Mail ist bereits vorhanden.', 'raw'],
      captcha: ['Die Sicherheitsanfrage wurde falsch beantwortet.'],
      '': ['Die Allgemeinen Geschäftsbedinungen wurden nicht akzeptiert.'],
    });
  });
});
