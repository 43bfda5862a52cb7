import { ShopTypeId, shopTypeIdOf, type CatalogShopMode } from './enums';

/**
 * Catalogue rules (000 §2, §3, §9; 001 §9): category tree and URLs, head descriptions, article
 * numbers, board configurations, image file names. Pure.
 */

// --- category tree ---------------------------------------------------------------------------

/** The thrown message when a mode's categories have no single root (000 §8). */
export const NO_ROOT_CATEGORY_MESSAGE = 'not root element found in list';

/** Category URLs live under this segment (000 §2). */
export const CATEGORY_ROOT_SEGMENT = 'produkte';

export interface CategoryLike {
  id: number;
  name: string;
  parentId: number | null;
  order: number;
  shopTypeId: number;
  contentLink?: string | null | undefined;
}

export type CategoryTreeNode<T extends CategoryLike> = Omit<T, 'children'> & {
  /** /produkte/<lower-cased names below the root>, or the category's content link. */
  url: string;
  children: CategoryTreeNode<T>[];
};

/** True when a category belongs to a mode's tree: shop type any (99) or the mode's id. */
export function isCategoryInShop(category: Pick<CategoryLike, 'shopTypeId'>, mode: CatalogShopMode): boolean {
  return category.shopTypeId === ShopTypeId.ANY || category.shopTypeId === shopTypeIdOf(mode);
}

/**
 * The category URL (000 §2): the lower-cased names of the categories below the root joined with
 * slashes under '/produkte' (each segment URL-encoded); a non-empty content link overrides it.
 *
 * @example categoryUrl(['Kisten', 'Exportkisten']) // '/produkte/kisten/exportkisten'
 */
export function categoryUrl(namesBelowRoot: readonly string[], contentLink?: string | null): string {
  if (contentLink && contentLink.trim() !== '') return contentLink.trim();
  const segments = namesBelowRoot.map((name) => encodeURIComponent(name.toLowerCase()));
  return ['', CATEGORY_ROOT_SEGMENT, ...segments].join('/');
}

/**
 * The category tree of a shop mode from the flat list (000 §3): categories of shop type any or
 * the mode; exactly one root (parentId null), else throws 'not root element found in list';
 * children sorted by `order` (then id). A category whose parent belongs to the other mode is
 * unreachable and left out (e.g. an 'any' category below a verpackung-only one, in moebel).
 */
export function buildCategoryTree<T extends CategoryLike>(categories: readonly T[], mode: CatalogShopMode): CategoryTreeNode<T> {
  const inShop = categories.filter((category) => isCategoryInShop(category, mode));
  const roots = inShop.filter((category) => category.parentId === null);
  const [root] = roots;
  if (roots.length !== 1 || root === undefined) throw new Error(NO_ROOT_CATEGORY_MESSAGE);

  const childrenOf = new Map<number, T[]>();
  for (const category of inShop) {
    if (category.parentId === null) continue;
    const siblings = childrenOf.get(category.parentId) ?? [];
    siblings.push(category);
    childrenOf.set(category.parentId, siblings);
  }
  // Walking down from the root only reaches each category once: a cycle cannot contain the root.
  const build = (category: T, names: readonly string[]): CategoryTreeNode<T> => {
    const children = [...(childrenOf.get(category.id) ?? [])].sort((a, b) => a.order - b.order || a.id - b.id);
    return {
      ...category,
      url: categoryUrl(names, category.contentLink),
      children: children.map((child) => build(child, [...names, child.name])),
    };
  };
  return build(root, []);
}

/** What a category trail walks: a tree of nodes with a URL; a node with `published: false` is hidden with everything below it. */
export interface CategoryTrailNode<N> {
  id: number;
  url: string;
  published?: boolean;
  children: readonly N[];
}

/**
 * The way from the root down to a category (000 §2 breadcrumb): `[root, …, category]`. By `url`
 * the category whose page is that path ('/produkte/kisten/exportkisten'; decoded, lower-cased,
 * without a trailing slash); by `ids` the first of them found, in their order (a product's
 * categories). Unpublished categories and those below them are not found.
 */
