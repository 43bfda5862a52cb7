import type { Route } from './+types/geschichte';
import { pageMeta } from '../../kit/meta';
import { ContentArticle } from './content-page';
import { loadContentText } from './content-page.server';

/** /geschichte: content page (R000-2.23, docs/content.md). */
export async function loader({ context }: Route.LoaderArgs) {
  return { text: await loadContentText(context, 'geschichte') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.text.title });

export default function GeschichtePage({ loaderData }: Route.ComponentProps) {
  return <ContentArticle text={loaderData.text} />;
}
