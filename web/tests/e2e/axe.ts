import { AxeBuilder } from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core on every page the browser tests visit (decision 1098): WCAG 2.0–2.2 A and AA and axe's
 * best practices. The page fixture (browser.ts, pages.ts) calls `checkAccessibility` after each
 * `open` and login, before each `shot`, and on the pages still open when a file's or test's pages
 * close; each distinct state (path with query, viewport width, what the test calls it) is checked
 * once per test file, so clicks on one page cost nothing more.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/**
 * Rules switched off, each with its reason (decision 1098: an exception is a line here and in the
 * decision). None: every violation is mended in the shop.
 */
export const AXE_DISABLED_RULES: Readonly<Record<string, string>> = {};

const checked = new Set<string>();
const violations: string[] = [];

/** The violations found since the last call (the fixture fails the test with them). */
export function takeAccessibilityViolations(): string[] {
  return violations.splice(0);
}

/** Runs axe on the page as it is now, once per path + query + width + state; records what it finds. */
export async function checkAccessibility(page: Page, state = ''): Promise<void> {
  if (page.isClosed()) return;
  const url = new URL(page.url());
  if (!url.protocol.startsWith('http')) return;
  const key = `${url.pathname}${url.search} @${page.viewportSize()?.width ?? 0}${state ? ` ${state}` : ''}`;
  if (checked.has(key)) return;
  checked.add(key);
  const results = await analyze(page);
  for (const violation of results.violations) {
    const targets = violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').slice(0, 160)})` : ''}`);
    violations.push(`${key}: ${violation.impact ?? ''} ${violation.id} ×${violation.nodes.length}: ${targets.join('; ')}`);
  }
}

/** Whether the page runs its own scripts: an event listener added in the page is called (not so with JavaScript off). */
function scriptsRun(): boolean {
  let ran = false;
  const target = document.createElement('div');
  target.addEventListener('axe-probe', () => (ran = true));
  target.dispatchEvent(new Event('axe-probe'));
  return ran;
}

/** axe-core's own script, put into a document once: later states of the same document reuse it. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe on the page's document, violations only (axe's `resultTypes`: passes are not collected node
 * by node). The shop has no frames; a page with frames goes through @axe-core/playwright, which
 * puts axe into each. Legacy mode there: the default opens a blank page in the context for its
 * last step, which a test waiting for a new page (a PDF, a popup) would take for its own.
 */
async function analyze(page: Page): Promise<AxeResults> {
  const options = { runOnly: { type: 'tag' as const, values: [...AXE_TAGS] }, rules: Object.fromEntries(Object.keys(AXE_DISABLED_RULES).map((rule) => [rule, { enabled: false }])), resultTypes: ['violations' as const] };
  if (page.frames().length > 1) return new AxeBuilder({ page }).setLegacyMode(true).withTags([...AXE_TAGS]).disableRules(Object.keys(AXE_DISABLED_RULES)).options({ resultTypes: ['violations'] }).analyze();
  // A page with JavaScript off runs no page script, and axe.run would wait for ever: refused, as
  // the builder refuses it ('Frame cannot run scripts'); the fixture's last look skips it.
  if (!(await page.evaluate(scriptsRun))) throw new Error(`axe cannot run on ${page.url()}: the page runs no scripts (JavaScript off)`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate((runOptions) => (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<AxeResults> } }).axe.run(document, runOptions), options);
}
