import type { GenerationsRead } from './cache/read-cache';
import type { CatalogShopMode } from './catalog/enums';
import type { Locale } from './i18n/locales';

export type { Locale };

/** Shop modes: verpackung (packaging) 1, moebel (pallet furniture) 2; categories may also be 'any' 99. */
export type ShopMode = CatalogShopMode;

/** Who is asking: every engine operation takes it first. */
export interface RequestContext {
  customerId?: number | undefined;
  email?: string | undefined;
  isCompanyCustomer?: boolean | undefined;
  hasQuickOrder?: boolean | undefined;
  permissions: readonly number[];
  locale: Locale;
  shopMode: ShopMode;
  /**
   * The origin the request came to (`http://127.0.0.1:3000`), for return URLs and mail links when
   * PUBLIC_URL is not configured; checked by `publicUrlFor` (config/public-url.ts) before use.
   */
  origin?: string | undefined;
  /**
   * The cache generations read with this request's session check (web: a signed-in user's GET and
   * HEAD requests and the /api calls declared `readsOnly`): the request's cached reads use them
   * instead of reading them again (decision 1080). Never set for a request that changes data.
   */
  generations?: GenerationsRead | undefined;
}

export const anonymousContext = (overrides: Partial<RequestContext> = {}): RequestContext => ({
  permissions: [],
  locale: 'de-CH',
  shopMode: 'verpackung',
  ...overrides,
});
