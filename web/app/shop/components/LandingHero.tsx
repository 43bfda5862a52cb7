import { Link } from 'react-router';
import { languageOf, type Language } from '@shop/engine/browser';
import { useLocale } from '../../i18n/i18n';
import type { ShopMode } from '../../kit/shop-mode';

type HeroText = { eyebrow: string; title: string; lead: string; points: readonly string[] };

/** Hero texts per language and shop mode (German original; French and English our translations). */
const heroText: Record<Language, Record<ShopMode, HeroText>> = {
  de: {
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
  },
  fr: {
    verpackung: {
      eyebrow: 'Emballages en bois',
      title: 'Caisses et palettes en bois, fabriquées sur mesure',
      lead: 'Caisses, palettes, emballages en contreplaqué et en planches issus de notre production à Niedergösgen. Configurez votre emballage en ligne et commandez directement – pour des pièces uniques comme pour des séries.',
      points: ['Production propre en Suisse', 'Prix en CHF, directement en ligne', 'Livraison en général en 3 jours ouvrables'],
    },
    moebel: {
      eyebrow: 'Meubles en palettes',
      title: 'Meubles en palettes – robustes et pleins de caractère',
      lead: "Tables, lounges, lits et étagères en palettes, fabriqués en Suisse. Pour l'intérieur et l'extérieur, pour la restauration, les événements et votre maison.",
      points: ['Fabriqués à la main à Niedergösgen', 'Bois durable de la région', 'Livraison ou retrait'],
    },
  },
  en: {
    verpackung: {
      eyebrow: 'Wooden packaging',
      title: 'Wooden crates and pallets, made to measure',
      lead: 'Crates, pallets, plywood and board packaging from our production in Niedergösgen. Configure your packaging online and order directly – for single pieces as well as series.',
      points: ['Our own production in Switzerland', 'Prices in CHF, directly online', 'Delivery usually within 3 working days'],
    },
    moebel: {
      eyebrow: 'Pallet furniture',
      title: 'Furniture made from pallets – sturdy and full of character',
      lead: 'Tables, lounges, beds and shelves made from pallets in Switzerland. For indoors and outdoors, for restaurants, events and your home.',
      points: ['Handcrafted in Niedergösgen', 'Sustainable wood from the region', 'Delivery or pickup'],
    },
  },
};

const heroActions: Record<Language, { range: string; advice: string }> = {
  de: { range: 'Sortiment ansehen', advice: 'Beratung anfragen' },
  fr: { range: "Voir l'assortiment", advice: 'Demander un conseil' },
  en: { range: 'See our range', advice: 'Ask for advice' },
};

/** The landing page's opening section per shop mode. */
export function LandingHero({ shopMode, hasCategories }: { shopMode: ShopMode; hasCategories: boolean }) {
  const language = languageOf(useLocale());
  const text = heroText[language][shopMode];
  const actions = heroActions[language];
  return (
    <section className="hero">
      <div className="container hero__inner">
        <p className="hero__eyebrow">{text.eyebrow}</p>
        <h1 className="hero__title">{text.title}</h1>
        <p className="hero__lead">{text.lead}</p>
        <div className="hero__actions">
          {hasCategories && (
            <a href="#sortiment" className="button button--primary">
              {actions.range}
            </a>
          )}
          <Link to="/kontakt" className="button button--ghost">
            {actions.advice}
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
