import { Link } from 'react-router';
import { useCompany } from '../../kit/company';
import { useT, type WebMessageId } from '../../i18n/i18n';
import { type ShopMode } from '../../kit/shop-mode';

interface FooterLink {
  label: string;
  /** The label's message id (footer.*), translated in the footer. */
  labelId: WebMessageId;
  to: string;
}

/** Footer links per shop mode: Galerie in the packaging shop, Geschichte in the furniture shop (000 §2). */
export const footerLinks: Record<ShopMode, readonly FooterLink[]> = {
  verpackung: [
    { label: 'Kontakt', labelId: 'footer.contact', to: '/kontakt' },
    { label: 'Labels', labelId: 'footer.labels', to: '/labels' },
    { label: 'Galerie', labelId: 'footer.gallery', to: '/-verpackung/galerie' },
    { label: 'AGB', labelId: 'footer.terms', to: '/agb' },
    { label: 'Impressum', labelId: 'footer.imprint', to: '/impressum' },
    { label: 'Datenschutz', labelId: 'footer.privacy', to: '/datenschutz' },
  ],
  moebel: [
    { label: 'Kontakt', labelId: 'footer.contact', to: '/kontakt' },
    { label: 'Labels', labelId: 'footer.labels', to: '/labels' },
    { label: 'Geschichte', labelId: 'footer.history', to: '/geschichte' },
    { label: 'AGB', labelId: 'footer.terms', to: '/agb' },
    { label: 'Impressum', labelId: 'footer.imprint', to: '/impressum' },
    { label: 'Datenschutz', labelId: 'footer.privacy', to: '/datenschutz' },
  ],
};

export function SiteFooter({ shopMode }: { shopMode: ShopMode }) {
  const t = useT();
  const company = useCompany();
  return (
    <footer className="site-footer" data-footer={shopMode}>
      <div className="container site-footer__grid">
        <section className="site-footer__about">
          <p className="site-footer__brand">Holzwerk · {t(`mode.${shopMode}`)}</p>
          <p>
            {shopMode === 'moebel' ? t('footer.aboutMoebel') : t('footer.aboutVerpackung')}
          </p>
          <p>{company.locality}</p>
        </section>
        <nav className="site-footer__links" aria-label={t('footer.info')}>
          <ul>
            {footerLinks[shopMode].map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelId)}</Link>
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
        <span>© {company.legalName}</span>
        <span>{t('footer.pricesInChf')}</span>
      </div>
    </footer>
  );
}
