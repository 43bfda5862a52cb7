import { translateError } from '@shop/engine/browser';
import { describe, expect, it } from 'vitest';
import { outcomeOfAnswer } from './ContactForm';

const answer = (status: number, error?: unknown) => ({ response: new Response(null, { status }), error });

describe('the contact form’s outcome of the API answer (R000-7.10)', () => {
  it('sent on 2xx; a 400 other than “incomplete” shows its own translated text; the incomplete 400 and anything else name their outcome', () => {
    expect(outcomeOfAnswer(answer(200), 'de-CH')).toEqual({ kind: 'sent' });
    const wrong = 'Die Sicherheitsanfrage wurde falsch beantwortet.';
    expect(outcomeOfAnswer(answer(400, { errors: [{ message: wrong, field: 'captcha.answer' }] }), 'en-US')).toEqual({ kind: 'error', message: translateError(wrong, undefined, 'en-US') });
    expect(translateError(wrong, undefined, 'en-US')).not.toBe(wrong);
    expect(outcomeOfAnswer(answer(400, { errors: [{ message: 'Bitte füllen Sie das Formular vollständig aus.' }] }), 'de-CH')).toEqual({ kind: 'incomplete' });
    expect(outcomeOfAnswer(answer(400, 'not json'), 'de-CH')).toEqual({ kind: 'incomplete' });
    expect(outcomeOfAnswer(answer(429, { errors: [{ message: 'Zu viele Anfragen.' }] }), 'de-CH')).toEqual({ kind: 'failed' });
    expect(outcomeOfAnswer(answer(500), 'de-CH')).toEqual({ kind: 'failed' });
  });
});
