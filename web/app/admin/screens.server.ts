import { evaluateGuard, isLoggedIn, type RequestContext } from '@shop/engine';
import { data, matchPath, redirect } from 'react-router';
import { adminScreen, adminScreens, type AdminScreenId } from './screens';
import { PERMISSION_LABEL } from '../kit/admin-format';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../server/guards.server';
import { pagePathOf } from '../kit/page-url';

/**
 * The server's side of the back office's route table (web/app/admin/screens.ts, decisions 780 and
 * 1135): the menu a user may see and the guards of every screen's loader and action.
 */
export { adminScreen, adminScreens, adminDownloads, type AdminScreen, type AdminScreenId, type AdminDownload } from './screens';

/** The menu entries the caller may open. */
export function adminMenu(ctx: RequestContext): { id: AdminScreenId; path: string; label: string }[] {
  return adminScreens.filter((screen) => screen.menu && evaluateGuard(screen.guard, ctx) === 'ok').map(({ id, path, label }) => ({ id, path, label }));
}

/** A page loader's guard: anyone lacking the right goes to /user/login (001 §2), back here after. */
export function requireAdminScreen(id: AdminScreenId, ctx: RequestContext, request: Request): void {
  if (evaluateGuard(adminScreen(id).guard, ctx) === 'ok') return;
  throw redirect(`/user/login?redirectTo=${encodeURIComponent(pagePathOf(request))}`);
}

/**
 * Why a signed-in staff member was sent to the login (001 §2's redirect stays): the screen behind
 * `target` (the login's redirectTo) and the permissions it needs, in words — or null when the
 * caller is not signed in, may open it, or `target` is no back-office page. A page below /admin
 * outside the table (a dialog route) names no screen.
 */
export function missingRightOf(target: string | null, ctx: RequestContext): { screen: string | null; needs: string[] } | null {
  if (!target || !isLoggedIn(ctx)) return null;
  const pathname = target.split(/[?#]/)[0]!;
  if (!/^\/admin(\/|$)/i.test(pathname)) return null;
  const screen = adminScreens.find((candidate) => matchPath({ path: candidate.path, caseSensitive: false }, pathname));
  if (!screen) return { screen: null, needs: [] };
  if (evaluateGuard(screen.guard, ctx) === 'ok') return null;
  const guard = screen.guard;
  const needs = guard.kind === 'permission' ? [...(guard.all ?? guard.any ?? [])].map((permission) => PERMISSION_LABEL[permission] ?? '').filter(Boolean) : [];
  return { screen: screen.label, needs };
}

/**
 * An action's guard: 401 without a login, 403 without the right (a form post gets the message,
 * not a login page it did not ask for).
 */
export function requireAdminAction(id: AdminScreenId, ctx: RequestContext): void {
  const outcome = evaluateGuard(adminScreen(id).guard, ctx);
  if (outcome === 'ok') return;
  const status = outcome === 'unauthenticated' ? 401 : 403;
  throw data({ ok: false as const, message: status === 401 ? UNAUTHENTICATED_MESSAGE : FORBIDDEN_MESSAGE, fieldErrors: {} }, { status });
}
