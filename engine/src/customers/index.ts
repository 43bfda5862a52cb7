/** Customers (000 §1, §3, §6; 001 §6): registration, profile, addresses, contact, back office desk. Named exports only (decision 940). */
export { createAdminSchema, generatePassword, type CreateAdminInput, type CreatedAdmin } from './admin-service';
export {
  createRegistrationService,
  registerPersonSchema,
  registerCompanySchema,
  validateCaptchaSchema,
  captchaAnswerSchema,
  contactPersonInputSchema,
  passwordSchema,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  type RegisterPersonInput,
  type RegisterCompanyInput,
  type CaptchaAnswer,
  type CaptchaChallenge,
  type RegistrationService,
} from './registration-service';
export {
  createContactService,
  contactFormSchema,
  CONTACT_FORM_INCOMPLETE_MESSAGE,
  CONTACT_SEND_FAILED_MESSAGE,
  CONTACT_SHOP_EMAIL,
  type ContactFormInput,
  type ContactService,
} from './contact-service';
export {
  createAddressService,
  addressInputSchema,
  NO_FIXED_DELIVERY_COST,
  type AddressInput,
  type AddressView,
  type CustomerOrderSettingsView,
  type AddressService,
} from './address-service';
export { createCustomerAdminService, type CustomerAdminService } from './customer-admin-service';
export {
  customerCreateSchema,
  customerUpdateSchema,
  customerListQuerySchema,
  userAddedSchema,
  userUpdateSchema,
  userChangesSchema,
  contactPersonAdminSchema,
  contactPersonChangesSchema,
  companyInfoInputSchema,
  resetPasswordsSchema,
  type CustomerCreateInput,
  type CustomerUpdateInput,
  type CustomerListQuery,
  type ResetPasswordsInput,
} from './customer-admin-schemas';
export type { CustomerAdminView, UserView, ContactPersonView } from './customer-admin-views';
export { correspondenceCsv, type CorrespondenceContact } from './correspondence';
export type { TermView, SkontoView } from './payment-terms';
export { createCustomerFiles, customerFileInputSchema, type CustomerFileView, type CustomerFiles } from './customer-files';
export {
  createCustomerDesk,
  customerGridQuerySchema,
  type CustomerGridQuery,
  type CustomerGridRow,
  type CustomerGridPage,
  type CustomerDesk,
  type CustomerFormOptions,
} from './customer-desk';
export {
  createProfileService,
  ownContactPersonSchema,
  changeEmailSchema,
  changePasswordSchema,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  type OwnContactPersonInput,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type OwnAccountView,
  type CustomerShopperView,
  type PasswordCheckOptions,
  type ShopperContactPersonView,
  type ProfileService,
} from './profile-service';
export * from './model';
/** The answers' zod schemas for the OpenAPI document (decision 1172); server-side only, not in the browser entry. */
export {
  addressListResponse,
  addressResponse,
  captchaCheckResponse,
  captchaResponse,
  contactFormSentResponse,
  contactPersonResponse,
  correspondenceContactListResponse,
  customerListResponse,
  customerOrderSettingsResponse,
  customerPromotionResponse,
  customerResponse,
  paymentTermListResponse,
  promoItemListResponse,
  skontoListResponse,
  userResponse,
} from './answer-schemas';
