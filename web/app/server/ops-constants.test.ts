import { readFileSync } from 'node:fs';
import { EMPTY_DATE_SENTINEL, formatDateCh, isEmptyDate, isoDateInZurich, ZURICH_TIME_ZONE } from '@shop/engine';
import { describe, expect, it } from 'vitest';
import { TOAST_MS } from '../kit/Toasts';
import { PRICE_REQUEST_DELAY_MS } from '../checkout/cart-pricing';
import { pageMeta } from '../kit/meta';
import { FETCH_DELAY_MS, PROGRESS_BAR_MS, PROGRESS_BAR_THROTTLE_MS, progressShare } from './ops-timing';
import { shopModeFromConfiguration } from '../kit/shop-mode';

/** The [ops] constants of 000 §9 / 001 §9 that the shop implements, read where they live. */
const css = (name: string) => readFileSync(new URL(`../styles/${name}`, import.meta.url), 'utf8');

describe('[ops] layout, toast, date and version constants (000 §9, 001 §9)', () => {
  it('[ops] R000-9.36 R001-9.40 breakpoints 576, 768, 992, 1300 px; R000-9.37 the container is 1800 px wide above 1300 px', () => {
    const base = css('base.css');
    for (const width of [576, 768, 992, 1300]) expect(base).toContain(`@media (min-width: ${width}px)`);
    const extraLarge = base.slice(base.indexOf('@media (min-width: 1300px)'));
    expect(extraLarge.slice(0, extraLarge.indexOf('}\n}') + 3)).toContain('max-width: 1800px');
  });

  it('[ops] R000-9.33 R001-9.05 toasts sit top right; R001-9.07 at most 350 px wide; R000-9.34 R001-9.06 a toast stays 3000 ms', () => {
    const rule = /\.toasts\s*\{([^}]*)\}/.exec(css('admin.css'))?.[1] ?? '';
    expect(rule).toContain('position: fixed');
    expect(rule).toMatch(/top: \d+px/);
    expect(rule).toMatch(/right: \d+px/);
    expect(rule).toContain('max-width: 350px');
    expect(TOAST_MS).toBe(3000);
  });

  it('[ops] R000-9.40 R001-9.13 time zone Europe/Zurich; R000-9.41 R001-9.14 dates in de-CH; R000-9.42 R001-9.15 1900-01-01 means no date', () => {
    expect(ZURICH_TIME_ZONE).toBe('Europe/Zurich');
    // 23:30 UTC on 31 December is already New Year in Zurich.
    expect(isoDateInZurich(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(formatDateCh('2026-05-14')).toBe('14.05.2026');
    expect(EMPTY_DATE_SENTINEL).toBe('1900-01-01');
    expect(isEmptyDate('1900-01-01')).toBe(true);
    expect(isEmptyDate('2026-05-14')).toBe(false);
  });

  it('[ops] R000-9.43 R001-1.30 every page carries the shop version meta 2021.27.0', () => {
    expect(pageMeta()).toContainEqual({ name: 'shop-version', content: '2021.27.0' });
    expect(pageMeta({ title: 'Kontakt' })).toContainEqual({ name: 'shop-version', content: '2021.27.0' });
  });

  it('[ops] R000-9.31 the progress bar fills over 5000 ms; R000-9.32 it moves in 200 ms steps', () => {
    expect(PROGRESS_BAR_MS).toBe(5000);
    expect(PROGRESS_BAR_THROTTLE_MS).toBe(200);
    expect(progressShare(1000)).toBeCloseTo(1000 / 5000);
    expect(progressShare(2600)).toBeCloseTo(2600 / 5000);
    // Between two steps the bar stands still (throttle): 1000…1199 ms all show the 1000 ms share.
    expect(progressShare(1199)).toBe(progressShare(1000));
    expect(progressShare(1200)).toBeGreaterThan(progressShare(1199));
    // It never runs full by itself: the end is reached only when the work is done.
    expect(progressShare(4999)).toBeLessThan(1);
    expect(progressShare(60_000)).toBe(0.95);
  });

  it('[ops] R000-9.35 the fetch helper waits 200 ms by default: no progress bar before, cart prices and search asked after it', () => {
    expect(FETCH_DELAY_MS).toBe(200);
    expect(progressShare(0)).toBe(0);
    expect(progressShare(199)).toBe(0);
    expect(progressShare(200)).toBeGreaterThan(0);
    expect(PRICE_REQUEST_DELAY_MS).toBe(FETCH_DELAY_MS);
    const search = readFileSync(new URL('../shop/components/HeaderSearch.tsx', import.meta.url), 'utf8');
    expect(search).toMatch(/setTimeout\([^\n]*, FETCH_DELAY_MS\)/);
  });

  it('[ops] R000-9.38 R001-9.36 side panels 420 px; R000-9.39 R001-9.37 sidebar 320 px; R001-9.38 sticky-header tables at most 300 px high', () => {
    const tokens = css('tokens.css');
    expect(tokens).toContain('--panel-width: 420px;');
    expect(tokens).toContain('--sidebar-width: 320px;');
    expect(tokens).toContain('--sticky-table-max-height: 300px;');
    const admin = css('admin.css');
    const rule = (selector: string) => new RegExp(`(?:^|\\n)${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(admin)?.[1] ?? '';
    expect(rule('.admin-shell')).toContain('grid-template-columns: var(--sidebar-width) minmax(0, 1fr)');
    expect(rule('.admin-panels')).toContain('minmax(var(--panel-width), 1fr)');
    expect(rule('.admin-truck-layout')).toContain('var(--panel-width)');
    expect(rule('.admin-mail-layout')).toContain('minmax(var(--panel-width), 1fr)');
    // No panel width written out by hand any more (only the heading comment names the sizes).
    expect(admin.split('\n').slice(1).join('\n')).not.toMatch(/\b(420|320|300)px/);
    expect(rule('.admin-table-scroll')).toContain('max-height: var(--sticky-table-max-height)');
    expect(rule('.admin-table-scroll')).toContain('overflow: auto');
    expect(admin).toMatch(/\.admin-table thead th \{[^}]*position: sticky; top: 0/);
    // A 420 px side column beside the 320 px sidebar stacks below the 1300 px breakpoint.
    const narrow = admin.slice(admin.indexOf('@media (max-width: 1299px)'));
    expect(narrow).toMatch(/^@media \(max-width: 1299px\) \{\n {2}\.admin-truck-layout, \.admin-mail-layout \{ grid-template-columns: minmax\(0, 1fr\); \}/);
    const dev = readFileSync(new URL('../admin/dev/dev.tsx', import.meta.url), 'utf8');
    expect(dev).toMatch(/<div className="admin-table-scroll"[ >]/);
  });

  it("[ops] R001-8.18 a shop mode unknown to the configuration fails with 'Unknown shop from configuration'", () => {
    expect(shopModeFromConfiguration('verpackung')).toBe('verpackung');
    expect(shopModeFromConfiguration('moebel')).toBe('moebel');
    expect(() => shopModeFromConfiguration('moebeln')).toThrow('Unknown shop from configuration');
    expect(() => shopModeFromConfiguration(undefined)).toThrow('Unknown shop from configuration');
    const root = readFileSync(new URL('../root.tsx', import.meta.url), 'utf8');
    expect(root).toContain('shopModeFromConfiguration(root?.shopMode ?? defaultShopMode)');
  });
});
