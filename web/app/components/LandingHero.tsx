import { Link } from 'react-router';
import type { ShopMode } from '../lib/shop-mode';

const heroText: Record<ShopMode, { eyebrow: string; title: string; lead: string; points: readonly string[] }> = {
  verpackung: {
    eyebrow: 'Verpackungen aus Holz',
    title: 'Holzkisten und Paletten, nach Mass gefertigt',
    lead: 'Kisten, Paletten, Sperrholz- und Bretterverpackungen aus unserer Produktion in Niedergösgen. Konfigurieren Sie Ihre Verpackung online und bestellen Sie direkt – für Einzelstücke wie für Serien.',
    points: ['Eigene Produktion in der Schweiz', 'Preise in CHF, direkt online', 'Lieferung in der Regel in 3 Arbeitstagen'],
  },
  moebel: {
    eyebrow: 'Palettenmöbel',
    title: 'Möbel aus Paletten – robust und mit Charakter',
    lead: 'Tische, Lounges, Betten und Regale aus Paletten, in der Schweiz gefertigt. Für drinnen und draussen, für Gastronomie, Events und Ihr Zuhause.',
    points: ['Handgefertigt in Niedergösgen', 'Nachhaltiges Holz aus der Region', 'Lieferung oder Abholung'],
  },
};

/** The landing page's opening section per shop mode. */
export function LandingHero({ shopMode, hasCategories }: { shopMode: ShopMode; hasCategories: boolean }) {
  const text = heroText[shopMode];
  return (
    <section className="hero">
      <div className="container hero__inner">
        <p className="hero__eyebrow">{text.eyebrow}</p>
        <h1 className="hero__title">{text.title}</h1>
        <p className="hero__lead">{text.lead}</p>
        <div className="hero__actions">
          {hasCategories && (
            <a href="#sortiment" className="button button--primary">
              Sortiment ansehen
            </a>
          )}
          <Link to="/kontakt" className="button button--ghost">
            Beratung anfragen
          </Link>
        </div>
        <ul className="hero__points">
          {text.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
