import { Link } from 'react-router';
import { company } from '../lib/company';
import { shopModeLabel, type ShopMode } from '../lib/shop-mode';

interface FooterLink {
  label: string;
  to: string;
}

/** Footer links per shop mode: Galerie in the packaging shop, Geschichte in the furniture shop (000 §2). */
export const footerLinks: Record<ShopMode, readonly FooterLink[]> = {
  verpackung: [
    { label: 'Kontakt', to: '/kontakt' },
    { label: 'Labels', to: '/labels' },
    { label: 'Galerie', to: '/-verpackung/galerie' },
    { label: 'AGB', to: '/agb' },
    { label: 'Impressum', to: '/impressum' },
    { label: 'Datenschutz', to: '/datenschutz' },
  ],
  moebel: [
    { label: 'Kontakt', to: '/kontakt' },
    { label: 'Labels', to: '/labels' },
    { label: 'Geschichte', to: '/geschichte' },
    { label: 'AGB', to: '/agb' },
    { label: 'Impressum', to: '/impressum' },
    { label: 'Datenschutz', to: '/datenschutz' },
  ],
};

export function SiteFooter({ shopMode }: { shopMode: ShopMode }) {
  return (
    <footer className="site-footer" data-footer={shopMode}>
      <div className="container site-footer__grid">
        <section className="site-footer__about">
          <p className="site-footer__brand">Holzwerk · {shopModeLabel[shopMode]}</p>
          <p>
            {shopMode === 'moebel'
              ? 'Möbel aus Paletten, in der Schweiz von Hand gefertigt.'
              : 'Holzkisten, Paletten und Verpackungen aus Holz, nach Mass gefertigt.'}
          </p>
          <p>{company.locality}</p>
        </section>
        <nav className="site-footer__links" aria-label="Informationen">
          <ul>
            {footerLinks[shopMode].map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__contact">
          <p>
            <a href={company.phoneHref}>{company.phone}</a>
          </p>
          <p>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </p>
          <p>
            <a href={company.social.href} rel="noopener noreferrer" target="_blank" className="site-footer__social">
              {company.social.label}
            </a>
          </p>
        </section>
      </div>
      <div className="container site-footer__bottom">
        <span>© {company.name}</span>
        <span>Preise in CHF</span>
      </div>
    </footer>
  );
}
