import { Form, Link, data, useActionData, useSearchParams } from 'react-router';
import type { Route } from './+types/reset-password';
import { FormError, FormField } from '../kit/FormField';
import { engineContext } from '../server/engine-context';
import { accountText, useAccountText } from '../i18n/i18n-account';
import { localeOfMatches } from '../i18n/i18n-shop';
import { pageMeta } from '../kit/meta';
import { requestContext } from '../server/request-context.server';
import { formErrorsOf, formStatusOf, text } from './form.server';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: accountText(localeOfMatches(matches), 'passwordReset.newTitle') });

export async function action({ request, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  const ctx = context.get(requestContext);
  const form = await request.formData();
  try {
    await engine.auth.passwordReset.resetPassword({ token: text(form, 'token'), password: text(form, 'password'), passwordRepeat: text(form, 'passwordRepeat') });
    return { done: true as const };
  } catch (error) {
    return data({ done: false as const, ...formErrorsOf(error, ctx.locale) }, { status: formStatusOf(error) });
  }
}

export default function ResetPasswordPage() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const failed = result && !result.done ? result : undefined;
  const t = useAccountText();
  return (
    <section className="container account-page">
      <h1>{t('passwordReset.newTitle')}</h1>
      {result?.done ? (
        <p role="status">
          {t('passwordReset.changed')} <Link to="/user/login">{t('passwordReset.toLogin')}</Link>
        </p>
      ) : (
        <Form method="post" className="account-form">
          <input type="hidden" name="token" value={params.get('token') ?? ''} />
          <FormError message={failed?.formError} />
          <FormField label={t('passwordReset.newPassword')} name="password" type="password" autoComplete="new-password" errors={failed?.fieldErrors.password} />
          <FormField label={t('account.passwordRepeat')} name="passwordRepeat" type="password" autoComplete="new-password" errors={failed?.fieldErrors.passwordRepeat} />
          <button type="submit" className="button button--primary">
            {t('passwordReset.save')}
          </button>
        </Form>
      )}
    </section>
  );
}
