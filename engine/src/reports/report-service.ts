import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Product, type IProduct } from '../catalog/product.entity';
import type { RequestContext } from '../context';
import { hasPermission, Permission, requireLoggedIn, guardOfAny, requireGuard } from '../auth/permissions';
import { PDF_NOT_CREATED_MESSAGE } from '../documents/order-pdf';
import { EngineError, notFoundError } from '../errors';
import { Order, Quote, type IOrderPosition } from '../requests/request.entity';
import { DEFAULT_REPORT_FILE_NAME, pictureFileName, reportFileName } from './file-names';
import { renderPartListPdf, positionImages } from './part-list-pdf';
import { assemblePartListReport, type PartListReport, type ReportPositionSource } from './part-list-report';
import { idSchema } from '../validation/ids';

/**
 * Reports of the back office (001 §1 "product reports", §7 GET /report-declaration/declaration and
 * POST /report/generate/): which reports exist, their parameters and who may run them, and the
 * generation of the part list PDF (Stückliste) of an order, a quote or one product (decision 852).
 */

export const REPORT_NOT_FOUND = 'Report not found';
export const PDF_NOT_CREATED = PDF_NOT_CREATED_MESSAGE;

/** Report ids: the part list of an order or quote, and of one (configured) product. */
export const ReportId = { PART_LIST: 'partList', PRODUCT_PART_LIST: 'productPartList' } as const;
export type ReportId = (typeof ReportId)[keyof typeof ReportId];

/** An order or a quote: the two kinds of customer request a part list is made of. */
export const CUSTOMER_REQUEST_KINDS = ['ORDER', 'QUOTE'] as const;
export type CustomerRequestKind = (typeof CUSTOMER_REQUEST_KINDS)[number];

export interface ReportParameter {
  name: string;
  type: 'integer' | 'boolean' | 'enum' | 'object';
  required: boolean;
  values?: readonly string[];
  default?: string | number | boolean;
}

export interface ReportDeclaration {
  reportId: ReportId;
  name: string;
  description: string;
  params: ReportParameter[];
  /** Any of these admin permissions may run it. */
  permissions: number[];
  /** Whether the asking user may run it. */
  allowed: boolean;
  contentType: 'application/pdf';
  defaultFileName: string;
}

const DECLARATIONS: Omit<ReportDeclaration, 'allowed'>[] = [
  {
    reportId: ReportId.PART_LIST,
    name: 'Stückliste',
    description: 'Stückliste einer Bestellung oder Offerte: pro Position Teile, Hinweise und vier Ansichten; Total pro Material.',
    params: [
      { name: 'id', type: 'integer', required: true },
      { name: 'customerRequestKind', type: 'enum', required: false, values: CUSTOMER_REQUEST_KINDS, default: 'ORDER' },
      { name: 'images', type: 'boolean', required: false, default: false },
    ],
    permissions: [Permission.ADMIN_QUOTE],
    contentType: 'application/pdf',
    defaultFileName: DEFAULT_REPORT_FILE_NAME,
  },
  {
    reportId: ReportId.PRODUCT_PART_LIST,
    name: 'Stückliste Produkt',
    description: 'Stückliste eines Produkts mit seinen Standardwerten oder einer Konfiguration.',
    params: [
      { name: 'id', type: 'integer', required: true },
      { name: 'configuration', type: 'object', required: false },
      { name: 'images', type: 'boolean', required: false, default: false },
    ],
    permissions: [Permission.ADMIN_PRODUCT, Permission.ADMIN_QUOTE],
    contentType: 'application/pdf',
    defaultFileName: DEFAULT_REPORT_FILE_NAME,
  },
];

const booleanish = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')]);
const kindSchema = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.enum(CUSTOMER_REQUEST_KINDS));

/** POST /report/generate/ body: reportId, params { id, … }; images and customerRequestKind at the top or in params. */
export const generateReportSchema = z.object({
  reportId: z.string().min(1),
  params: z
    .object({
      id: idSchema,
      images: booleanish.optional(),
      customerRequestKind: kindSchema.optional(),
      configuration: z.record(z.string(), z.string()).optional(),
    })
    .loose(),
  images: booleanish.optional(),
  customerRequestKind: kindSchema.optional(),
});
export type GenerateReportInput = z.input<typeof generateReportSchema>;

export interface GeneratedReport {
  fileName: string;
  contentType: 'application/pdf';
  body: Buffer;
}

type PopulatedProduct = IProduct;

function ownValues(product: PopulatedProduct): Record<string, string> {
  const own: Record<string, string> = {};
  for (const value of product.values.getItems()) {
    if (value.value !== null && value.value !== undefined && value.value !== '') own[value.attribute.name] = value.value;
  }
  return own;
}

function sourceOfProduct(product: PopulatedProduct, name: string, quantity: number, configuration: Readonly<Record<string, string>>): ReportPositionSource {
  return {
    name,
    articleNumber: product.articleNumber,
    quantity,
    modelFamily: product.productType.modelFamily ?? null,
    canBeConfigured: product.canBeConfigured,
    own: ownValues(product),
    configuration,
  };
}

