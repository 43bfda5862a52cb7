import type { Route } from './+types/landing';
import { CategoryTiles } from './components/CategoryTiles';
import { LandingHero } from './components/LandingHero';
import { engineContext } from '../server/engine-context';
import { pageMeta } from '../kit/meta';
import { landingSeo } from './seo.server';
import { requestContext } from '../server/request-context.server';
import { t, useT } from '../i18n/i18n';
import { loadTopCategoryTiles } from './landing.server';

/** Landing page of /-verpackung and /-moebel (000 §2); the middleware resolved the mode from the path. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const engine = context.get(engineContext);
  // The company as schema.org Organization, with the address staff edit (decision 1094).
  const [tiles, seo] = await Promise.all([loadTopCategoryTiles(engine, ctx), landingSeo(engine, ctx)]);
  return { shopMode: ctx.shopMode, locale: ctx.locale, tiles, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? { title: t(loaderData.locale, `mode.${loaderData.shopMode}`), jsonLd: loaderData.seo.jsonLd } : {});

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
