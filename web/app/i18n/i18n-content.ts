import { companyAddressLine, type CompanyProfile, type Language } from '@shop/engine/browser';
import type { WebMessageId } from './i18n';

/** One content page in one language: heading, lead and sections (docs/content.md). */
export interface ContentText {
  title: string;
  lead?: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

export type ContentPageKey = 'agb' | 'datenschutz' | 'impressum' | 'labels' | 'news' | 'geschichte';

/**
 * The texts of the content pages (000 §2 leaves them open, R000-2.23; the terms follow 000 §9).
 * German is the original; French and English are our translations. Decided in
 * docs/decisions/532-content-pages.md. The company's address, phone, e-mail and pickup site come
 * from the one editable company profile (engine `company.profile()`).
 */
export function contentPages(profile: CompanyProfile): Record<ContentPageKey, Record<Language, ContentText>> {
  const site = `${companyAddressLine(profile)}, Schweiz`;
  return {
    agb: {
      de: {
        title: 'Allgemeine Geschäftsbedingungen',
        lead: 'Diese Bedingungen gelten für alle Bestellungen im Holzwerk Shop.',
        sections: [
          { heading: 'Zahlung', paragraphs: ['Rechnungen sind innert 30 Tagen ab Rechnungsdatum zahlbar.', 'Für jede Mahnung wird eine Mahngebühr von CHF 30 erhoben.'] },
          {
            heading: 'Mängelrügen',
            paragraphs: [
              'Mängel sind innert 14 Tagen ab Lieferung schriftlich zu melden.',
              'Transportschäden sind sofort bei der Annahme der Ware zu melden; andere Mängel innert einer Woche nach ihrer Entdeckung.',
            ],
          },
          { heading: 'Abholung', paragraphs: [`Abholungen erfolgen an unserem Firmenstandort in ${profile.city}.`] },
          { heading: 'Gerichtsstand', paragraphs: ['Gerichtsstand ist Olten. Es gilt schweizerisches Recht.'] },
        ],
      },
      fr: {
        title: 'Conditions générales de vente',
        lead: 'Ces conditions s’appliquent à toutes les commandes passées dans la boutique Holzwerk.',
        sections: [
          { heading: 'Paiement', paragraphs: ['Les factures sont payables dans les 30 jours à compter de la date de facturation.', 'Des frais de rappel de CHF 30 sont perçus pour chaque rappel.'] },
          {
            heading: 'Réclamations',
            paragraphs: [
              'Les défauts doivent être signalés par écrit dans les 14 jours suivant la livraison.',
              'Les dommages dus au transport doivent être signalés immédiatement à la réception de la marchandise ; les autres défauts dans la semaine suivant leur découverte.',
            ],
          },
          { heading: 'Retrait', paragraphs: [`Les retraits se font sur notre site de ${profile.city}.`] },
          { heading: 'For juridique', paragraphs: ['Le for juridique est Olten. Le droit suisse est applicable.'] },
        ],
      },
      en: {
        title: 'General terms and conditions',
        lead: 'These terms apply to all orders placed in the Holzwerk Shop.',
        sections: [
          { heading: 'Payment', paragraphs: ['Invoices are due within 30 days of the invoice date.', 'A reminder fee of CHF 30 is charged for each reminder.'] },
          {
            heading: 'Defect claims',
            paragraphs: [
              'Defects must be reported in writing within 14 days of delivery.',
              'Transport damage must be reported at once when the goods are received; other defects within a week of their discovery.',
            ],
          },
          { heading: 'Pickup', paragraphs: [`Pickups take place at our company site in ${profile.city}.`] },
          { heading: 'Place of jurisdiction', paragraphs: ['The place of jurisdiction is Olten. Swiss law applies.'] },
        ],
      },
    },
    datenschutz: {
      de: {
        title: 'Datenschutz',
        lead: 'Wir bearbeiten Personendaten nach dem Schweizer Datenschutzgesetz (DSG).',
        sections: [
          { heading: 'Welche Daten', paragraphs: ['Für Bestellungen, Offerten und Kundenkonten speichern wir Name, Adressen, E-Mail, Telefonnummer und Bestelldaten.'] },
          { heading: 'Cookies und Statistik', paragraphs: ['Statistik- und Werbe-Cookies setzen wir nur, wenn Sie im Cookie-Banner zustimmen. Ihre Wahl können Sie jederzeit ändern, indem Sie die Website-Daten im Browser löschen.'] },
          { heading: 'Auskunft', paragraphs: [`Auskunft und Löschung: ${site}.`] },
        ],
      },
      fr: {
        title: 'Protection des données',
        lead: 'Nous traitons les données personnelles conformément à la loi suisse sur la protection des données (LPD).',
        sections: [
          { heading: 'Quelles données', paragraphs: ['Pour les commandes, les offres et les comptes clients, nous enregistrons le nom, les adresses, l’e-mail, le numéro de téléphone et les données de commande.'] },
          { heading: 'Cookies et statistiques', paragraphs: ['Nous n’utilisons des cookies de statistique et de publicité que si vous y consentez dans la bannière. Vous pouvez modifier votre choix à tout moment en supprimant les données du site dans votre navigateur.'] },
          { heading: 'Renseignements', paragraphs: [`Renseignements et suppression : ${site}.`] },
        ],
      },
      en: {
        title: 'Privacy',
        lead: 'We process personal data under the Swiss Federal Act on Data Protection (FADP).',
        sections: [
          { heading: 'Which data', paragraphs: ['For orders, quotes and customer accounts we store name, addresses, e-mail, phone number and order data.'] },
          { heading: 'Cookies and statistics', paragraphs: ['We set statistics and advertising cookies only when you agree in the cookie banner. You can change your choice at any time by deleting the site data in your browser.'] },
          { heading: 'Information', paragraphs: [`Information and deletion: ${site}.`] },
        ],
      },
    },
    impressum: {
      de: {
        title: 'Impressum',
        sections: [
          { heading: 'Anbieter', paragraphs: [site, `Telefon ${profile.phone}, ${profile.email}`] },
          { heading: 'Handelsregister', paragraphs: ['Eingetragen im Handelsregister des Kantons Solothurn.'] },
        ],
      },
      fr: {
        title: 'Mentions légales',
        sections: [
          { heading: 'Éditeur', paragraphs: [site, `Téléphone ${profile.phone}, ${profile.email}`] },
          { heading: 'Registre du commerce', paragraphs: ['Inscrit au registre du commerce du canton de Soleure.'] },
        ],
      },
      en: {
        title: 'Imprint',
        sections: [
          { heading: 'Provider', paragraphs: [site, `Phone ${profile.phone}, ${profile.email}`] },
          { heading: 'Commercial register', paragraphs: ['Registered in the commercial register of the canton of Solothurn.'] },
        ],
      },
    },
    labels: {
      de: {
        title: 'Labels',
        lead: 'Unsere Verpackungen erfüllen die gängigen Normen für Holz im internationalen Warenverkehr.',
        sections: [
          { heading: 'ISPM 15', paragraphs: ['Verpackungsholz für den Export wird hitzebehandelt und mit dem IPPC-Zeichen markiert.'] },
          { heading: 'Schweizer Holz', paragraphs: ['Wo möglich verarbeiten wir Holz aus Schweizer Wäldern mit kurzen Transportwegen.'] },
        ],
      },
      fr: {
        title: 'Labels',
        lead: 'Nos emballages respectent les normes courantes pour le bois dans les échanges internationaux.',
        sections: [
          { heading: 'NIMP 15', paragraphs: ['Le bois d’emballage destiné à l’exportation est traité thermiquement et marqué du sigle IPPC.'] },
          { heading: 'Bois suisse', paragraphs: ['Dans la mesure du possible, nous travaillons du bois des forêts suisses avec des trajets courts.'] },
        ],
      },
      en: {
        title: 'Labels',
        lead: 'Our packaging meets the common standards for wood in international trade.',
        sections: [
          { heading: 'ISPM 15', paragraphs: ['Packaging wood for export is heat-treated and marked with the IPPC mark.'] },
          { heading: 'Swiss wood', paragraphs: ['Wherever possible we use wood from Swiss forests with short transport routes.'] },
        ],
      },
    },
    news: {
      de: {
        title: 'News',
        sections: [
          { heading: 'Online-Konfigurator', paragraphs: ['Holzkisten und Paletten lassen sich jetzt online nach Mass konfigurieren und direkt bestellen.'] },
          { heading: 'Palettenmöbel für Terrasse und Garten', paragraphs: ['Neue Lounges und Tische aus Paletten – in Niedergösgen gefertigt.'] },
        ],
      },
      fr: {
        title: 'Actualités',
        sections: [
          { heading: 'Configurateur en ligne', paragraphs: ['Les caisses et palettes en bois se configurent désormais sur mesure en ligne et se commandent directement.'] },
          { heading: 'Meubles en palettes pour terrasse et jardin', paragraphs: ['Nouveaux lounges et tables en palettes – fabriqués à Niedergösgen.'] },
        ],
      },
      en: {
        title: 'News',
        sections: [
          { heading: 'Online configurator', paragraphs: ['Wooden crates and pallets can now be configured to measure online and ordered directly.'] },
          { heading: 'Pallet furniture for terrace and garden', paragraphs: ['New lounges and tables made from pallets – built in Niedergösgen.'] },
        ],
      },
    },
    geschichte: {
      de: {
        title: 'Geschichte',
        lead: 'Aus einer Kistenschreinerei in Niedergösgen wurde ein Holzwerk für Verpackungen und Möbel.',
        sections: [
          { heading: 'Die Anfänge', paragraphs: ['Angefangen hat alles mit Transportkisten für die Industrie im Niederamt.'] },
          { heading: 'Palettenmöbel', paragraphs: ['Aus Restholz und gebrauchten Paletten entstanden die ersten Möbel – heute eine eigene Linie.'] },
        ],
      },
      fr: {
        title: 'Histoire',
        lead: 'D’une caisserie de Niedergösgen est né un atelier du bois pour emballages et meubles.',
        sections: [
          { heading: 'Les débuts', paragraphs: ['Tout a commencé avec des caisses de transport pour l’industrie du Niederamt.'] },
          { heading: 'Meubles en palettes', paragraphs: ['Avec des chutes de bois et des palettes usagées sont nés les premiers meubles – aujourd’hui une ligne à part entière.'] },
        ],
      },
      en: {
        title: 'History',
        lead: 'A crate workshop in Niedergösgen grew into a wood works for packaging and furniture.',
        sections: [
          { heading: 'The beginnings', paragraphs: ['It all started with transport crates for the industry of the Niederamt region.'] },
          { heading: 'Pallet furniture', paragraphs: ['Offcuts and used pallets became the first pieces of furniture – today a line of its own.'] },
        ],
      },
    },
  };
}

export type ServiceSlug = 'beratung' | 'gefahrgut' | 'lagern' | 'logistik' | 'transport' | 'verpacken';

/** The services menu (000 §2 Layout): lagern, gefahrgut, transportieren, verpacken, logistik, verpackungsberatung. */
export const servicesMenu: readonly { entry: string; slug: ServiceSlug; label: WebMessageId; to: string }[] = [
  { entry: 'lagern', slug: 'lagern', label: 'services.lagern', to: '/-verpackung/dienstleistungen/lagern' },
  { entry: 'gefahrgut', slug: 'gefahrgut', label: 'services.gefahrgut', to: '/-verpackung/dienstleistungen/gefahrgut' },
  { entry: 'transportieren', slug: 'transport', label: 'services.transport', to: '/-verpackung/dienstleistungen/transport' },
  { entry: 'verpacken', slug: 'verpacken', label: 'services.verpacken', to: '/-verpackung/dienstleistungen/verpacken' },
  { entry: 'logistik', slug: 'logistik', label: 'services.logistik', to: '/-verpackung/dienstleistungen/logistik' },
  { entry: 'verpackungsberatung', slug: 'beratung', label: 'services.beratung', to: '/-verpackung/dienstleistungen/beratung' },
];

export function isServiceSlug(value: unknown): value is ServiceSlug {
  return servicesMenu.some((entry) => entry.slug === value);
}

/** Text of each service subpage (R000-1.20). */
export const SERVICE_PAGES: Record<ServiceSlug, Record<Language, { title: string; text: string }>> = {
  lagern: {
    de: { title: 'Lagern', text: 'Wir lagern Ihre Güter trocken und sicher in Niedergösgen – kurzfristig oder über Monate.' },
    fr: { title: 'Stockage', text: 'Nous stockons vos marchandises au sec et en sécurité à Niedergösgen – à court terme ou pendant des mois.' },
    en: { title: 'Storage', text: 'We store your goods dry and safe in Niedergösgen – short-term or for months.' },
  },
  gefahrgut: {
    de: { title: 'Gefahrgut', text: 'Gefahrgutverpackungen nach ADR und IATA, geprüft und korrekt gekennzeichnet.' },
    fr: { title: 'Marchandises dangereuses', text: 'Emballages pour marchandises dangereuses selon ADR et IATA, contrôlés et correctement marqués.' },
    en: { title: 'Dangerous goods', text: 'Dangerous goods packaging to ADR and IATA, tested and correctly marked.' },
  },
  transport: {
    de: { title: 'Transportieren', text: 'Wir holen ab und liefern – mit eigenem Lastwagen oder unseren Partnern in der ganzen Schweiz.' },
    fr: { title: 'Transport', text: 'Nous enlevons et livrons – avec notre propre camion ou nos partenaires dans toute la Suisse.' },
    en: { title: 'Transport', text: 'We collect and deliver – with our own truck or our partners throughout Switzerland.' },
  },
  verpacken: {
    de: { title: 'Verpacken', text: 'Wir verpacken Maschinen, Anlagen und Kunstwerke fachgerecht in unserer Halle oder bei Ihnen vor Ort.' },
    fr: { title: 'Emballage', text: 'Nous emballons machines, installations et œuvres d’art dans les règles de l’art, dans notre halle ou chez vous.' },
    en: { title: 'Packing', text: 'We pack machines, plants and artworks professionally in our hall or at your site.' },
  },
  logistik: {
    de: { title: 'Logistik', text: 'Von der Abholung über das Verpacken bis zur Verzollung: Ihre Sendung aus einer Hand.' },
    fr: { title: 'Logistique', text: 'De l’enlèvement au dédouanement en passant par l’emballage : votre envoi d’une seule main.' },
    en: { title: 'Logistics', text: 'From pickup and packing to customs clearance: your shipment from a single source.' },
  },
  beratung: {
    de: { title: 'Verpackungsberatung', text: 'Wir beraten Sie zur passenden Verpackung – Material, Masse, Exportvorschriften und Kosten.' },
    fr: { title: 'Conseil en emballage', text: 'Nous vous conseillons sur l’emballage adapté – matériau, dimensions, prescriptions d’exportation et coûts.' },
    en: { title: 'Packaging advice', text: 'We advise you on the right packaging – material, dimensions, export rules and costs.' },
  },
};
