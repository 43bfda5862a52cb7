import type { Route } from './+types/news';
import { CONTENT_PAGES } from '../../lib/i18n-content';
import { pageMeta } from '../../lib/meta';
import { requestContext } from '../../lib/request-context.server';
import { ContentArticle, textFor } from './content-page';

/** /news: content page (R000-2.23, docs/content.md). */
export function loader({ context }: Route.LoaderArgs) {
  return { text: textFor(CONTENT_PAGES.news, context.get(requestContext).locale) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.text.title });

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  return <ContentArticle text={loaderData.text} />;
}
