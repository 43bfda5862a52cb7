import { Form, Link } from 'react-router';
import { useT } from '../../i18n/i18n';

/** What the header knows about the logged-in user (from the session, via the root loader). */
export interface AccountSummary {
  email: string;
  /** Any admin permission (R000-6.06): shows 'Adminbereich'. */
  isAdmin: boolean;
  /** Quick order allowed (hasQuickOrder or admin, R000-6.04/6.05): shows 'Schnellbestellung'. */
  quickOrder: boolean;
}

/**
 * Header entries of a logged-in user (R000-2.61, 2.65–2.67): Favoriten menu, Adminbereich for
 * admins, the e-mail linking to the orders, and Logout (a document POST: home, then a full reload).
 */
export function UserMenuItems({ account }: { account: AccountSummary }) {
  const t = useT();
  return (
    <>
      <li className="user-menu">
        <details className="user-menu__favourites">
          <summary className="topbar__link">{t('favourites.nav')}</summary>
          <ul className="user-menu__list">
            <li>
              <Link to="/favoriten/meine-produkte">{t('favourites.myProducts')}</Link>
            </li>
            {account.quickOrder && (
              <li>
                <Link to="/favoriten/quick-order">{t('favourites.quickOrder')}</Link>
              </li>
            )}
          </ul>
        </details>
      </li>
      {account.isAdmin && (
        <li>
          <Link to="/admin/orders" className="topbar__link">
            {t('header.adminArea')}
          </Link>
        </li>
      )}
      <li>
        <Link to="/user/profile/bestellungen" className="topbar__link" data-testid="user-email">
          {account.email}
        </Link>
      </li>
      <li>
        <Form method="post" action="/user/logout" reloadDocument>
          <button type="submit" className="topbar__link topbar__link--strong topbar__button">
            {t('header.logout')}
          </button>
        </Form>
      </li>
    </>
  );
}
