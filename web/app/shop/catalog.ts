import type { CategoryNode } from '@shop/engine';
import { headDescription } from '@shop/engine/browser';

/** One entry of the main navigation: a top category and its children (000 §2 Layout). */
export interface NavItem {
  id: number;
  name: string;
  url: string;
  children: NavItem[];
}

/** A category as a tile on landing and category pages. */
export interface CategoryTile {
  id: number;
  name: string;
  url: string;
  summary: string;
  productCount: number;
  /** A content link (a service page, an outside page): no product count on its card. */
  isLink: boolean;
  /** The article number whose picture the card shows (the first product below), if any. */
  pictureArticleNumber: string | null;
  /** Content hash of that picture, null when the product has none, undefined when not asked (decision 1155). */
  pictureVersion?: string | null;
}

export interface Breadcrumb {
  name: string;
  url: string;
}

/** Navigation and tiles list only published categories with content: products or a content link. */
export function hasContent(node: CategoryNode): boolean {
  return node.published && (node.productCount > 0 || node.contentLink !== null);
}

/** The main navigation: the root's children with content, each with its children with content. */
export function toNavigation(root: CategoryNode): NavItem[] {
  const item = (node: CategoryNode, depth: number): NavItem => ({
    id: node.id,
    name: node.name,
    url: node.url,
    children: depth === 0 ? node.children.filter(hasContent).map((child) => item(child, depth + 1)) : [],
  });
  return root.children.filter(hasContent).map((node) => item(node, 0));
}

export function toTile(node: CategoryNode, pictures: ReadonlyMap<number, string> = new Map(), versions: Readonly<Record<string, string | null>> = {}): CategoryTile {
  const pictureArticleNumber = pictures.get(node.id);
  return {
    id: node.id,
    name: node.name,
    url: node.url,
    summary: headDescription(node.description),
    productCount: node.productCount,
    isLink: node.contentLink !== null && node.contentLink !== '',
    pictureArticleNumber: pictureArticleNumber ?? null,
    ...(pictureArticleNumber !== undefined && pictureArticleNumber in versions ? { pictureVersion: versions[pictureArticleNumber] ?? null } : {}),
  };
}

/** Whether a category link leaves the shop (a content link may be a full URL). */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url);
}

/** Breadcrumbs of a trail: the top category down to the category (the root itself is left out). */
export function breadcrumbsOf(trail: readonly CategoryNode[]): Breadcrumb[] {
  return trail.slice(1).map((node) => ({ name: node.name, url: node.url }));
}
