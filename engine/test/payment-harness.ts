import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../src/context';
import { EngineError, httpStatusOf } from '../src/errors';
import { Customer } from '../src/customers/customer.entity';
import { Order } from '../src/requests/request.entity';
import { orderPaymentPort } from '../src/orders/order-payments';
import { createPaymentService, type PaymentNotifications, type PaymentService } from '../src/payments/payment-service';
import { createPostFinanceProvider } from '../src/payments/postfinance-client';
import { createPostFinanceSimulator, type PostFinanceSimulator } from '../src/payments/postfinance-simulator';

/**
 * Tests only: a real HTTP server on a free port of 127.0.0.1 that serves the PostFinance
 * simulator under /dev/postfinance and the shop's webhook route POST /api/payment/webhook, with
 * the payment service talking to the simulator over HTTP — the shop's wiring without the web app.
 */
export async function startPaymentHarness(
  em: () => EntityManager,
  options: {
    /** The shop's public URL (default the harness's own 127.0.0.1 address). */
    publicUrl?: (harnessUrl: string) => string;
    /** The base of return URLs per request (engine.ts passes config/public-url.ts). */
    publicUrlFor?: (harnessUrl: string, ctx: RequestContext) => string;
    /** Mails on payment outcomes (paid, failed). */
    notify?: PaymentNotifications;
    /** The simulator's clock (its abandonment timeout reads it). */
    simulatorNow?: () => Date;
  } = {},
): Promise<{
  url: string;
  simulator: PostFinanceSimulator;
  payments: PaymentService;
  close(): Promise<void>;
}> {
  // Filled once the server listens (the simulator needs its URL).
  const wired: { simulator?: PostFinanceSimulator; payments?: PaymentService } = {};
  const server: Server = createServer((req, res) => {
    void (async () => {
      const { simulator, payments } = wired;
      if (simulator && (await simulator.handle(req, res))) return;
      if (req.method === 'POST' && req.url === '/api/payment/webhook' && payments) {
        try {
          const result = await payments.handleWebhook({ rawBody: await readRaw(req), signature: (req.headers['x-signature'] as string | undefined) ?? null });
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
        } catch (error) {
          const status = EngineError.is(error) ? httpStatusOf[error.kind] : 500;
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ errors: [{ message: error instanceof Error ? error.message : 'Error' }] }));
        }
        return;
      }
      res.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const simulator = createPostFinanceSimulator({ publicUrl: url, ...(options.simulatorNow ? { now: options.simulatorNow } : {}) });
  const payments = createPaymentService({
    em,
    ...(options.notify ? { notify: options.notify } : {}),
    provider: createPostFinanceProvider({ baseUrl: simulator.apiBaseUrl, ...simulator.credentials }),
    orders: orderPaymentPort,
    publicUrl: options.publicUrl?.(url) ?? url,
    ...(options.publicUrlFor ? { publicUrlFor: (ctx: RequestContext) => options.publicUrlFor!(url, ctx) } : {}),
    methodConfigurations: { 100: 100, 101: 101, 102: 102, 103: 103, 104: 104, 105: 105 },
  });
  Object.assign(wired, { simulator, payments });
  return {
    url,
    simulator,
    payments,
    close: () =>
      new Promise<void>((resolve) => {
        simulator.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function readRaw(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

let orderCounter = 0;

/** Tests only: an order row as placeOrder writes it (no pricing), with a guest customer. */
export async function createTestOrder(
  em: () => EntityManager,
  fields: { paymentMethodId: number; grandTotal?: string; paymentStatusId?: number; locale?: string; invoiceEmail?: string },
): Promise<number> {
  const fork = em();
  const customer = fork.create(Customer, { kind: 'GUEST' });
  const now = new Date();
  const order = fork.create(Order, {
    formattedId: `T-${Date.now()}-${++orderCounter}`,
    customer,
    paymentMethodId: fields.paymentMethodId,
    paymentStatusId: fields.paymentStatusId ?? 2,
    invoiceEmail: fields.invoiceEmail ?? 'kunde@example.ch',
    total: '1350.00',
    deliveryCost: '150.00',
    vatAmount: '109.35',
    grandTotal: fields.grandTotal ?? '1459.35',
    locale: fields.locale ?? 'de-CH',
    invoiceAddress: { name: 'Gast AG', street: 'Hauptstrasse 1', zipCode: '8001', city: 'Zürich', country: 'CH' },
    deliveryAddress: { name: 'Gast AG', street: 'Hauptstrasse 1', zipCode: '8001', city: 'Zürich', country: 'CH' },
    createdAt: now,
    updatedAt: now,
  });
  await fork.flush();
  return order.id;
}
