import { existsSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium); never a browser downloaded by a tool. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumAvailable = existsSync(chromiumPath);

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-gpu-compositing',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Global setup: one Chromium for every browser-test file (decision 978). Files connect to it
 * (launchBrowser) and each gets contexts of its own; a file's contexts close when it disconnects.
 * Without Chromium nothing starts: launchBrowser says what to install.
 */
export default async function startSharedChromium(project: { provide(key: 'chromiumWsEndpoint', value: string): void }) {
  if (!chromiumAvailable) return;
  const server: BrowserServer = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  project.provide('chromiumWsEndpoint', server.wsEndpoint());
  return () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumWsEndpoint?: string;
  }
}
