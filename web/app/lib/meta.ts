import type { MetaDescriptor } from 'react-router';
import { defaultDescription, defaultTitle, shopVersion } from './company';

/**
 * The page head of every page: a route's meta replaces its parents', so each route builds the
 * full set here ("Name | Holzwerk Shop", description, shop version).
 */
export function pageMeta(options: { title?: string | undefined; description?: string | undefined } = {}): MetaDescriptor[] {
  return [
    { title: options.title ? `${options.title} | ${defaultTitle}` : defaultTitle },
    { name: 'description', content: options.description || defaultDescription },
    { name: 'shop-version', content: shopVersion },
  ];
}
