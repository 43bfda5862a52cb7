import { languageOf, type Locale } from '@shop/engine/browser';
import type { ContentText } from '../../i18n/i18n-content';

/** Renders one content page text: heading, lead and sections (docs/content.md). */
export function ContentArticle({ text, children }: { text: ContentText; children?: React.ReactNode }) {
  return (
    <article className="content-page container section">
      <h1 className="content-page__title">{text.title}</h1>
      {text.lead && <p className="content-page__lead">{text.lead}</p>}
      {text.sections.map((section) => (
        <section key={section.heading} className="content-page__section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {children}
    </article>
  );
}

/** The text of a page in the request's language. */
export function textFor<T>(texts: Record<'de' | 'fr' | 'en', T>, locale: Locale): T {
  return texts[languageOf(locale)];
}
