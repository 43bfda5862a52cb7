import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium); never a browser downloaded by a tool. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumAvailable = existsSync(chromiumPath);
const inCi = process.env.CI === 'true';

/** Browser tests run when Chromium is there, and always under CI (where a missing one fails). */
export const skipBrowserTests = !chromiumAvailable && !inCi;
if (skipBrowserTests) {
  console.warn(`Browser tests skipped: no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH).`);
}

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchBrowser(): Promise<Browser> {
  if (!chromiumAvailable) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: install it with \`apt-get update && apt-get install -y chromium\` or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** Screenshots for looking at the pages (git-ignored). */
export function screenshotPath(name: string): string {
  const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  return `${dir}${name}.png`;
}
