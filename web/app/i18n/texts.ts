/// <reference types="vite/client" />
// import.meta.env below; the server (web/request-target.ts, under the root tsconfig) reads this file as well.
import type { Language } from '@shop/engine/browser';
import { WEB_MESSAGES } from './i18n-catalogue';

/** The shared texts of one language by id, as the browser loads them (decision 1079). */
export type LanguageTexts = Readonly<Record<string, string>>;

/**
 * The browser's production build loads the shared texts of the page's language only (a chunk
 * per language made by web/texts-plugin.ts) instead of all three: the server, the tests and the
 * development server read the whole catalogue. Both are constants of the build, so the browser
 * build leaves WEB_MESSAGES out.
 */
// `?.`: a module run without Vite (tsx) has no import.meta.env and reads the whole catalogue.
const PER_LANGUAGE = import.meta.env?.PROD === true && !import.meta.env.SSR;

const loaded: Partial<Record<Language, LanguageTexts>> = {};

/** The shared text of an id in a language. */
export function sharedText(language: Language, id: keyof typeof WEB_MESSAGES): string {
  if (!PER_LANGUAGE) return WEB_MESSAGES[id][language];
  // A language the page did not load (only if a client navigation changed it; the root reloads
  // the page then) reads the language it did load rather than showing nothing.
  const texts = loaded[language] ?? Object.values(loaded)[0];
  return texts?.[id] ?? '';
}

/** Keeps the texts of a language the browser loaded (web/app/i18n/texts-browser.ts). */
export function keepSharedTexts(language: Language, texts: LanguageTexts): void {
  loaded[language] = texts;
}

/** Whether `sharedText` answers in this language: always, except in the browser before its texts came. */
export function hasSharedTexts(language: Language): boolean {
  return !PER_LANGUAGE || loaded[language] !== undefined;
}
