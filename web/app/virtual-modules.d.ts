/** The shared texts of one language (web/texts-plugin.ts, decision 1079). */
declare module 'virtual:shop-texts/*' {
  const texts: Readonly<Record<string, string>>;
  export default texts;
}

/** The browser file of each language's texts, for the page's modulepreload link (web/texts-plugin.ts). */
declare module 'virtual:shop-texts-files' {
  const files: Partial<Record<'de' | 'fr' | 'en', string>>;
  export default files;
}
