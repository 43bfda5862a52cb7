import type { Route } from './+types/landing';
import { CategoryTiles } from '../components/CategoryTiles';
import { LandingHero } from '../components/LandingHero';
import { engineContext } from '../lib/engine-context';
import { pageMeta } from '../lib/meta';
import { requestContext } from '../lib/request-context.server';
import { t, useT } from '../lib/i18n';
import { loadTopCategoryTiles } from './landing.server';

/** Landing page of /-verpackung and /-moebel (000 §2); the middleware resolved the mode from the path. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const tiles = await loadTopCategoryTiles(context.get(engineContext), ctx);
  return { shopMode: ctx.shopMode, locale: ctx.locale, tiles };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: loaderData ? t(loaderData.locale, `mode.${loaderData.shopMode}`) : undefined });

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { shopMode, tiles } = loaderData;
  const tr = useT();
  return (
    <>
      <LandingHero shopMode={shopMode} hasCategories={tiles.length > 0} />
      <section className="section container" id="sortiment" aria-labelledby="sortiment-title">
        <h2 id="sortiment-title" className="section__title">
          {tr('landing.range')}
        </h2>
        {tiles.length > 0 ? (
          <CategoryTiles tiles={tiles} shopMode={shopMode} />
        ) : (
          <p className="muted">{tr('landing.empty')}</p>
        )}
      </section>
    </>
  );
}
