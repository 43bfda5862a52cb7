import type { RouterContextProvider } from 'react-router';
import { engineContext } from '../../server/engine-context';
import { contentPages, type ContentPageKey, type ContentText } from '../../i18n/i18n-content';
import { requestContext } from '../../server/request-context.server';
import { textFor } from './content-page';

/** A content page's text in the request's language, with the one editable company profile filled in. */
export async function loadContentText(context: Readonly<RouterContextProvider>, key: ContentPageKey): Promise<ContentText> {
  const profile = await context.get(engineContext).settings.company.profile();
  return textFor(contentPages(profile)[key], context.get(requestContext).locale);
}
