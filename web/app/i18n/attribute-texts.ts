import type { AttributeTexts } from '@shop/engine/browser';
import { useRouteLoaderData } from 'react-router';

const NONE: AttributeTexts = {};

/**
 * The French and English attribute names and choice labels staff keep (decision 974), from the
 * root loader (empty on the German shop): what every configuration on the page is shown with.
 */
export function useAttributeTexts(): AttributeTexts {
  const root = useRouteLoaderData('root') as { attributeTexts?: AttributeTexts } | undefined;
  return root?.attributeTexts ?? NONE;
}