function sourceOfPosition(position: IOrderPosition): ReportPositionSource {
  if (!position.product) {
    return { name: position.name, articleNumber: null, quantity: position.quantity, modelFamily: null, canBeConfigured: false, own: {}, configuration: {} };
  }
  return sourceOfProduct(position.product as PopulatedProduct, position.name, position.quantity, position.configuration ?? {});
}

const POSITION_POPULATE = ['positions', 'positions.product', 'positions.product.productType', 'positions.product.values', 'positions.product.values.attribute'] as const;

export function createReportService(deps: { em: () => EntityManager }) {
  const declarationOf = (ctx: RequestContext, reportId: string) => {
    const declaration = DECLARATIONS.find((entry) => entry.reportId === reportId);
    if (!declaration) throw new EngineError('not_found', REPORT_NOT_FOUND);
    requireGuard(ctx, guardOfAny(declaration.permissions));
    return declaration;
  };

  async function loadRequest(ctx: RequestContext, kind: CustomerRequestKind, id: number): Promise<PartListReport> {
    const em = deps.em();
    const request =
      kind === 'ORDER'
        ? await em.findOne(Order, { id }, { populate: [...POSITION_POPULATE] })
        : await em.findOne(Quote, { id }, { populate: [...POSITION_POPULATE] });
    if (!request) throw notFoundError();
    // Cancelled positions and the grouping ones are no parts; children of a group are.
    const positions = request.positions.getItems().filter((position) => !position.storno && position.type !== 'COMPOSITE');
    return assemblePartListReport(
      {
        kind,
        reference: request.formattedId,
        customerName: request.invoiceAddress?.name ?? request.deliveryAddress?.name ?? null,
        date: request.createdAt,
        locale: ctx.locale,
      },
      positions.map(sourceOfPosition),
    );
  }

  async function loadProduct(ctx: RequestContext, id: number, configuration: Readonly<Record<string, string>>): Promise<PartListReport> {
    const product = await deps.em().findOne(Product, { id, deletedAt: null }, { populate: ['productType', 'values', 'values.attribute'] });
    if (!product) throw notFoundError();
    return assemblePartListReport(
      { kind: 'PRODUCT', reference: product.articleNumber, customerName: null, date: new Date(), locale: ctx.locale },
      [sourceOfProduct(product as PopulatedProduct, product.name, 1, configuration)],
    );
  }

  async function loadReport(ctx: RequestContext, input: GenerateReportInput): Promise<{ report: PartListReport; images: boolean }> {
    const parsed = generateReportSchema.parse(input);
    const declaration = declarationOf(ctx, parsed.reportId);
    const images = parsed.images ?? parsed.params.images ?? false;
    if (declaration.reportId === ReportId.PRODUCT_PART_LIST) return { report: await loadProduct(ctx, parsed.params.id, parsed.params.configuration ?? {}), images };
    const kind = parsed.customerRequestKind ?? parsed.params.customerRequestKind ?? 'ORDER';
    return { report: await loadRequest(ctx, kind, parsed.params.id), images };
  }

  return {
    /** GET /report-declaration/declaration: the reports, their parameters and whether the caller may run each. */
    declaration(ctx: RequestContext): { items: ReportDeclaration[] } {
      requireLoggedIn(ctx);
      return { items: DECLARATIONS.map((entry) => ({ ...entry, params: entry.params.map((param) => ({ ...param })), allowed: hasPermission(ctx, entry.permissions, 'any') })) };
    },

    /** The report as plain data (lines, issues, totals) — what the PDF prints. */
    async partList(ctx: RequestContext, input: GenerateReportInput): Promise<PartListReport> {
      return (await loadReport(ctx, input)).report;
    },

    /**
     * POST /report/generate/: the PDF with its file name. Unknown report → not_found 'Report not
     * found'; a PDF that cannot be written → unavailable 'PDF wurde nicht erzeugt' (001 §8).
     */
    async generate(ctx: RequestContext, input: GenerateReportInput): Promise<GeneratedReport> {
      const { report, images } = await loadReport(ctx, input);
      let body: Buffer;
      try {
        body = await renderPartListPdf(report, { images });
      } catch (error) {
        throw new EngineError('unavailable', PDF_NOT_CREATED, { cause: error });
      }
      return { fileName: reportFileName(report.reference), contentType: 'application/pdf', body };
    },

    /** The 512×512 PNG views of every position that has a model (hardware left out), named by 000 §9. */
    async positionImages(ctx: RequestContext, input: GenerateReportInput): Promise<{ fileName: string; png: Buffer }[]> {
      const { report } = await loadReport(ctx, input);
      return report.positions.flatMap((position) =>
        positionImages(position).map((image) => ({ fileName: pictureFileName(report.reference, 'Pos', position.number, position.name, image.view), png: image.png })),
      );
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
