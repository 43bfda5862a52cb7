/** Reports: the part list PDF with four views per position, and product pictures drawn from the models. */
export { DEFAULT_REPORT_FILE_NAME, pictureFileName, reportFileName } from './file-names';
export { renderPartListPdf, positionImages, viewBox, VIEW_LAYOUT } from './part-list-pdf';
export { assemblePartListReport, buildReportPosition, materialTotalsOf } from './part-list-report';
export type { PartListReport, ReportPosition, ReportPositionSource, MaterialTotal } from './part-list-report';
export { createProductPictures, PICTURE_SIZES, RENDERED_DIR } from './product-pictures';
export type { ProductPictures, RenderSummary } from './product-pictures';
export { renderPng, encodePng, rasterizePolygons } from './raster';
export {
  createReportService,
  generateReportSchema,
  ReportId,
  REPORT_NOT_FOUND,
  PDF_NOT_CREATED,
  CUSTOMER_REQUEST_KINDS,
} from './report-service';
export type { ReportService, GenerateReportInput, GeneratedReport, ReportDeclaration, CustomerRequestKind } from './report-service';
export { SCREENSHOT_MODES, UNKNOWN_MODE, COULD_NOT_CREATE_CONTEXT, screenshotSize, assertSurfaceSize } from './screenshot-modes';
export type { ScreenshotMode } from './screenshot-modes';
export { positionViews, projectView, explosionHelps, explodedBoxes, VIEW_NAMES, ASSEMBLED_VIEWS, EXPLODED_VIEWS } from './views';
export type { PositionView, ViewName, ViewPolygon } from './views';
/** The answers' zod schemas for the OpenAPI document (decision 1172); server-side only, not in the browser entry. */
export { reportDeclarationListResponse } from './answer-schemas';
