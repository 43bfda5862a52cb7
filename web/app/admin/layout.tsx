import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLoaderData, useLocation } from 'react-router';
import type { Route } from './+types/layout';
import { ProgressBar, ToastProgressbarProvider } from '../kit/ToastProgressbar';
import { adminMenu, requireAdminScreen } from './screens.server';
import { engineContext } from '../server/engine-context';
import { requestContext } from '../server/request-context.server';
import adminStylesHref from '../styles/admin.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminStylesHref }];

/**
 * The back office's shell (/admin): the menu of the screens the user's permissions
 * open, and a 'test/dev' badge outside production. Any admin permission opens it; each screen
 * checks its own permission too (lib/admin-screens.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('home', ctx, request);
  const engine = context.get(engineContext);
  return { menu: adminMenu(ctx), badge: engine.env.NODE_ENV === 'production' ? null : 'test/dev', email: ctx.email ?? '' };
}

export default function AdminLayout() {
  const { menu, badge, email } = useLoaderData<typeof loader>();
  // On a phone the menu folds away behind 'Menü' (admin.css); a chosen screen folds it again.
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);
  return (
    <ToastProgressbarProvider>
      <ProgressBar />
      <div className="admin-shell">
        <aside className={menuOpen ? 'admin-shell__side is-open' : 'admin-shell__side'}>
          <p className="admin-shell__title">
            Back Office {badge && <span className="admin-badge" data-testid="admin-env-badge">{badge}</span>}
            <button type="button" className="admin-menu-toggle" aria-expanded={menuOpen} aria-controls="admin-menu" onClick={() => setMenuOpen((open) => !open)}>
              Menü {menuOpen ? '▴' : '▾'}
            </button>
          </p>
          <nav aria-label="Back Office" id="admin-menu">
            <ul className="admin-menu">
              {menu.map((item) => (
                <li key={item.id}>
                  <NavLink to={item.path} end={item.id === 'home'} onClick={() => setMenuOpen(false)} className={({ isActive }) => (isActive ? 'admin-menu__link is-active' : 'admin-menu__link')}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className="admin-shell__user">{email}</p>
        </aside>
        <div className="admin-shell__main">
          <Outlet />
        </div>
      </div>
    </ToastProgressbarProvider>
  );
}
