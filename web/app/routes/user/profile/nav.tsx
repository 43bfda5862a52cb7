import { NavLink } from 'react-router';

const links = [
  { to: '/user/profile/bestellungen', label: 'Bestellungen' },
  { to: '/user/profile/offerten', label: 'Offerten' },
  { to: '/user/profile/konto', label: 'Konto' },
  { to: '/user/profile/zugangsdaten', label: 'Zugangsdaten' },
  { to: '/user/profile/adressen', label: 'Adressen' },
];

/** The subpages of /user/profile (000 §2). */
export function ProfileNav() {
  return (
    <nav className="profile-nav" aria-label="Profil">
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} className="button">
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
