import { LoginAttempt } from './auth/login-attempt.entity';
import { PasswordResetToken } from './auth/password-reset-token.entity';
import { Attribute } from './catalog/attribute.entity';
import { Category } from './catalog/category.entity';
import { CheckoutDraft } from './checkout/checkout-draft.entity';
import { CategoryProduct, CustomerProduct, DecalMaterial, Product, ProductAttributeValue } from './catalog/product.entity';
import { ProductType, ProductTypeAttribute } from './catalog/product-type.entity';
import { SearchWord } from './catalog/search-word.entity';
import {
  Address,
  CaptchaQuestion,
  CompanyInfo,
  ContactPerson,
  Customer,
  CustomerOrderSettings,
  PaymentTerm,
  QuickOrderSetting,
  Skonto,
  User,
} from './customers/customer.entity';
import { StoredFileRecord } from './files/stored-file.entity';
import { ImportRun } from './imports/import-run.entity';
import { JobLock } from './jobs/job-lock.entity';
import { WorkItem } from './jobs/work-item.entity';
import { SentMail } from './mail/sent-mail.entity';
import { SentMailAttachment } from './mail/sent-mail-attachment.entity';
import { RateLimitHit } from './limits/rate-limit-hit.entity';
import { Order, OrderPosition, Quote } from './requests/request.entity';
import { PaymentTransaction, PaymentWebhookEvent } from './payments/payment-transaction.entity';
import { ExcelPrice, FixPriceRow, InternalPrice, MarginPrice, ProductPrice, RemotePrice } from './pricing/product-price.entity';
import { PriceCache } from './pricing/price-cache.entity';
import { CacheGeneration } from './cache/cache-generation.entity';
import { QuotePinAttempt } from './quotes/quote-pin-attempt.entity';
import { Setting } from './settings/setting.entity';
import { CarrierDocument, CarrierShipment } from './shipments/carrier-shipment.entity';
import { TransportRequirement } from './shipping/transport-requirement.entity';
import { Truck } from './shipping/truck.entity';

/**
 * The entity registry: every entity of the data model, each owned by its domain; MikroORM is
 * given this list (no folder scanning). It sits above the domains so that db/ imports none.
 */
export const entities = [
  Category,
  Attribute,
  ProductType,
  ProductTypeAttribute,
  Product,
  ProductAttributeValue,
  CustomerProduct,
  CategoryProduct,
  SearchWord,
  DecalMaterial,
  PaymentTerm,
  Skonto,
  Customer,
  CompanyInfo,
  User,
  ContactPerson,
  Address,
  CustomerOrderSettings,
  QuickOrderSetting,
  CaptchaQuestion,
  Truck,
  TransportRequirement,
  ProductPrice,
  ExcelPrice,
  RemotePrice,
  MarginPrice,
  FixPriceRow,
  InternalPrice,
  PriceCache,
  CacheGeneration,
  Order,
  Quote,
  OrderPosition,
  Setting,
  SentMail,
  JobLock,
  LoginAttempt,
  PasswordResetToken,
  PaymentTransaction,
  PaymentWebhookEvent,
  CheckoutDraft,
  QuotePinAttempt,
  CarrierShipment,
  CarrierDocument,
  SentMailAttachment,
  RateLimitHit,
  ImportRun,
  StoredFileRecord,
  WorkItem,
];
