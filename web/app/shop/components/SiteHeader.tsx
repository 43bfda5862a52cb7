import { Link } from 'react-router';
import type { NavItem } from '../catalog';
import { useCompany } from '../../kit/company';
import { landingPath, shopModes, type ShopMode } from '../../kit/shop-mode';
import { CrateIcon, MailIcon, PhoneIcon } from '../../kit/Icons';
import { MainNav } from './MainNav';
import { UserMenuItems, type AccountSummary } from '../../account/components/UserMenu';
import { CartPopover } from '../../checkout/components/CartPopover';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useT } from '../../i18n/i18n';
import { servicesMenu } from '../../i18n/i18n-content';

/** Header: contact links, account links (logged out), brand, mode switch, main navigation. */
export function SiteHeader({
  shopMode,
  navigation,
  account = null,
}: {
  shopMode: ShopMode;
  navigation: readonly NavItem[];
  /** The logged-in user, or null: then 'Registrieren' and 'Login' show. */
  account?: AccountSummary | null;
}) {
  const t = useT();
  const company = useCompany();
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <ul className="topbar__contact">
            <li>
              <a href={company.phoneHref} className="topbar__link">
                <PhoneIcon /> <span>{company.phone}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${company.email}`} className="topbar__link">
                <MailIcon /> <span>{company.email}</span>
              </a>
            </li>
          </ul>
          <ul className="topbar__account">
            {account ? (
              <UserMenuItems account={account} />
            ) : (
              <>
            <li>
              <Link to="/user/register" className="topbar__link">
                {t('header.register')}
              </Link>
            </li>
            <li>
              <Link to="/user/login" className="topbar__link topbar__link--strong">
                {t('header.login')}
              </Link>
            </li>
              </>
            )}
            <li>
              <LanguageSwitcher />
            </li>
          </ul>
        </div>
      </div>
      <div className="brandbar">
        <div className="container brandbar__inner">
          {/* Named by what it shows, "Holzwerk Verpackungen" (WCAG 2.5.3 label in name, decision 1098). */}
          <Link to={landingPath[shopMode]} className="brand">
            <CrateIcon className="brand__mark" />
            <span className="brand__text">
              <span className="brand__name">Holzwerk</span>{' '}
              <span className="brand__tagline">{t(`mode.${shopMode}`)}</span>
            </span>
          </Link>
          <nav className="mode-switch" aria-label={t('header.chooseShop')}>
            {shopModes.map((mode) => (
              <Link
                key={mode}
                to={landingPath[mode]}
                className="mode-switch__link"
                aria-current={mode === shopMode ? 'true' : undefined}
              >
                {t(`mode.${mode}`)}
              </Link>
            ))}
          </nav>
          <HeaderSearch />
          <CartPopover />
        </div>
      </div>
      <MainNav items={navigation} />
      {shopMode === 'verpackung' && (
        <nav className="services-menu" aria-label={t('header.services')}>
          <ul className="container services-menu__list">
            {servicesMenu.map((entry) => (
              <li key={entry.slug}>
                <Link to={entry.to} className="services-menu__link">
                  {t(entry.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
