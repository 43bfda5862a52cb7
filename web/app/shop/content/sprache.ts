import { isLocale } from '@shop/engine/browser';
import { redirect } from 'react-router';
import type { Route } from './+types/sprache';
import { safeRedirectPath, serializeLanguageCookie } from '../../i18n/i18n';
import { withoutLangParam } from '../../i18n/locale-prefix';

/** POST /sprache (locale, redirectTo): stores the language cookie for 365 days and goes back (R000-1.05). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = form.get('locale');
  // Back without `?lang=`, which would outvote the language just chosen (decision 1094); checked
  // again after the URL parser normalised the path (`/.//host` would become `//host`).
  const target = safeRedirectPath(withoutLangParam(safeRedirectPath(form.get('redirectTo'))));
  if (!isLocale(locale)) return redirect(target, 303);
  const secure = new URL(request.url).protocol === 'https:';
  return redirect(target, { status: 303, headers: { 'Set-Cookie': serializeLanguageCookie(locale, { secure }) } });
}

/** A plain GET has nothing to switch: back home. */
export function loader() {
  return redirect('/');
}
