import { redirect } from 'react-router';
import type { Route } from './+types/locale-prefix';
import { serializeLanguageCookie } from '../../i18n/i18n';
import { localePrefixTarget } from '../../i18n/locale-prefix';
import { pageUrlOf } from '../../kit/page-url';

/**
 * /de/*, /fr/*, /en/* (001 §1, R001-1.24/1.25): the prefix selects the language — stored in the
 * language cookie like the switch does — and the shop answers at the same path without prefix.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = pageUrlOf(request.url);
  const target = localePrefixTarget(url);
  if (!target) return redirect('/');
  return redirect(target.path, { status: 302, headers: { 'Set-Cookie': serializeLanguageCookie(target.locale, { secure: url.protocol === 'https:' }) } });
}
