/** Feeds: published price lists as CSV. Named exports only (decision 940). */
export {
  createFeedService,
  publishedPricesQuerySchema,
  PUBLISHED_PRICE_COLUMNS,
  ALL_PRICE_COLUMNS,
  FEED_BATCH_SIZE,
  type CsvExport,
  type FeedService,
  type PublishedPricesQuery,
} from './feed-service';
export { neutralizeCell, csvNodeStream, csvWebStream, type CsvCell, type CsvStreamOptions } from './csv';
