import { describe, expect, test } from 'vitest';
import { serializeShopModeCookie, shopModeFromCookie, shopModeFromPath, shopModeOfProductKind } from './shop-mode';

describe('shopModeFromPath', () => {
  test('R000-2.01 R000-2.02 landing pages and the paths below them name their mode', () => {
    expect(shopModeFromPath('/-moebel')).toBe('moebel');
    expect(shopModeFromPath('/-moebel/gallerie')).toBe('moebel');
    expect(shopModeFromPath('/-verpackung')).toBe('verpackung');
    expect(shopModeFromPath('/-verpackung/dienstleistungen/lagern')).toBe('verpackung');
    expect(shopModeFromPath('/-moebel.data')).toBe('moebel');
  });

  test('other paths name no mode', () => {
    expect(shopModeFromPath('/')).toBeUndefined();
    expect(shopModeFromPath('/produkte/tische')).toBeUndefined();
    expect(shopModeFromPath('/-moebelhaus')).toBeUndefined();
  });
});

describe('shop mode cookie', () => {
  test('reads the shopMode cookie among others and ignores unknown values', () => {
    expect(shopModeFromCookie('a=1; shopMode=moebel; b=2')).toBe('moebel');
    expect(shopModeFromCookie('shopMode=garten')).toBeUndefined();
    expect(shopModeFromCookie(null)).toBeUndefined();
  });

  test('is kept for a year on the whole site', () => {
    expect(serializeShopModeCookie('moebel')).toBe('shopMode=moebel; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(serializeShopModeCookie('verpackung', { secure: true })).toMatch(/; Secure$/);
  });
});

describe('shop mode of a product', () => {
  test('packaging and furniture products name their mode; artwork and any keep the shopper’s', () => {
    expect(shopModeOfProductKind(1)).toBe('verpackung');
    expect(shopModeOfProductKind(2)).toBe('moebel');
    expect(shopModeOfProductKind(3)).toBeUndefined();
    expect(shopModeOfProductKind(99)).toBeUndefined();
  });
});