export function findCategoryTrail<N extends CategoryTrailNode<N>>(tree: N, wanted: { url: string } | { ids: readonly number[] }): N[] | undefined {
  const trails = new Map<number, N[]>();
  const byUrl = 'url' in wanted ? normaliseCategoryPath(wanted.url) : undefined;
  const visit = (node: N, trail: readonly N[]): N[] | undefined => {
    if (node.published === false) return undefined;
    const here = [...trail, node];
    if (byUrl !== undefined && normaliseCategoryPath(node.url) === byUrl) return here;
    trails.set(node.id, here);
    for (const child of node.children) {
      const found = visit(child, here);
      if (found) return found;
    }
    return undefined;
  };
  const found = visit(tree, []);
  if (found || !('ids' in wanted)) return found;
  for (const id of wanted.ids) {
    const trail = trails.get(id);
    if (trail) return trail;
  }
  return undefined;
}

/** The node a category URL path points to ('/produkte/kisten/exportkisten'), if any. */
export function findCategoryByUrl<T extends CategoryLike>(tree: CategoryTreeNode<T>, url: string): CategoryTreeNode<T> | undefined {
  return findCategoryTrail(tree, { url })?.at(-1);
}

function normaliseCategoryPath(path: string): string {
  return safeDecode(path).replace(/\/+$/, '') || '/';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text).toLowerCase();
  } catch {
    return text.toLowerCase();
  }
}

/**
 * The description in the page head (000 §2): cut before the first period, backslash or
 * exclamation mark, trimmed.
 *
 * @example headDescription('Stabile Kisten. Für jeden Export!') // 'Stabile Kisten'
 */
export function headDescription(description: string | null | undefined): string {
  if (!description) return '';
  const cut = description.search(/[.\\!]/);
  return (cut === -1 ? description : description.slice(0, cut)).trim();
}

// --- article numbers -------------------------------------------------------------------------

/**
 * The prefix of a product type's article numbers when it has none yet (decision 105): the type
 * name with umlauts spelled out (ä → ae, ß → ss), accents dropped, every run of other characters
 * turned into one '-', upper-cased. 'Palettenmöbel Tisch' → 'PALETTENMOEBEL-TISCH'.
 */
export function articleNumberPrefix(productTypeName: string): string {
  const spelled = productTypeName
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const prefix = spelled
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toUpperCase();
  return prefix === '' ? 'ART' : prefix;
}

const COUNTER_DIGITS = 4;

/**
 * The next article number of a product type (000 §9): the highest counter among the type's
 * numbers plus one, as a 4-digit zero-padded suffix after the last underscore; the first is
 * `<prefix>_0001`. The prefix is the one of the highest existing number, else derived from the
 * type name. Numbers without a numeric suffix are ignored.
 *
 * @example nextArticleNumber(['KISTE_0009', 'KISTE_0010'], 'Kiste') // 'KISTE_0011'
 */
export function nextArticleNumber(existing: readonly string[], productTypeName: string): string {
  let best: { prefix: string; counter: number } | undefined;
  for (const number of existing) {
    const underscore = number.lastIndexOf('_');
    if (underscore === -1) continue;
    const suffix = number.slice(underscore + 1);
    if (!/^\d+$/.test(suffix)) continue;
    const counter = Number(suffix);
    if (!best || counter > best.counter) best = { prefix: number.slice(0, underscore), counter };
  }
  const prefix = best?.prefix ?? articleNumberPrefix(productTypeName);
  return `${prefix}_${String((best?.counter ?? 0) + 1).padStart(COUNTER_DIGITS, '0')}`;
}

// --- files -----------------------------------------------------------------------------------

/**
 * The image file name of a name (000 §9): spaces become underscores, '.png' is appended.
 *
 * @example imageFileName('Kiste 120 x 80') // 'Kiste_120_x_80.png'
 */
export function imageFileName(name: string): string {
  return `${name.trim().replace(/ /g, '_')}.png`;
}
