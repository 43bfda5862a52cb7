import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { createLoginService } from './auth/login-service';
import { createPasswordResetService } from './auth/password-reset-service';
import { createSessionTokens } from './auth/session';
import { createSessionMemory, SESSION_CHANNEL } from './auth/session-memory';
import { createSessionService } from './auth/session-service';
import { createCatalogService } from './catalog/category-service';
import { createProductService } from './catalog/product-service';
import { createCatalogAdminService } from './catalog/catalog-admin-service';
import { createCatalogReadService } from './catalog/catalog-read-service';
import { createProductImages } from './files/product-images';
import { createWorkbookLibrary } from './pricing/workbook-upload';
import { createMediaLibrary } from './files/media-library';
import { chooseFileStores } from './files/file-stores';
import { createCategoryProductService } from './catalog/category-products';
import { createProductDesk } from './catalog/product-desk';
import { createCategoryDesk } from './catalog/category-desk';
import type { Env } from './config/env';
import { publicUrlFor } from './config/public-url';
import { createSitemapReader } from './catalog/sitemap';
import type { RequestContext } from './context';
import { createAddressService } from './customers/address-service';
import { createContactService } from './customers/contact-service';
import { createAdminService } from './customers/admin-service';
import { createCustomerAdminService } from './customers/customer-admin-service';
import { createCustomerFiles } from './customers/customer-files';
import { createCustomerDesk } from './customers/customer-desk';
import { createProfileService } from './customers/profile-service';
import { createRegistrationService } from './customers/registration-service';
import { createFixturesService } from './fixtures/service';
import { createOrderService } from './orders/order-service';
import { createCheckoutService } from './checkout/checkout-service';
import { createQuoteService } from './quotes/quote-service';
import { orderPaymentPort } from './orders/order-payments';
import { createOrderMails, mailAddressOf } from './orders/order-mails';
import { createOrderDocuments } from './documents/order-pdf';
import { createOrderHistory } from './orders/order-history';
import { createQuoteHistory } from './quotes/quote-history';
import { createFavourites } from './catalog/favourites';
import { createProductSearch } from './catalog/product-search';
import { createPaymentService } from './payments/payment-service';
import { createPaymentProviderFromEnv } from './payments/setup';
import { createPayLinks } from './payments/pay-link';
import { createOrderAdminService } from './orders/order-admin-service';
import { createOrderDesk } from './orders/order-desk';
import { createMailDesk } from './mail/mail-desk';
import { createQuoteDesk } from './quotes/quote-desk';
import { createQuoteConfigurator } from './quotes/quote-configurator';
import { createQuoteProducts } from './quotes/quote-products';
import { createFreightTariffDesk } from './shipping/freight-tariff-desk';
import { createParcelTariffDesk } from './shipping/parcel-tariff-desk';
import { createCompanyProfileReader } from './settings/company-settings';
import { createSettingsDesk } from './settings/settings-desk';
import { loadSystemSummary } from './jobs/system-summary';
import { createRequestEvents } from './requests/request-events';
import { createFeedService } from './feeds/feed-service';
import { copyOutCsv } from './db/copy-out';
import { migrate, migrationStatus, openDatabase, type Database } from './database';
import { purgeSentMails, runExclusive, type RunSlotOptions } from './jobs/lease';
import { createWorkService } from './jobs/work-service';
import { createWorkKinds } from './jobs/work-kinds';
import { readMonitorReadings } from './jobs/monitor-readings';
import { poolStats } from './db/pool-stats';
import { silentLogger } from './logging/logger';
import { createMailer } from './mail/mailer';
import { createRateLimits } from './limits/rate-limits';
import { withPriceInvalidation } from './pricing/invalidation';
import { createPriceAdminService } from './pricing/price-admin-service';
import { createConfiguredProducts } from './pricing/customer-product-from-configuration';
import { createPricingService } from './pricing/pricing-service';
import { GENERATION_CHANNEL, notificationsGenerationFeed, postgresGenerationFeed, startPushedGenerations } from './cache/pushed-generations';
import { createReadCache, READ_GENERATION_SQL, type GenerationsRead } from './cache/read-cache';
import { createPricer } from './pricing/strategies';
import { createShippingService } from './shipping/shipping-service';
import { createCartCarrierRates } from './shipping/carrier-rates';
import { createCarrierFromEnv } from './shipping/fedex/setup';
import { createFedexShipmentService } from './shipments/fedex-shipment-service';
import { createReportService } from './reports/report-service';
import { createProductPictures } from './reports/product-pictures';
import { createImportService } from './imports/import-service';
import { createBackupService } from './backup/backup-service';

