import { findCategoryTrail, type CategoryNode } from '@shop/engine';
import { describe, expect, test } from 'vitest';
import { breadcrumbsOf, hasContent, isExternalUrl, toNavigation, toTile } from './catalog';

let nextId = 1;
function node(name: string, options: Partial<CategoryNode> = {}, children: CategoryNode[] = []): CategoryNode {
  const id = nextId++;
  const result: CategoryNode = {
    id,
    name,
    description: null,
    parentId: null,
    order: 0,
    shopTypeId: 1,
    contentLink: null,
    published: true,
    imageFileName: null,
    translations: null,
    url: `/produkte/${encodeURIComponent(name.toLowerCase())}`,
    productCount: 0,
    ...options,
    children,
  };
  for (const child of children) child.parentId = id;
  return result;
}

function sampleTree(): CategoryNode {
  return node('Produkte', { url: '/produkte', productCount: 6 }, [
    node('Holzkisten', { productCount: 5 }, [
      node('Exportkisten', { url: '/produkte/holzkisten/exportkisten', productCount: 5 }),
      node('Leer', { url: '/produkte/holzkisten/leer' }),
    ]),
    node('Dienstleistungen', { contentLink: '/-verpackung/dienstleistungen', url: '/-verpackung/dienstleistungen' }),
    node('Ohne Inhalt'),
    node('Versteckt', { published: false, productCount: 3 }),
    node('Größen', { url: '/produkte/gr%C3%B6%C3%9Fen', productCount: 1 }),
  ]);
}

describe('hasContent', () => {
  test('R000-2.64 products or a content link count as content; unpublished never', () => {
    const [kisten, services, empty, hidden] = sampleTree().children;
    expect(hasContent(kisten!)).toBe(true);
    expect(hasContent(services!)).toBe(true);
    expect(hasContent(empty!)).toBe(false);
    expect(hasContent(hidden!)).toBe(false);
  });
});

describe('toNavigation', () => {
  test('R000-2.63 R000-2.64 lists the top categories with content and their children with content', () => {
    const navigation = toNavigation(sampleTree());
    expect(navigation.map((item) => item.name)).toEqual(['Holzkisten', 'Dienstleistungen', 'Größen']);
    expect(navigation[0]!.children.map((child) => child.name)).toEqual(['Exportkisten']);
    expect(navigation[1]!.url).toBe('/-verpackung/dienstleistungen');
  });
});


describe('findCategoryTrail', () => {
  test('R000-2.12 finds the category of a path with the way from the root', () => {
    const trail = findCategoryTrail(sampleTree(), { url: '/produkte/holzkisten/exportkisten' });
    expect(trail?.map((entry) => entry.name)).toEqual(['Produkte', 'Holzkisten', 'Exportkisten']);
    expect(breadcrumbsOf(trail!).map((crumb) => crumb.name)).toEqual(['Holzkisten', 'Exportkisten']);
  });

  test('compares decoded, lower-cased and without a trailing slash', () => {
    expect(findCategoryTrail(sampleTree(), { url: '/produkte/größen/' })?.at(-1)?.name).toBe('Größen');
    expect(findCategoryTrail(sampleTree(), { url: '/produkte/gr%C3%B6%C3%9Fen' })?.at(-1)?.name).toBe('Größen');
    expect(findCategoryTrail(sampleTree(), { url: '/Produkte/Holzkisten' })?.at(-1)?.name).toBe('Holzkisten');
  });

  test('unknown paths and unpublished categories are not found', () => {
    expect(findCategoryTrail(sampleTree(), { url: '/produkte/nichts' })).toBeUndefined();
    expect(findCategoryTrail(sampleTree(), { url: '/produkte/versteckt' })).toBeUndefined();
    expect(findCategoryTrail(sampleTree(), { url: '/produkte/%E0%A4%A' })).toBeUndefined();
  });
});

describe('isExternalUrl', () => {
  test('tells full URLs from shop paths', () => {
    expect(isExternalUrl('https://example.ch/a')).toBe(true);
    expect(isExternalUrl('mailto:info@example.ch')).toBe(true);
    expect(isExternalUrl('/produkte/kisten')).toBe(false);
  });
});

describe('category tiles', () => {
  test('a service link is a link, not a category with 0 products', () => {
    expect(toTile(node('Lagern', { contentLink: '/-verpackung/dienstleistungen/lagern', productCount: 0 }))).toMatchObject({ isLink: true, productCount: 0 });
    expect(toTile(node('Kisten', { productCount: 3 }))).toMatchObject({ isLink: false, productCount: 3 });
  });
});

describe('product breadcrumb', () => {
  test('the first linked category that is published in the tree, with the way down to it', () => {
    const hidden = node('Entwurf', { published: false });
    const kisten = node('Holzkisten');
    const root = node('Produkte', { url: '/produkte' }, [hidden, node('Verpackung', {}, [kisten])]);
    expect(findCategoryTrail(root, { ids: [hidden.id, kisten.id] })?.map((category) => category.name)).toEqual(['Produkte', 'Verpackung', 'Holzkisten']);
    expect(findCategoryTrail(root, { ids: [hidden.id, 999_999] })).toBeUndefined();
  });
});
