import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSURANCE_SERVICE_PRODUCT_TYPE_ID, ProductKind, SHOP_MODES, ShopTypeId, shopModeOf, shopTypeIdOf } from './enums';
import {
  CATEGORY_ROOT_SEGMENT,
  NO_ROOT_CATEGORY_MESSAGE,
  articleNumberPrefix,
  buildCategoryTree,
  categoryUrl,
  findCategoryByUrl,
  findCategoryTrail,
  headDescription,
  imageFileName,
  isCategoryInShop,
  nextArticleNumber,
} from './rules';
import {
  BOARD_CONFIGURATION_SEPARATOR,
  BOARD_MATERIALS,
  BOARD_MATERIALS_WIDE,
  BOARD_MATERIAL_NAMES,
  BOARD_SECTIONS,
  BoardMaterial,
  DEFAULT_BOARD_CONFIGURATION,
  boardConfigurationProblems,
  decodeBoardConfiguration,
  encodeBoardConfiguration,
  type BoardConfiguration,
} from '../parts/board-material';

const categories = [
  { id: 1, name: 'Produkte', parentId: null, order: 0, shopTypeId: 99, contentLink: null },
  { id: 2, name: 'Kisten', parentId: 1, order: 2, shopTypeId: 1, contentLink: null },
  { id: 3, name: 'Paletten', parentId: 1, order: 1, shopTypeId: 1, contentLink: null },
  { id: 4, name: 'Exportkisten', parentId: 2, order: 0, shopTypeId: 99, contentLink: null },
  { id: 5, name: 'Tische', parentId: 1, order: 0, shopTypeId: 2, contentLink: null },
  { id: 6, name: 'Aktion', parentId: 1, order: 3, shopTypeId: 99, contentLink: '/news' },
  { id: 7, name: 'Kisten & Boxen', parentId: 1, order: 2, shopTypeId: 1, contentLink: '' },
];

describe('catalogue enumerations (000 §1, §3; 001 §3)', () => {
  it('R000-1.02 R001-3.33 shop type ids verpackung 1, moebel 2, any 99', () => {
    expect(ShopTypeId).toEqual({ VERPACKUNG: 1, MOEBEL: 2, ANY: 99 });
    expect(SHOP_MODES).toEqual(['verpackung', 'moebel']);
    expect(shopTypeIdOf('verpackung')).toBe(1);
    expect(shopTypeIdOf('moebel')).toBe(2);
    expect(shopModeOf(1)).toBe('verpackung');
    expect(shopModeOf(2)).toBe('moebel');
    expect(shopModeOf(99)).toBeUndefined();
  });

  it('R000-3.05 R001-3.70 product kinds VERPACKUNG 1, MOEBEL 2, ARTWORK 3, ANY 99; insurance service type 1115', () => {
    expect(ProductKind).toEqual({ VERPACKUNG: 1, MOEBEL: 2, ARTWORK: 3, ANY: 99 });
    expect(INSURANCE_SERVICE_PRODUCT_TYPE_ID).toBe(1115);
  });
});

