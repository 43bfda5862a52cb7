import { formatChf, formatDateCh } from '@shop/engine/browser';
import { Link, redirect, useLoaderData } from 'react-router';
import type { Route } from './+types/quote.$id';
import { AdminGrid, gridColumns } from '../../kit/AdminGrid';
import { AdminDialog } from '../catalog/CategoryDialogs';
import { StaffConfigurator } from './StaffConfigurator';
import { Toasts } from '../../kit/Toasts';
import { ProductSelect } from '../orders/ProductSelect';
import { QUOTE_STATE_HELP, QUOTE_STATE_LABEL } from '../../kit/admin-format';
import { requireAdminScreen } from '../screens.server';
import { deskAction, type DeskRunArgs } from '../desk-action.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { positionTree, type PositionNode } from '../../kit/position-tree';
import { notFound, toRouteError } from '../../kit/route-error.server';
import { idParam } from '../../kit/route-params.server';
import { requestContext } from '../../server/request-context.server';
import { EXECUTED, useDeskForm } from '../../kit/desk-form';
import { addedMessage, configurationOf, createCustomerProductFrom, staffConfiguration } from './quote-configurator.server';
import { DocumentLinks, IntentButton, TextField } from '../../kit/FormFields';

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData ? `Offerte ${loaderData.quote.formattedId}` : 'Offerte' });

const quoteId = idParam;

/** /admin/quote/{id}: price a quote request, set validity and time to deliver, send it with a random PIN. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('quote', ctx, request);
  try {
    const engine = context.get(engineContext);
    const [quote] = await engine.quotes.listQuotes(ctx, { id: quoteId(params) });
    if (!quote) throw notFound();
    // ?produkt=… opens the product-select modal (R001-2.30) with the catalogue's matches.
    const url = new URL(request.url);
    const search = url.searchParams.get('produkt');
    const open = search !== null && quote.orderId === null;
    // ?konfigurieren=<product> opens the staff configurator in that modal (R001-2.32/2.33).
    const configurator = open ? await staffConfiguration(engine, ctx, { quoteId: quote.id }, url.searchParams) : null;
    const choices = open && !configurator ? await engine.quotes.products.productChoices(ctx, { quoteId: quote.id, q: search }) : null;
    return { quote, search, choices, configurator };
  } catch (error) {
    throw toRouteError(error);
  }
}

const field = (form: FormData, name: string): string => String(form.get(name) ?? '').trim();
type Run = DeskRunArgs<undefined>;

/** The quote page's intents (decision 1170: one desk action); the position fields are named by position (`pos.<id>.quantity`). */
export const action = deskAction('quote', {
  save: {
    run: async ({ form, engine, ctx, params }: Run) => {
      const positions = form.getAll('positionId').map((positionId) => ({
        id: String(positionId),
        quantity: field(form, `pos.${String(positionId)}.quantity`),
        pricePerOne: field(form, `pos.${String(positionId)}.pricePerOne`) || null,
        storno: form.get(`pos.${String(positionId)}.storno`) === 'on',
      }));
      await engine.quotes.updateQuote(ctx, quoteId(params), {
        version: field(form, 'version'),
        validityDuration: field(form, 'validityDuration'),
        timeToDeliver: field(form, 'timeToDeliver'),
        deliveryCost: field(form, 'deliveryCost') || null,
        finalPrice: field(form, 'finalPrice') || null,
        comment: field(form, 'comment') || null,
        orderReference: field(form, 'orderReference') || null,
        ...(field(form, 'invoiceEmail') ? { invoiceEmail: field(form, 'invoiceEmail') } : {}),
        positions,
      });
    },
  },
  addProduct: {
    // A configured product (the staff configurator) sends its configuration as configuration.<attribute>.
    run: async ({ form, engine, ctx, params }: Run) => {
      const added = await engine.quotes.products.addProduct(ctx, { quoteId: quoteId(params), version: field(form, 'version'), productId: field(form, 'productId'), quantity: field(form, 'quantity'), configuration: configurationOf(form) });
      return addedMessage(added.positions?.at(-1));
    },
  },
  // 'Als Kundenprodukt anlegen' of the staff configurator (decision 976).
  createCustomerProduct: { run: async ({ form, engine, ctx }: Run) => createCustomerProductFrom(engine, ctx, form) },
  send: {
    run: async ({ engine, ctx, params }: Run) => {
      const sent = await engine.quotes.notifyQuote(ctx, quoteId(params));
      return `${EXECUTED}: an ${sent.invoiceEmail ?? ''} gesendet (PIN ${sent.pin ?? ''})`;
    },
  },
  copy: {
    run: async ({ engine, ctx, params }: Run) => {
      const copy = await engine.quotes.copyQuote(ctx, { id: quoteId(params) });
      return redirect(`/admin/quote/${copy.id}`);
    },
  },
  delete: {
    run: async ({ engine, ctx, params }: Run) => {
      await engine.quotes.deleteQuote(ctx, quoteId(params));
      return redirect('/admin/Quotes');
    },
  },
});

