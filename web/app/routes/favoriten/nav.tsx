import { NavLink } from 'react-router';

/** The subpages of /favoriten (000 §2); quick order only for accounts with that right. */
export function FavouritesNav({ quickOrder }: { quickOrder: boolean }) {
  return (
    <nav className="profile-nav" aria-label="Favoriten">
      <NavLink to="/favoriten/meine-produkte" className="button">
        Meine Produkte
      </NavLink>
      {quickOrder && (
        <NavLink to="/favoriten/quick-order" className="button">
          Quick Order
        </NavLink>
      )}
      <NavLink to="/favoriten/zuletzt-bestellt" className="button">
        Zuletzt bestellt
      </NavLink>
    </nav>
  );
}
