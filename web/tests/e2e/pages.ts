import type { Locator, Page, Response } from 'playwright-core';
import { checkAccessibility } from './axe';

export type ShopMode = 'verpackung' | 'moebel';

/** The footer's information links per mode, in order (000 §2 Layout). */
export const footerLinkTexts: Record<ShopMode, string[]> = {
  verpackung: ['Kontakt', 'Labels', 'Galerie', 'AGB', 'Impressum', 'Datenschutz'],
  moebel: ['Kontakt', 'Labels', 'Geschichte', 'AGB', 'Impressum', 'Datenschutz'],
};

/** Page helper for the shop shell: header, main navigation, footer, error page. */
export class ShopPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  /** Opens a path; resolves with the document response (status checks). */
  async open(path: string): Promise<Response> {
    const response = await this.page.goto(new URL(path, this.baseUrl).toString(), { waitUntil: 'load' });
    if (!response) throw new Error(`no response for ${path}`);
    await this.waitForHydration();
    await checkAccessibility(this.page);
    return response;
  }

  /** The root layout marks the document once React has taken over; clicks then navigate client-side. */
  async waitForHydration(): Promise<void> {
    await this.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  }

  /**
   * Logs in through /user/login (the form's submit button, whatever the language), waits to leave
   * it and for React on the page it lands on: the login posts the whole document, and a link
   * clicked before hydration starts a document navigation that React Router's first history
   * entry can cancel (the order desk test timed out so in CI).
   */
  async login(credentials: { email: string; password: string }): Promise<void> {
    await this.open('/user/login');
    await this.page.fill('[name="email"]', credentials.email);
    await this.page.fill('[name="password"]', credentials.password);
    await this.page.locator('form:has([name="password"]) button[type="submit"]').click();
    await this.page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
    await this.waitForHydration();
    await checkAccessibility(this.page);
  }

  /** One piece of a product into the cart from its page, then the cart's 'Zur Kasse'. */
  async cartToCheckout(articleNumber: string): Promise<void> {
    await this.open(`/products/${articleNumber}`);
    await this.page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await this.page.getByRole('status').filter({ hasText: 'im Warenkorb' }).waitFor();
    await this.open('/checkout/');
    await this.page.getByRole('button', { name: 'Zur Kasse' }).click();
  }

  header(): Locator {
    return this.page.locator('header.site-header');
  }

  phoneLink(): Locator {
    return this.header().locator('a[href^="tel:"]');
  }

  emailLink(): Locator {
    return this.header().locator('a[href^="mailto:"]');
  }

  mainNavigation(): Locator {
    return this.page.getByRole('navigation', { name: 'Hauptnavigation' });
  }

  /** Top-level links of the main navigation (children are in nested lists). */
  topNavigationLinks(): Locator {
    return this.mainNavigation().locator('.main-nav__list > li > a');
  }

  /** Top-level links to category pages (a content link may point elsewhere). */
  topCategoryLinks(): Locator {
    return this.mainNavigation().locator('.main-nav__list > li > a[href^="/produkte/"]');
  }

  footer(): Locator {
    return this.page.locator('footer.site-footer');
  }

  footerInformationLinks(): Locator {
    return this.footer().getByRole('navigation', { name: 'Informationen' }).getByRole('link');
  }

  heading(): Locator {
    return this.page.locator('main h1').first();
  }

  /** Waits until the page's h1 reads `text` (after a client-side navigation). */
  async waitForHeading(text: string): Promise<void> {
    await this.page.waitForFunction((wanted) => document.querySelector('main h1')?.textContent?.trim() === wanted, text);
  }

  shopMode(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-shop-mode');
  }

  /** A theme colour as the browser computed it (the furniture theme changes it). */
  primaryColour(): Promise<string> {
    return this.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
  }

  metaContent(name: string): Promise<string | null> {
    return this.page.locator(`meta[name="${name}"]`).getAttribute('content');
  }
}