describe('category tree and URLs (000 §2, §3)', () => {
  it('R000-3.02 the tree of a mode takes shop type any or the mode; R000-2.24 URLs under /produkte; children by order', () => {
    const tree = buildCategoryTree(categories, 'verpackung');
    expect(tree.id).toBe(1);
    expect(tree.url).toBe('/produkte');
    expect(tree.children.map((child) => child.name)).toEqual(['Paletten', 'Kisten', 'Kisten & Boxen', 'Aktion']);
    const kisten = tree.children[1]!;
    expect(kisten.url).toBe('/produkte/kisten');
    expect(kisten.children[0]?.url).toBe('/produkte/kisten/exportkisten');
    expect(tree.children[2]?.url).toBe('/produkte/kisten%20%26%20boxen');
    // Exportkisten (any) sits below Kisten (verpackung only): unreachable in moebel, left out.
    expect(buildCategoryTree(categories, 'moebel').children.map((child) => child.name)).toEqual(['Tische', 'Aktion']);
    expect(isCategoryInShop({ shopTypeId: 99 }, 'moebel')).toBe(true);
    expect(isCategoryInShop({ shopTypeId: 1 }, 'moebel')).toBe(false);
  });

  it('R000-2.25 a category content link overrides the computed path', () => {
    const tree = buildCategoryTree(categories, 'verpackung');
    expect(tree.children.find((child) => child.id === 6)?.url).toBe('/news');
    expect(categoryUrl(['Kisten'], '  ')).toBe('/produkte/kisten');
    expect(CATEGORY_ROOT_SEGMENT).toBe('produkte');
  });

  it("R000-3.03 R000-8.01 R001-8.25 exactly one root, else 'not root element found in list'", () => {
    expect(NO_ROOT_CATEGORY_MESSAGE).toBe('not root element found in list');
    expect(() => buildCategoryTree([], 'verpackung')).toThrow('not root element found in list');
    expect(() => buildCategoryTree([...categories, { id: 9, name: 'Zweite', parentId: null, order: 0, shopTypeId: 99 }], 'verpackung')).toThrow(
      NO_ROOT_CATEGORY_MESSAGE,
    );
    // A root of the other mode only does not count.
    expect(() => buildCategoryTree([{ id: 1, name: 'Produkte', parentId: null, order: 0, shopTypeId: 2 }], 'verpackung')).toThrow(
      NO_ROOT_CATEGORY_MESSAGE,
    );
  });

  it('R000-2.12 a catch-all path finds its category', () => {
    const tree = buildCategoryTree(categories, 'verpackung');
    expect(findCategoryByUrl(tree, '/produkte/kisten/exportkisten')?.id).toBe(4);
    expect(findCategoryByUrl(tree, '/produkte/Kisten/')?.id).toBe(2);
    expect(findCategoryByUrl(tree, '/produkte/kisten & boxen')?.id).toBe(7);
    expect(findCategoryByUrl(tree, '/produkte/%E0%A4%A')).toBeUndefined();
    expect(findCategoryByUrl(tree, '/produkte/gibtsnicht')).toBeUndefined();
  });

  it('R000-2.12 the trail down to a category: by its page or by the first of some ids, never through an unpublished one', () => {
    const tree = buildCategoryTree(categories, 'verpackung');
    expect(findCategoryTrail(tree, { url: '/produkte/kisten/exportkisten/' })?.map((node) => node.id)).toEqual([1, 2, 4]);
    expect(findCategoryTrail(tree, { ids: [999, 4, 2] })?.map((node) => node.id)).toEqual([1, 2, 4]);
    expect(findCategoryTrail(tree, { ids: [999] })).toBeUndefined();
    const hidden = buildCategoryTree(categories.map((category) => ({ ...category, published: category.id !== 2 })), 'verpackung');
    expect(findCategoryTrail(hidden, { url: '/produkte/kisten/exportkisten' })).toBeUndefined();
    expect(findCategoryTrail(hidden, { ids: [4, 2] })).toBeUndefined();
  });

  it.each([
    ['Stabile Kisten. Für jeden Export!', 'Stabile Kisten'],
    ['Achtung! Neu.', 'Achtung'],
    ['Pfad\\mit Backslash.', 'Pfad'],
    ['Ohne Satzzeichen', 'Ohne Satzzeichen'],
    ['', ''],
    [null, ''],
  ] as const)('R000-2.26 head description %j → %j (cut at the first period, backslash or exclamation mark)', (text, expected) => {
    expect(headDescription(text)).toBe(expected);
  });
});

describe('article numbers (000 §9, 001 §9)', () => {
  it('R000-9.15 R001-9.26 the highest of the type plus one; R000-9.16 R001-9.27 4-digit counter after the last underscore', () => {
    expect(nextArticleNumber(['KISTE_0009', 'KISTE_0010', 'KISTE_0002'], 'Kiste')).toBe('KISTE_0011');
    expect(nextArticleNumber(['EXPORT_KISTE_0041', 'EXPORT_KISTE_0007'], 'Exportkiste')).toBe('EXPORT_KISTE_0042');
    expect(nextArticleNumber(['KISTE_9999'], 'Kiste')).toBe('KISTE_10000');
    expect(nextArticleNumber(['KISTE_0005', 'ALT', 'KISTE_V2'], 'Kiste')).toBe('KISTE_0006');
  });

  it('R000-9.17 R001-9.28 the first number ends in _0001, prefixed from the type name (decision 105)', () => {
    expect(nextArticleNumber([], 'Palettenmöbel Tisch')).toBe('PALETTENMOEBEL-TISCH_0001');
    expect(articleNumberPrefix('Kiste')).toBe('KISTE');
    expect(articleNumberPrefix('  Größe / Übersee ')).toBe('GROESSE-UEBERSEE');
    expect(articleNumberPrefix('Ärmel Öl Ümlaut')).toBe('AERMEL-OEL-UEMLAUT');
    expect(articleNumberPrefix('Caisse spéciale')).toBe('CAISSE-SPECIALE');
    expect(articleNumberPrefix('***')).toBe('ART');
  });
});

