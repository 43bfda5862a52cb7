import { NavLink } from 'react-router';
import { useT, type WebMessageId } from '../../i18n/i18n';

const links: { to: string; label: WebMessageId }[] = [
  { to: '/user/profile/bestellungen', label: 'profile.orders' },
  { to: '/user/profile/offerten', label: 'profile.quotes' },
  { to: '/user/profile/konto', label: 'profile.account' },
  { to: '/user/profile/zugangsdaten', label: 'profile.credentials' },
  { to: '/user/profile/adressen', label: 'profile.addresses' },
];

/** The subpages of /user/profile (000 §2). */
export function ProfileNav() {
  const t = useT();
  return (
    <nav className="profile-nav" aria-label={t('profile.nav')}>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} className="button">
          {t(link.label)}
        </NavLink>
      ))}
    </nav>
  );
}
