import { Form, Link, data, redirect, useActionData, useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { FormError, FormField } from '../kit/FormField';
import { clientAddressContext, engineContext } from '../server/engine-context';
import { accountText, useAccountText } from '../i18n/i18n-account';
import { localeOfMatches } from '../i18n/i18n-shop';
import { missingRightOf } from '../admin/screens.server';
import { pageMeta } from '../kit/meta';
import { requestContext } from '../server/request-context.server';
import { sessionCookie } from '../server/session.server';
import { formErrorsOf, formStatusOf, safeRedirectTarget, text } from './form.server';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: accountText(localeOfMatches(matches), 'login.title') });

/**
 * A signed-in staff member sent here from a back-office screen their login may not open (001 §2's
 * redirect to the login): the screen and the permission it needs, so they know why.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return { missing: missingRightOf(new URL(request.url).searchParams.get('redirectTo'), context.get(requestContext)) };
}

/** POST /user/login: logs in through the engine (same limits as POST /api/auth), then back to redirectTo. */
export async function action({ request, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  const ctx = context.get(requestContext);
  const form = await request.formData();
  try {
    const result = await engine.auth.login(
      { email: text(form, 'email'), password: text(form, 'password') },
      { clientAddress: context.get(clientAddressContext) },
    );
    const secure = new URL(request.url).protocol === 'https:';
    return redirect(safeRedirectTarget(form.get('redirectTo')), {
      headers: { 'Set-Cookie': sessionCookie(result.token, { secure, maxAgeSeconds: engine.auth.tokens.ttlSeconds }) },
    });
  } catch (error) {
    return data({ ...formErrorsOf(error, ctx.locale), email: text(form, 'email') }, { status: formStatusOf(error) });
  }
}

export default function LoginPage() {
  const result = useActionData<typeof action>();
  const { missing } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const t = useAccountText();
  return (
    <section className="container account-page">
      <h1>{t('login.title')}</h1>
      {missing && (
        <p className="account-notice" role="status" data-testid="missing-right">
          {missing.screen && missing.needs.length > 0 ? t('login.missingRight', { screen: missing.screen, needs: missing.needs.join(' / ') }) : t('login.missingRightPage')}
        </p>
      )}
      <Form method="post" className="account-form" reloadDocument>
        <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? ''} />
        <FormError message={result?.formError} />
        <FormField label={t('account.email')} name="email" type="email" autoComplete="username" defaultValue={result?.email} />
        <FormField label={t('account.password')} name="password" type="password" autoComplete="current-password" />
        <button type="submit" className="button button--primary">
          {t('login.submit')}
        </button>
      </Form>
      <p>
        <Link to="/user/request-password-reset">{t('login.forgotPassword')}</Link> · <Link to="/user/register">{t('login.register')}</Link>
      </p>
    </section>
  );
}
