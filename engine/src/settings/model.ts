/** Settings: the shop's company profile (the one source, decision 700), closures, the settings desk. The browser-safe part: no Node built-ins, database or ORM below it. */
export { SHOP_NAME, DEFAULT_COMPANY_PROFILE, COMPANY_CANTON, companyAddressLine, phoneHref, type CompanyProfile } from './company';
