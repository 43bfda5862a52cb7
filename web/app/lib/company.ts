/**
 * Company contact data shown in header, footer and error texts. The spec leaves the phone number
 * as the placeholder {phone} (R000-9.44); these values are our decision, kept in this one place.
 */
export const company = {
  name: 'Holzwerk Shop',
  phone: '+41 62 858 60 60',
  /** RFC 3966 form of {@link company.phone} for the tel: link. */
  phoneHref: 'tel:+41628586060',
  email: 'info@holzwerk-shop.ch',
  /** Pickup and production site (000 §9). */
  locality: '5013 Niedergösgen',
  /** The footer's social link (000 §2 Layout); placeholder until the business names its account. */
  social: { label: 'Instagram', href: 'https://www.instagram.com/holzwerk.shop/' },
} as const;

/** Shop version published as a meta tag (000 §9, R000-9.43). */
export const shopVersion = '2021.27.0';

/** Default page head texts (German, the default locale). */
export const defaultTitle = 'Holzwerk Shop';
export const defaultDescription = 'Ihr Lieferant für Holzkisten, Holzverpackungen und Palettenmöbel';
