import { translateError, type Locale } from '@shop/engine/browser';
import { useState, type FormEvent } from 'react';
import { apiClient, errorBodyOf, type ApiRequestBody } from '../../kit/api-client';
import { FormError, FormField } from '../../kit/FormField';
import { useLocale, useT } from '../../i18n/i18n';

export type ContactOutcome = { kind: 'sent' } | { kind: 'incomplete' } | { kind: 'failed' } | { kind: 'error'; message: string };

const FIELDS = ['name', 'email', 'subject', 'message', 'captchaAnswer'] as const;

/** The body of POST /api/customers/contact/contact-form, as the document declares it. */
export type ContactBody = ApiRequestBody<'/api/customers/contact/contact-form'>;

/** The form's fields as the API's body (000 §7: email, subject, message, name, captcha, shopType). */
export function contactBody(form: FormData): ContactBody {
  const value = (name: string) => String(form.get(name) ?? '').trim();
  return {
    email: value('email'),
    subject: value('subject'),
    message: value('message'),
    name: value('name'),
    captcha: { questionId: Number(value('captchaQuestionId') || -1), answer: value('captchaAnswer') },
    shopType: Number(value('shopType') || 99),
  };
}

/** Whether every field is filled (000 §5: 'Bitte füllen Sie das Formular vollständig aus.'). */
export function isContactFormComplete(form: FormData): boolean {
  return FIELDS.every((name) => String(form.get(name) ?? '').trim() !== '');
}

/**
 * The outcome of an API answer (its status and, refused, its body): a wrong captcha keeps its own
 * text, a failed send names the shop address.
 */
export function outcomeOfAnswer(answer: { response: Response; error?: unknown }, locale: Locale): ContactOutcome {
  if (answer.response.ok) return { kind: 'sent' };
  const first = errorBodyOf(answer.error)?.errors[0];
  if (answer.response.status === 400 && first && first.message !== 'Bitte füllen Sie das Formular vollständig aus.') {
    return { kind: 'error', message: translateError(first.message, first.params, locale) };
  }
  return answer.response.status === 400 ? { kind: 'incomplete' } : { kind: 'failed' };
}

/**
 * The contact form of /kontakt. With JavaScript it posts JSON to /api/customers/contact/contact-form;
 * without, the browser posts the form to the page's action, which calls the same engine operation.
 */
export function ContactForm({
  captcha,
  shopType,
  shopEmail,
  initialOutcome,
}: {
  captcha: { questionId: number; question: string } | null;
  shopType: number;
  shopEmail: string;
  initialOutcome?: ContactOutcome | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const [outcome, setOutcome] = useState<ContactOutcome | undefined>(initialOutcome);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (!isContactFormComplete(form)) {
      setOutcome({ kind: 'incomplete' });
      return;
    }
    setBusy(true);
    try {
      const answer = await apiClient.POST('/api/customers/contact/contact-form', { body: contactBody(form) });
      setOutcome(outcomeOfAnswer(answer, locale));
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  }

  if (outcome?.kind === 'sent') {
    return (
      <div className="contact-form__sent" role="status">
        <p>{t('contact.success')}</p>
        <p>{t('contact.successFollowUp')}</p>
      </div>
    );
  }
  const message =
    outcome?.kind === 'incomplete'
      ? t('contact.incomplete')
      : outcome?.kind === 'failed'
        ? t('contact.failure', { email: shopEmail })
        : outcome?.kind === 'error'
          ? outcome.message
          : undefined;
  return (
    <form method="post" className="contact-form form" noValidate onSubmit={submit}>
      <input type="hidden" name="shopType" value={shopType} />
      <input type="hidden" name="captchaQuestionId" value={captcha?.questionId ?? -1} />
      <FormField label={t('contact.name')} name="name" autoComplete="name" />
      <FormField label={t('contact.email')} name="email" type="email" autoComplete="email" />
      <FormField label={t('contact.subject')} name="subject" />
      <div className="form-field">
        <label htmlFor="field-message">
          {t('contact.message')}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea id="field-message" name="message" rows={6} required />
      </div>
      <FormField label={captcha ? `${t('contact.captcha')}: ${captcha.question}` : t('contact.captcha')} name="captchaAnswer" autoComplete="off" />
      <FormError message={message} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('contact.send')}
      </button>
    </form>
  );
}
