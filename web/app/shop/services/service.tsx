import { Link } from 'react-router';
import type { Route } from './+types/service';
import { isServiceSlug, SERVICE_PAGES } from '../../i18n/i18n-content';
import { useT } from '../../i18n/i18n';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { notFound } from '../../kit/route-error.server';
import { textFor } from '../content/content-page';

/** /-verpackung/dienstleistungen/:service: beratung, gefahrgut, lagern, logistik, transport, verpacken (R000-2.06–2.11). */
export function loader({ params, context }: Route.LoaderArgs) {
  if (!isServiceSlug(params.service)) throw notFound();
  return { service: textFor(SERVICE_PAGES[params.service], context.get(requestContext).locale) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.service.title });

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const tr = useT();
  return (
    <article className="content-page container section">
      <h1 className="content-page__title">{loaderData.service.title}</h1>
      <p className="content-page__lead">{loaderData.service.text}</p>
      <p>
        <Link to="/-verpackung/dienstleistungen">{tr('services.title')}</Link> · <Link to="/kontakt">{tr('contact.title')}</Link>
      </p>
    </article>
  );
}
