import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

const LANGUAGES = ['de', 'fr', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
const TEXTS = 'virtual:shop-texts/';
const FILES = 'virtual:shop-texts-files';
const catalogueFile = fileURLToPath(new URL('./app/i18n/i18n-catalogue.ts', import.meta.url));

/**
 * The shared texts (WEB_MESSAGES) one language at a time for the browser (decision 1079):
 * `virtual:shop-texts/de` is `export default { id: text, … }` of German only, its own chunk, so a
 * page loads the texts of its language, not all three. `virtual:shop-texts-files` tells the server
 * build each chunk's file, for the page's modulepreload link; the browser is built first.
 */
export function shopTexts(): Plugin {
  let catalogue: Promise<Record<string, Record<Language, string>>> | undefined;
  // The catalogue's files: a change to one of them (a watching build) reads the texts anew.
  let sources = new Set<string>([catalogueFile]);
  const files: Partial<Record<Language, string>> = {};
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'shop-texts',
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      if (id.startsWith(TEXTS) || id === FILES) return `\0${id}`;
    },
    async load(id) {
      if (id.startsWith(`\0${TEXTS}`)) {
        const language = id.slice(TEXTS.length + 1) as Language;
        if (!LANGUAGES.includes(language)) throw new Error(`shop-texts: no language "${language}"`);
        catalogue ??= runnerImport<{ WEB_MESSAGES: Record<string, Record<Language, string>> }>(catalogueFile).then(({ module, dependencies }) => {
          sources = new Set([catalogueFile, ...dependencies]);
          return module.WEB_MESSAGES;
        });
        const messages = await catalogue;
        for (const source of sources) this.addWatchFile(source);
        const texts = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text[language]]));
        return `export default ${JSON.stringify(texts)};`;
      }
      if (id === `\0${FILES}`) {
        if (command === 'build' && this.environment.name !== 'client' && Object.keys(files).length !== LANGUAGES.length) {
          throw new Error('shop-texts: the browser build must come before the server build (its text chunks are not known)');
        }
        return `export default ${JSON.stringify(files)};`;
      }
    },
    watchChange(id) {
      if (sources.has(id)) catalogue = undefined;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const chunk of Object.values(bundle)) {
        const module = chunk.type === 'chunk' ? chunk.facadeModuleId : undefined;
        if (module?.startsWith(`\0${TEXTS}`)) files[module.slice(TEXTS.length + 1) as Language] = `/${chunk.fileName}`;
      }
    },
  };
}