describe('board configuration (000 §3)', () => {
  it('R000-3.40 R000-3.41 encoded as count!material!length!width!height; R000-3.42 defaults 1, spruce/fir sawn, 60, 60, 18', () => {
    expect(BOARD_CONFIGURATION_SEPARATOR).toBe('!');
    expect(DEFAULT_BOARD_CONFIGURATION).toEqual({ count: 1, material: 'SPRUCE_FIR_SAWN', length: 60, width: 60, height: 18 });
    expect(encodeBoardConfiguration(DEFAULT_BOARD_CONFIGURATION)).toBe('1!SPRUCE_FIR_SAWN!60!60!18');
    expect(decodeBoardConfiguration('12!OSB!200!100!30')).toEqual({
      ok: true,
      value: { count: 12, material: 'OSB', length: 200, width: 100, height: 30 },
    });
    expect(decodeBoardConfiguration('')).toEqual({ ok: true, value: DEFAULT_BOARD_CONFIGURATION });
    expect(decodeBoardConfiguration(undefined)).toEqual({ ok: true, value: DEFAULT_BOARD_CONFIGURATION });
  });

  it('R000-3.43 valid materials: sawn-raw spruce/fir and OSB; R000-3.45 the wider list', () => {
    expect(BOARD_MATERIALS).toEqual(['SPRUCE_FIR_SAWN', 'OSB']);
    expect(BOARD_MATERIALS_WIDE).toEqual([
      'SPRUCE_FIR_SAWN',
      'OSB',
      'PLYWOOD_MARITIME_PINE',
      'MDF',
      'PLYWOOD_POPLAR',
      'PAVATEX',
      'LARCH_SAWN',
      'WISA_SPRUCE_PLYWOOD',
    ]);
    expect(BOARD_MATERIAL_NAMES[BoardMaterial.SPRUCE_FIR_SAWN]).toBe('Fichte/Tanne sägeroh');
    expect(decodeBoardConfiguration('1!MDF!60!60!18')).toEqual({ ok: false, problems: ['material'] });
  });

  it('R000-3.44 allowed width × height pairs 60x18, 80x18, 100x18, 140x18, 80x30, 100x30, 130x30', () => {
    expect(BOARD_SECTIONS.map(([width, height]) => `${width}x${height}`)).toEqual(['60x18', '80x18', '100x18', '140x18', '80x30', '100x30', '130x30']);
    expect(decodeBoardConfiguration('1!OSB!60!60!30')).toEqual({ ok: false, problems: ['section'] });
    expect(decodeBoardConfiguration('1!OSB!60!130!30').ok).toBe(true);
  });

  it.each([
    ['1!OSB!60!60', ['format']],
    ['1!OSB!60!60!18!x', ['format']],
    ['a!OSB!60!60!18', ['format']],
    ['1.5!OSB!60!60!18', ['format']],
    ['0!OSB!60!60!18', ['count']],
    ['1!OSB!0!60!18', ['length']],
    ['0!PINE!0!61!18', ['count', 'material', 'length', 'section']],
  ] as const)('R000-3.41 a malformed or invalid configuration %s is returned as its problems', (encoded, problems) => {
    expect(decodeBoardConfiguration(encoded)).toEqual({ ok: false, problems });
  });

  it('R000-3.41 R000-3.44 property: decode(encode(c)) is c for every valid configuration', () => {
    const validConfiguration = fc.record({
      count: fc.integer({ min: 1, max: 100_000 }),
      material: fc.constantFrom(...BOARD_MATERIALS),
      length: fc.integer({ min: 1, max: 100_000 }),
      section: fc.constantFrom(...BOARD_SECTIONS),
    });
    fc.assert(
      fc.property(validConfiguration, ({ count, material, length, section: [width, height] }) => {
        const configuration: BoardConfiguration = { count, material, length, width, height };
        expect(boardConfigurationProblems(configuration)).toEqual([]);
        const encoded = encodeBoardConfiguration(configuration);
        expect(encoded.split('!')).toHaveLength(5);
        expect(decodeBoardConfiguration(encoded)).toEqual({ ok: true, value: configuration });
      }),
    );
  });

  it('R000-3.41 property: decoding never throws, and what it accepts encodes back to the same text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = decodeBoardConfiguration(text);
        if (result.ok && text.trim() !== '') expect(encodeBoardConfiguration(result.value)).toBe(text.trim().replace(/(^|!)0+(?=\d)/g, '$1'));
      }),
    );
  });
});

describe('image file names (000 §9)', () => {
  it.each([
    ['Kiste 120 x 80', 'Kiste_120_x_80.png'],
    [' Tisch ', 'Tisch.png'],
    ['Palette', 'Palette.png'],
  ] as const)('R000-9.25 R000-9.26 %j → %j (spaces to underscores, .png)', (name, expected) => {
    expect(imageFileName(name)).toBe(expected);
  });
});
