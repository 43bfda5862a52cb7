import type { Route } from './+types/offerten';
import { guards } from '../../../api-routes';
import { requirePage } from '../../../lib/guards.server';
import { pageMeta } from '../../../lib/meta';
import { requestContext } from '../../../lib/request-context.server';
import { ProfileNav } from './nav';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Offerten' });

/** /user/profile/offerten (R000-2.47): quotes are not built yet, so the list is empty. */
export function loader({ request, context }: Route.LoaderArgs) {
  requirePage(guards.auth, context.get(requestContext), request);
  return null;
}

export default function QuotesPage() {
  return (
    <section className="container account-page">
      <h1>Offerten</h1>
      <ProfileNav />
      <p>Noch keine Offerten.</p>
    </section>
  );
}
