import { Link } from 'react-router';
import type { Route } from './+types/index';
import { SERVICE_PAGES, servicesMenu } from '../../i18n/i18n-content';
import { t, useT } from '../../i18n/i18n';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { textFor } from '../content/content-page';

/** /-verpackung/dienstleistungen: the services overview (R000-1.20, R000-2.05). */
export function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(requestContext).locale;
  return { locale, services: servicesMenu.map((entry) => ({ to: entry.to, slug: entry.slug, ...textFor(SERVICE_PAGES[entry.slug], locale) })) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData ? t(loaderData.locale, 'services.title') : undefined });

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const tr = useT();
  return (
    <article className="content-page container section">
      <h1 className="content-page__title">{tr('services.title')}</h1>
      <p className="content-page__lead">{tr('services.intro')}</p>
      <ul className="services-list">
        {loaderData.services.map((service) => (
          <li key={service.slug} className="services-list__item">
            <h2>
              <Link to={service.to}>{service.title}</Link>
            </h2>
            <p>{service.text}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