type Quote = Awaited<ReturnType<typeof loader>>['quote'];
type Position = PositionNode<NonNullable<Quote['positions']>[number]>;

const column = gridColumns<Position>();
const columns = [
  column.accessor('name', {
    header: 'Position',
    cell: (info) => (
      <span style={{ paddingLeft: `${info.row.depth * 1.25}rem` }}>
        {info.row.depth > 0 ? '↳ ' : ''}
        {info.getValue()}
        {info.row.original.product && <small className="admin-muted"> · {info.row.original.product.articleNumber}</small>}
        <input type="hidden" name="positionId" value={info.row.original.id} />
      </span>
    ),
  }),
  column.accessor('quantity', {
    header: 'Menge',
    cell: (info) => <input aria-label={`Menge ${info.row.original.name}`} name={`pos.${info.row.original.id}.quantity`} type="number" min="0" defaultValue={info.getValue()} style={{ width: '6em' }} />,
  }),
  column.accessor('pricePerOne', {
    header: 'Preis/Stk. CHF',
    cell: (info) => <input aria-label={`Preis ${info.row.original.name}`} name={`pos.${info.row.original.id}.pricePerOne`} inputMode="decimal" defaultValue={info.getValue() ?? ''} placeholder="auf Anfrage" style={{ width: '8em' }} />,
  }),
  column.display({
    id: 'line',
    header: 'Betrag CHF',
    cell: (info) => (info.row.original.pricePerOne === null ? 'auf Anfrage' : formatChf(Number(info.row.original.pricePerOne) * info.row.original.quantity)),
  }),
  column.accessor('storno', {
    header: 'Storno',
    cell: (info) => <input type="checkbox" aria-label={`Storno ${info.row.original.name}`} name={`pos.${info.row.original.id}.storno`} defaultChecked={info.getValue()} />,
  }),
];

