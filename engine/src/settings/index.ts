/** Settings: the shop's company profile (the one source, decision 700), closures, the settings desk. Named exports only (decision 940). */
export { createCompanyProfileReader, loadCompanyProfile, loadCompanyClosures, COMPANY_CLOSURES_SETTING_KEY, type CompanyProfileReader } from './company-settings';
export {
  createSettingsDesk,
  ibanChecksumOk,
  closuresFromText,
  closuresToText,
  SETTINGS_CHANGED_MESSAGE,
  type SettingsDesk,
  type SettingsView,
} from './settings-desk';
export * from './model';
