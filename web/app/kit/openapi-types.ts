/**
 * Generated from /api/openapi.json by `npm run api:types` (scripts/api-types.ts, decision 1186):
 * do not edit. The document is built from web/app/api/api-docs.ts and openapi.server.ts with the
 * engine's answer schemas (engine/src/<domain>/answer-schemas.ts); after changing them, run
 * `npm run api:types` and commit this file.
 */

export interface paths {
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The flat category list → { items }
         * @description Guard: public. Requirements: R000-7.15.
         */
        get: operations["getApiCategories"];
        put?: never;
        /**
         * Creates a category → the new category
         * @description Guard: all of ADMIN_CATEGORY. Requirements: R001-7.013.
         */
        post: operations["postApiCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/swap-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Swaps the order of two categories → { items: [{ id, order }] }
         * @description Guard: all of ADMIN_CATEGORY. Requirements: R001-7.014.
         */
        put: operations["putApiCategoriesSwapOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Updates a category
         * @description Guard: all of ADMIN_CATEGORY. Requirements: R001-7.015.
         */
        put: operations["putApiCategoriesId"];
        post?: never;
        /**
         * Deletes a category with its product links; refused while it has sub-categories (001 §7 names no permanent flag for categories)
         * @description Guard: all of ADMIN_CATEGORY. Requirements: R001-7.016.
         */
        delete: operations["deleteApiCategoriesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/{id}/change-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Moves categories before or after a pivot → { items: [{ id, order }] }
         * @description Guard: all of ADMIN_CATEGORY. Requirements: R001-7.017, decision 401.
         */
        put: operations["putApiCategoriesIdChangeOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/{id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Shows an existing product in the category → the link
         * @description Guard: all of ADMIN_CATEGORY. Requirements: decision 892.
         */
        put: operations["putApiCategoriesIdProducts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/{id}/products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes a product from the category (the product stays) → { removed: true }
         * @description Guard: all of ADMIN_CATEGORY. Requirements: decision 892.
         */
        delete: operations["deleteApiCategoriesIdProductsProductId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category-product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Category–product links of visible products → { items }
         * @description Guard: public. Requirements: R001-7.018.
         */
        get: operations["getApiCategoryProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products the caller may see, paged → { items, page, perPage, total }
         * @description Guard: public.
         */
        get: operations["getApiProduct"];
        /**
         * Creates a product → the product
         * @description Guard: all of ADMIN_PRODUCT.
         */
        put: operations["putApiProduct"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/product-kind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product kinds → { items: [{ id, name }] }
         * @description Guard: public. Requirements: R001-7.104.
         */
        get: operations["getApiProductProductKind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/next-article-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The next free article number of a product type → { typeId, articleNumber }
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.101.
         */
        get: operations["getApiProductNextArticleNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product counts overall, per kind and per type
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.108, decision 400.
         */
        get: operations["getApiProductSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/create-product-customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Creates a customer-specific product from the configurator → the product
         * @description Guard: any of ADMIN_PRODUCT, CREATE_PRODUCT_IN_CONFIGURATOR.
         */
        put: operations["putApiProductCreateProductCustomer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/copy-relations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Copies categories, prices and requirements from one product to others
         * @description Guard: all of ADMIN_PRODUCT.
         */
        put: operations["putApiProductCopyRelations"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/{id}/gallery-images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product’s gallery images → { items: [{ name, url }] } (empty on any failure)
         * @description Guard: public. Requirements: R001-7.060, R000-8.20.
         */
        get: operations["getApiProductIdGalleryImages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product types → { items }
         * @description Guard: public. Requirements: R001-7.119.
         */
        get: operations["getApiProductTypes"];
        put?: never;
        /**
         * Creates a product type
         * @description Guard: all of ADMIN_PRODUCT_META. Requirements: R001-7.118.
         */
        post: operations["postApiProductTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-types/with-attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each product type with its ordered attributes → { items }
         * @description Guard: public. Requirements: R001-7.114.
         */
        get: operations["getApiProductTypesWithAttributes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-types/excel-path/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calculation workbook of a product type → { id, excelFilePath }
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.113.
         */
        get: operations["getApiProductTypesExcelPathId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Updates a product type
         * @description Guard: all of ADMIN_PRODUCT_META. Requirements: R001-7.120.
         */
        put: operations["putApiProductTypesId"];
        post?: never;
        /**
         * Deletes a product type (soft, or permanent=true)
         * @description Guard: all of ADMIN_PRODUCT_META. Requirements: R001-7.121.
         */
        delete: operations["deleteApiProductTypesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-types/{id}/add-attribute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Adds an attribute to the type → the type with its attributes
         * @description Guard: all of ADMIN_PRODUCT_META. Requirements: R001-7.115.
         */
        put: operations["putApiProductTypesIdAddAttribute"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-types/{id}/remove-attribute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Removes attributes from the type → the type with its attributes
         * @description Guard: all of ADMIN_PRODUCT_META. Requirements: R001-7.116.
         */
        put: operations["putApiProductTypesIdRemoveAttribute"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-types/{id}/update-attribute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes an attribute of the type → the type with its attributes
         * @description Guard: all of ADMIN_PRODUCT_META. Requirements: R001-7.117.
         */
        put: operations["putApiProductTypesIdUpdateAttribute"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attribute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The attributes → { items } (each with translations: { fr?, en? } of name and choice labels, decision 974)
         * @description Guard: public. Requirements: R001-7.091.
         */
        get: operations["getApiAttribute"];
        put?: never;
        /**
         * Creates an attribute; optional translations { fr?: { name?, values?: { <German value>: label } }, en? } (decision 974)
         * @description Guard: all of ADMIN_PRODUCT_META. Requirements: R001-7.092.
         */
        post: operations["postApiAttribute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attribute/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Updates an attribute; translations sent replace the French and English texts (decision 974)
         * @description Guard: all of ADMIN_PRODUCT_META. Requirements: R001-7.093.
         */
        post: operations["postApiAttributeId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attribute-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The attribute types → { items: [{ id, key, name, relevantForConfiguration }] }
         * @description Guard: public. Requirements: R001-7.094.
         */
        get: operations["getApiAttributeType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The files of a directory → { path, items } (folders first; mimeType filters)
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.053, decision 895.
         */
        get: operations["getApiFile"];
        /**
         * Creates a folder → its entry
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.054, decision 895.
         */
        put: operations["putApiFile"];
        /**
         * Uploads files (field files, several; directory; extractZip) → { items }
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.055, decision 895.
         */
        post: operations["postApiFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/rename-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Renames a file or folder (the extension stays) → its entry
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.056, decision 895.
         */
        put: operations["putApiFileRenameFile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/refresh-resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refreshes the resources → { refreshed: true } (pictures are read from disk on every request)
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.058, decision 895.
         */
        post: operations["postApiFileRefreshResources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes a file, or a folder with everything in it → { path }
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.057, decision 895.
         */
        delete: operations["deleteApiFilePath"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/product-overview/{articleNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product’s overview image, else a redirect to the no-image placeholder; `?w=` a WebP of the next made width (128–1024), `&v=` its content hash: then cached immutable (decision 1155)
         * @description Guard: public.
         */
        get: operations["getApiMediaProductOverviewArticleNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file below the product-images directory, with its content type; 404 outside it
         * @description Guard: public. Requirements: R001-7.059.
         */
        get: operations["getApiMediaPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report-declaration/declaration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reports, their parameters and who may run them
         * @description Guard: any admin permission. Requirements: R001-7.126, decision 852.
         */
        get: operations["getApiReportDeclarationDeclaration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generates a report (the part list PDF) with its file name in Content-Disposition
         * @description Guard: any of ADMIN_QUOTE, ADMIN_PRODUCT. Requirements: R001-7.127, R001-7.130.
         */
        post: operations["postApiReportGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/position/configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The configuration form of a product: configurator attributes with type, options and defaults
         * @description Guard: public. Requirements: decision 400.
         */
        get: operations["getApiOrderPositionConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s orders (any for admins), newest first between fromDate and toDate
         * @description Guard: logged in. Requirements: R001-7.064.
         */
        get: operations["getApiOrder"];
        put?: never;
        /**
         * Places an order (guests too); prices are the server’s → the order
         * @description Guard: public. Requirements: R000-7.24, R001-7.063.
         */
        post: operations["postApiOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * One allowed order state change
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.069.
         */
        put: operations["putApiOrderIdState"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copies an order → the new PLACED copy
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.062.
         */
        post: operations["postApiOrderCopy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/delivery-information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lead time, earliest delivery date, holidays and company closures ahead (the checkout’s date picker)
         * @description Guard: public. Requirements: R001-7.070.
         */
        get: operations["getApiOrderDeliveryInformation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/carriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The own trucks and FedEx → { items }
         * @description Guard: any admin permission. Requirements: R001-7.073.
         */
        get: operations["getApiOrderCarriers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes an order’s fields or positions (optimistic version check; totals recomputed)
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.066.
         */
        put: operations["putApiOrderId"];
        post?: never;
        /**
         * Deletes a PLACED or CANCELED order without progress
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.067.
         */
        delete: operations["deleteApiOrderId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mails the customer the order’s state in the order’s language
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.071.
         */
        put: operations["putApiOrderIdNotification"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/notification-carrier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mails the pickup notice to the carrier
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.072.
         */
        put: operations["putApiOrderIdNotificationCarrier"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/from-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Orders a quote (uuid and PIN are the credential; idempotent by key) → the order
         * @description Guard: public. Requirements: R000-7.25, R001-7.065.
         */
        post: operations["postApiOrderFromQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s quotes (quote administrators: any customer’s), newest first
         * @description Guard: logged in. Requirements: R001-7.075.
         */
        get: operations["getApiQuote"];
        put?: never;
        /**
         * Requests a quote (guests too) → the quote
         * @description Guard: public. Requirements: R000-7.26, R001-7.074.
         */
        post: operations["postApiQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quote/for-checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The quote for its checkout, or null on any failure (unknown, wrong PIN, expired, ordered)
         * @description Guard: public. Requirements: R000-7.27, R000-7.28, R001-7.078.
         */
        get: operations["getApiQuoteForCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quote/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new quote from an existing one
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.080.
         */
        post: operations["postApiQuoteCopy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quote/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a quote
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.076.
         */
        put: operations["putApiQuoteId"];
        post?: never;
        /**
         * Deletes a quote
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.077.
         */
        delete: operations["deleteApiQuoteId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quote/{id}/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mails the quote link and PIN to the customer and marks the quote sent
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.079.
         */
        put: operations["putApiQuoteIdNotification"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payment provider’s webhook: signature checked over the raw body, the transaction read again from the provider → { outcome }
         * @description Guard: public.
         */
        post: operations["postApiPaymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/order-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The server’s price of a cart (client prices are ignored)
         * @description Guard: public. Requirements: R000-7.29, R001-7.105.
         */
        post: operations["postApiProductOrderPrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/clear-price-cache": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Empties the price cache
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.107.
         */
        post: operations["postApiProductClearPriceCache"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/all-published-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The merchant feed of a shop as CSV
         * @description Guard: public. Requirements: R000-7.31.
         */
        get: operations["getApiProductAllPublishedPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/all-prices-csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every price as CSV
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R000-7.32.
         */
        get: operations["getApiProductAllPricesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The price records of a product (and customer) → { items }
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.081.
         */
        get: operations["getApiProductPrice"];
        /**
         * Creates or replaces a price record
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.082.
         */
        put: operations["putApiProductPrice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/price/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Updates a price record
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.083.
         */
        post: operations["postApiProductPriceId"];
        /**
         * Deletes a price record
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.084.
         */
        delete: operations["deleteApiProductPriceId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/price/{id}/excel-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Makes the workbook price active (id ≤ 0 with customerId and productId creates the record)
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.085.
         */
        put: operations["putApiProductPriceIdExcelPrice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/price/{id}/margin-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Makes the margin price active
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.086.
         */
        put: operations["putApiProductPriceIdMarginPrice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/price/{id}/remote-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Makes the remote (supplier) price active
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.087.
         */
        put: operations["putApiProductPriceIdRemotePrice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/price/{id}/fix-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a graduated fixed-price row; the fixed price becomes active
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.088.
         */
        post: operations["postApiProductPriceIdFixPrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/price/{id}/fix-price/{rowId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a graduated fixed-price row
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.089.
         */
        put: operations["putApiProductPriceIdFixPriceRowId"];
        post?: never;
        /**
         * Deletes a graduated fixed-price row
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.090.
         */
        delete: operations["deleteApiProductPriceIdFixPriceRowId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/internal-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The internal prices of a product → { items }
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.095.
         */
        get: operations["getApiProductInternalPrice"];
        put?: never;
        /**
         * Adds an internal price
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.096.
         */
        post: operations["postApiProductInternalPrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/internal-price/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes an internal price
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.097.
         */
        put: operations["putApiProductInternalPriceId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/transport-requirements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Transport requirements of products (ids=1,2) → { items }
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.111.
         */
        get: operations["getApiProductTransportRequirements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transport-requirement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * With productId the product’s transport requirement (empty when none), else → { items }
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.122, R001-8.37.
         */
        get: operations["getApiTransportRequirement"];
        put?: never;
        /**
         * Creates a transport requirement
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.123.
         */
        post: operations["postApiTransportRequirement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transport-requirement/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a transport requirement
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.124.
         */
        put: operations["putApiTransportRequirementId"];
        post?: never;
        /**
         * Deletes a transport requirement
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.125.
         */
        delete: operations["deleteApiTransportRequirementId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping/truck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The trucks → { items }
         * @description Guard: all of ADMIN_PRODUCT. Requirements: R001-7.128.
         */
        get: operations["getApiShippingTruck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Updates a product
         * @description Guard: all of ADMIN_PRODUCT.
         */
        post: operations["postApiProductId"];
        /**
         * Deletes a product (soft, or permanent=true)
         * @description Guard: all of ADMIN_PRODUCT.
         */
        delete: operations["deleteApiProductId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Logs in → { token, payload } and the session cookie; 429 with Retry-After after 5 failures
         * @description Guard: public. Requirements: R000-7.03, R000-7.04, decision 872.
         */
        post: operations["postApiAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends the user’s sessions and removes the session cookie
         * @description Guard: public. Requirements: R000-4.49.
         */
        post: operations["postApiAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A random security question → { questionId, question }
         * @description Guard: public.
         */
        get: operations["getApiRegistrationCaptcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/validate-captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks a security answer → { valid }
         * @description Guard: public. Requirements: R000-7.09.
         */
        post: operations["postApiRegistrationValidateCaptcha"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/register-person": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registers a person and logs in (like POST /api/auth)
         * @description Guard: public. Requirements: R000-7.05.
         */
        post: operations["postApiRegistrationRegisterPerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/register-company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registers a company and logs in (like POST /api/auth)
         * @description Guard: public. Requirements: R000-7.06.
         */
        post: operations["postApiRegistrationRegisterCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mails a reset link → { ok: true } whether or not the address has an account
         * @description Guard: public. Requirements: R000-7.07.
         */
        put: operations["putApiRegistrationRequestPasswordReset"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets a new password with a reset token → { ok: true }
         * @description Guard: public. Requirements: R000-7.08.
         */
        put: operations["putApiRegistrationResetPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{id}/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer’s address book → { items }
         * @description Guard: logged in as the customer of :id, or an admin. Requirements: R000-7.11.
         */
        get: operations["getApiCustomerIdAddress"];
        /**
         * Adds an address to the customer’s address book
         * @description Guard: logged in as the customer of :id, or an admin. Requirements: R000-7.12, R001-7.020.
         */
        put: operations["putApiCustomerIdAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/{id}/address/{addressId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One address of the customer
         * @description Guard: logged in as the customer of :id, or an admin. Requirements: R001-7.019.
         */
        get: operations["getApiCustomerIdAddressAddressId"];
        put?: never;
        /**
         * Changes an address of the customer
         * @description Guard: logged in as the customer of :id, or an admin. Requirements: R000-7.13, R001-7.021.
         */
        post: operations["postApiCustomerIdAddressAddressId"];
        /**
         * Deletes an address of the customer
         * @description Guard: logged in as the customer of :id, or an admin. Requirements: R000-7.14, R001-7.022.
         */
        delete: operations["deleteApiCustomerIdAddressAddressId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/contact/contact-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends the contact form → { sent }; 429 with Retry-After past the limit
         * @description Guard: public. Requirements: R000-7.10, decision 873.
         */
        post: operations["postApiCustomersContactContactForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/customer-order-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer’s order settings
         * @description Guard: logged in as the customer of :id, or an admin. Requirements: R000-7.21, R001-7.028.
         */
        get: operations["getApiCustomersIdCustomerOrderSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customers by status and ids
         * @description Guard: all of ADMIN_CUSTOMER. Requirements: R001-7.025.
         */
        get: operations["getApiCustomers"];
        /**
         * Creates a customer (201)
         * @description Guard: all of ADMIN_CUSTOMER. Requirements: R001-7.026.
         */
        put: operations["putApiCustomers"];
        /**
         * Changes a customer ({ id, … })
         * @description Guard: all of ADMIN_CUSTOMER. Requirements: R001-7.027.
         */
        post: operations["postApiCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/promo-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The promotional items
         * @description Guard: all of ADMIN_CUSTOMER. Requirements: R001-7.023.
         */
        get: operations["getApiCustomersPromoItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/all-correspondence-contacts-grid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every correspondence contact with its customer and address, as one list
         * @description Guard: all of ADMIN_CUSTOMER. Requirements: R001-7.031.
         */
        get: operations["getApiCustomersAllCorrespondenceContactsGrid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/all-correspondence-contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The correspondence contacts as CSV
         * @description Guard: all of ADMIN_CUSTOMER. Requirements: R001-7.032.
         */
        get: operations["getApiCustomersAllCorrespondenceContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes a customer (soft)
         * @description Guard: all of ADMIN_CUSTOMER. Requirements: R001-7.029.
         */
        delete: operations["deleteApiCustomersId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/promotion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer’s promotions
         * @description Guard: all of ADMIN_CUSTOMER. Requirements: R001-7.024.
         */
        get: operations["getApiCustomersIdPromotion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer’s logo file, or 404
         * @description Guard: logged in as the customer of :id, or an admin. Requirements: R000-7.33.
         */
        get: operations["getApiCustomersIdLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sends password-reset mails to users
         * @description Guard: all of ADMIN_CUSTOMER. Requirements: R001-7.011.
         */
        put: operations["putApiUserResetPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user
         * @description Guard: all of ADMIN_CUSTOMER. Requirements: R001-7.009.
         */
        get: operations["getApiUserId"];
        /**
         * Changes a user
         * @description Guard: all of ADMIN_CUSTOMER. Requirements: R001-7.010.
         */
        put: operations["putApiUserId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-term": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer’s own payment term (all terms for admins without customerId)
         * @description Guard: logged in. Requirements: R000-7.22, decision 330.
         */
        get: operations["getApiPaymentTerm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/skonto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer’s skonto (same rule as /api/payment-term)
         * @description Guard: logged in. Requirements: R000-7.23, decision 330.
         */
        get: operations["getApiSkonto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fedex/get-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * FedEx services with price and transit time for an address and packages → { rates, warnings }
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.039.
         */
        post: operations["postApiFedexGetRates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fedex/check-pickup-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * FedEx pickup slots up to 16:00 → { options, warnings }
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.040.
         */
        post: operations["postApiFedexCheckPickupAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fedex/verify-fedex-shipment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * FedEx validates the shipment data → { valid: true, warnings }; a refusal answers 400 at its field
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.041.
         */
        post: operations["postApiFedexVerifyFedexShipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fedex/confirm-fedex-shipment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates the FedEx shipment with its labels → the shipment; a repeat answers the first
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.042.
         */
        post: operations["postApiFedexConfirmFedexShipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fedex/schedule-pickup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Books the FedEx courier for the order’s shipment → the shipment with its pickup
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.043.
         */
        post: operations["postApiFedexSchedulePickup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fedex/upload-etd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Uploads the commercial invoice as electronic trade document → its docId and the kept PDF
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.044.
         */
        put: operations["putApiFedexUploadEtd"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fedex/cancel-shipment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cancels the order’s FedEx shipment ({ orderId }) → the shipment, CANCELLED
         * @description Guard: all of ADMIN_QUOTE. Requirements: decision 742.
         */
        put: operations["putApiFedexCancelShipment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fedex/cancel-pickup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cancels the order’s FedEx pickup ({ orderId }) → the shipment without its pickup
         * @description Guard: all of ADMIN_QUOTE. Requirements: decision 742.
         */
        put: operations["putApiFedexCancelPickup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fedex/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order’s FedEx shipments (?orderId=) with documents → { items }
         * @description Guard: all of ADMIN_QUOTE. Requirements: decision 742.
         */
        get: operations["getApiFedexShipments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/koller": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads an auction invoice file → { invoiceData, existingCustomers }; with import=1 places the quote
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.045, R001-6.11, decision 835.
         */
        post: operations["postApiKoller"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/koller/address-validation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks a delivery address (Swiss directory for CH/LI) → { valid, issues, address, cities }
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.046.
         */
        post: operations["postApiKollerAddressValidation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/koller/get-package-composition/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The crates of an auction quote’s lots; another quote answers 400
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.047.
         */
        get: operations["getApiKollerGetPackageCompositionId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/koller/get-insurance-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Insurance price, provider, zone and kind for a country (countryCode), kind (insuranceKind) and declared value (declaredValue)
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.048.
         */
        post: operations["postApiKollerGetInsuranceQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/koller/get-insurance-csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The insurance tariff as CSV
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.049.
         */
        get: operations["getApiKollerGetInsuranceCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import-ax/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imports ERP orders, once per AX order number; dryRun=1 previews
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.050.
         */
        post: operations["postApiImportAxFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import-ax/update-order-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imports order states and delivered/invoiced quantities (idempotent)
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.051.
         */
        post: operations["postApiImportAxUpdateOrderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import-customer-order/from-template-cppumpen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An order spreadsheet (xlsx) → a quote priced by the engine
         * @description Guard: all of ADMIN_QUOTE. Requirements: R001-7.052.
         */
        post: operations["postApiImportCustomerOrderFromTemplateCppumpen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fedex/document/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A label or commercial invoice kept with the order, as PDF
         * @description Guard: all of ADMIN_QUOTE. Requirements: decision 742.
         */
        get: operations["getApiFedexDocumentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This API’s OpenAPI 3.1 document, generated from the route table and the engine’s schemas
         * @description Guard: public. Requirements: decision 874.
         */
        get: operations["getApiOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The readable API reference (Swagger UI) of /api/openapi.json
         * @description Guard: public. Requirements: decision 874.
         */
        get: operations["getApiDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/{asset}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The API reference page’s script and style sheet
         * @description Guard: public. Requirements: decision 874.
         */
        get: operations["getApiDocsAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        CategoryList: {
            items: components["schemas"]["Category"][];
        };
        Category: {
            id: number;
            name: string;
            description: string | null;
            translations: components["schemas"]["CatalogueTranslations"];
            parentId: number | null;
            order: number;
            shopTypeId: number;
            published: boolean;
            /** @description the category’s page in the shop */
            url: string;
            /** @description a page of the shop’s content the category links to */
            contentLink: string | null;
            /** @description the category card’s picture, a file of the media folder (decision 919) */
            imageFileName: string | null;
            productCount: number;
            children: components["schemas"]["Category"][];
        };
        CatalogueTranslations: {
            fr?: {
                name?: string;
                description?: string;
            };
            en?: {
                name?: string;
                description?: string;
            };
        } | null;
        /** @description Every refusal: `{ errors: [{ message, params?, field?, rule? }] }`, messages translated into the request’s language */
        ErrorBody: {
            errors: {
                message: string;
                params?: {
                    [key: string]: string | number | boolean | null;
                };
                field?: string;
                rule?: string;
            }[];
        };
        CategoryRecord: {
            id: number;
            name: string;
            description: string | null;
            parentId: number | null;
            order: number;
            shopTypeId: number;
            contentLink: string | null;
            published: boolean;
            imageFileName: string | null;
            translations: components["schemas"]["CatalogueTranslations"];
        };
        /** @description the siblings’ new order */
        CategoryOrder: {
            items: {
                id: number;
                order: number;
            }[];
        };
        Deleted: {
            id: number;
            /** @constant */
            deleted: true;
        };
        CategoryProductLink: {
            categoryId: number;
            productId: number;
            articleNumber: string;
            name: string;
            published: boolean;
            order: number;
        };
        RemovedLink: {
            /** @constant */
            removed: true;
        };
        CategoryProductLinks: {
            items: {
                id: number;
                categoryId: number;
                productId: number;
                order: number;
            }[];
        };
        ProductPage: {
            items: components["schemas"]["ProductListItem"][];
            page: number;
            perPage: number;
            total: number;
        };
        ProductListItem: {
            id: number;
            /** @description in the request’s language */
            name: string;
            articleNumber: string;
            typeId: number;
            typeName: string;
            /** @description the 3D model family of a configurable type */
            modelFamily: string | null;
            kindCode: number;
            description: string | null;
            translations: components["schemas"]["CatalogueTranslations"];
            published: boolean;
            publiclyAvailable: boolean;
            canBeConfigured: boolean;
            /** @description the attribute values of the product’s type */
            values: {
                attributeId: number;
                name: string;
                /** @description the attribute type */
                typeId: number;
                /** @description where the value is shown (001 §3 attribute visibility) */
                visibility: number;
                value: string | null;
            }[];
            /** @description the caller’s price per piece (null: on request) */
            price: string | null;
            /** @description the caller’s graduated prices (from quantity, price per piece) */
            graduatedPrice: {
                quantity: number;
                /** @description an amount in CHF as a decimal string, e.g. "562.12" */
                price: string;
            }[];
            /** @description why `price` is null (a price strategy’s reason) */
            priceReason?: string;
        };
        ProductRecord: {
            id: number;
            /** @description in the request’s language */
            name: string;
            articleNumber: string;
            typeId: number;
            typeName: string;
            /** @description the 3D model family of a configurable type */
            modelFamily: string | null;
            kindCode: number;
            description: string | null;
            translations: components["schemas"]["CatalogueTranslations"];
            published: boolean;
            publiclyAvailable: boolean;
            canBeConfigured: boolean;
            /** @description the attribute values of the product’s type */
            values: {
                attributeId: number;
                name: string;
                /** @description the attribute type */
                typeId: number;
                /** @description where the value is shown (001 §3 attribute visibility) */
                visibility: number;
                value: string | null;
            }[];
            /** @description the caller’s price per piece (null: on request) */
            price: string | null;
            /** @description the caller’s graduated prices (from quantity, price per piece) */
            graduatedPrice: {
                quantity: number;
                /** @description an amount in CHF as a decimal string, e.g. "562.12" */
                price: string;
            }[];
            /** @description why `price` is null (a price strategy’s reason) */
            priceReason?: string;
            /** @description the product’s picture file as the product maintenance set it */
            localFilePath: string | null;
            deletedAt: string | null;
            /** @description the product’s customer links */
            customers: {
                customerId: number;
                /** @description the customer’s own article number */
                externalProductId: string | null;
                isFavorite: boolean;
            }[];
        };
        ProductKindList: {
            items: {
                id: number;
                name: string;
            }[];
        };
        NextArticleNumber: {
            typeId: number;
            articleNumber: string;
        };
        ProductSummary: {
            total: number;
            published: number;
            unpublished: number;
            deleted: number;
            /** @description alive products per kind (every kind, also with 0) */
            byKind: {
                kindCode: number;
                name: string;
                count: number;
                published: number;
            }[];
            /** @description alive products per type (types without products left out) */
            byType: {
                typeId: number;
                name: string;
                count: number;
                published: number;
            }[];
        };
        CopiedRelations: {
            /** @description category links added */
            categoryLinks: number;
            /** @description customer links added */
            customerLinks: number;
        };
        GalleryImageList: {
            items: {
                name: string;
                url: string;
            }[];
        };
        ProductTypeList: {
            items: components["schemas"]["ProductType"][];
        };
        ProductType: {
            id: number;
            name: string;
            categoryId: number | null;
            modelMode: string | null;
            /** @description the 3D model family of a configurable type */
            modelFamily: string | null;
            /** @description set for a deleted type (listed with includeDeleted=true, admins only) */
            deletedAt: string | null;
        };
        ProductTypeRecord: {
            id: number;
            name: string;
            categoryId: number | null;
            modelMode: string | null;
            /** @description the 3D model family of a configurable type */
            modelFamily: string | null;
            /** @description set for a deleted type (listed with includeDeleted=true, admins only) */
            deletedAt: string | null;
            /** @description the calculation workbook (R001-7.113) */
            excelFilePath: string | null;
            /** @description the type’s attributes in their order */
            attrs: {
                id: number;
                attributeId: number;
                attribute: components["schemas"]["Attribute"];
                visibility: number;
                order: number;
            }[];
        };
        Attribute: {
            id: number;
            name: string;
            /** @description the attribute type */
            typeId: number;
            attributeType: {
                id: number;
                name: string;
                relevantForConfiguration: boolean;
            } | null;
            visibility: number;
            options: {
                values?: string[];
                unit?: string;
                min?: number;
                max?: number;
                step?: number;
                defaultValue?: string;
                required?: boolean;
                apiParamName?: string;
            } | null;
            /** @description French and English name and choice labels (decision 974) */
            translations: {
                fr?: {
                    name?: string;
                    /** @description German choice value → label */
                    values?: {
                        [key: string]: string;
                    };
                };
                en?: {
                    name?: string;
                    /** @description German choice value → label */
                    values?: {
                        [key: string]: string;
                    };
                };
            } | null;
        };
        ProductTypeWithAttributesList: {
            items: {
                id: number;
                name: string;
                categoryId: number | null;
                modelMode: string | null;
                /** @description the 3D model family of a configurable type */
                modelFamily: string | null;
                /** @description set for a deleted type (listed with includeDeleted=true, admins only) */
                deletedAt: string | null;
                /** @description the type’s attributes in their order */
                attrs: {
                    id: number;
                    attributeId: number;
                    attribute: components["schemas"]["Attribute"];
                    visibility: number;
                    order: number;
                }[];
            }[];
        };
        ProductTypeWorkbook: {
            id: number;
            excelFilePath: string | null;
        };
        CatalogueDeletion: {
            id: number;
            /** @description true: removed for good; false: marked deleted (soft) */
            permanent: boolean;
        };
        AttributeList: {
            items: components["schemas"]["Attribute"][];
        };
        AttributeTypeList: {
            items: {
                id: number;
                /** @description the 001 §3 constant (CURRENCY, DIMENSION …) */
                key: string;
                name: string;
                relevantForConfiguration: boolean;
            }[];
        };
        MediaListing: {
            path: string;
            /** @description folders first */
            items: components["schemas"]["MediaEntry"][];
        };
        MediaEntry: {
            name: string;
            /** @description relative to the media folder, /-separated */
            path: string;
            /** @enum {string} */
            kind: "folder" | "file";
            /** @description bytes; 0 for a folder */
            size: number;
            /** @description the content type of a file */
            type: string | null;
            /** @description an instant, ISO 8601 */
            modifiedAt: string;
        };
        MediaUpload: {
            /** @description the files written */
            items: components["schemas"]["MediaEntry"][];
        };
        Refreshed: {
            /** @constant */
            refreshed: true;
        };
        RemovedFile: {
            /** @description the file or folder removed, relative to the media folder */
            path: string;
        };
        ReportDeclarations: {
            items: {
                /** @enum {string} */
                reportId: "partList" | "productPartList";
                name: string;
                description: string;
                params: {
                    name: string;
                    /** @enum {string} */
                    type: "integer" | "boolean" | "enum" | "object";
                    required: boolean;
                    values?: string[];
                    default?: string | number | boolean;
                }[];
                /** @description any of these admin permissions may run it */
                permissions: number[];
                /** @description whether the caller may run it */
                allowed: boolean;
                /** @constant */
                contentType: "application/pdf";
                defaultFileName: string;
            }[];
        };
        ConfigurationForm: {
            productId: number;
            articleNumber: string;
            typeId: number;
            canBeConfigured: boolean;
            fields: {
                attributeId: number;
                name: string;
                /** @description the attribute type */
                typeId: number;
                typeName: string;
                visibility: number;
                order: number;
                unit: string | null;
                /** @description the choices of an enum */
                values: string[] | null;
                min: number | null;
                max: number | null;
                step: number | null;
                required: boolean;
                /** @description the product’s own value, else the attribute’s default */
                defaultValue: string | null;
            }[];
        };
        PlacedOrder: {
            /** @description the confirmation in the request’s language */
            message: string;
            order: components["schemas"]["Order"];
        };
        Order: {
            id: number;
            /** @description B-<year>-<number> for an order, its own form for a quote */
            formattedId: string;
            customerId: number;
            orderStatusId: number;
            paymentStatusId: number;
            paymentMethodId: number | null;
            deliveryType: number | null;
            customerRequestType: string;
            orderReference: string | null;
            comment: string | null;
            invoiceEmail: string | null;
            requestedDeliveryDate: string | null;
            pickupSlot: string | null;
            confirmedDeliveryDate: string | null;
            /** @description the discount in percent, a decimal string */
            discount: string;
            hasVat: boolean;
            vatRate: string;
            total: string | null;
            deliveryCost: string | null;
            vatAmount: string | null;
            grandTotal: string | null;
            currencyId: number;
            shopTypeId: number;
            locale: string;
            /** @description an instant, ISO 8601 */
            createdAt: string;
            /** @description an instant, ISO 8601 */
            updatedAt: string;
            paymentTermId: number | null;
            skontoId: number | null;
            orderPerson: string | null;
            externalCustomerNo: string | null;
            orderDetailId: number | null;
            customer: {
                id: number;
                /** @description GUEST for a guest’s request */
                kind: string;
            };
            /** @description send back with a change (optimistic locking) */
            version: number;
            indicators: {
                /** @description a completion state of the order grid’s indicators */
                receiptConfirmation: string;
                /** @description a completion state of the order grid’s indicators */
                delivered: string;
                /** @description a completion state of the order grid’s indicators */
                invoiced: string;
                /** @description a completion state of the order grid’s indicators */
                payment: string;
            };
            invoiceAddress: components["schemas"]["PostalAddress"] | null;
            deliveryAddress: components["schemas"]["PostalAddress"] | null;
            positions: components["schemas"]["RequestPosition"][];
        };
        PostalAddress: {
            /** @description the address book entry it was taken from */
            id?: number;
            name: string;
            addition?: string | null;
            street: string;
            additionalAddress?: string | null;
            zipCode: string;
            city: string;
            /** @description ISO 3166 alpha-2 */
            country: string;
            state?: string | null;
        };
        RequestPosition: {
            id: number;
            parentId: number | null;
            type: string;
            productId: number | null;
            name: string;
            /** @description attribute → chosen value of a configured product */
            configuration: {
                [key: string]: string;
            };
            quantity: number;
            quantityDelivered: number | null;
            quantityInvoiced: number | null;
            pricePerOne: string | null;
            /** @description the customer’s own reference of the position */
            customerRef: string | null;
            /** @description cancelled (R001 ERP import) */
            storno: boolean;
            status: string | null;
            product: {
                id: number;
                name: string;
                articleNumber: string;
            } | null;
            detail: string | null;
            childrenVisible: boolean;
            externalCustomerNo: string | null;
            newProductImage: string | null;
            alternateProductImage: string | null;
            key: string | null;
            sortOrder: number;
        };
        OrderList: {
            items: components["schemas"]["OrderSummary"][];
        };
        OrderSummary: {
            id: number;
            /** @description B-<year>-<number> for an order, its own form for a quote */
            formattedId: string;
            customerId: number;
            orderStatusId: number;
            paymentStatusId: number;
            paymentMethodId: number | null;
            deliveryType: number | null;
            customerRequestType: string;
            orderReference: string | null;
            comment: string | null;
            invoiceEmail: string | null;
            requestedDeliveryDate: string | null;
            pickupSlot: string | null;
            confirmedDeliveryDate: string | null;
            /** @description the discount in percent, a decimal string */
            discount: string;
            hasVat: boolean;
            vatRate: string;
            total: string | null;
            deliveryCost: string | null;
            vatAmount: string | null;
            grandTotal: string | null;
            currencyId: number;
            shopTypeId: number;
            locale: string;
            /** @description an instant, ISO 8601 */
            createdAt: string;
            /** @description an instant, ISO 8601 */
            updatedAt: string;
            paymentTermId: number | null;
            skontoId: number | null;
            orderPerson: string | null;
            externalCustomerNo: string | null;
            orderDetailId: number | null;
            customer: {
                id: number;
                /** @description GUEST for a guest’s request */
                kind: string;
            };
            /** @description send back with a change (optimistic locking) */
            version: number;
            indicators: {
                /** @description a completion state of the order grid’s indicators */
                receiptConfirmation: string;
                /** @description a completion state of the order grid’s indicators */
                delivered: string;
                /** @description a completion state of the order grid’s indicators */
                invoiced: string;
                /** @description a completion state of the order grid’s indicators */
                payment: string;
            };
            invoiceAddress?: components["schemas"]["PostalAddress"] | null;
            deliveryAddress?: components["schemas"]["PostalAddress"] | null;
            positions?: components["schemas"]["RequestPosition"][];
        };
        DeliveryInformation: {
            shopMode: string;
            /**
             * @description a calendar date YYYY-MM-DD (Europe/Zurich)
             * @example 2026-12-01
             */
            today: string;
            leadTimeDays: {
                minimum: number;
                default: number;
            };
            /**
             * @description a calendar date YYYY-MM-DD (Europe/Zurich)
             * @example 2026-12-01
             */
            earliestDeliveryDate: string;
            /** @description holidays and company closures ahead */
            closedDates: {
                /**
                 * @description a calendar date YYYY-MM-DD (Europe/Zurich)
                 * @example 2026-12-01
                 */
                date: string;
                reason: string;
                name: string | null;
            }[];
        };
        CarrierList: {
            items: {
                /** @description `TRUCK-<truck id>` or `FEDEX` */
                id: string;
                kind: string;
                name: string;
                /** @description the order deliveryType it serves (TRUCK 2, FEDEX 4) */
                deliveryType: number;
                truckId: number | null;
                /** @description where the carrier notification goes */
                email: string | null;
            }[];
        };
        Notification: {
            message: string;
            /** @description the address the mail went to */
            to: string;
            subject: string;
        };
        CarrierNotification: {
            message: string;
            /** @description the address the mail went to */
            to: string;
            subject: string;
            /** @description `TRUCK-<truck id>` or `FEDEX` */
            carrierId: string;
        };
        OrderedQuote: {
            message: string;
            order: components["schemas"]["Order"];
            /** @description false when the idempotency key answered the earlier order */
            created: boolean;
        };
        PlacedQuote: {
            message: string;
            quote: components["schemas"]["Quote"];
            /** @description false when the same submission (idempotency key) was answered before */
            created: boolean;
        };
        Quote: {
            id: number;
            /** @description B-<year>-<number> for an order, its own form for a quote */
            formattedId: string;
            customerId: number;
            orderStatusId: number;
            paymentStatusId: number;
            paymentMethodId: number | null;
            deliveryType: number | null;
            customerRequestType: string;
            orderReference: string | null;
            comment: string | null;
            invoiceEmail: string | null;
            requestedDeliveryDate: string | null;
            pickupSlot: string | null;
            confirmedDeliveryDate: string | null;
            /** @description the discount in percent, a decimal string */
            discount: string;
            hasVat: boolean;
            vatRate: string;
            total: string | null;
            deliveryCost: string | null;
            vatAmount: string | null;
            grandTotal: string | null;
            currencyId: number;
            shopTypeId: number;
            locale: string;
            /** @description an instant, ISO 8601 */
            createdAt: string;
            /** @description an instant, ISO 8601 */
            updatedAt: string;
            paymentTermId: number | null;
            skontoId: number | null;
            orderPerson: string | null;
            externalCustomerNo: string | null;
            orderDetailId: number | null;
            customer: {
                id: number;
                /** @description GUEST for a guest’s request */
                kind: string;
            };
            /** @description send back with a change (optimistic locking) */
            version: number;
            invoiceAddress?: components["schemas"]["PostalAddress"] | null;
            deliveryAddress?: components["schemas"]["PostalAddress"] | null;
            positions?: components["schemas"]["RequestPosition"][];
            timeToDeliver: number;
            /** @description days from creation */
            validityDuration: number;
            /** @description the instant validity ends */
            validUntil: string;
            validUntilDate: string | null;
            /** @description derived on read: open, expired or ordered (decision 1041) */
            state: string;
            /** @description the quote checkout’s key (with the PIN sent apart) */
            uuid: string;
            sentToCustomer: boolean;
            currencyCode: string;
            finalPrice: string | null;
            /** @description the order it became */
            orderId: number | null;
            /** @description quote administrators only */
            pin?: string;
            /** @description the quote checkout’s page in the shop */
            checkoutPath: string;
            orderable: boolean;
        };
        QuoteList: {
            items: components["schemas"]["Quote"][];
        };
        QuoteForCheckout: {
            uuid: string;
            formattedId: string;
            customerRequestType: string;
            /** @description an instant, ISO 8601 */
            createdAt: string;
            /** @description an instant, ISO 8601 */
            validUntil: string;
            validUntilDate: string | null;
            timeToDeliver: number;
            invoiceEmail: string | null;
            invoiceAddress: components["schemas"]["PostalAddress"] | null;
            deliveryAddress: components["schemas"]["PostalAddress"] | null;
            deliveryType: number | null;
            deliveryCost: string | null;
            discount: string;
            total: string | null;
            vatAmount: string | null;
            grandTotal: string | null;
            finalPrice: string | null;
            currencyCode: string;
            orderReference: string | null;
            positions: components["schemas"]["QuoteCheckoutPosition"][];
            paymentMethods: number[];
            defaultPaymentMethodId: number;
            earliestDeliveryDate: string | null;
            allowedDeliveryDates: string[];
            requestedDeliveryDate: string | null;
            pickupSlot: string | null;
            pickupSlots: string[];
            pickupSite: components["schemas"]["PostalAddress"];
            subtotal: string | null;
            discountAmount: string | null;
            pickupTotals: {
                /** @description an amount in CHF as a decimal string, e.g. "562.12" */
                deliveryCost: string;
                /** @description an amount in CHF as a decimal string, e.g. "562.12" */
                vatAmount: string;
                /** @description an amount in CHF as a decimal string, e.g. "562.12" */
                grandTotal: string;
            } | null;
        } | null;
        QuoteCheckoutPosition: {
            id: number;
            parentId: number | null;
            type: string;
            productId: number | null;
            name: string;
            /** @description attribute → chosen value of a configured product */
            configuration: {
                [key: string]: string;
            };
            quantity: number;
            quantityDelivered: number | null;
            quantityInvoiced: number | null;
            pricePerOne: string | null;
            /** @description the customer’s own reference of the position */
            customerRef: string | null;
            /** @description cancelled (R001 ERP import) */
            storno: boolean;
            status: string | null;
            product: {
                id: number;
                name: string;
                articleNumber: string;
            } | null;
            detail: string | null;
            childrenVisible: boolean;
            externalCustomerNo: string | null;
            newProductImage: string | null;
            alternateProductImage: string | null;
            key: string | null;
            sortOrder: number;
            productTypeId: number | null;
            /** @description insurance-service positions may be removed; all others are fixed (000 §4) */
            removable: boolean;
            linePrice: string | null;
        };
        RemovedId: {
            /** @description the row removed (a customer or address: soft, a quote: for good) */
            id: number;
        };
        PaymentWebhookOutcome: {
            /**
             * @description ignored: not about one of our transactions, or its state was applied before
             * @enum {string}
             */
            outcome: "processed" | "ignored";
        };
        OrderPrice: {
            cartPrice: {
                items: {
                    productId: number;
                    /** @description in the request’s language */
                    name: string;
                    /** @description the product’s order-position attributes */
                    properties: {
                        name: string;
                        value: string;
                        typeId: number;
                    }[];
                    quantity: number;
                    /** @description the completed configuration */
                    configuration: {
                        [key: string]: string;
                    };
                    customerRef?: string;
                    positionId?: number;
                    pricePerOne: string | null;
                    linePrice: string | null;
                    available: boolean;
                    /** @description why the price is unavailable */
                    reason?: string;
                    /** @description why a configuration cannot be built, in the request’s language */
                    detail?: string;
                    /** @description the price strategy that priced the line */
                    strategy: string;
                    graduatedPrice: {
                        quantity: number;
                        /** @description an amount in CHF as a decimal string, e.g. "562.12" */
                        price: string;
                    }[];
                }[];
                /** @description an amount in CHF as a decimal string, e.g. "562.12" */
                total: string;
                /** @description an amount in CHF as a decimal string, e.g. "562.12" */
                productPriceWithDiscount: string;
                /** @description false when a line has no price: the cart cannot be ordered as is */
                complete: boolean;
            };
            /** @description the customer’s discount, a fraction; "0" for guests */
            discount: string;
            shippingCost: {
                cost: string | null;
                /** @description road km, one decimal */
                distance: string | null;
                /** @description what the customer pays for the delivery */
                effectiveCost: string | null;
                paysFees: boolean;
                /** @enum {string} */
                reason: "pickup" | "nothing_to_ship" | "fixed_address_cost" | "tariff" | "quoted_by_carrier" | "carrier_rate" | "unknown_postal_code" | "parcel_tariff" | "parcel_not_possible";
                /** @constant */
                currency: "CHF";
                trips: {
                    places: number;
                    /** @description an amount in CHF as a decimal string, e.g. "562.12" */
                    pricePerPlace: string;
                    /** @description an amount in CHF as a decimal string, e.g. "562.12" */
                    cost: string;
                }[];
                palletPlaces: number;
                zipCodeAccepted: boolean;
                carrierRates?: components["schemas"]["CarrierRate"][];
                carrierRate?: components["schemas"]["CarrierRate"] | null;
                carrierProblem?: string;
                parcels?: number;
                /** @description a domestic delivery: truck and parcel, cheaper first */
                deliveryChoices?: {
                    /** @enum {string} */
                    mode: "PICKUP" | "DELIVERY" | "PARCEL" | "FEDEX";
                    effectiveCost: string | null;
                    transitDays: number;
                    parcels?: number;
                }[];
            };
        };
        CarrierRate: {
            serviceType: string;
            serviceName: string;
            /** @description the net charge, a decimal string in `currency` */
            amount: string;
            currency: string;
            transitDays: number | null;
            deliveryDate: string | null;
        };
        PriceCacheCleared: {
            /** @description the prices removed from the cache */
            cleared: number;
        };
        PriceRecordList: {
            items: components["schemas"]["PriceRecord"][];
        };
        PriceRecord: {
            /** @description null: not saved yet (a customer and product without a record) */
            id: number | null;
            /** @description null: the product’s default record for every shopper (decision 800) */
            customerId: number | null;
            productId: number;
            unitOfSales: number;
            /** @description the price strategy in use (1 NONE … 5) */
            activeStrategy: number;
            excel: {
                /** @description the record’s own workbook, else the type’s */
                excelFile: string | null;
                /** @description the quantities the strategy is sampled at */
                samplingPoints: number[];
            } | null;
            /** @description graduated fixed prices, by quantity */
            fix: {
                id: number;
                quantity: number;
                /** @description an amount in CHF as a decimal string, e.g. "562.12" */
                price: string;
            }[];
            remote: {
                url: string;
                apiParamNames: {
                    [key: string]: string;
                };
                /** @description the quantities the strategy is sampled at */
                samplingPoints: number[];
            } | null;
            margin: {
                /** @description a decimal string */
                margin: string;
            } | null;
            companyName: string | null;
            contactPersonName: string | null;
        };
        DeletedFlag: {
            /** @constant */
            deleted: true;
        };
        InternalPriceList: {
            items: components["schemas"]["InternalPrice"][];
        };
        InternalPrice: {
            id: number;
            productId: number;
            /** @description an amount in CHF as a decimal string, e.g. "562.12" */
            price: string;
            materialCost: string | null;
            labourCost: string | null;
            setByHand: boolean;
            /** @description an instant, ISO 8601 */
            updatedAt: string;
        };
        TransportRequirementList: {
            items: components["schemas"]["TransportRequirement"][];
        };
        TransportRequirement: {
            id: number;
            productId: number;
            maxPackage: number | null;
            minSp: number;
            quantityForMinSp: number | null;
        };
        /** @description with productId the product’s requirement, else every requirement */
        TransportRequirementAnswer: {
            /** @description null: the product has none (the empty record, R001-8.37) */
            id: number | null;
            productId: number;
            maxPackage: number | null;
            minSp: number;
            quantityForMinSp: number | null;
        } | components["schemas"]["TransportRequirementList"];
        TruckList: {
            items: {
                id: number;
                name: string;
                length: number;
                width: number;
                height: number;
                /** @description a decimal string */
                loadMeter: string;
                maxParkingLots: number;
            }[];
        };
        LoginAnswer: {
            /** @description for `Authorization: Bearer` */
            token: string;
            payload: components["schemas"]["SessionPayload"];
        };
        SessionPayload: {
            customerId: number;
            email: string;
            /** @description the admin permissions (001 §6 ids); empty for shoppers */
            perm: number[];
            isCompanyCustomer: boolean;
            hasQuickOrder: boolean;
        };
        Ok: {
            /** @constant */
            ok: true;
        };
        Captcha: {
            questionId: number;
            /** @description in the request’s language */
            question: string;
        };
        CaptchaCheck: {
            valid: boolean;
        };
        AddressList: {
            items: components["schemas"]["Address"][];
        };
        Address: {
            id: number;
            customerId: number;
            name: string;
            addition: string | null;
            street: string;
            additionalAddress: string | null;
            zipCode: string;
            city: string;
            /** @description ISO 3166 alpha-2 */
            country: string;
            state: string | null;
            /** @description a fixed delivery cost for this address; "-1.00": none (the freight is calculated) */
            fixedDeliveryCost: string;
            isDefaultShipping: boolean;
            isDefaultInvoice: boolean;
            isCorrespondence: boolean;
        };
        ContactFormSent: {
            /** @constant */
            sent: true;
        };
        CustomerOrderSettings: {
            invoiceEmail: string | null;
            preferredDeliveryAddressId: number | null;
            preferredInvoiceAddressId: number | null;
        };
        CustomerList: {
            items: components["schemas"]["Customer"][];
        };
        Customer: {
            id: number;
            /** @description REGISTERED or GUEST */
            kind: string;
            /** @description a fraction as a decimal string, e.g. "0.05" */
            discount: string;
            /** @description a decimal string */
            deliveryCostMultiplier: string;
            skontoId: number | null;
            paymentTermId: number | null;
            active: boolean;
            isDefault: boolean;
            /** @description set for a deleted customer (listed with status=deleted) */
            deletedAt: string | null;
            companyInfo: {
                id: number;
                code: string | null;
                name: string;
                addition: string | null;
                invoiceEmail: string | null;
            } | null;
            users: components["schemas"]["User"][];
            contactPersons: components["schemas"]["ContactPerson"][];
            quickOrderSetting: {
                id: number;
                isActive: boolean;
                truckId: number | null;
            } | null;
            isCompanyCustomer: boolean;
            hasQuickOrder: boolean;
        };
        User: {
            id: number;
            customerId: number;
            email: string;
            active: boolean;
            /** @description the admin permissions (001 §6 ids) */
            permissions: number[];
            lastLoginAt: string | null;
        };
        ContactPerson: {
            id: number;
            title: number;
            firstName: string | null;
            lastName: string | null;
            department: string | null;
            phone: string | null;
            email: string | null;
            languageId: number;
            /** @description the promotional items the person receives (001 §3) */
            promoItems: string[];
        };
        /** @description every promotional item in use, sorted */
        PromoItems: string[];
        /** @description every contact person of an active customer with the correspondence address */
        CorrespondenceContactList: {
            items: {
                customerId: number;
                contactPersonId: number;
                company: string | null;
                title: number;
                firstName: string | null;
                lastName: string | null;
                department: string | null;
                phone: string | null;
                email: string | null;
                languageId: number;
                /** @description the promotional items the person receives (001 §3) */
                promoItems: string[];
                addressName: string | null;
                street: string | null;
                zipCode: string | null;
                city: string | null;
                country: string | null;
            }[];
        };
        CustomerPromotion: {
            customerId: number;
            contactPersons: components["schemas"]["ContactPerson"][];
        };
        PasswordResets: {
            /** @description the distinct addresses a reset mail was requested for (unknown ones skipped silently) */
            requested: number;
        };
        /** @description the customer’s own term (empty without one); for an admin without customerId every term */
        PaymentTerms: {
            id: number;
            name: string;
            days: number;
        }[];
        /** @description the same rule as the payment terms */
        Skontos: {
            id: number;
            name: string;
            days: number;
            /** @description a decimal string */
            percent: string;
        }[];
        FedexRates: {
            rates: components["schemas"]["CarrierRate"][];
            warnings: components["schemas"]["CarrierAlert"][];
        };
        /** @description a FedEx alert: shown as a warning, nothing was refused */
        CarrierAlert: {
            /** @description FedEx’s alert code */
            code: string;
            message: string;
        };
        FedexPickupAvailability: {
            options: {
                /**
                 * @description a calendar date YYYY-MM-DD (Europe/Zurich)
                 * @example 2026-12-01
                 */
                date: string;
                available: boolean;
                /** @description HH:MM, only those up to 16:00 (R001-9.32) */
                readyTimes: string[];
                /** @description HH:MM */
                latestTimes: string[];
                cutOffTime: string | null;
            }[];
            warnings: components["schemas"]["CarrierAlert"][];
        };
        /** @description FedEx accepted the data; a refusal answers 400 at its field */
        FedexShipmentCheck: {
            /** @constant */
            valid: true;
            warnings: components["schemas"]["CarrierAlert"][];
        };
        FedexShipment: {
            id: number;
            orderId: number;
            /**
             * @description PENDING: the create is under way or its answer was lost (a repeat of the confirm settles it)
             * @enum {string}
             */
            status: "PENDING" | "CONFIRMED" | "CANCELLED";
            /** @description ours on the label, `<order>-S<attempt>` */
            reference: string;
            serviceType: string;
            rate: string | null;
            /**
             * @description a calendar date YYYY-MM-DD (Europe/Zurich)
             * @example 2026-12-01
             */
            shipDate: string;
            trackingNumber: string | null;
            /** @description one per package */
            trackingNumbers: string[];
            /** @description the booked courier pickup */
            pickup: {
                confirmationCode: string;
                date: string | null;
                readyTime: string | null;
            } | null;
            /** @description kept with the order; download with GET /api/fedex/document/{id} */
            documents: {
                id: number;
                /** @enum {string} */
                kind: "LABEL" | "COMMERCIAL_INVOICE";
                fileName: string;
                /** @description FedEx’s id of an uploaded trade document */
                docId: string | null;
            }[];
            warnings: components["schemas"]["CarrierAlert"][];
            data: components["schemas"]["FedexShipmentData"];
        };
        FedexShipmentData: {
            orderId: number;
            service: {
                type: string;
                rate?: string | number;
            };
            /** @enum {string} */
            purposeOfShipment: "GIFT" | "NOT_SOLD" | "PERSONAL_EFFECTS" | "REPAIR_AND_RETURN" | "SAMPLE" | "SOLD";
            /**
             * @description an Incoterm (R001-3.74)
             * @enum {string}
             */
            termsOfSale: "FCA" | "CIP" | "CPT" | "EXW" | "DDU" | "DDP" | "DAP" | "DPU";
            /** @enum {string} */
            transport: "AIR" | "SEA";
            customsDocuments?: {
                commercialInvoice?: {
                    docId: string;
                    filePath?: string;
                };
            };
            packagingLineItems: {
                /** @description cm */
                length: number;
                /** @description cm */
                width: number;
                /** @description cm */
                height: number;
                /** @description kg */
                weight: number;
                /** @enum {string} */
                packageType: "carton" | "crate" | "other";
                quantity: number;
            }[];
            recipientAddress: components["schemas"]["PostalAddress"];
            contact: {
                name: string;
                phone: string;
                email?: string;
            };
            pickupTime?: {
                /**
                 * @description a calendar date YYYY-MM-DD (Europe/Zurich)
                 * @example 2026-12-01
                 */
                date: string;
                readyTime: string;
            };
            /**
             * @description a calendar date YYYY-MM-DD (Europe/Zurich)
             * @example 2026-12-01
             */
            shipDate?: string;
        };
        FedexTradeDocument: {
            /** @description FedEx’s document id: send it with the confirm (customsDocuments.commercialInvoice) */
            docId: string;
            documentId: number;
            fileName: string;
            /** @description the kept PDF’s download, /api/fedex/document/{documentId} */
            filePath: string;
            warnings: components["schemas"]["CarrierAlert"][];
        };
        FedexShipmentList: {
            /** @description newest first */
            items: components["schemas"]["FedexShipment"][];
        };
        /** @description the invoice read (writes nothing); with import=1 the quote import’s report */
        KollerAnswer: components["schemas"]["AuctionInvoice"] | components["schemas"]["AuctionQuoteImport"];
        AuctionInvoice: {
            invoiceData: {
                invoiceRef: string;
                auctionId: string;
                lotNumbers: string[];
                positions: {
                    /** @description the file’s line */
                    line: number;
                    lotNumber: string;
                    description: string;
                    url: string | null;
                    /** @description an amount in CHF as a decimal string, e.g. "562.12" */
                    lineTotal: string;
                    lengthCm: number | null;
                    widthCm: number | null;
                    heightCm: number | null;
                    weightKg: number | null;
                }[];
                /** @description the sum of the lines: the declared value for the insurance */
                total: string;
                contact: {
                    name: string;
                    email: string | null;
                    phone: string | null;
                    company: string | null;
                };
                deliveryAddress: {
                    name: string;
                    street: string;
                    zipCode: string;
                    city: string;
                    country: string;
                    title: string | null;
                    /** @description the address block as the invoice prints it */
                    rawLines: string[];
                };
                isCompany: boolean;
                /** @enum {string} */
                insuranceKind: "WOOD_PAINTINGS" | "STONE_CERAMICS_OTHERS";
            };
            /** @description the customers that may be the buyer, best match first */
            existingCustomers: {
                customerId: number;
                name: string;
                email: string | null;
                city: string | null;
                /** @description the same e-mail, or the same name, postal code and street */
                matchedBy: ("email" | "address")[];
            }[];
        };
        AuctionQuoteImport: {
            /** @description the kept file’s import run; null for a dry run */
            runId: number | null;
            /** @constant */
            kind: "koller";
            fileName: string;
            dryRun: boolean;
            /**
             * @description PREVIEW: a dry run that would import; nothing was written
             * @enum {string}
             */
            outcome: "IMPORTED" | "PREVIEW";
            /** @description always empty here: a file with a bad line is refused (400) */
            issues: {
                line: number;
                message: string;
            }[];
            summary: components["schemas"]["AuctionQuoteImportSummary"];
        };
        /** @description what the import did (or, previewed, would do) */
        AuctionQuoteImportSummary: {
            invoiceRef: string | null;
            lots: number;
            quoteId: number | null;
            formattedId: string | null;
            customerId: number | null;
            /** @description the buyer became a new customer */
            newCustomer: boolean;
            insurance: components["schemas"]["InsuranceRate"] | null;
            courier: components["schemas"]["CourierRate"] | null;
            grandTotal: string | null;
        };
        InsuranceRate: {
            /** @description an amount in CHF as a decimal string, e.g. "562.12" */
            price: string;
            provider: string;
            zone: string;
            /** @enum {string} */
            kind: "WOOD_PAINTINGS" | "STONE_CERAMICS_OTHERS";
            /** @description an amount in CHF as a decimal string, e.g. "562.12" */
            declaredValue: string;
            /** @description the tariff’s rate in ‰ of the declared value */
            ratePerMille: number;
        };
        CourierRate: {
            /** @description an amount in CHF as a decimal string, e.g. "562.12" */
            amount: string;
            /**
             * @description fedex when FedEx answered, else the tariff’s fallback
             * @enum {string}
             */
            source: "fedex" | "fallback";
            serviceType: string | null;
            serviceName: string;
            transitDays: number | null;
        };
        ImportRefusal: {
            errors: {
                message: string;
                params?: {
                    [key: string]: string | number | boolean | null;
                };
                field?: string;
                rule?: string;
            }[];
        } | {
            errors: {
                message: string;
                params?: {
                    [key: string]: string | number | boolean | null;
                };
                field?: string;
                rule?: string;
            }[];
            runId: number | null;
            kind: string;
            fileName: string;
            dryRun: boolean;
            /** @constant */
            outcome: "REFUSED";
            issues: {
                line: number;
                message: string;
                params?: {
                    [key: string]: string | number;
                };
            }[];
            /** @description what the import would have done, by kind */
            summary: {
                [key: string]: unknown;
            };
        };
        AddressValidation: {
            valid: boolean;
            issues: {
                field: string;
                /** @description a validation key as the forms use them (validation.plz …) */
                message: string;
            }[];
            address: {
                name: string;
                street: string;
                zipCode: string;
                city: string;
                country: string;
                rawLines: string[];
            };
            /** @description the localities of a Swiss (CH/LI) postal code */
            cities: string[];
        };
        PackageComposition: {
            quoteId: number;
            formattedId: string;
            packages: {
                lotNumber: string;
                description: string;
                /** @description the lot’s size or weight was not in the file: the standard was used */
                estimated: boolean;
                inner: {
                    /** @description cm */
                    lengthCm: number;
                    /** @description cm */
                    widthCm: number;
                    /** @description cm */
                    heightCm: number;
                };
                /** @description what the courier measures */
                outer: {
                    /** @description cm */
                    lengthCm: number;
                    /** @description cm */
                    widthCm: number;
                    /** @description cm */
                    heightCm: number;
                };
                crateWeightKg: number;
                /** @description crate and lot */
                grossWeightKg: number;
            }[];
            totalWeightKg: number;
        };
        AxOrdersImport: {
            /** @description the kept file’s import run; null for a dry run */
            runId: number | null;
            /** @constant */
            kind: "ax-file";
            fileName: string;
            dryRun: boolean;
            /**
             * @description PREVIEW: a dry run that would import; nothing was written
             * @enum {string}
             */
            outcome: "IMPORTED" | "PREVIEW";
            /** @description always empty here: a file with a bad line is refused (400) */
            issues: {
                line: number;
                message: string;
            }[];
            summary: components["schemas"]["AxOrdersImportSummary"];
        };
        /** @description what the import did (or, previewed, would do) */
        AxOrdersImportSummary: {
            /** @description AX orders in the file */
            orders: number;
            created: number;
            /** @description AX orders imported before (once per AX order number) */
            unchanged: number;
            /** @description positions of the orders created */
            positions: number;
            createdOrders: {
                axOrderNo: string;
                orderId: number;
                formattedId: string;
            }[];
        };
        AxStatusImport: {
            /** @description the kept file’s import run; null for a dry run */
            runId: number | null;
            /** @constant */
            kind: "ax-status";
            fileName: string;
            dryRun: boolean;
            /**
             * @description PREVIEW: a dry run that would import; nothing was written
             * @enum {string}
             */
            outcome: "IMPORTED" | "PREVIEW";
            /** @description always empty here: a file with a bad line is refused (400) */
            issues: {
                line: number;
                message: string;
            }[];
            summary: components["schemas"]["AxStatusImportSummary"];
        };
        /** @description what the import did (or, previewed, would do) */
        AxStatusImportSummary: {
            lines: number;
            ordersChanged: number;
            positionsChanged: number;
            /** @description lines that changed nothing (idempotent) */
            unchanged: number;
        };
        TemplateImport: {
            /** @description the kept file’s import run; null for a dry run */
            runId: number | null;
            /** @constant */
            kind: "template";
            fileName: string;
            dryRun: boolean;
            /**
             * @description PREVIEW: a dry run that would import; nothing was written
             * @enum {string}
             */
            outcome: "IMPORTED" | "PREVIEW";
            /** @description always empty here: a file with a bad line is refused (400) */
            issues: {
                line: number;
                message: string;
            }[];
            summary: components["schemas"]["TemplateImportSummary"];
        };
        /** @description what the import did (or, previewed, would do) */
        TemplateImportSummary: {
            customerId: number | null;
            lines: number;
            /**
             * @description what the sheet became (or would become)
             * @enum {string}
             */
            target: "QUOTE" | "ORDER";
            quoteId: number | null;
            orderId: number | null;
            formattedId: string | null;
            /** @description the grand total of the quote or order */
            total: string | null;
        };
        OpenApiDocument: {
            openapi: string;
            info: {
                title: string;
                version: string;
            } & {
                [key: string]: unknown;
            };
            paths: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiCategories: {
        parameters: {
            query?: {
                shopMode?: "verpackung" | "moebel";
                shopType?: "1" | "2";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The flat category list → { items } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryList"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    parentId?: number | null;
                    order?: number;
                    /** @default 99 */
                    shopTypeId?: 1 | 2 | 99;
                    contentLink?: string | null;
                    published?: boolean;
                    imageFileName?: string | null;
                    translations?: {
                        fr?: {
                            name?: string;
                            description?: string;
                        };
                        en?: {
                            name?: string;
                            description?: string;
                        };
                    } | null;
                };
            };
        };
        responses: {
            /** @description Creates a category → the new category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryRecord"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_CATEGORY, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiCategoriesSwapOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstId: number;
                    secondId: number;
                };
            };
        };
        responses: {
            /** @description Swaps the order of two categories → { items: [{ id, order }] } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryOrder"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_CATEGORY, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiCategoriesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string | null;
                    parentId?: number | null;
                    order?: number;
                    shopTypeId?: 1 | 2 | 99;
                    contentLink?: string | null;
                    published?: boolean;
                    imageFileName?: string | null;
                    translations?: {
                        fr?: {
                            name?: string;
                            description?: string;
                        };
                        en?: {
                            name?: string;
                            description?: string;
                        };
                    } | null;
                };
            };
        };
        responses: {
            /** @description Updates a category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryRecord"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_CATEGORY, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiCategoriesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes a category with its product links; refused while it has sub-categories (001 §7 names no permanent flag for categories) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_CATEGORY, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiCategoriesIdChangeOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pivot?: number | null;
                    elements: number[];
                    /** @enum {string} */
                    moveDirection: "before" | "after";
                };
            };
        };
        responses: {
            /** @description Moves categories before or after a pivot → { items: [{ id, order }] } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryOrder"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_CATEGORY, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiCategoriesIdProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: number;
                    order?: number;
                };
            };
        };
        responses: {
            /** @description Shows an existing product in the category → the link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryProductLink"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_CATEGORY, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiCategoriesIdProductsProductId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removes a product from the category (the product stays) → { removed: true } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedLink"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_CATEGORY, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiCategoryProduct: {
        parameters: {
            query?: {
                categoryId?: number;
                productId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Category–product links of visible products → { items } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryProductLinks"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiProduct: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
                withPrices?: boolean | ("0" | "1" | "true" | "false" | "");
                customerId?: number;
                customerProduct?: "favorites" | "owner" | "undefined";
                ids?: number[];
                articleNumber?: string;
                includeUnpublished?: boolean | ("0" | "1" | "true" | "false" | "");
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Products the caller may see, paged → { items, page, perPage, total } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not allowed, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    articleNumber?: string;
                    typeId: number;
                    /** @default 1 */
                    kindCode?: 1 | 2 | 3 | 99;
                    description?: string | null;
                    /** @default false */
                    published?: boolean;
                    /** @default true */
                    publiclyAvailable?: boolean;
                    /** @default false */
                    canBeConfigured?: boolean;
                    listPrice?: string | null;
                    localFilePath?: string | null;
                    values?: {
                        attributeId: number;
                        value: string | null;
                    }[];
                    translations?: {
                        fr?: {
                            name?: string;
                            description?: string;
                        };
                        en?: {
                            name?: string;
                            description?: string;
                        };
                    } | null;
                };
            };
        };
        responses: {
            /** @description Creates a product → the product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductRecord"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiProductProductKind: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product kinds → { items: [{ id, name }] } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductKindList"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiProductNextArticleNumber: {
        parameters: {
            query: {
                typeId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The next free article number of a product type → { typeId, articleNumber } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NextArticleNumber"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiProductSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Product counts overall, per kind and per type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductSummary"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiProductCreateProductCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    articleNumber?: string;
                    typeId: number;
                    /** @default 1 */
                    kindCode?: 1 | 2 | 3 | 99;
                    description?: string | null;
                    /** @default false */
                    published?: boolean;
                    /** @default false */
                    canBeConfigured?: boolean;
                    listPrice?: string | null;
                    localFilePath?: string | null;
                    values?: {
                        attributeId: number;
                        value: string | null;
                    }[];
                    translations?: {
                        fr?: {
                            name?: string;
                            description?: string;
                        };
                        en?: {
                            name?: string;
                            description?: string;
                        };
                    } | null;
                    customerId: number;
                    externalProductId?: string | null;
                    /** @default false */
                    isFavorite?: boolean;
                };
            };
        };
        responses: {
            /** @description Creates a customer-specific product from the configurator → the product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductRecord"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: any of ADMIN_PRODUCT, CREATE_PRODUCT_IN_CONFIGURATOR, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiProductCopyRelations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sourceId: number;
                    targetIds: number[];
                    /** @default true */
                    categories?: boolean;
                    /** @default true */
                    customers?: boolean;
                };
            };
        };
        responses: {
            /** @description Copies categories, prices and requirements from one product to others */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CopiedRelations"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiProductIdGalleryImages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product’s gallery images → { items: [{ name, url }] } (empty on any failure) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryImageList"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiProductTypes: {
        parameters: {
            query?: {
                includeDeleted?: boolean | ("0" | "1" | "true" | "false" | "");
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product types → { items } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductTypeList"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiProductTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    categoryId?: number | null;
                    excelFilePath?: string | null;
                    modelMode?: ("2D" | "3D-Fix" | "3D-Configurator") | null;
                    modelFamily?: string | null;
                };
            };
        };
        responses: {
            /** @description Creates a product type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductTypeRecord"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT_META, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiProductTypesWithAttributes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each product type with its ordered attributes → { items } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductTypeWithAttributesList"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiProductTypesExcelPathId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calculation workbook of a product type → { id, excelFilePath } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductTypeWorkbook"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiProductTypesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    categoryId?: number | null;
                    excelFilePath?: string | null;
                    modelMode?: ("2D" | "3D-Fix" | "3D-Configurator") | null;
                    modelFamily?: string | null;
                };
            };
        };
        responses: {
            /** @description Updates a product type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductTypeRecord"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT_META, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiProductTypesId: {
        parameters: {
            query?: {
                permanent?: boolean | ("0" | "1" | "true" | "false" | "");
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes a product type (soft, or permanent=true) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogueDeletion"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT_META, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiProductTypesIdAddAttribute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    attributeId: number;
                    visibility?: number;
                    order?: number;
                };
            };
        };
        responses: {
            /** @description Adds an attribute to the type → the type with its attributes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductTypeRecord"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT_META, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiProductTypesIdRemoveAttribute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productTypeAttributeIds: number[];
                };
            };
        };
        responses: {
            /** @description Removes attributes from the type → the type with its attributes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductTypeRecord"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT_META, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiProductTypesIdUpdateAttribute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productTypeAttributeId: number;
                    visibility?: number;
                    order?: number;
                };
            };
        };
        responses: {
            /** @description Changes an attribute of the type → the type with its attributes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductTypeRecord"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT_META, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiAttribute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attributes → { items } (each with translations: { fr?, en? } of name and choice labels, decision 974) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttributeList"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiAttribute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    typeId: number;
                    /** @default 0 */
                    visibility?: number;
                    options?: {
                        values?: string[];
                        unit?: string;
                        min?: number;
                        max?: number;
                        step?: number;
                        defaultValue?: string;
                        required?: boolean;
                        apiParamName?: string;
                    } | null;
                    translations?: {
                        fr?: {
                            name?: string;
                            values?: {
                                [key: string]: string;
                            };
                        };
                        en?: {
                            name?: string;
                            values?: {
                                [key: string]: string;
                            };
                        };
                    } | null;
                };
            };
        };
        responses: {
            /** @description Creates an attribute; optional translations { fr?: { name?, values?: { <German value>: label } }, en? } (decision 974) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attribute"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT_META, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiAttributeId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    typeId?: number;
                    visibility?: number;
                    options?: {
                        values?: string[];
                        unit?: string;
                        min?: number;
                        max?: number;
                        step?: number;
                        defaultValue?: string;
                        required?: boolean;
                        apiParamName?: string;
                    } | null;
                    translations?: {
                        fr?: {
                            name?: string;
                            values?: {
                                [key: string]: string;
                            };
                        };
                        en?: {
                            name?: string;
                            values?: {
                                [key: string]: string;
                            };
                        };
                    } | null;
                };
            };
        };
        responses: {
            /** @description Updates an attribute; translations sent replace the French and English texts (decision 974) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attribute"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT_META, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiAttributeType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attribute types → { items: [{ id, key, name, relevantForConfiguration }] } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttributeTypeList"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiFile: {
        parameters: {
            query?: {
                currentDirectory?: string;
                mimeType?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The files of a directory → { path, items } (folders first; mimeType filters) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaListing"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    currentDirectory?: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Creates a folder → its entry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaEntry"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description Uploads files (field files, several; directory; extractZip) → { items } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaUpload"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiFileRenameFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    oldName: string;
                    newName: string;
                };
            };
        };
        responses: {
            /** @description Renames a file or folder (the extension stays) → its entry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaEntry"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiFileRefreshResources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Refreshes the resources → { refreshed: true } (pictures are read from disk on every request) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refreshed"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiFilePath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes a file, or a folder with everything in it → { path } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedFile"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiMediaProductOverviewArticleNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                articleNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product’s overview image, else a redirect to the no-image placeholder; `?w=` a WebP of the next made width (128–1024), `&v=` its content hash: then cached immutable (decision 1155) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/gif": string;
                    "image/webp": string;
                    "image/svg+xml": string;
                    "image/avif": string;
                };
            };
            /** @description no picture: to the no-image placeholder */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiMediaPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A file below the product-images directory, with its content type; 404 outside it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/gif": string;
                    "image/webp": string;
                    "image/svg+xml": string;
                    "image/avif": string;
                    "application/pdf": string;
                    "model/gltf-binary": string;
                    "model/gltf+json": string;
                    "application/json": string;
                    "text/plain": string;
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/octet-stream": string;
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiReportDeclarationDeclaration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reports, their parameters and who may run them */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportDeclarations"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: any admin permission, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiReportGenerate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reportId: string;
                    params: {
                        id: number;
                        images?: boolean | ("0" | "1" | "true" | "false");
                        customerRequestKind?: string;
                        configuration?: {
                            [key: string]: string;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                    images?: boolean | ("0" | "1" | "true" | "false");
                    customerRequestKind?: string;
                };
            };
        };
        responses: {
            /** @description Generates a report (the part list PDF) with its file name in Content-Disposition */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: any of ADMIN_QUOTE, ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiOrderPositionConfiguration: {
        parameters: {
            query?: {
                productId?: number;
                articleNumber?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration form of a product: configurator attributes with type, options and defaults */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigurationForm"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiOrder: {
        parameters: {
            query?: {
                id?: number;
                customerId?: number;
                showPreparation?: boolean;
                returnAdditionalInformation?: boolean;
                fromDate?: string;
                toDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s orders (any for admins), newest first between fromDate and toDate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderList"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: logged in, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cartItems: {
                        productId: number;
                        configuration?: {
                            [key: string]: string | number | boolean;
                        };
                        quantity: number;
                        customerRef?: string;
                    }[];
                    invoiceAddress: {
                        id: number;
                    } | {
                        name: string;
                        addition?: string;
                        street: string;
                        additionalAddress?: string;
                        zipCode: string;
                        city: string;
                        country?: string;
                        state?: string;
                        fixedDeliveryCost?: string;
                        isDefaultShipping?: boolean;
                        isDefaultInvoice?: boolean;
                        isCorrespondence?: boolean;
                    };
                    deliveryAddress: {
                        id: number;
                    } | {
                        name: string;
                        addition?: string;
                        street: string;
                        additionalAddress?: string;
                        zipCode: string;
                        city: string;
                        country?: string;
                        state?: string;
                        fixedDeliveryCost?: string;
                        isDefaultShipping?: boolean;
                        isDefaultInvoice?: boolean;
                        isCorrespondence?: boolean;
                    };
                    /** Format: email */
                    invoiceEmail: string;
                    /** @enum {string} */
                    deliveryMode: "PICKUP" | "DELIVERY" | "PARCEL" | "FEDEX";
                    requestedDeliveryDate?: string | null;
                    paymentMethodId: number;
                    pickupSlot?: string | null;
                    orderReference?: string | null;
                    orderComment?: string | null;
                    /** @default false */
                    termsAccepted?: boolean;
                    /** @enum {string} */
                    customerRequestType?: "VERPACKUNG" | "MOEBEL" | "ARTWORK";
                    idempotencyKey: string;
                    carrierServiceType?: string;
                    contact?: {
                        firstName?: string | null;
                        lastName?: string | null;
                        phone?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Places an order (guests too); prices are the server’s → the order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacedOrder"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not allowed, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiOrderIdState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderStatusId: number;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description One allowed order state change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiOrderCopy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Copies an order → the new PLACED copy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiOrderDeliveryInformation: {
        parameters: {
            query?: {
                shopMode?: "verpackung" | "moebel";
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lead time, earliest delivery date, holidays and company closures ahead (the checkout’s date picker) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryInformation"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiOrderCarriers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The own trucks and FedEx → { items } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarrierList"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: any admin permission, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    notifyCustomer?: boolean;
                    fieldsUpdate?: {
                        requestedDeliveryDate?: string | null;
                        confirmedDeliveryDate?: string | null;
                        paymentStatusId?: number;
                        paymentMethodId?: number | null;
                        paymentTermId?: number | null;
                        skontoId?: number | null;
                        orderPerson?: string | null;
                        externalCustomerNo?: string | null;
                        orderReference?: string | null;
                        comment?: string | null;
                        invoiceEmail?: string | null;
                        discount?: string | number;
                        deliveryAddress?: {
                            id: number;
                        } | {
                            name: string;
                            addition?: string;
                            street: string;
                            additionalAddress?: string;
                            zipCode: string;
                            city: string;
                            country?: string;
                            state?: string;
                            fixedDeliveryCost?: string;
                            isDefaultShipping?: boolean;
                            isDefaultInvoice?: boolean;
                            isCorrespondence?: boolean;
                        };
                        invoiceAddress?: {
                            id: number;
                        } | {
                            name: string;
                            addition?: string;
                            street: string;
                            additionalAddress?: string;
                            zipCode: string;
                            city: string;
                            country?: string;
                            state?: string;
                            fixedDeliveryCost?: string;
                            isDefaultShipping?: boolean;
                            isDefaultInvoice?: boolean;
                            isCorrespondence?: boolean;
                        };
                        deliveryCost?: string | number | null;
                        orderDetailId?: number | null;
                        /** @enum {string} */
                        customerRequestType?: "VERPACKUNG" | "MOEBEL" | "ARTWORK";
                        deliveryType?: number;
                    };
                    positionUpdate?: {
                        newPositions?: {
                            /**
                             * @default PRODUCT
                             * @enum {string}
                             */
                            type?: "PRODUCT" | "COMPOSITE";
                            productId?: number | null;
                            name?: string;
                            configuration?: {
                                [key: string]: string | number | boolean;
                            };
                            quantity: number;
                            pricePerOne?: string | number | null;
                            detail?: string | null;
                            /** @default true */
                            childrenVisible?: boolean;
                            /** @default false */
                            storno?: boolean;
                            externalCustomerNo?: string | null;
                            customerRef?: string | null;
                            newProductImage?: string | null;
                            alternateProductImage?: string | null;
                            key?: string | null;
                            parentId?: number | null;
                            parentKey?: string;
                            sortOrder?: number;
                        }[];
                        updatePositions?: {
                            id: number;
                            name?: string;
                            configuration?: {
                                [key: string]: string | number | boolean;
                            };
                            quantity?: number;
                            quantityDelivered?: number | null;
                            quantityInvoiced?: number | null;
                            pricePerOne?: string | number | null;
                            detail?: string | null;
                            childrenVisible?: boolean;
                            storno?: boolean;
                            externalCustomerNo?: string | null;
                            customerRef?: string | null;
                            newProductImage?: string | null;
                            alternateProductImage?: string | null;
                            key?: string | null;
                            sortOrder?: number;
                        }[];
                        removePositions?: number[];
                    };
                };
            };
        };
        responses: {
            /** @description Changes an order’s fields or positions (optimistic version check; totals recomputed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiOrderId: {
        parameters: {
            query?: {
                version?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes a PLACED or CANCELED order without progress */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiOrderIdNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email?: string;
                    message?: string | null;
                };
            };
        };
        responses: {
            /** @description Mails the customer the order’s state in the order’s language */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiOrderIdNotificationCarrier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    carrierId?: string;
                    pickupDate?: string | null;
                    message?: string | null;
                };
            };
        };
        responses: {
            /** @description Mails the pickup notice to the carrier */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarrierNotification"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiOrderFromQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                    pin: string;
                    invoiceAddress: {
                        id: number;
                    } | {
                        name: string;
                        addition?: string;
                        street: string;
                        additionalAddress?: string;
                        zipCode: string;
                        city: string;
                        country?: string;
                        state?: string;
                        fixedDeliveryCost?: string;
                        isDefaultShipping?: boolean;
                        isDefaultInvoice?: boolean;
                        isCorrespondence?: boolean;
                    };
                    deliveryAddress?: {
                        id: number;
                    } | {
                        name: string;
                        addition?: string;
                        street: string;
                        additionalAddress?: string;
                        zipCode: string;
                        city: string;
                        country?: string;
                        state?: string;
                        fixedDeliveryCost?: string;
                        isDefaultShipping?: boolean;
                        isDefaultInvoice?: boolean;
                        isCorrespondence?: boolean;
                    };
                    /** Format: email */
                    invoiceEmail: string;
                    /** @enum {string} */
                    deliveryMode: "PICKUP" | "DELIVERY" | "PARCEL" | "FEDEX";
                    requestedDeliveryDate?: string | null;
                    pickupSlot?: string | null;
                    paymentMethodId?: number;
                    orderReference?: string | null;
                    orderComment?: string | null;
                    /** @default false */
                    termsAccepted?: boolean;
                    idempotencyKey: string;
                    removedPositionIds?: number[];
                };
            };
        };
        responses: {
            /** @description Orders a quote (uuid and PIN are the credential; idempotent by key) → the order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderedQuote"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not allowed, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiQuote: {
        parameters: {
            query?: {
                id?: number;
                ids?: number[];
                customerId?: number;
                fromDate?: string;
                toDate?: string;
                returnAdditionalInformation?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s quotes (quote administrators: any customer’s), newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteList"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: logged in, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cartItems: {
                        productId: number;
                        configuration?: {
                            [key: string]: string | number | boolean;
                        };
                        quantity: number;
                        customerRef?: string;
                    }[];
                    invoiceAddress: {
                        id: number;
                    } | {
                        name: string;
                        addition?: string;
                        street: string;
                        additionalAddress?: string;
                        zipCode: string;
                        city: string;
                        country?: string;
                        state?: string;
                        fixedDeliveryCost?: string;
                        isDefaultShipping?: boolean;
                        isDefaultInvoice?: boolean;
                        isCorrespondence?: boolean;
                    };
                    deliveryAddress: {
                        id: number;
                    } | {
                        name: string;
                        addition?: string;
                        street: string;
                        additionalAddress?: string;
                        zipCode: string;
                        city: string;
                        country?: string;
                        state?: string;
                        fixedDeliveryCost?: string;
                        isDefaultShipping?: boolean;
                        isDefaultInvoice?: boolean;
                        isCorrespondence?: boolean;
                    };
                    /** Format: email */
                    invoiceEmail: string;
                    /** @enum {string} */
                    deliveryMode: "PICKUP" | "DELIVERY" | "PARCEL" | "FEDEX";
                    requestedDeliveryDate?: string | null;
                    paymentMethodId: number;
                    pickupSlot?: string | null;
                    orderReference?: string | null;
                    orderComment?: string | null;
                    /** @default false */
                    termsAccepted?: boolean;
                    /** @enum {string} */
                    customerRequestType?: "VERPACKUNG" | "MOEBEL" | "ARTWORK";
                    idempotencyKey: string;
                    carrierServiceType?: string;
                    contact?: {
                        firstName?: string | null;
                        lastName?: string | null;
                        phone?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Requests a quote (guests too) → the quote */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacedQuote"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not allowed, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiQuoteForCheckout: {
        parameters: {
            query: {
                uuid: string;
                pin: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quote for its checkout, or null on any failure (unknown, wrong PIN, expired, ordered) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteForCheckout"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiQuoteCopy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description A new quote from an existing one */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiQuoteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    validityDuration?: number;
                    timeToDeliver?: number;
                    deliveryCost?: string | number | null;
                    discount?: number;
                    finalPrice?: string | number | null;
                    comment?: string | null;
                    orderReference?: string | null;
                    /** Format: email */
                    invoiceEmail?: string;
                    /** @enum {string} */
                    customerRequestType?: "VERPACKUNG" | "MOEBEL" | "ARTWORK";
                    pin?: string;
                    positions?: {
                        id?: number;
                        productId?: number | null;
                        name?: string;
                        quantity?: number;
                        pricePerOne?: string | number | null;
                        storno?: boolean;
                        detail?: string | null;
                        configuration?: {
                            [key: string]: string | number | boolean;
                        };
                        delete?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Changes a quote */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiQuoteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes a quote */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedId"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiQuoteIdNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Mails the quote link and PIN to the customer and marks the quote sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiPaymentWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description The payment provider’s webhook: signature checked over the raw body, the transaction read again from the provider → { outcome } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookOutcome"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not allowed, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiProductOrderPrice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cartItems: {
                        productId: number;
                        configuration?: {
                            [key: string]: string | number | boolean;
                        };
                        quantity: number;
                        customerRef?: string;
                        positionId?: number;
                    }[];
                    zipCode?: string;
                    country?: string;
                    customerId?: number;
                    maxStoringSpace?: number;
                    /** @enum {string} */
                    deliveryMode?: "PICKUP" | "DELIVERY" | "PARCEL" | "FEDEX";
                    deliveryAddressId?: number;
                    carrierServiceType?: string;
                };
            };
        };
        responses: {
            /** @description The server’s price of a cart (client prices are ignored) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPrice"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not allowed, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiProductClearPriceCache: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Empties the price cache */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceCacheCleared"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiProductAllPublishedPrices: {
        parameters: {
            query?: {
                shop?: number;
                all?: boolean | ("0" | "1" | "true" | "false");
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The merchant feed of a shop as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiProductAllPricesCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every price as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiProductPrice: {
        parameters: {
            query?: {
                productId?: number;
                customerId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price records of a product (and customer) → { items } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceRecordList"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiProductPrice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId?: number | null;
                    productId: number;
                    unitOfSales?: number;
                    activeStrategy?: number;
                };
            };
        };
        responses: {
            /** @description Creates or replaces a price record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceRecord"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiProductPriceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    unitOfSales?: number;
                    activeStrategy?: number;
                };
            };
        };
        responses: {
            /** @description Updates a price record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceRecord"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiProductPriceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes a price record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedFlag"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiProductPriceIdExcelPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId?: number | null;
                    productId?: number;
                    excelFile?: string | null;
                    samplingPoints?: number[];
                };
            };
        };
        responses: {
            /** @description Makes the workbook price active (id ≤ 0 with customerId and productId creates the record) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceRecord"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiProductPriceIdMarginPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId?: number | null;
                    productId?: number;
                    margin: string | number;
                };
            };
        };
        responses: {
            /** @description Makes the margin price active */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceRecord"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiProductPriceIdRemotePrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId?: number | null;
                    productId?: number;
                    /** Format: uri */
                    url: string;
                    /** @default {} */
                    apiParamNames?: {
                        [key: string]: string;
                    };
                    samplingPoints?: number[];
                };
            };
        };
        responses: {
            /** @description Makes the remote (supplier) price active */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceRecord"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiProductPriceIdFixPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId?: number | null;
                    productId?: number;
                    quantity: number;
                    price: string | number;
                };
            };
        };
        responses: {
            /** @description Adds a graduated fixed-price row; the fixed price becomes active */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceRecord"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiProductPriceIdFixPriceRowId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                rowId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quantity?: number;
                    price?: string | number;
                };
            };
        };
        responses: {
            /** @description Changes a graduated fixed-price row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceRecord"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiProductPriceIdFixPriceRowId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                rowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes a graduated fixed-price row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceRecord"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiProductInternalPrice: {
        parameters: {
            query?: {
                productId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The internal prices of a product → { items } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalPriceList"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiProductInternalPrice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: number;
                    price: string | number;
                    materialCost?: string | number | null;
                    labourCost?: string | number | null;
                    /** @default true */
                    setByHand?: boolean;
                };
            };
        };
        responses: {
            /** @description Adds an internal price */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalPrice"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiProductInternalPriceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    price?: string | number;
                    materialCost?: string | number | null;
                    labourCost?: string | number | null;
                    setByHand?: boolean;
                };
            };
        };
        responses: {
            /** @description Changes an internal price */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalPrice"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiProductTransportRequirements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Transport requirements of products (ids=1,2) → { items } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransportRequirementList"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiTransportRequirement: {
        parameters: {
            query?: {
                productId?: number;
                ids?: number[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description With productId the product’s transport requirement (empty when none), else → { items } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransportRequirementAnswer"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiTransportRequirement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: number;
                    maxPackage?: number | null;
                    minSp?: number;
                    quantityForMinSp?: number | null;
                };
            };
        };
        responses: {
            /** @description Creates a transport requirement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransportRequirement"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiTransportRequirementId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    maxPackage?: number | null;
                    minSp?: number;
                    quantityForMinSp?: number | null;
                };
            };
        };
        responses: {
            /** @description Changes a transport requirement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransportRequirement"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiTransportRequirementId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes a transport requirement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedFlag"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiShippingTruck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trucks → { items } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TruckList"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiProductId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    articleNumber?: string;
                    typeId?: number;
                    kindCode?: 1 | 2 | 3 | 99;
                    description?: string | null;
                    published?: boolean;
                    publiclyAvailable?: boolean;
                    canBeConfigured?: boolean;
                    listPrice?: string | null;
                    localFilePath?: string | null;
                    values?: {
                        attributeId: number;
                        value: string | null;
                    }[];
                    translations?: {
                        fr?: {
                            name?: string;
                            description?: string;
                        };
                        en?: {
                            name?: string;
                            description?: string;
                        };
                    } | null;
                };
            };
        };
        responses: {
            /** @description Updates a product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductRecord"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiProductId: {
        parameters: {
            query?: {
                permanent?: boolean | ("0" | "1" | "true" | "false" | "");
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes a product (soft, or permanent=true) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogueDeletion"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_PRODUCT, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Logs in → { token, payload } and the session cookie; 429 with Retry-After after 5 failures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginAnswer"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not allowed, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ends the user’s sessions and removes the session cookie */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not allowed, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiRegistrationCaptcha: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A random security question → { questionId, question } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Captcha"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiRegistrationValidateCaptcha: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    questionId?: number;
                    answer: string;
                };
            };
        };
        responses: {
            /** @description Checks a security answer → { valid } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaptchaCheck"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not allowed, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiRegistrationRegisterPerson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    password: string;
                    passwordRepeat?: string;
                    captcha: {
                        questionId?: number;
                        answer: string;
                    };
                    address: {
                        name: string;
                        addition?: string;
                        street: string;
                        additionalAddress?: string;
                        zipCode: string;
                        city: string;
                        country?: string;
                    };
                    contactPerson: {
                        title?: number;
                        firstName: string;
                        lastName: string;
                        department?: string;
                        phone?: string;
                        email?: string;
                        languageId?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Registers a person and logs in (like POST /api/auth) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginAnswer"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not allowed, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiRegistrationRegisterCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    password: string;
                    passwordRepeat?: string;
                    captcha: {
                        questionId?: number;
                        answer: string;
                    };
                    name: string;
                    addition?: string;
                    invoiceEmail: string;
                    contactPerson: {
                        title?: number;
                        firstName: string;
                        lastName: string;
                        department?: string;
                        phone?: string;
                        email?: string;
                        languageId?: number;
                    };
                    address?: {
                        name: string;
                        addition?: string;
                        street: string;
                        additionalAddress?: string;
                        zipCode: string;
                        city: string;
                        country?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Registers a company and logs in (like POST /api/auth) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginAnswer"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not allowed, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiRegistrationRequestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Mails a reset link → { ok: true } whether or not the address has an account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not allowed, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiRegistrationResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    /** @default  */
                    passwordRepeat?: string;
                };
            };
        };
        responses: {
            /** @description Sets a new password with a reset token → { ok: true } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not allowed, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiCustomerIdAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer’s address book → { items } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressList"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: logged in as the customer of :id, or an admin, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiCustomerIdAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    addition?: string;
                    street: string;
                    additionalAddress?: string;
                    zipCode: string;
                    city: string;
                    country?: string;
                    state?: string;
                    fixedDeliveryCost?: string;
                    isDefaultShipping?: boolean;
                    isDefaultInvoice?: boolean;
                    isCorrespondence?: boolean;
                };
            };
        };
        responses: {
            /** @description Adds an address to the customer’s address book */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Address"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: logged in as the customer of :id, or an admin, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiCustomerIdAddressAddressId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                addressId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One address of the customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Address"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: logged in as the customer of :id, or an admin, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiCustomerIdAddressAddressId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                addressId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    addition?: string;
                    street: string;
                    additionalAddress?: string;
                    zipCode: string;
                    city: string;
                    country?: string;
                    state?: string;
                    fixedDeliveryCost?: string;
                    isDefaultShipping?: boolean;
                    isDefaultInvoice?: boolean;
                    isCorrespondence?: boolean;
                };
            };
        };
        responses: {
            /** @description Changes an address of the customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Address"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: logged in as the customer of :id, or an admin, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiCustomerIdAddressAddressId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                addressId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes an address of the customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedId"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: logged in as the customer of :id, or an admin, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiCustomersContactContactForm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    subject: string;
                    message: string;
                    name: string;
                    captcha: {
                        questionId: number;
                        answer: string;
                    };
                    shopType: number;
                };
            };
        };
        responses: {
            /** @description Sends the contact form → { sent }; 429 with Retry-After past the limit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactFormSent"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not allowed, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiCustomersIdCustomerOrderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer’s order settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerOrderSettings"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: logged in as the customer of :id, or an admin, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiCustomers: {
        parameters: {
            query?: {
                status?: "active" | "inactive" | "deleted";
                ids?: number[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Customers by status and ids */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerList"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_CUSTOMER, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    discount?: string;
                    deliveryCostMultiplier?: string;
                    skontoId?: number | null;
                    paymentTermId?: number | null;
                    active?: boolean;
                    isDefault?: boolean;
                    quickOrderSetting?: {
                        isActive: boolean;
                        truckId?: number | null;
                    };
                    companyInfo?: {
                        code?: string;
                        name: string;
                        addition?: string;
                        invoiceEmail?: string;
                    };
                    /** @default false */
                    removeCompanyInfo?: boolean;
                    users?: {
                        added?: {
                            email?: string;
                            password?: string;
                            /** @default true */
                            active?: boolean;
                            permissions?: number[];
                        }[];
                        updated?: {
                            email?: string;
                            password?: string;
                            active?: boolean;
                            permissions?: number[];
                            id: number;
                        }[];
                        deleted?: number[];
                    };
                    contactPersons?: {
                        added?: {
                            title?: number;
                            firstName: string;
                            lastName: string;
                            department?: string;
                            phone?: string;
                            email?: string;
                            languageId?: number;
                            /** @default [] */
                            promoItems?: string[];
                        }[];
                        updated?: {
                            title?: number;
                            firstName: string;
                            lastName: string;
                            department?: string;
                            phone?: string;
                            email?: string;
                            languageId?: number;
                            /** @default [] */
                            promoItems?: string[];
                            id: number;
                        }[];
                        deleted?: number[];
                    };
                };
            };
        };
        responses: {
            /** @description Creates a customer (201) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_CUSTOMER, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    discount?: string;
                    deliveryCostMultiplier?: string;
                    skontoId?: number | null;
                    paymentTermId?: number | null;
                    active?: boolean;
                    isDefault?: boolean;
                    quickOrderSetting?: {
                        isActive: boolean;
                        truckId?: number | null;
                    };
                    companyInfo?: {
                        code?: string;
                        name: string;
                        addition?: string;
                        invoiceEmail?: string;
                    };
                    /** @default false */
                    removeCompanyInfo?: boolean;
                    users?: {
                        added?: {
                            email?: string;
                            password?: string;
                            /** @default true */
                            active?: boolean;
                            permissions?: number[];
                        }[];
                        updated?: {
                            email?: string;
                            password?: string;
                            active?: boolean;
                            permissions?: number[];
                            id: number;
                        }[];
                        deleted?: number[];
                    };
                    contactPersons?: {
                        added?: {
                            title?: number;
                            firstName: string;
                            lastName: string;
                            department?: string;
                            phone?: string;
                            email?: string;
                            languageId?: number;
                            /** @default [] */
                            promoItems?: string[];
                        }[];
                        updated?: {
                            title?: number;
                            firstName: string;
                            lastName: string;
                            department?: string;
                            phone?: string;
                            email?: string;
                            languageId?: number;
                            /** @default [] */
                            promoItems?: string[];
                            id: number;
                        }[];
                        deleted?: number[];
                    };
                };
            };
        };
        responses: {
            /** @description Changes a customer ({ id, … }) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_CUSTOMER, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiCustomersPromoItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The promotional items */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromoItems"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_CUSTOMER, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiCustomersAllCorrespondenceContactsGrid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every correspondence contact with its customer and address, as one list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorrespondenceContactList"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_CUSTOMER, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiCustomersAllCorrespondenceContacts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The correspondence contacts as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_CUSTOMER, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteApiCustomersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes a customer (soft) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedId"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_CUSTOMER, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiCustomersIdPromotion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer’s promotions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerPromotion"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_CUSTOMER, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiCustomersIdLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer’s logo file, or 404 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/gif": string;
                    "image/webp": string;
                    "image/svg+xml": string;
                    "image/avif": string;
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: logged in as the customer of :id, or an admin, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiUserResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emails: string[];
                    /**
                     * @default verpackung
                     * @enum {string}
                     */
                    shopType?: "verpackung" | "moebel";
                };
            };
        };
        responses: {
            /** @description Sends password-reset mails to users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResets"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_CUSTOMER, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_CUSTOMER, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    password?: string;
                    active?: boolean;
                    permissions?: number[];
                };
            };
        };
        responses: {
            /** @description Changes a user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_CUSTOMER, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiPaymentTerm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer’s own payment term (all terms for admins without customerId) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTerms"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: logged in, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiSkonto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer’s skonto (same rule as /api/payment-term) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Skontos"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: logged in, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiFedexGetRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: {
                        postalCode: string;
                        countryCode: string;
                        city?: string;
                        state?: string;
                    };
                    positions: {
                        length: number;
                        width: number;
                        height: number;
                        weight: number;
                        /**
                         * @default crate
                         * @enum {string}
                         */
                        packageType?: "carton" | "crate" | "other";
                        quantity?: number;
                    }[];
                    serviceType?: string;
                    shipDate?: string;
                };
            };
        };
        responses: {
            /** @description FedEx services with price and transit time for an address and packages → { rates, warnings } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FedexRates"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiFedexCheckPickupAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    dimensions: {
                        length: number;
                        width: number;
                        height: number;
                    };
                    weight: number;
                    isDomestic: boolean;
                    serviceType?: string;
                    date?: string;
                    packageCount?: number;
                };
            };
        };
        responses: {
            /** @description FedEx pickup slots up to 16:00 → { options, warnings } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FedexPickupAvailability"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiFedexVerifyFedexShipment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                    service: {
                        type: string;
                        rate?: string | number;
                    };
                    /**
                     * @default SOLD
                     * @enum {string}
                     */
                    purposeOfShipment?: "GIFT" | "NOT_SOLD" | "PERSONAL_EFFECTS" | "REPAIR_AND_RETURN" | "SAMPLE" | "SOLD";
                    /**
                     * @default DAP
                     * @enum {string}
                     */
                    termsOfSale?: "FCA" | "CIP" | "CPT" | "EXW" | "DDU" | "DDP" | "DAP" | "DPU";
                    /**
                     * @default AIR
                     * @enum {string}
                     */
                    transport?: "AIR" | "SEA";
                    customsDocuments?: {
                        commercialInvoice?: {
                            docId: string;
                            filePath?: string;
                        };
                    };
                    packagingLineItems: {
                        length: number;
                        width: number;
                        height: number;
                        weight: number;
                        /**
                         * @default crate
                         * @enum {string}
                         */
                        packageType?: "carton" | "crate" | "other";
                        quantity?: number;
                    }[];
                    recipientAddress?: {
                        name: string;
                        addition?: string | null;
                        street: string;
                        additionalAddress?: string | null;
                        zipCode: string;
                        city: string;
                        country: string;
                        state?: string | null;
                    };
                    contact: {
                        name: string;
                        phone: string;
                        /** Format: email */
                        email?: string;
                    };
                    pickupTime?: {
                        date: string;
                        readyTime: string;
                    };
                    shipDate?: string;
                };
            };
        };
        responses: {
            /** @description FedEx validates the shipment data → { valid: true, warnings }; a refusal answers 400 at its field */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FedexShipmentCheck"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiFedexConfirmFedexShipment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                    service: {
                        type: string;
                        rate?: string | number;
                    };
                    /**
                     * @default SOLD
                     * @enum {string}
                     */
                    purposeOfShipment?: "GIFT" | "NOT_SOLD" | "PERSONAL_EFFECTS" | "REPAIR_AND_RETURN" | "SAMPLE" | "SOLD";
                    /**
                     * @default DAP
                     * @enum {string}
                     */
                    termsOfSale?: "FCA" | "CIP" | "CPT" | "EXW" | "DDU" | "DDP" | "DAP" | "DPU";
                    /**
                     * @default AIR
                     * @enum {string}
                     */
                    transport?: "AIR" | "SEA";
                    customsDocuments?: {
                        commercialInvoice?: {
                            docId: string;
                            filePath?: string;
                        };
                    };
                    packagingLineItems: {
                        length: number;
                        width: number;
                        height: number;
                        weight: number;
                        /**
                         * @default crate
                         * @enum {string}
                         */
                        packageType?: "carton" | "crate" | "other";
                        quantity?: number;
                    }[];
                    recipientAddress?: {
                        name: string;
                        addition?: string | null;
                        street: string;
                        additionalAddress?: string | null;
                        zipCode: string;
                        city: string;
                        country: string;
                        state?: string | null;
                    };
                    contact: {
                        name: string;
                        phone: string;
                        /** Format: email */
                        email?: string;
                    };
                    pickupTime?: {
                        date: string;
                        readyTime: string;
                    };
                    shipDate?: string;
                };
            };
        };
        responses: {
            /** @description Creates the FedEx shipment with its labels → the shipment; a repeat answers the first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FedexShipment"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiFedexSchedulePickup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                    date: string;
                    readyTime: string;
                    /** @default 17:00 */
                    closeTime?: string;
                };
            };
        };
        responses: {
            /** @description Books the FedEx courier for the order’s shipment → the shipment with its pickup */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FedexShipment"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiFedexUploadEtd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                    /**
                     * @default SOLD
                     * @enum {string}
                     */
                    purposeOfShipment?: "GIFT" | "NOT_SOLD" | "PERSONAL_EFFECTS" | "REPAIR_AND_RETURN" | "SAMPLE" | "SOLD";
                    /**
                     * @default DAP
                     * @enum {string}
                     */
                    termsOfSale?: "FCA" | "CIP" | "CPT" | "EXW" | "DDU" | "DDP" | "DAP" | "DPU";
                };
            };
        };
        responses: {
            /** @description Uploads the commercial invoice as electronic trade document → its docId and the kept PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FedexTradeDocument"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiFedexCancelShipment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                };
            };
        };
        responses: {
            /** @description Cancels the order’s FedEx shipment ({ orderId }) → the shipment, CANCELLED */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FedexShipment"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putApiFedexCancelPickup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                };
            };
        };
        responses: {
            /** @description Cancels the order’s FedEx pickup ({ orderId }) → the shipment without its pickup */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FedexShipment"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiFedexShipments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order’s FedEx shipments (?orderId=) with documents → { items } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FedexShipmentList"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiKoller: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description Reads an auction invoice file → { invoiceData, existingCustomers }; with import=1 places the quote */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KollerAnswer"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportRefusal"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiKollerAddressValidation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    name?: string;
                    /** @default  */
                    street?: string;
                    /** @default  */
                    zipCode?: string;
                    /** @default  */
                    city?: string;
                    /** @default CH */
                    country?: string;
                    rawLines?: string[];
                };
            };
        };
        responses: {
            /** @description Checks a delivery address (Swiss directory for CH/LI) → { valid, issues, address, cities } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressValidation"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiKollerGetPackageCompositionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The crates of an auction quote’s lots; another quote answers 400 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PackageComposition"];
                };
            };
            /** @description unchanged: the ETag sent in If-None-Match is the answer’s */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiKollerGetInsuranceQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Insurance price, provider, zone and kind for a country (countryCode), kind (insuranceKind) and declared value (declaredValue) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsuranceRate"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description a body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiKollerGetInsuranceCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The insurance tariff as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiImportAxFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description Imports ERP orders, once per AX order number; dryRun=1 previews */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AxOrdersImport"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportRefusal"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiImportAxUpdateOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description Imports order states and delivered/invoiced quantities (idempotent) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AxStatusImport"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportRefusal"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postApiImportCustomerOrderFromTemplateCppumpen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description An order spreadsheet (xlsx) → a quote priced by the engine */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateImport"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportRefusal"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description conflict (changed meanwhile, a duplicate, or not allowed in its state) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the body is larger than the call’s limit (`params.maxKilobytes`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiFedexDocumentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A label or commercial invoice kept with the order, as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not logged in (or a wrong e-mail or password) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description logged in without: all of ADMIN_QUOTE, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This API’s OpenAPI 3.1 document, generated from the route table and the engine’s schemas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenApiDocument"];
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The readable API reference (Swagger UI) of /api/openapi.json */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getApiDocsAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                asset: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API reference page’s script and style sheet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                    "text/css": string;
                };
            };
            /** @description invalid input; each field problem names its `field`, its `rule` and the rule’s `params` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description server error (logged with the request id of `X-Request-Id`) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description the database, or the outside service a call asks (FedEx, the payment provider), cannot be reached: try again (after Retry-After seconds, where sent) */
            503: {
                headers: {
                    /** @description seconds until the call may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
