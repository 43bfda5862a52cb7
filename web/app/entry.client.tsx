import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { documentLanguage, loadSharedTexts } from './i18n/texts-browser';

/**
 * React Router's default entry, after the shared texts of the page's language have come (decision
 * 1079; the root preloads their chunk with the entry). Without them the page stays as the server
 * rendered it: links and forms work, nothing shows an empty text.
 */
loadSharedTexts(documentLanguage(document.documentElement.lang)).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error('The page texts could not be loaded; the page stays without JavaScript.', error),
);
