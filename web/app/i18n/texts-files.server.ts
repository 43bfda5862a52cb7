import type { Language } from '@shop/engine/browser';
import files from 'virtual:shop-texts-files';

/** The browser file of a language's shared texts (decision 1079), preloaded with the page; none in development. */
export function sharedTextsFile(language: Language): string | null {
  return files[language] ?? null;
}
