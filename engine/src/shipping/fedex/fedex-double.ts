import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import PDFDocument from 'pdfkit';
import {
  DoubleError,
  FEDEX_DOUBLE_CREDENTIALS,
  SERVICES,
  checkAddress,
  checkShipment,
  invalid,
  rateReply,
} from './fedex-double-rules';
import { arr, obj, str, type Json } from './fedex-json';

/**
 * A local FedEx double (docs/decisions/740-fedex-double.md): our own small HTTP server that
 * speaks the paths and shapes of FedEx's REST APIs as the contract describes them
 * (../shared/contracts/fedex.md, karrio's vendored OpenAPI files and fixtures): OAuth token,
 * rates, shipment validate/create/cancel, pickup availability/create/cancel, ETD upload and track
 * by reference. State lives in memory. Failure modes are queued per path for tests
 * ({@link FedexDouble.failNext}): 400 with an errors list, 401 expired token, 500, 503, timeout.
 */

export { FEDEX_DOUBLE_CREDENTIALS } from './fedex-double-rules';

export type FedexFailureMode = 'error400' | 'expired401' | 'error500' | 'unavailable503' | 'timeout' | 'timeoutAfterProcessing';

export interface FedexDoubleOptions {
  /** Port on 127.0.0.1 (default 0: a free port). */
  port?: number;
  /** Token lifetime the double announces and enforces (default 3599 s, as FedEx). */
  tokenTtlSeconds?: number;
  /** How long a 'timeout' mode holds the answer back (default 60 s; the client gives up first). */
  hangMs?: number;
}

/** A request the double received: tests read what the client sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: unknown;
}

interface DoubleShipment {
  masterTrackingNumber: string;
  serviceType: string;
  references: string[];
  cancelled: boolean;
  shipDate: string;
  pieces: string[];
}

/** A one-page PDF with the given lines: the double's label. */
export function simplePdf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [288, 432], margin: 18 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(16).text('FedEx (Testdouble)');
    doc.fontSize(10);
    for (const line of lines) doc.text(line);
    doc.end();
  });
}

/** Tests: next Monday (YYYY-MM-DD), a day on which the double offers and books pickups. */
export function nextMondayIso(from = new Date()): string {
  const date = new Date(from);
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7 || 7));
  return date.toISOString().slice(0, 10);
}

