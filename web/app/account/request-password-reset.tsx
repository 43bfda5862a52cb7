import { Form, data, useActionData } from 'react-router';
import type { Route } from './+types/request-password-reset';
import { FormError, FormField } from '../kit/FormField';
import { engineContext } from '../server/engine-context';
import { accountText, useAccountText } from '../i18n/i18n-account';
import { localeOfMatches } from '../i18n/i18n-shop';
import { pageMeta } from '../kit/meta';
import { requestContext } from '../server/request-context.server';
import { formErrorsOf, formStatusOf, text } from './form.server';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: accountText(localeOfMatches(matches), 'passwordReset.requestTitle') });

/** Sends the reset mail; the answer is the same whether or not the e-mail has an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  const ctx = context.get(requestContext);
  const form = await request.formData();
  try {
    await engine.auth.passwordReset.requestPasswordReset(ctx, { email: text(form, 'email') });
    return { sent: true as const };
  } catch (error) {
    return data({ sent: false as const, ...formErrorsOf(error, ctx.locale) }, { status: formStatusOf(error) });
  }
}

export default function RequestPasswordResetPage() {
  const result = useActionData<typeof action>();
  const t = useAccountText();
  return (
    <section className="container account-page">
      <h1>{t('passwordReset.requestTitle')}</h1>
      {result?.sent ? (
        <p role="status">{t('passwordReset.sent')}</p>
      ) : (
        <Form method="post" className="account-form">
          <FormError message={result && !result.sent ? result.formError : undefined} />
          <FormField label={t('account.email')} name="email" type="email" autoComplete="username" errors={result && !result.sent ? result.fieldErrors.email : undefined} />
          <button type="submit" className="button button--primary">
            {t('passwordReset.send')}
          </button>
        </Form>
      )}
    </section>
  );
}
