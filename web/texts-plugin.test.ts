import { describe, expect, it } from 'vitest';
import { WEB_MESSAGES } from './app/i18n/i18n-catalogue';
import { shopTexts } from './texts-plugin';

/** Calls the plugin's load hook as Vite's client build would. */
async function load(id: string, environment = 'client', command: 'build' | 'serve' = 'build'): Promise<string> {
  const plugin = shopTexts();
  (plugin.configResolved as (config: { command: string }) => void)({ command });
  const context = { environment: { name: environment }, addWatchFile() {} };
  const resolved = (plugin.resolveId as (id: string) => string | undefined)(id);
  expect(resolved).toBe(`\0${id}`);
  return (await (plugin.load as (this: unknown, id: string) => Promise<string>).call(context, resolved!)) as string;
}

describe('the shared texts one language at a time (decision 1079)', () => {
  it('R000-1.04 virtual:shop-texts/fr holds every shared id with its French text, and nothing else', async () => {
    const code = await load('virtual:shop-texts/fr');
    const texts = JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as Record<string, string>;
    expect(Object.keys(texts).sort()).toEqual(Object.keys(WEB_MESSAGES).sort());
    for (const [id, text] of Object.entries(WEB_MESSAGES)) expect(texts[id], id).toBe(text.fr);
    expect(code).not.toContain(WEB_MESSAGES['header.register'].de);
  });

  it('refuses a language the shop does not have', async () => {
    await expect(load('virtual:shop-texts/it')).rejects.toThrow(/no language "it"/);
  });

  it('the server build refuses to run before the browser build has named the text chunks', async () => {
    await expect(load('virtual:shop-texts-files', 'ssr')).rejects.toThrow(/browser build must come before/);
    // The development server has no chunks: no preload link, no error.
    expect(await load('virtual:shop-texts-files', 'ssr', 'serve')).toBe('export default {};');
  });
});
