import { useEffect, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { NavItem } from '../catalog';
import { CategoryLink } from './CategoryLink';
import { useT } from '../../i18n/i18n';

/**
 * Main navigation: top categories with their children (000 §2 Layout). Children open on hover or
 * keyboard focus from 992 px up; below, the list opens from the 'Produkte' button.
 */
export function MainNav({ items }: { items: readonly NavItem[] }) {
  const [open, setOpen] = useState(false);
  // After a click the pointer still hovers the menu and the link keeps the focus: the open
  // submenu would cover the new page. It stays closed until the pointer leaves or a key moves the
  // focus.
  const [closed, setClosed] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const closeAfterClick = (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link) return;
    setClosed(true);
    link.blur();
  };
  const t = useT();

  if (items.length === 0) return null;
  return (
    <nav
      className="main-nav"
      aria-label={t('nav.main')}
      data-open={open}
      data-closed={closed}
      onClick={closeAfterClick}
      onPointerLeave={() => setClosed(false)}
      onKeyDown={() => setClosed(false)}
    >
      <div className="container main-nav__inner">
        <button
          type="button"
          className="main-nav__toggle"
          aria-expanded={open}
          aria-controls="main-nav-list"
          onClick={() => setOpen((value) => !value)}
        >
          <span className="main-nav__burger" aria-hidden="true" />
          {t('nav.products')}
        </button>
        <ul id="main-nav-list" className="main-nav__list">
          {items.map((item) => (
            <li key={item.id} className="main-nav__item">
              <CategoryLink url={item.url} className="main-nav__link">
                {item.name}
              </CategoryLink>
              {item.children.length > 0 && (
                <ul className="main-nav__sub">
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <CategoryLink url={child.url} className="main-nav__sublink">
                        {child.name}
                      </CategoryLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
