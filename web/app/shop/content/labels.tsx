import type { Route } from './+types/labels';
import { pageMeta } from '../../kit/meta';
import { ContentArticle } from './content-page';
import { loadContentText } from './content-page.server';

/** /labels: content page (R000-2.23, docs/content.md). */
export async function loader({ context }: Route.LoaderArgs) {
  return { text: await loadContentText(context, 'labels') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.text.title });

export default function LabelsPage({ loaderData }: Route.ComponentProps) {
  return <ContentArticle text={loaderData.text} />;
}
