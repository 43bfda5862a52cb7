import { shopTypeIdOf } from '@shop/engine/browser';
import type { Route } from './+types/kontakt';
import { ContactForm, type ContactOutcome } from './ContactForm';
import { useCompany } from '../../kit/company';
import { engineContext } from '../../server/engine-context';
import { t, useT } from '../../i18n/i18n';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { postContactForm } from './kontakt.server';

/** /kontakt: the contact form with a security question (R000-2.19, R000-3.39). */
export async function loader({ context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  const ctx = context.get(requestContext);
  const captcha = await engine.customers.registration.randomCaptcha({ locale: ctx.locale }).catch(() => null);
  return { locale: ctx.locale, captcha, shopType: shopTypeIdOf(ctx.shopMode), shopEmail: await engine.customers.contact.recipient() };
}

/** Without JavaScript the form posts here; the same engine operation as the /api route. */
export async function action({ request, context }: Route.ActionArgs): Promise<{ outcome: ContactOutcome }> {
  return { outcome: await postContactForm(context.get(engineContext), await request.formData()) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData ? t(loaderData.locale, 'contact.title') : undefined });

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const tr = useT();
  const company = useCompany();
  return (
    <article className="content-page container section">
      <h1 className="content-page__title">{tr('contact.title')}</h1>
      <p className="content-page__lead">{tr('contact.intro')}</p>
      <p>
        <a href={company.phoneHref}>{company.phone}</a> · <a href={`mailto:${loaderData.shopEmail}`}>{loaderData.shopEmail}</a> · {company.locality}
      </p>
      <ContactForm
        key={actionData ? 'posted' : 'fresh'}
        captcha={loaderData.captcha}
        shopType={loaderData.shopType}
        shopEmail={loaderData.shopEmail}
        initialOutcome={actionData?.outcome}
      />
    </article>
  );
}