/** Starts nothing yet: call {@link FedexDouble.start}. */
export function createFedexDouble(options: FedexDoubleOptions = {}) {
  const tokenTtl = options.tokenTtlSeconds ?? 3599;
  const hangMs = options.hangMs ?? 60_000;
  const tokens = new Map<string, number>();
  const shipments = new Map<string, DoubleShipment>();
  const pickups = new Map<string, { cancelled: boolean; date: string }>();
  const documents = new Map<string, { name: string; size: number; documentType: string; workflow: string; trackingNumber: string | null }>();
  const failures = new Map<string, FedexFailureMode[]>();
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let trackingCounter = 794_600_000_000 + Math.floor(Math.random() * 1_000_000);
  let server: Server | null = null;
  let baseUrl = '';
  let issuedTokens = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    if (res.writableEnded) return;
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  };

  const readBody = (req: IncomingMessage): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });

  function hang(res: ServerResponse): Promise<void> {
    hanging.add(res);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        hanging.delete(res);
        send(res, 504, { errors: [{ code: 'GATEWAY.TIMEOUT', message: 'Timed out.' }] });
        resolve();
      }, hangMs);
      res.on('close', () => {
        clearTimeout(timer);
        hanging.delete(res);
        resolve();
      });
    });
  }

  function authorize(req: IncomingMessage): void {
    const header = req.headers.authorization ?? '';
    const token = /^Bearer (.+)$/i.exec(header)?.[1];
    const expires = token ? tokens.get(token) : undefined;
    if (expires === undefined || expires <= Date.now()) {
      throw new DoubleError(401, [{ code: 'NOT.AUTHORIZED.ERROR', message: 'The given JWT is invalid or expired. Please modify your request and try again.' }]);
    }
  }

  function nextTrackingNumber(): string {
    trackingCounter += 1;
    return String(trackingCounter);
  }


  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', 'http://fedex.local');
    const path = url.pathname;
    const raw = await readBody(req);
    const contentType = String(req.headers['content-type'] ?? '');
    let body: unknown = null;
    if (contentType.includes('application/json') && raw.length > 0) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return send(res, 400, { transactionId: randomUUID(), errors: [{ code: 'INVALID.INPUT.EXCEPTION', message: 'Invalid field value in the input' }] });
      }
    } else if (contentType.includes('application/x-www-form-urlencoded')) {
      body = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
    } else if (contentType.includes('multipart/form-data')) {
      body = { multipart: true, size: raw.length };
    }
    requests.push({
      method,
      path,
      headers: { authorization: req.headers.authorization, 'x-customer-transaction-id': req.headers['x-customer-transaction-id'] as string | undefined, 'content-type': contentType },
      body,
    });
    const transactionId = randomUUID();
    const customerTransactionId = req.headers['x-customer-transaction-id'] as string | undefined;
    const envelope = (output: unknown) => ({ transactionId, ...(customerTransactionId ? { customerTransactionId } : {}), output });
    // Trade Documents Upload publishes its error answers without a transaction id (decision 1185).
    const uploading = path === '/documents/v1/etds/upload';
    const failure = (errors: DoubleError['errors'], echo = false) =>
      uploading ? { errors } : { transactionId, ...(echo && customerTransactionId ? { customerTransactionId } : {}), errors };

    const queued = failures.get(path);
    const mode = queued?.shift();
    if (queued && queued.length === 0) failures.delete(path);
    if (mode === 'timeout') return hang(res);
    if (mode === 'error500') return send(res, 500, failure([{ code: 'INTERNAL.SERVER.ERROR', message: 'We encountered an unexpected error and are working to resolve the issue. We apologize for any inconvenience. Please check back at a later time.' }]));
    if (mode === 'unavailable503') return send(res, 503, failure([{ code: 'SERVICE.UNAVAILABLE.ERROR', message: 'The service is currently unavailable and we are working to resolve the issue. We apologize for any inconvenience. Please check back at a later time.' }]));
    if (mode === 'expired401') return send(res, 401, failure([{ code: 'NOT.AUTHORIZED.ERROR', message: 'The given JWT is invalid or expired. Please modify your request and try again.' }]));
    if (mode === 'error400') return send(res, 400, failure([{ code: 'INVALID.INPUT.EXCEPTION', message: 'Invalid field value in the input', parameterList: [{ key: 'field', value: 'requestedShipment' }] }]));

    try {
      if (method === 'POST' && path === '/oauth/token') {
        const form = obj(body);
        if (form['grant_type'] !== 'client_credentials') throw invalid('GRANT.TYPE.INVALID', 'grant_type must be client_credentials.');
        if (form['client_id'] !== FEDEX_DOUBLE_CREDENTIALS.clientId || form['client_secret'] !== FEDEX_DOUBLE_CREDENTIALS.clientSecret) {
          throw new DoubleError(401, [{ code: 'NOT.AUTHORIZED.ERROR', message: 'The given client credentials were not valid. Please modify your request and try again.' }]);
        }
        const token = `double.${randomUUID()}`;
        tokens.set(token, Date.now() + tokenTtl * 1000);
        issuedTokens += 1;
        return send(res, 200, { access_token: token, token_type: 'bearer', expires_in: tokenTtl, scope: 'CXS' });
      }
      authorize(req);
      const json = obj(body);
      if (method === 'POST' && path === '/rate/v1/rates/quotes') return send(res, 200, envelope(rateReply(json)));
      if (method === 'POST' && path === '/ship/v1/shipments/packages/validate') {
        checkShipment(json);
        return send(res, 200, envelope({ alerts: [{ code: 'SHIPMENT.VALIDATION.SUCCESS', alertType: 'NOTE', message: 'Shipment validated successfully. No errors found.' }] }));
      }
      if (method === 'POST' && path === '/ship/v1/shipments') {
        const { serviceType, items, recipient, shipment } = checkShipment(json);
        const master = nextTrackingNumber();
        // Identical packages of one line item (groupPackageCount) are pieces of their own, each with a label.
        const pieceCount = items.reduce<number>((sum, item) => sum + (Number(obj(item)['groupPackageCount'] ?? 1) || 1), 0);
        const pieces = Array.from({ length: pieceCount }, (_, index) => (index === 0 ? master : nextTrackingNumber()));
        const references = arr(obj(items[0])['customerReferences']).map((reference) => str(obj(reference)['value']));
        const shipDate = str(shipment['shipDatestamp']) || new Date().toISOString().slice(0, 10);
        shipments.set(master, { masterTrackingNumber: master, serviceType, references, cancelled: false, shipDate, pieces });
        const address = obj(recipient['address']);
        const pieceResponses = await Promise.all(
          pieces.map(async (trackingNumber, index) => ({
            masterTrackingNumber: master,
            trackingNumber,
            packageSequenceNumber: index + 1,
            packageDocuments: [
              {
                contentType: 'LABEL',
                copiesToPrint: 1,
                docType: 'PDF',
                encodedLabel: (await simplePdf([`Tracking ${trackingNumber}`, `Service ${serviceType}`, `${str(obj(recipient['contact'])['personName'])}`, `${str(address['postalCode'])} ${str(address['city'])} ${str(address['countryCode'])}`])).toString('base64'),
              },
            ],
          })),
        );
        const output = {
          transactionShipments: [
            {
              masterTrackingNumber: master,
              serviceType,
              shipDatestamp: shipDate,
              serviceName: [...SERVICES.international, ...SERVICES.domestic].find((service) => service.serviceType === serviceType)?.serviceName ?? serviceType,
              pieceResponses,
              shipmentDocuments: [],
              alerts: [{ code: 'SHIP.RECIPIENT.POSTALCITY.MISMATCH', alertType: 'NOTE', message: 'Recipient Postal-City Mismatch.' }],
            },
          ],
        };
        if (mode === 'timeoutAfterProcessing') return hang(res);
        return send(res, 200, envelope(output));
      }
      if (method === 'PUT' && path === '/ship/v1/shipments/cancel') {
        const trackingNumber = str(obj(json['trackingNumber'])['trackingNumber'] ?? json['trackingNumber']);
        const shipment = shipments.get(trackingNumber);
        if (!shipment) throw invalid('TRACKING.TRACKINGNUMBER.NOTFOUND', 'Tracking number was not found.', 'trackingNumber');
        if (shipment.cancelled) throw invalid('SHIPMENT.ALREADY.CANCELLED', 'The shipment has already been cancelled.', 'trackingNumber');
        shipment.cancelled = true;
        return send(res, 200, envelope({ cancelledShipment: true, cancelledHistory: true, successMessage: 'Success' }));
      }
      if (method === 'POST' && path === '/track/v1/referencenumbers') {
        const reference = str(obj(json['referencesInformation'])['value']);
        const found = [...shipments.values()].filter((shipment) => shipment.references.includes(reference));
        return send(
          res,
          200,
          envelope({
            completeTrackResults: [
              {
                trackingNumber: found[0]?.masterTrackingNumber ?? '',
                trackResults: found.map((shipment) => ({
                  trackingNumberInfo: { trackingNumber: shipment.masterTrackingNumber, trackingNumberUniqueId: shipment.masterTrackingNumber, carrierCode: 'FDXE' },
                  serviceDetail: { type: shipment.serviceType },
                  latestStatusDetail: { code: shipment.cancelled ? 'CA' : 'IN', description: shipment.cancelled ? 'Shipment cancelled by sender' : 'Shipment information sent to FedEx' },
                })),
                ...(found.length === 0 ? { trackResults: [{ error: { code: 'TRACKING.REFERENCENUMBER.NOTFOUND', message: 'Reference number cannot be found.' } }] } : {}),
              },
            ],
          }),
        );
      }
      if (method === 'POST' && path === '/pickup/v1/pickups/availabilities') {
        const address = obj(json['pickupAddress']);
        checkAddress(address, 'pickupAddress', { street: false });
        const dispatch = str(json['dispatchDate']) || new Date().toISOString().slice(0, 10);
        const ready = ['09:00:00', '10:00:00', '11:00:00', '12:00:00', '13:00:00', '14:00:00', '15:00:00', '16:00:00', '17:00:00'];
        const latest = ['14:00:00', '15:00:00', '16:00:00', '17:00:00', '18:00:00'];
        const weekday = new Date(`${dispatch}T12:00:00Z`).getUTCDay();
        const available = weekday !== 0 && weekday !== 6;
        return send(
          res,
          200,
          envelope({
            requestTimestamp: new Date().toISOString().slice(0, 19),
            options: [
              {
                carrier: 'FDXE',
                available,
                pickupDate: dispatch,
                cutOffTime: '17:00:00',
                accessTime: { hours: 2, minutes: 0 },
                residentialAvailable: false,
                countryRelationship: str(json['countryRelationship']) || 'INTERNATIONAL',
                scheduleDay: dispatch === new Date().toISOString().slice(0, 10) ? 'SAME_DAY' : 'FUTURE_DAY',
                defaultReadyTime: '14:00:00',
                readyTimeOptions: available ? ready : [],
                latestTimeOptions: available ? latest : [],
              },
            ],
          }),
        );
      }
      if (method === 'POST' && path === '/pickup/v1/pickups') {
        const origin = obj(json['originDetail']);
        const location = obj(origin['pickupLocation']);
        checkAddress(obj(location['address']), 'originDetail.pickupLocation.address', { street: true });
        const ready = str(origin['readyDateTimestamp']);
        if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(ready)) throw invalid('PICKUP.READYDATETIMESTAMP.INVALID', 'Ready date timestamp is invalid.', 'originDetail.readyDateTimestamp');
        const weekday = new Date(`${ready.slice(0, 10)}T12:00:00Z`).getUTCDay();
        if (weekday === 0 || weekday === 6) throw invalid('PICKUP.DATE.NOTAVAILABLE', 'Pickup is not available on the requested date.', 'originDetail.readyDateTimestamp');
        const code = String(Math.floor(1000 + Math.random() * 9000)) + String(pickups.size + 1);
        pickups.set(code, { cancelled: false, date: ready.slice(0, 10) });
        return send(res, 200, envelope({ pickupConfirmationCode: code, message: 'Courier on the way', location: 'ZRHA' }));
      }
      if (method === 'PUT' && path === '/pickup/v1/pickups/cancel') {
        const code = str(json['pickupConfirmationCode']);
        const pickup = pickups.get(code);
        if (!pickup || pickup.cancelled) throw invalid('PICKUP.CONFIRMATIONCODE.NOTFOUND', 'Pickup confirmation code was not found.', 'pickupConfirmationCode');
        pickup.cancelled = true;
        return send(res, 200, envelope({ pickupConfirmationCode: code, cancelConfirmationMessage: 'Requested pickup has been cancelled Successfully.' }));
      }
      if (method === 'POST' && path === '/documents/v1/etds/upload') {
        if (!contentType.includes('multipart/form-data')) throw invalid('DOCUMENT.CONTENTTYPE.INVALID', 'The request must be multipart/form-data.');
        const text = raw.toString('latin1');
        const documentPart = /name="document"[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/.exec(text)?.[1];
        const hasAttachment = /name="attachment"/.test(text);
        let meta: Json = {};
        try {
          meta = obj(JSON.parse(documentPart ?? ''));
        } catch {
          throw invalid('DOCUMENT.INVALID', 'The document part is missing or not valid JSON.', 'document');
        }
        if (!hasAttachment) throw invalid('ATTACHMENT.REQUIRED', 'The attachment part is required.', 'attachment');
        const type = str(obj(meta['meta'])['shipDocumentType']);
        if (!['COMMERCIAL_INVOICE', 'PRO_FORMA_INVOICE', 'CERTIFICATE_OF_ORIGIN', 'USMCA_CERTIFICATION_OF_ORIGIN', 'OTHER'].includes(type)) {
          throw invalid('DOCUMENT.TYPE.INVALID', 'The shipDocumentType is invalid.', 'document.meta.shipDocumentType');
        }
        const workflow = str(meta['workflowName']);
        if (workflow !== 'ETDPreshipment' && workflow !== 'ETDPostshipment') throw invalid('WORKFLOWNAME.INVALID', 'workflowName must be ETDPreshipment or ETDPostshipment.', 'document.workflowName');
        const tracking = str(obj(meta['meta'])['trackingNumber']);
        if (workflow === 'ETDPostshipment' && !shipments.has(tracking)) throw invalid('TRACKINGNUMBER.NOTFOUND', 'A post-shipment document needs the tracking number of an existing shipment.', 'document.meta.trackingNumber');
        const docId = randomUUID().replace(/-/g, '').slice(0, 16);
        documents.set(docId, { name: str(meta['name']), size: raw.length, documentType: type, workflow, trackingNumber: tracking || null });
        return send(res, 201, { output: { meta: { documentType: type === 'COMMERCIAL_INVOICE' ? 'CI' : type === 'PRO_FORMA_INVOICE' ? 'PI' : 'CO', docId, folderId: [randomUUID().replace(/-/g, '').slice(0, 16)] } }, ...(customerTransactionId ? { customerTransactionId } : {}) });
      }
      return send(res, 404, { transactionId, errors: [{ code: 'NOT.FOUND.ERROR', message: 'The resource you requested is no longer available. Please modify your request and try again.' }] });
    } catch (error) {
      if (error instanceof DoubleError) return send(res, error.status, failure(error.errors, true));
      return send(res, 500, { transactionId, errors: [{ code: 'INTERNAL.SERVER.ERROR', message: error instanceof Error ? error.message : String(error) }] });
    }
  }

  const double = {
    credentials: FEDEX_DOUBLE_CREDENTIALS,
    /** Starts listening (once); answers the base URL, e.g. `http://127.0.0.1:40123`. */
    async start(): Promise<string> {
      if (server) return baseUrl;
      const created = createServer((req, res) => {
        handle(req, res).catch((error: unknown) => send(res, 500, { errors: [{ code: 'INTERNAL.SERVER.ERROR', message: String(error) }] }));
      });
      server = created;
      await new Promise<void>((resolve) => created.listen(options.port ?? 0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(created.address() as AddressInfo).port}`;
      return baseUrl;
    },
    /** The base URL once started ('' before). */
    get baseUrl(): string {
      return baseUrl;
    },
    async stop(): Promise<void> {
      const current = server;
      server = null;
      if (!current) return;
      for (const res of hanging) res.destroy();
      current.closeAllConnections();
      await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    /** Tests: the next `count` requests to `path` fail in the given way. */
    failNext(path: string, mode: FedexFailureMode, count = 1): void {
      failures.set(path, [...(failures.get(path) ?? []), ...Array.from({ length: count }, () => mode)]);
    },
    /** Tests: every token issued so far stops being valid (as an hour passing would). */
    expireTokens(): void {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    /** Tests: requests received, oldest first. */
    requests,
    /** Tests: how many tokens were issued. */
    get issuedTokens(): number {
      return issuedTokens;
    },
    /** Tests: shipments created (live and cancelled). */
    shipments: (): DoubleShipment[] => [...shipments.values()],
    pickups: () => [...pickups.entries()].map(([code, pickup]) => ({ code, ...pickup })),
    documents: () => [...documents.entries()].map(([docId, document]) => ({ docId, ...document })),
  };
  return double;
}
export type FedexDouble = ReturnType<typeof createFedexDouble>;
