import { readFileSync } from 'node:fs';
import { EMPTY_DATE_SENTINEL, formatDateCh, isEmptyDate, isoDateInZurich, ZURICH_TIME_ZONE } from '@shop/engine';
import { describe, expect, it } from 'vitest';
import { TOAST_MS } from '../components/admin/Toasts';
import { pageMeta } from './meta';

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
});