export default function AdminQuote() {
  const { quote, search, choices, configurator } = useLoaderData<typeof loader>();
  const { fetcher, toasts, formKey, fieldErrors, errorOf, errorIn, conflict, busy } = useDeskForm();
  const state = quote.orderId !== null ? 'ordered' : quote.sentToCustomer ? 'sent' : 'request';
  return (
    <section className="admin-page" data-version={quote.version}>
      <Toasts toasts={toasts} />
      <p>
        <Link to="/admin/Quotes">‹ Offerten</Link>
      </p>
      <h1>
        Offerte {quote.formattedId}{' '}
        <small className="admin-status" data-testid="quote-state" title={QUOTE_STATE_HELP[state]}>
          {QUOTE_STATE_LABEL[state]}
        </small>
      </h1>
      {conflict && (
        <p className="admin-error" role="alert">
          {conflict} <Link to=".">Neu laden</Link>
        </p>
      )}
      <div className="admin-summary">
        <dl className="admin-dl">
          <dt>Kunde</dt>
          <dd>
            {quote.invoiceAddress?.name ?? '–'} (Nr. {quote.customer.id}
            {quote.customer.kind === 'GUEST' ? ', Gast' : ''})
          </dd>
          <dt>Gültig bis</dt>
          <dd>{quote.validUntilDate ? formatDateCh(quote.validUntilDate) : '–'}</dd>
          <dt>Total</dt>
          <dd>{quote.grandTotal === null ? 'auf Anfrage' : `CHF ${formatChf(quote.grandTotal)}`}</dd>
          <dt>PIN</dt>
          <dd data-testid="quote-pin">{quote.sentToCustomer ? quote.pin : 'wird beim Senden erzeugt'}</dd>
          {quote.orderId !== null && (
            <>
              <dt>Bestellung</dt>
              <dd>
                <Link to={`/admin/order/${quote.orderId}`}>öffnen</Link>
              </dd>
            </>
          )}
        </dl>
        <div className="admin-actions">
          {quote.orderId === null && (
            <IntentButton fetcher={fetcher} intent="send" busy={busy} kind="primary">
              {quote.sentToCustomer ? 'Erneut senden' : 'An Kunden senden'}
            </IntentButton>
          )}
          <DocumentLinks base={`/admin/quote/${quote.id}`} />
          <IntentButton fetcher={fetcher} intent="copy" busy={busy}>
            Kopieren
          </IntentButton>
          {quote.orderId === null && (
            <IntentButton fetcher={fetcher} intent="delete" busy={busy} kind="danger" confirm={{ message: `Die Offerte ${quote.formattedId} wird mit allen Positionen gelöscht.`, confirm: 'Offerte löschen' }}>
              Löschen
            </IntentButton>
          )}
        </div>
      </div>
      <fetcher.Form method="post" key={formKey} aria-label="Offerte bearbeiten">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={quote.version} />
        <div className="admin-panel admin-form admin-quote-fields">
          <TextField label="Gültigkeit (Tage)" type="number" name="validityDuration" min="0" defaultValue={quote.validityDuration} error={errorOf('validityDuration')} />
          <TextField label="Lieferzeit (Arbeitstage)" type="number" name="timeToDeliver" min="0" defaultValue={quote.timeToDeliver} error={errorOf('timeToDeliver')} />
          <TextField label="Lieferkosten CHF" name="deliveryCost" inputMode="decimal" defaultValue={quote.deliveryCost} placeholder="auf Anfrage" error={errorOf('deliveryCost')} />
          <TextField label="Endpreis CHF" name="finalPrice" inputMode="decimal" defaultValue={quote.finalPrice} error={errorOf('finalPrice')} />
          <TextField label="Rechnungs-E-Mail" type="email" name="invoiceEmail" defaultValue={quote.invoiceEmail} error={errorOf('invoiceEmail')} />
          <TextField label="Referenz" name="orderReference" defaultValue={quote.orderReference} />
          <label className="admin-wide">
            Bemerkung
            <textarea name="comment" rows={2} defaultValue={quote.comment ?? ''} />
          </label>
        </div>
        <h2>Positionen</h2>
        <AdminGrid label="Positionen" columns={columns} data={positionTree(quote.positions ?? [])} rowId={(position) => String(position.id)} subRows={(position) => position.children} empty="Keine Positionen." />
        {Object.entries(fieldErrors)
          .filter(([name]) => name.startsWith('positions'))
          .map(([name, message]) => (
            <p key={name} className="field-error">
              {message}
            </p>
          ))}
        {quote.orderId === null && (
          <p className="admin-actions">
            <button type="submit" className="admin-button" disabled={busy}>
              Speichern
            </button>
            <Link className="admin-button is-secondary" to="?produkt=" preventScrollReset>
              Produkt hinzufügen
            </Link>
          </p>
        )}
      </fetcher.Form>
      {choices && <ProductSelect closeTo={`/admin/quote/${quote.id}`} version={quote.version} search={search ?? ''} choices={choices} fetcher={fetcher} busy={busy} />}
      {configurator && (
        <AdminDialog title="Produkt konfigurieren" closeTo={`/admin/quote/${quote.id}`}>
          <StaffConfigurator data={configurator} search={search ?? ''} version={quote.version} fetcher={fetcher} busy={busy} closeTo={`?produkt=${encodeURIComponent(search ?? '')}`} errorOf={(name) => errorIn('createCustomerProduct', name)} />
        </AdminDialog>
      )}
    </section>
  );
}
