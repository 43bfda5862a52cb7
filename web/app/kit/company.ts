import { DEFAULT_COMPANY_PROFILE, phoneHref, SHOP_NAME, type CompanyProfile } from '@shop/engine/browser';
import { useRouteLoaderData } from 'react-router';

/** Company contact data shown in header, footer, Kontakt and error pages. */
export interface CompanyContact {
  /** The brand (page titles). */
  name: string;
  /** The company's name from the settings: the footer's ©, as every mail signs (mailSignature). */
  legalName: string;
  phone: string;
  /** RFC 3966 form of the phone for the tel: link. */
  phoneHref: string;
  email: string;
  /** Pickup and production site (000 §9). */
  locality: string;
  /** The company's city, which the pickup place's label names (decision 1097). */
  city: string;
  /** The footer's social link (000 §2 Layout); placeholder until the business names its account. */
  social: { label: string; href: string };
}

/**
 * The contact data of the one editable company profile (engine `company.profile()`, which staff
 * change in /admin/Settings; R000-9.44 leaves the phone open, decision 700). The root loader
 * passes it to every page.
 */
export function companyContact(profile: CompanyProfile): CompanyContact {
  return {
    name: SHOP_NAME,
    legalName: profile.name,
    phone: profile.phone,
    phoneHref: phoneHref(profile.phone),
    email: profile.email,
    locality: `${profile.zipCode} ${profile.city}`,
    city: profile.city,
    social: { label: 'Instagram', href: 'https://www.instagram.com/holzwerk.shop/' },
  };
}

/** The company as the root loader read it; the defaults only where no loader ran (a failed root). */
export function useCompany(): CompanyContact {
  const root = useRouteLoaderData('root') as { company?: CompanyContact } | undefined;
  return root?.company ?? companyContact(DEFAULT_COMPANY_PROFILE);
}

/** Shop version published as a meta tag (000 §9, R000-9.43). */
export const shopVersion = '2021.27.0';

/** Default page head texts (German, the default locale). */
export const defaultTitle = SHOP_NAME;
export const defaultDescription = 'Ihr Lieferant für Holzkisten, Holzverpackungen und Palettenmöbel';
