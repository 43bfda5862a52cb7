import { DEFAULT_COMPANY_PROFILE as profile, phoneHref, SHOP_NAME } from '@shop/engine/browser';

/**
 * Company contact data shown in header, footer and error texts, from the engine's one company
 * profile (engine/src/settings/company.ts; R000-9.44 leaves the phone open, decision 700).
 */
export const company = {
  name: SHOP_NAME,
  phone: profile.phone,
  /** RFC 3966 form of {@link company.phone} for the tel: link. */
  phoneHref: phoneHref(profile.phone),
  email: profile.email,
  /** Pickup and production site (000 §9). */
  locality: `${profile.zipCode} ${profile.city}`,
  /** The footer's social link (000 §2 Layout); placeholder until the business names its account. */
  social: { label: 'Instagram', href: 'https://www.instagram.com/holzwerk.shop/' },
} as const;

/** Shop version published as a meta tag (000 §9, R000-9.43). */
export const shopVersion = '2021.27.0';

/** Default page head texts (German, the default locale). */
export const defaultTitle = SHOP_NAME;
export const defaultDescription = 'Ihr Lieferant für Holzkisten, Holzverpackungen und Palettenmöbel';
