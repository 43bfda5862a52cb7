/** Shop modes: verpackung (packaging) 1, moebel (pallet furniture) 2; categories may also be 'any' 99. */
export type ShopMode = 'verpackung' | 'moebel';
export type Locale = 'de-CH' | 'fr-FR' | 'en-US';

/** Who is asking: every engine operation takes it first. */
export interface RequestContext {
  customerId?: number | undefined;
  email?: string | undefined;
  permissions: readonly number[];
  locale: Locale;
  shopMode: ShopMode;
}

export const anonymousContext = (overrides: Partial<RequestContext> = {}): RequestContext => ({
  permissions: [],
  locale: 'de-CH',
  shopMode: 'verpackung',
  ...overrides,
});
