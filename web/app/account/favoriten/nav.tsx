import { NavLink } from 'react-router';
import { useT } from '../../i18n/i18n';

/** The subpages of /favoriten (000 §2); quick order only for accounts with that right. */
export function FavouritesNav({ quickOrder }: { quickOrder: boolean }) {
  const t = useT();
  return (
    <nav className="profile-nav" aria-label={t('favourites.nav')}>
      <NavLink to="/favoriten/meine-produkte" className="button">
        {t('favourites.myProducts')}
      </NavLink>
      {quickOrder && (
        <NavLink to="/favoriten/quick-order" className="button">
          {t('favourites.quickOrderTab')}
        </NavLink>
      )}
      <NavLink to="/favoriten/zuletzt-bestellt" className="button">
        {t('favourites.recent')}
      </NavLink>
    </nav>
  );
}