export interface EngineOptions {
  env: Env;
  logger?: Logger;
  /** An open database (tests pass their own); otherwise opened from env. */
  database?: Database;
}

/**
 * Builds the engine once per process: the database and every service. Web, CLI and jobs share
 * this one entry; services return plain data, never ORM entities.
 */
export async function createEngine(options: EngineOptions) {
  const logger = options.logger ?? silentLogger;
  const env = options.env;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      pglitePort: env.PGLITE_PORT,
      poolMax: env.DB_POOL_MAX,
      logger,
    }));
  // Each call forks a fresh EntityManager: no identity map is shared between requests.
  const em = (): EntityManager => database.orm.em.fork() as EntityManager;
  const sessions = createSessionTokens(env.SESSION_SECRET);
  // Without SMTP_URL each delivered mail lands raw in DATA_DIR/mailbox, for the machine's owner only (decision 1087).
  const mailer = createMailer({ em, smtpUrl: env.SMTP_URL, mailboxDir: join(env.DATA_DIR, 'mailbox'), from: env.MAIL_FROM, logger });
  const carrierSetup = createCarrierFromEnv(env, logger);
  const cartCarrierRates = createCartCarrierRates({ em, carrier: () => carrierSetup.carrier, logger });
  // Workbooks (EXCEL strategy) are read from the files directory (FILES_DIR); the demo seed puts its own there.
  // The engine's memory of hot reads, kept under the database's cache generation (decision 973),
  // which PostgreSQL pushes to one listening connection (decision 1171). Until that connection is
  // up and has re-read the generations — and whenever it is cut — they are read per operation.
  const readGenerations = async (): Promise<GenerationsRead> => {
    const rows = (await database.orm.em.getConnection().execute(READ_GENERATION_SQL)) as { generation: string | number | null; prices: string | number | null }[];
    return { generation: String(rows[0]?.generation ?? '0'), prices: String(rows[0]?.prices ?? '0') };
  };
  // Sessions are kept under the same push (decision 1176): the listening connection also hears
  // `shop_session`, and memory counts only while the generations are trusted.
  const sessionMemory = createSessionMemory({ trustedSince: () => pushedGenerations?.trustedSince() });
  const generationFeed = database.notifications.complete
    ? notificationsGenerationFeed(database.notifications, () =>
        Promise.all([GENERATION_CHANNEL, SESSION_CHANNEL].map((channel) => database.notifications.listen?.(channel))),
      )
    : database.kind === 'postgres'
      ? postgresGenerationFeed(database.url, { channels: [SESSION_CHANNEL], emit: (_channel, payload) => sessionMemory.invalidate(payload) })
      : undefined; // a process visiting another's embedded database hears nothing: it reads.
  const pushedGenerations = generationFeed
    ? startPushedGenerations({
        feed: generationFeed,
        read: readGenerations,
        onError: (error) =>
          // A database made a moment ago has no tables before its migrations (the first start): said once, plainly, not as a failure.
          isUndefinedTable(error)
            ? logger.info('cache generations: the database has no tables yet; they are read per request until its migrations ran')
            : logger.warn({ err: error }, 'cache generation listener lost; reading generations until it is back'),
      })
    : undefined;
  const stopNotices = database.notifications.on(GENERATION_CHANNEL, (payload) => pushedGenerations?.notice(payload));
  // The pool's own connections (this process's changes, before their COMMIT returns), or on the embedded owner every change.
  const stopSessionNotices = database.notifications.on(SESSION_CHANNEL, (payload) => sessionMemory.invalidate(payload));
  const readCache = createReadCache({ pushed: () => pushedGenerations?.current() });
  // Where the kept files live (decision 1174): PostgreSQL's stored_file with a cache per instance,
  // or the folders on this machine's disk beside the embedded database. Nothing else chooses.
  const productImagesDir = env.PRODUCT_IMAGES_DIR ?? `${env.DATA_DIR}/product-images`;
  // A process that reaches an embedded database over its socket (the CLI beside `npm start`, a
  // DATABASE_URL naming PGlite) keeps its files where the owner does: on this machine's disk.
  const servedByPglite = database.kind === 'embedded' || (await runsOnPglite(database));
  const fileStores = chooseFileStores({
    database: { kind: servedByPglite ? 'embedded' : 'postgres', execute: (sql, params) => database.orm.em.getConnection().execute(sql, params ? [...params] : []) as Promise<Record<string, unknown>[]> },
    dirs: { productImages: productImagesDir, files: env.FILES_DIR, customerFiles: join(env.DATA_DIR, 'customer-files') },
    cacheDir: join(env.DATA_DIR, 'file-cache'),
  });
  // Uploads wait here while they arrive and are checked (decision 1030), on every kind of store.
  const uploadStaging = join(env.DATA_DIR, 'uploads');
  const pricing = createPricingService({
    em,
    logger,
    readCache,
    pricer: createPricer({ excel: { files: fileStores.files } }),
    carrierRates: (destination, items) => cartCarrierRates.ratesOrProblem(destination, items),
  });
  const fedex = createFedexShipmentService({ em, carrier: () => carrierSetup.carrier, logger, packagesOf: (items) => cartCarrierRates.packagesOf(items) });
  // Links and return URLs follow the request's own (allowed) origin while PUBLIC_URL is unset (config/public-url.ts).
  const linkBase = (ctx?: Pick<RequestContext, 'origin'>) => publicUrlFor(env, ctx);
  const rateLimits = createRateLimits({ em });
  const catalog = createCatalogService({ em, readCache });
  const passwordReset = createPasswordResetService({ em, mailer, publicUrl: env.PUBLIC_URL, publicUrlFor: linkBase, limits: rateLimits });
  const paymentSetup = createPaymentProviderFromEnv(env, logger);
  const requestEvents = createRequestEvents({ logger });

  const payLinks = createPayLinks({ secret: env.SESSION_SECRET, publicUrl: env.PUBLIC_URL });
  const orderMails = createOrderMails({ em, mailer, shopCopy: env.MAIL_SHOP_COPY ?? mailAddressOf(env.MAIL_FROM), logger, payLink: payLinks.linkFor });
  // Every order a customer places (the checkout, POST /api/order, a quote ordered) gets its
  // confirmation mail once, from the one placement path (orders/order-placement.ts, decision 930).
  const confirm = (orderId: number, within: EntityManager) => orderMails.sendOrderConfirmation(orderId, within);
  const orders = createOrderService({
    em,
    pricing,
    events: requestEvents,
    guestLimits: { limits: rateLimits, perEmail: env.GUEST_ORDERS_PER_EMAIL_PER_HOUR, perClient: env.GUEST_ORDERS_PER_CLIENT_PER_HOUR },
    confirm,
    logger,
  });
  const quotes = createQuoteService({ em, pricing, mailer, publicUrl: env.PUBLIC_URL, publicUrlFor: linkBase, logger, events: requestEvents, confirm });
  const payments = createPaymentService({
    em,
    // Decision 814: an online order is confirmed when paid; a failed attempt gets the pay-again mail.
    notify: { paid: (orderId, within) => orderMails.sendOrderConfirmation(orderId, within), failed: (orderId, within) => orderMails.sendPayAgain(orderId, within) },
    provider: paymentSetup.provider,
    orders: orderPaymentPort,
    publicUrl: env.PUBLIC_URL,
    publicUrlFor: linkBase,
    methodConfigurations: paymentSetup.methodConfigurations,
    logger,
  });
  // Reports: the part list PDF, and product pictures drawn from the models, which the
  // product-overview media call serves when no picture was uploaded.
  const reports = createReportService({ em });
  const productPictures = createProductPictures({ em, store: fileStores.productImages });
  const imports = createImportService({ em, pricing, carrier: () => carrierSetup.carrier, logger });
  const backups = createBackupService({
    database,
    folders: [
      { name: 'product-images', store: fileStores.productImages },
      { name: 'files', store: fileStores.files },
      { name: 'customer-files', store: fileStores.customerFiles },
    ],
    afterRestore: () => {
      readCache.clear();
      // A restored database's generations are read again before memory is trusted (decision 1171).
      void pushedGenerations?.cut();
    },
    logger,
  });
  // The long work a person may queue (decision 980); the monitor reports each kind (decision 1096).
  const workKinds = createWorkKinds({ imports, productPictures, backups });
  const checkout = createCheckoutService({ em, pricing, orders, payments: () => payments, quotes: () => quotes, payLinks, limits: rateLimits, logger });

  const catalogAdmin = createCatalogAdminService({ em });
  const mailDesk = createMailDesk({
    em,
    mailer,
    // A mail with a secret is sent again through what made it, with a fresh secret (decision 1087).
    resenders: {
      'password-reset': (ctx, cause) => passwordReset.sendAgain(ctx, cause),
      'quote-notification': (ctx, cause) => quotes.notifyQuote(ctx, cause.quoteId),
      'pay-again': (_ctx, cause) => orderMails.sendPayAgain(cause.orderId),
    },
  });
  const orderHistory = createOrderHistory({ em, pricing });

  // One key per domain (decision 1135): each is the domain's module object — its own use cases,
  // and its desks and readers under named keys. Object.assign keeps each service the one object
  // the other services hold, so what a caller reaches is what they call.
  return {
    env,
    logger,
    database,
    /** Login with limits (POST /api/auth), session tokens, live sessions and password reset. */
    auth: Object.assign(createLoginService({ em, sessions }), {
      /** Signs and verifies session tokens with SESSION_SECRET. */
      tokens: sessions,
      /**
       * Sessions resolved against the database, kept in memory while the push is trusted and
       * dropped by it on any instance's change (decision 1176); renewed and revoked.
       */
      sessions: Object.assign(createSessionService({ em, tokens: sessions, memory: sessionMemory }), {
        /** Sessions kept, and the checks answered from memory or the database since start. */
        memoryStats: () => sessionMemory.stats(),
      }),
      passwordReset,
    }),
    /** Per-address and per-target limits of the calls that send mail or check a secret, shared by all instances (decision 873). */
    limits: rateLimits,
    /** Accounts: registration, contact form, addresses, profile; the back office's customers, users, files and grid. */
    customers: {
      registration: createRegistrationService({ em, sessions }),
      /** The contact form (POST /api/customers/contact/contact-form): mails the shop. */
      contact: createContactService({ em, sessions, mailer }),
      addresses: createAddressService({ em }),
      /** The logged-in user's own account: contact persons, login e-mail and password. */
      profile: createProfileService({ em }),
      admins: createAdminService({ em }),
      /** Customer and user administration (ADMIN_CUSTOMER), payment terms, skonto, customer logos. */
      admin: createCustomerAdminService({
        em,
        invalidatePrices: (customerId) => pricing.invalidatePrices({ customerId }),
        requestPasswordReset: (ctx, input) => passwordReset.requestPasswordReset(ctx, input),
        customerFiles: fileStores.customerFiles,
      }),
      /** A customer's files and logo, a folder per customer in the customer-files store (R001-2.12, decisions 898, 1174), through the media library's checks. */
      files: createCustomerFiles({ em, store: fileStores.customerFiles }),
      /** The back office's customer grid. */
      desk: createCustomerDesk({ em }),
    },
    /** The catalogue: categories, products, reads of the /api, search, favourites, and its maintenance. */
    catalog: {
      categories: catalog,
      /** What /sitemap.xml lists: category pages of both modes and the public products (decision 1094). */
      sitemap: createSitemapReader({ em, catalog }),
      products: createProductService({ em, prices: pricing.productPrices, readCache }),
      /** Catalogue reads of the /api (types, attributes, summary, configuration form, gallery, media). */
      read: createCatalogReadService({ em, productImages: createProductImages({ store: fileStores.productImages }), renderedOverview: (articleNumber) => productPictures.overviewFor(articleNumber), renderedOverviews: (articleNumbers) => productPictures.overviewsFor(articleNumbers), readCache }),
      /** Catalogue maintenance: categories, attributes, product types, products. */
      admin: withPriceInvalidation(catalogAdmin, pricing.invalidatePrices),
      /** The back office's product grid and product form data. */
      productDesk: createProductDesk({ em }),
      /** Category moves by drag and drop and the category–product links; category order does not touch prices. */
      categoryDesk: createCategoryDesk({ em, orderCalls: catalogAdmin }),
      categoryProducts: createCategoryProductService({ em, prices: pricing.productPrices }),
      /** The buyer's favourites: mark on product pages and cards, list in 'Meine Produkte'. */
      favourites: createFavourites({ em }),
      /** Header search over product names, article numbers and the customer's own numbers. */
      search: createProductSearch({ em }),
      /** The back office's file browser over the product images (decision 893); the screen checks ADMIN_PRODUCT. */
      media: createMediaLibrary({ store: fileStores.productImages, stagingDir: uploadStaging }),
    },
    /** The one cart price (POST /api/product/order-price), the price cache and its invalidation; price records, configured products, workbooks. */
    pricing: Object.assign(pricing, {
      /** Customer price records, strategies and internal prices (ADMIN_PRODUCT). */
      admin: createPriceAdminService({ em, invalidate: pricing.invalidatePrices }),
      /** 'Als Kundenprodukt anlegen' of the staff configurator: a configuration becomes a customer's fixed product at the configured price (decision 976). */
      configuredProducts: createConfiguredProducts({ em }),
      /** Calculation workbooks uploaded into kalkulation/ of the files store (decisions 897, 1174). */
      workbooks: createWorkbookLibrary({ files: fileStores.files, invalidate: (filter) => pricing.invalidatePrices(filter) }),
    }),
    /** Merchant feed and price export, streamed as CSV (docs/feeds.md). */
    feeds: createFeedService({
      em,
      publicUrl: env.PUBLIC_URL,
      // The merchant feed from PostgreSQL's COPY (decision 1081); PGlite does not answer COPY.
      ...(database.kind === 'postgres' ? { copyOut: (sql: string) => copyOutCsv(em, sql) } : {}),
      logger,
      // EXCEL / REMOTE rows of the price export: what the shop quotes at each sampling point.
      pricePoints: async (ctx, { productId, customerId, quantities, strategy }) => {
        const answer = await pricing.orderPrice(ctx, { cartItems: quantities.map((quantity) => ({ productId, quantity, configuration: {} })), ...(customerId === null ? {} : { customerId }) });
        return answer.cartPrice.items.map((item) => (item.available && item.strategy === strategy ? item.pricePerOne : null));
      },
    }),
    /** Trucks, transport requirements, the truck's freight tariff and the parcel tariff (decision 1140) of /admin/Settings. */
    shipping: Object.assign(createShippingService({ em }), {
      freightTariffs: createFreightTariffDesk({ em }),
      parcelTariffs: createParcelTariffDesk({ em }),
    }),
    /** Carrier shipments through FedEx (docs/shipments.md): rates, pickup availability, validate, confirm with labels, ETD, pickup booking. */
    shipments: Object.assign(fedex, {
      /** The local FedEx double (outside production without FEDEX_* credentials; started on the first call); else null. */
      double: carrierSetup.double,
    }),
    /** Orders: place (POST /api/order), list (GET /api/order), change state; administration, desk, history, mails, the order PDF. */
    orders: Object.assign(orders, {
      /** Order administration: copy, update, delete, notifications, carriers, delivery information (docs/orders.md). */
      admin: createOrderAdminService({ em, mailer, publicUrl: env.PUBLIC_URL, publicUrlFor: linkBase, events: requestEvents, pricing, trackingNumberOf: (orderId) => fedex.trackingNumberOf(orderId) }),
      /** The back office's order desk: what needs attention, the orders grid, truck capacity. */
      desk: createOrderDesk({ em, orderMails }),
      /** The buyer's order history: paged search, order detail, re-order at today's prices. */
      history: orderHistory,
      /** Order confirmation mail with the PDF, once per order, copy to MAIL_SHOP_COPY (default MAIL_FROM). */
      mails: orderMails,
      /** The order PDF (Swiss QR-bill for invoice and prepayment). */
      documents: createOrderDocuments({ em }),
    }),
    /** Quotes (Offerten): request, list, maintain, mail with link and PIN, PIN-protected quote checkout (docs/quotes.md); the desk and its product modal. */
    quotes: Object.assign(quotes, {
      /** The back office's quotes grid. */
      desk: createQuoteDesk({ em }),
      /** The product-select modal of the quote page and the order page (orderId, decision 1145): search the catalogue, add a product priced for the quote's customer. */
      products: createQuoteProducts({ em, pricing, quotes }),
      /** The staff configurator of that modal: a configuration priced as a chosen customer, overridden prices flagged (R001-2.32/2.33). */
      configurator: createQuoteConfigurator({ em, pricing }),
      /** The buyer's quotes in the history (decision 1005). */
      history: createQuoteHistory({ em, now: () => new Date() }),
    }),
    /** The server-side checkout draft and its submission through orders, payments and order mails (docs/checkout.md). */
    checkout,
    /** Online payment through PostFinance Checkout or the local simulator (docs/payments.md). */
    payments: Object.assign(payments, {
      /** The local PostFinance simulator (outside production without credentials), mounted by web/server.ts; else null. */
      simulator: paymentSetup.simulator,
      /** The pay-again path of an order with an open online payment ('Jetzt bezahlen'). */
      payAgainToken: (orderId: number) => payLinks.tokenFor(orderId),
    }),
    /** /admin/Settings (company profile, closure days, carrier addresses, versioned) and the one company profile every page shows. */
    settings: {
      desk: createSettingsDesk({ em }),
      /** The one editable company profile (header, footer, content pages), cached per generation. */
      company: createCompanyProfileReader({ em, readCache }),
    },
    /** Sends and records the shop's mails (SMTP_URL, else the local mail catcher); the caught mails of /admin/dev. */
    mail: Object.assign(mailer, {
      /** The caught mails of /admin/dev: bodies, attachments' bytes, re-send. */
      desk: mailDesk,
    }),
    /** Order and quote created/updated announcements (docs/decisions/654-request-events.md): `requests.events.on(listener)`. */
    requests: { events: requestEvents },
    /** Report declaration and generation: the part list PDF (Stückliste); the overview pictures drawn from the models (`shop images render`). */
    reports: Object.assign(reports, {
      pictures: productPictures,
    }),
    /** Imports (docs/imports.md): auction invoices, ERP orders and states, order templates; kept files. */
    imports,
    /**
     * `shop db backup` / `db restore` and the nightly backup (decision 1095): the database and the
     * kept files — product images (with the drawn pictures), workbooks, customer files — in one archive
     * (in the dump itself where PostgreSQL keeps them, decision 1174).
     */
    backups,
    /**
     * The kept files' stores (decision 1174): product images, workbooks (`files`), customer files —
     * on disk or in PostgreSQL; the CLI and tests read and write through them.
     */
    files: fileStores,
    fixtures: createFixturesService({ em, files: fileStores.files }),
    jobs: {
      /** Runs fn only if this instance wins the job's lease (see jobs/lease.ts). */
      runExclusive: <T>(name: string, ttlMs: number, fn: () => Promise<T>, options?: RunSlotOptions) => runExclusive(em(), name, ttlMs, fn, options?.owner, options),
      purgeSentMails: (days: number) => purgeSentMails(em(), days),
      /** Long work started by a person, queued and run by the job runner (decision 980): `enqueue`, `get`, `list`, `runNext`. */
      work: createWorkService({ em, kinds: workKinds, logger }),
      /** Configuration and the jobs' last runs for /admin/dev (no secrets). */
      systemSummary: () =>
        loadSystemSummary(em(), {
          environment: env.NODE_ENV,
          database: database.kind,
          mailTransport: mailer.transport,
          mailbox: mailer.mailboxDir,
          smtpUrl: env.SMTP_URL,
          mailFrom: env.MAIL_FROM,
          payments: paymentSetup.simulator ? 'simulator' : paymentSetup.provider ? 'postfinance' : 'none',
          carriers: 'eigene Lastwagen und FedEx: Benachrichtigung per E-Mail (Einstellungen › Transporteure)',
          publicUrl: publicUrlFor(env),
          jobsEnabled: env.JOBS !== 'off',
        }),
    },
    maintenance: {
      async migrate() {
        const applied = await migrate(database.orm);
        // The listener may have started before the tables existed: it listens and re-reads now (decision 1171).
        if (applied.length > 0) void pushedGenerations?.cut();
        return applied;
      },
      status: () => migrationStatus(database.orm),
      /** Drops every table and applies the migrations again: all data is lost. */
      async reset(): Promise<string[]> {
        // The migrations table stays and is emptied: the migrator remembers for the process that it
        // made that table, and would not make it again after a drop (decision 1095's drill found it).
        await database.orm.migrator.getExecuted();
        await database.orm.schema.drop({ dropMigrationsTable: false });
        await database.orm.em.getConnection().execute('delete from "mikro_orm_migrations"');
        return migrate(database.orm);
      },
      /**
       * The database's cache generation (decision 973): grows with every committed change to a
       * cached table; web/ keeps anonymous catalogue pages under it (decision 986).
       */
      async cacheGeneration(): Promise<string> {
        return (pushedGenerations?.current() ?? (await readGenerations())).generation;
      },
      /**
       * The generations pushed by PostgreSQL (decision 1171): `current()` when trusted, `live()`
       * once they are, `cut()` drops the listening connection as a failure would (tests).
       */
      generationPush: {
        current: () => pushedGenerations?.current(),
        live: () => pushedGenerations?.live() ?? Promise.reject(new Error('this process hears no cache generations (a visitor of an embedded database)')),
        cut: () => pushedGenerations?.cut() ?? Promise.resolve(),
      },
      /** The connection pool's counters, without a query (GET /metrics, decision 1096). */
      poolStats: () => poolStats(database.orm),
      /** The mail outbox, work queue and jobs' leases in one cheap query (GET /metrics, decision 1096). */
      monitorReadings: () => readMonitorReadings(em(), workKinds.map((kind) => kind.kind)),
      /** The read cache's hits, misses and entries per region since start (GET /metrics, decision 1096). */
      readCacheStats: () => {
        const sizes = readCache.size();
        return readCache.counts().map((count) => ({ ...count, entries: sizes[count.region] ?? 0 }));
      },
      /** Whether the database answers a query. */
      async ping(): Promise<boolean> {
        await database.orm.em.getConnection().execute('select 1');
        return true;
      },
    },
    async close(): Promise<void> {
      stopNotices();
      stopSessionNotices();
      await pushedGenerations?.close();
      mailer.close();
      paymentSetup.simulator?.close();
      await carrierSetup.double?.stop();
      await database.close();
    },
  };
}
export type Engine = Awaited<ReturnType<typeof createEngine>>;

/** PostgreSQL's "undefined_table" (42P01): a query before the migrations made its table. */
function isUndefinedTable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '42P01';
}

/** Whether the server is PGlite (its version names it), whoever connects to it (decision 1174). */
async function runsOnPglite(database: Database): Promise<boolean> {
  const rows = (await database.orm.em.getConnection().execute('select version() as version')) as { version?: string }[];
  return /PGlite/i.test(rows[0]?.version ?? '');
}
