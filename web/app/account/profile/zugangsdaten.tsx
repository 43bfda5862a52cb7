import { Form, data, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/zugangsdaten';
import { GUARDS } from '@shop/engine/browser';
import { FormError, FormField } from '../../kit/FormField';
import { clientAddressContext, engineContext } from '../../server/engine-context';
import { requirePage } from '../../server/guards.server';
import { profileText, useProfileText } from '../../i18n/i18n-profile';
import { localeOfMatches } from '../../i18n/i18n-shop';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { sessionCookie } from '../../server/session.server';
import { formErrorsOf, formStatusOf, text } from '../form.server';
import { ProfileNav } from './nav';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: profileText(localeOfMatches(matches), 'profile.credentials') });

/** /user/profile/zugangsdaten (R000-2.49): change the login e-mail or the password. */
export function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requirePage(GUARDS.signedIn, ctx, request);
  return { email: ctx.email ?? '' };
}

/**
 * intent email | password; both ask for the current password. After an e-mail change the user is
 * logged in again with the new e-mail (the session carries it).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  requirePage(GUARDS.signedIn, ctx, request);
  const engine = context.get(engineContext);
  const form = await request.formData();
  const intent = text(form, 'intent') === 'email' ? 'email' : 'password';
  try {
    if (intent === 'email') {
      const { email } = await engine.customers.profile.changeEmail(
        ctx,
        { email: text(form, 'email'), currentPassword: text(form, 'passwordForEmail') },
        { clientAddress: context.get(clientAddressContext) },
      );
      const result = await engine.auth.login({ email, password: text(form, 'passwordForEmail') }, { clientAddress: context.get(clientAddressContext) });
      const secure = new URL(request.url).protocol === 'https:';
      return redirect('/user/profile/zugangsdaten?geaendert=email', {
        headers: { 'Set-Cookie': sessionCookie(result.token, { secure, maxAgeSeconds: engine.auth.tokens.ttlSeconds }) },
      });
    }
    await engine.customers.profile.changePassword(ctx, {
      currentPassword: text(form, 'currentPassword'),
      password: text(form, 'password'),
      passwordRepeat: text(form, 'passwordRepeat'),
    }, { clientAddress: context.get(clientAddressContext) });
    // The change ended every session: this browser gets a new one with the new password.
    const result = await engine.auth.login({ email: ctx.email ?? '', password: text(form, 'password') }, { clientAddress: context.get(clientAddressContext) });
    const secure = new URL(request.url).protocol === 'https:';
    return data({ ok: true as const, intent }, { headers: { 'Set-Cookie': sessionCookie(result.token, { secure, maxAgeSeconds: engine.auth.tokens.ttlSeconds }) } });
  } catch (error) {
    return data({ ok: false as const, intent, ...formErrorsOf(error, ctx.locale) }, { status: formStatusOf(error) });
  }
}

export default function LoginDataPage() {
  const t = useProfileText();
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failed = (intent: string) => (result && !result.ok && result.intent === intent ? result : undefined);
  return (
    <section className="container account-page">
      <h1>{t('profile.credentials')}</h1>
      <ProfileNav />
      <h2>{t('profileCredentials.changeEmail')}</h2>
      <Form method="post" className="account-form" aria-label={t('profileCredentials.changeEmail')}>
        <input type="hidden" name="intent" value="email" />
        <FormError message={failed('email')?.formError} />
        <FormField label={t('profileCredentials.newEmail')} name="email" type="email" defaultValue={email} errors={failed('email')?.fieldErrors.email} />
        <FormField label={t('profileCredentials.passwordForEmail')} name="passwordForEmail" type="password" errors={failed('email')?.fieldErrors.currentPassword} />
        <button type="submit" className="button button--primary">
          {t('profileCredentials.saveEmail')}
        </button>
      </Form>
      <h2>{t('profileCredentials.changePassword')}</h2>
      {result?.ok && <p role="status">{t('profileCredentials.passwordChanged')}</p>}
      <Form method="post" className="account-form" aria-label={t('profileCredentials.changePassword')}>
        <input type="hidden" name="intent" value="password" />
        <FormError message={failed('password')?.formError} />
        <FormField label={t('profileCredentials.currentPassword')} name="currentPassword" type="password" errors={failed('password')?.fieldErrors.currentPassword} />
        <FormField label={t('profileCredentials.newPassword')} name="password" type="password" errors={failed('password')?.fieldErrors.password} />
        <FormField label={t('profileCredentials.repeatPassword')} name="passwordRepeat" type="password" errors={failed('password')?.fieldErrors.passwordRepeat} />
        <button type="submit" className="button button--primary">
          {t('profileCredentials.savePassword')}
        </button>
      </Form>
    </section>
  );
}
