import type { MetaDescriptor } from 'react-router';
import { defaultDescription, defaultTitle, shopVersion } from './company';

export interface PageMetaOptions {
  title?: string | undefined;
  description?: string | undefined;
  /** The share picture, an absolute URL (Open Graph's og:image; decision 1094). */
  image?: string | undefined;
  /** schema.org objects, each one `<script type="application/ld+json">` (decision 1094). */
  jsonLd?: readonly Record<string, unknown>[] | undefined;
}

/**
 * The page head of every page: a route's meta replaces its parents', so each route builds the
 * full set here ("Name | Holzwerk Shop", description, shop version, the Open Graph title and
 * description; the root layout adds canonical, alternates and og:url, components/SeoHead.tsx).
 */
export function pageMeta(options: PageMetaOptions = {}): MetaDescriptor[] {
  const title = options.title ? `${options.title} | ${defaultTitle}` : defaultTitle;
  const description = options.description || defaultDescription;
  return [
    { title },
    { name: 'description', content: description },
    { name: 'shop-version', content: shopVersion },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(options.image ? [{ property: 'og:image', content: options.image }, { name: 'twitter:card', content: 'summary_large_image' }] : []),
    ...(options.jsonLd ?? []).map((object) => ({ 'script:ld+json': object }) as MetaDescriptor),
  ];
}
