import { DEFAULT_GENDER, DEFAULT_LANGUAGE_ID, Gender } from '@shop/engine/browser';
import { useEffect } from 'react';
import { Form, Link, data, redirect, useActionData, useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/register';
import { CountrySelect } from '../kit/CountrySelect';
import { FormError, FormField } from '../kit/FormField';
import { engineContext } from '../server/engine-context';
import { accountText, useAccountText } from '../i18n/i18n-account';
import { localeOfMatches } from '../i18n/i18n-shop';
import { pageMeta } from '../kit/meta';
import { requestContext } from '../server/request-context.server';
import { markSignUpPending } from '../shop/client-state';
import { sessionCookie } from '../server/session.server';
import { formErrorsOf, formStatusOf, text } from './form.server';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: accountText(localeOfMatches(matches), 'register.title') });

/** A random security question for the form (a failure leaves it out: questionId -1 is then wrong). */
export async function loader({ context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  const captcha = await engine.customers.registration.randomCaptcha(context.get(requestContext)).catch(() => ({ questionId: -1, question: '' }));
  return { captcha };
}

/** POST /user/register: person or company (intent), then logged in on the address book. */
export async function action({ request, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  const ctx = context.get(requestContext);
  const form = await request.formData();
  const kind = text(form, 'kind') === 'company' ? 'company' : 'person';
  const captcha = { questionId: Number(text(form, 'captcha.questionId') || -1), answer: text(form, 'captcha.answer') };
  const contactPerson = {
    title: Number(text(form, 'contactPerson.title') || DEFAULT_GENDER),
    firstName: text(form, 'contactPerson.firstName'),
    lastName: text(form, 'contactPerson.lastName'),
    phone: text(form, 'contactPerson.phone'),
    languageId: DEFAULT_LANGUAGE_ID,
  };
  const credentials = { email: text(form, 'email'), password: text(form, 'password'), passwordRepeat: text(form, 'passwordRepeat'), captcha };
  try {
    const result =
      kind === 'company'
        ? await engine.customers.registration.registerCompany({
            ...credentials,
            name: text(form, 'name'),
            addition: text(form, 'addition'),
            invoiceEmail: text(form, 'invoiceEmail'),
            contactPerson,
            // The company's invoice address: default for invoices, delivery and mail.
            address: {
              name: text(form, 'name'),
              addition: text(form, 'addition'),
              street: text(form, 'address.street'),
              zipCode: text(form, 'address.zipCode'),
              city: text(form, 'address.city'),
              country: text(form, 'address.country') || 'CH',
            },
          })
        : await engine.customers.registration.registerPerson({
            ...credentials,
            contactPerson,
            address: {
              name: `${contactPerson.firstName} ${contactPerson.lastName}`.trim(),
              street: text(form, 'address.street'),
              zipCode: text(form, 'address.zipCode'),
              city: text(form, 'address.city'),
              country: text(form, 'address.country') || 'CH',
            },
          });
    const secure = new URL(request.url).protocol === 'https:';
    return redirect('/user/profile/adressen', { headers: { 'Set-Cookie': sessionCookie(result.token, { secure, maxAgeSeconds: engine.auth.tokens.ttlSeconds }) } });
  } catch (error) {
    // Everything typed comes back but the passwords; the same security question stays.
    const values: Record<string, string> = {};
    for (const [name, value] of form.entries()) if (typeof value === 'string' && !KEEP_OUT.has(name)) values[name] = value;
    return data({ ...formErrorsOf(error, ctx.locale), values, captcha: { questionId: captcha.questionId, question: text(form, 'captcha.question') } }, { status: formStatusOf(error) });
  }
}

/** Fields never sent back after a failed registration. */
const KEEP_OUT = new Set(['password', 'passwordRepeat', 'captcha.question', 'captcha.questionId']);

export default function RegisterPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const captcha = result?.captcha && result.captcha.questionId > 0 && result.captcha.question ? result.captcha : loaded.captcha;
  const value = (name: string) => result?.values?.[name];
  const [params] = useSearchParams();
  const t = useAccountText();
  const company = params.get('type') === 'company';
  const errors = (name: string) => result?.fieldErrors[name];
  // A refused registration logs nobody in: the next login is not a sign-up (analytics, R000-7.44).
  useEffect(() => {
    if (result) markSignUpPending(false);
  }, [result]);
  return (
    <section className="container account-page">
      <h1>{t('register.title')}</h1>
      <nav className="account-tabs" aria-label={t('register.customerType')}>
        <Link to="/user/register" aria-current={company ? undefined : 'page'}>
          {t('register.person')}
        </Link>
        <Link to="/user/register?type=company" aria-current={company ? 'page' : undefined}>
          {t('register.company')}
        </Link>
      </nav>
      <Form method="post" className="account-form" reloadDocument onSubmit={() => markSignUpPending(true)}>
        <input type="hidden" name="kind" value={company ? 'company' : 'person'} />
        <FormError message={result?.formError} />
        {company && (
          <>
            <FormField label={t('register.companyName')} name="name" defaultValue={value('name')} errors={errors('name')} />
            <FormField label={t('register.addition')} name="addition" required={false} defaultValue={value('addition')} errors={errors('addition')} />
            <FormField label={t('register.invoiceEmail')} name="invoiceEmail" type="email" defaultValue={value('invoiceEmail')} errors={errors('invoiceEmail')} />
          </>
        )}
        <div className="form-field">
          <label htmlFor="field-contactPerson-title">{t('register.salutation')}</label>
          <select id="field-contactPerson-title" name="contactPerson.title" defaultValue={value('contactPerson.title') ?? String(DEFAULT_GENDER)}>
            <option value={Gender.UNKNOWN}>–</option>
            <option value={Gender.MALE}>{t('register.mr')}</option>
            <option value={Gender.FEMALE}>{t('register.ms')}</option>
          </select>
        </div>
        <FormField label={t('register.firstName')} name="contactPerson.firstName" defaultValue={value('contactPerson.firstName')} errors={errors('contactPerson.firstName')} />
        <FormField label={t('register.lastName')} name="contactPerson.lastName" defaultValue={value('contactPerson.lastName')} errors={errors('contactPerson.lastName')} />
        <FormField label={t('register.phone')} name="contactPerson.phone" type="tel" required={false} defaultValue={value('contactPerson.phone')} errors={errors('contactPerson.phone')} />
        {company && <h2 className="account-form__section">{t('register.invoiceAddress')}</h2>}
        <FormField label={t('register.street')} name="address.street" autoComplete="address-line1" defaultValue={value('address.street')} errors={errors('address.street')} />
        <FormField label={t('register.zipCode')} name="address.zipCode" autoComplete="postal-code" defaultValue={value('address.zipCode')} errors={errors('address.zipCode')} />
        <FormField label={t('register.city')} name="address.city" autoComplete="address-level2" defaultValue={value('address.city')} errors={errors('address.city')} />
        <CountrySelect id="field-address-country" name="address.country" label={t('register.country')} defaultValue={value('address.country') ?? 'CH'} errors={errors('address.country')} />
        <FormField label={t('account.email')} name="email" type="email" autoComplete="username" defaultValue={value('email')} errors={errors('email')} />
        <FormField label={t('account.passwordMin')} name="password" type="password" autoComplete="new-password" errors={errors('password')} />
        <FormField label={t('account.passwordRepeat')} name="passwordRepeat" type="password" autoComplete="new-password" errors={errors('passwordRepeat')} />
        <input type="hidden" name="captcha.questionId" value={captcha.questionId} />
        <input type="hidden" name="captcha.question" value={captcha.question} />
        <FormField label={t('register.captcha', { question: captcha.question })} name="captcha.answer" autoComplete="off" defaultValue={value('captcha.answer')} errors={errors('captcha.answer')} />
        <button type="submit" className="button button--primary">
          {t('register.submit')}
        </button>
      </Form>
    </section>
  );
}
