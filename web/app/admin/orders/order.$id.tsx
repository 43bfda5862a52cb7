import { DELIVERY_TYPE_STAFF_LABELS, formatChf, formatDateCh, isPickup } from '@shop/engine/browser';
import { useEffect } from 'react';
import { Form, Link, useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/order.$id';
import { AdminGrid, gridColumns } from '../../kit/AdminGrid';
import { CompletionIndicators } from './CompletionIndicators';
import { FedexPanel } from './FedexPanel';
import { OptionSelect } from '../../kit/OptionSelect';
import { DocumentLinks, FieldError, IntentButton, TextField } from '../../kit/FormFields';
import { Toasts } from '../../kit/Toasts';
import { ORDER_STATUS_LABEL, PAYMENT_METHOD_LABEL, PAYMENT_STATUS_LABEL, POSITION_STATUS_LABEL } from '../../kit/admin-format';
import { requireAdminScreen } from '../screens.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { filterTreeByStatus, positionTree, type PositionNode } from '../../kit/position-tree';
import { notFound, toRouteError } from '../../kit/route-error.server';
import { idParam } from '../../kit/route-params.server';
import { requestContext } from '../../server/request-context.server';
import { useDeskForm } from '../../kit/desk-form';
import { nextStatesOf, orderEditParts, orderIntents } from './order.$id.server';
import { deskAction } from '../desk-action.server';
import { ProductSelect } from './ProductSelect';
import { AdminDialog } from '../catalog/CategoryDialogs';
import { StaffConfigurator } from '../quotes/StaffConfigurator';

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData ? `Bestellung ${loaderData.order.formattedId}` : 'Bestellung' });

const orderId = idParam;

/** /admin/order/{id}: one order's header, positions, state, mails and documents. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('order', ctx, request);
  const engine = context.get(engineContext);
  const id = orderId(params);
  try {
    const [order] = await engine.orders.listOrders(ctx, { id });
    if (!order) throw notFound();
    const carriers = await engine.orders.admin.listCarriers(ctx);
    const nextStates = nextStatesOf(order.orderStatusId);
    const edit = await orderEditParts(engine, ctx, order, nextStates.length > 0, new URL(request.url));
    return { order, nextStates, carriers: carriers.map((carrier) => ({ id: carrier.id, name: carrier.name })), edit };
  } catch (error) {
    throw toRouteError(error);
  }
}

export const action = deskAction('order', orderIntents);

type Order = Awaited<ReturnType<typeof loader>>['order'];
type Position = PositionNode<NonNullable<Order['positions']>[number]>;

const column = gridColumns<Position>();
/** The positions grid; `editable`: quantity, price and remove inputs (decision 1145), else as stored. */
const positionColumnsOf = (editable: boolean) => [
  column.accessor('name', {
    header: 'Position',
    cell: (info) => (
      <span style={{ paddingLeft: `${info.row.depth * 1.25}rem` }} className={info.row.original.storno ? 'admin-storno' : undefined}>
        {info.row.depth > 0 ? '↳ ' : ''}
        {info.getValue()}
        {info.row.original.type === 'COMPOSITE' && <small className="admin-muted"> (Gruppe)</small>}
        {info.row.original.product ? <small className="admin-muted"> · {info.row.original.product.articleNumber}</small> : info.row.original.type === 'PRODUCT' && <small className="admin-muted"> · frei</small>}
        <input type="hidden" name="positionId" value={info.row.original.id} />
      </span>
    ),
  }),
  column.accessor('quantity', {
    header: 'Menge',
    cell: (info) =>
      editable ? <input aria-label={`Menge ${info.row.original.name}`} name={`pos.${info.row.original.id}.quantity`} type="number" min="1" required defaultValue={info.getValue()} style={{ width: '4.5em' }} /> : info.getValue(),
  }),
  column.accessor('pricePerOne', {
    header: 'Preis/Stk. CHF',
    cell: (info) =>
      editable ? (
        <input aria-label={`Preis ${info.row.original.name}`} name={`pos.${info.row.original.id}.pricePerOne`} inputMode="decimal" defaultValue={info.getValue() ?? ''} placeholder="auf Anfrage" style={{ width: '6.5em' }} />
      ) : info.getValue() === null ? (
        'auf Anfrage'
      ) : (
        formatChf(info.getValue()!)
      ),
  }),
  column.display({
    id: 'line',
    header: 'Betrag CHF',
    cell: (info) => (info.row.original.storno ? '–' : info.row.original.pricePerOne === null ? 'auf Anfrage' : formatChf((Number(info.row.original.pricePerOne) * info.row.original.quantity).toFixed(2))),
  }),
  column.accessor('quantityDelivered', { header: 'Geliefert', cell: (info) => <QuantityInput position={info.row.original} field="quantityDelivered" label="Geliefert" /> }),
  column.accessor('quantityInvoiced', { header: 'Verrechnet', cell: (info) => <QuantityInput position={info.row.original} field="quantityInvoiced" label="Verrechnet" /> }),
  column.accessor('childrenVisible', {
    header: () => <span title="Unterpositionen auf Offerte und Rechnung sichtbar">Unterpos.</span>,
    cell: (info) =>
      info.row.original.children.length > 0 ? (
        <label title="Unterpositionen auf Offerte und Rechnung zeigen">
          <input type="checkbox" name={`pos.${info.row.original.id}.childrenVisible`} defaultChecked={info.getValue()} /> Offerte/Rechnung
        </label>
      ) : (
        <input type="hidden" name={`pos.${info.row.original.id}.childrenVisible`} value={info.getValue() ? 'on' : ''} />
      ),
  }),
  column.accessor('storno', {
    header: 'Storno',
    cell: (info) => <input type="checkbox" aria-label={`Storno ${info.row.original.name}`} name={`pos.${info.row.original.id}.storno`} defaultChecked={info.getValue()} />,
  }),
  column.display({
    id: 'remove',
    header: 'Entfernen',
    cell: (info) =>
      editable && !(info.row.original.quantityDelivered ?? 0) && !(info.row.original.quantityInvoiced ?? 0) ? (
        <input type="checkbox" aria-label={`Entfernen ${info.row.original.name}`} name="removePosition" value={info.row.original.id} title="Die Position mit allem darunter aus der Bestellung nehmen (beim Speichern)" />
      ) : (
        <span title="Geliefert oder verrechnet: stornieren statt entfernen">–</span>
      ),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) =>
      info.getValue() ? (
        <span title="Offen, teilweise geliefert, geliefert, teilweise verrechnet oder verrechnet (verrechnet geht vor)">{POSITION_STATUS_LABEL[info.getValue()!]}</span>
      ) : (
        <span title="Eine Gruppe hat keinen eigenen Status">–</span>
      ),
  }),
];
const editableColumns = positionColumnsOf(true);
const fixedColumns = positionColumnsOf(false);

/** A quantity of a position the desk fills in (delivered, invoiced); empty = nothing yet. */
function QuantityInput({ position, field, label }: { position: Position; field: 'quantityDelivered' | 'quantityInvoiced'; label: string }) {
  return <input aria-label={`${label} ${position.name}`} name={`pos.${position.id}.${field}`} type="number" min="0" defaultValue={position[field] ?? ''} style={{ width: '4em' }} />;
}

function AddressFields({ prefix, legend, address }: { prefix: string; legend: string; address: Order['deliveryAddress'] }) {
  return (
    <fieldset className="admin-form">
      <legend>{legend}</legend>
      <TextField label="Name" name={`${prefix}.name`} defaultValue={address?.name} />
      <TextField label="Zusatz" name={`${prefix}.addition`} defaultValue={address?.addition} />
      <TextField label="Strasse" name={`${prefix}.street`} defaultValue={address?.street} />
      <div className="admin-address-row">
        <TextField label="PLZ" name={`${prefix}.zipCode`} defaultValue={address?.zipCode} />
        <TextField label="Ort" name={`${prefix}.city`} defaultValue={address?.city} />
        <TextField label="Land" name={`${prefix}.country`} defaultValue={address?.country ?? 'CH'} maxLength={2} />
      </div>
    </fieldset>
  );
}

export default function AdminOrder() {
  const { order, nextStates, carriers, edit } = useLoaderData<typeof loader>();
  const { fetcher, toasts, push, formKey, errorOf, errorIn, fieldErrors, conflict, busy } = useDeskForm();
  const [searchParams] = useSearchParams();
  useEffect(() => {
    if (searchParams.get('done') === 'copied') push('Ausgeführt', 'success');
  }, [searchParams, push]);
  const finalState = nextStates.length === 0;
  const allPositions = positionTree(order.positions ?? []);
  // The positions grid's status filter (R001-2.27); an unknown value shows all.
  const positionStatus = searchParams.get('positionStatus') ?? '';
  const statusFilter = positionStatus in POSITION_STATUS_LABEL ? positionStatus : null;
  const tree = filterTreeByStatus(allPositions, statusFilter);
  const version = <input type="hidden" name="version" value={order.version} />;
  const unpaidDocumentMethod = order.paymentStatusId === 2 && (order.paymentMethodId === 1 || order.paymentMethodId === 2);

  return (
    <section className="admin-page" data-version={order.version}>
      <Toasts toasts={toasts} />
      <p>
        <Link to="/admin/Orders">‹ Bestellungen</Link>
      </p>
      <h1>
        Bestellung {order.formattedId} <small className="admin-status" data-testid="order-status">{ORDER_STATUS_LABEL[order.orderStatusId]}</small>
      </h1>
      {conflict && (
        <p className="admin-error" role="alert">
          {conflict} <Link to=".">Neu laden</Link>
        </p>
      )}
      <div className="admin-summary">
        <dl className="admin-dl">
          <dt>Bestellt am</dt>
          <dd>{new Date(order.createdAt).toLocaleString('de-CH', { timeZone: 'Europe/Zurich' })}</dd>
          <dt>Kunde</dt>
          <dd>
            Nr. {order.customer.id}
            {order.customer.kind === 'GUEST' ? ' (Gast)' : ''} · {order.invoiceEmail ?? 'keine E-Mail'}
          </dd>
          <dt>Betrag</dt>
          <dd>
            {order.grandTotal === null ? 'auf Anfrage' : `CHF ${formatChf(order.grandTotal)}`}
            {order.hasVat ? ' inkl. MWST' : ' ohne MWST'}
          </dd>
          <dt>Zahlung</dt>
          <dd data-testid="payment-status">
            {PAYMENT_METHOD_LABEL[order.paymentMethodId ?? 0] ?? '–'} · {PAYMENT_STATUS_LABEL[order.paymentStatusId]}
          </dd>
          <dt>Stand</dt>
          <dd>
            <CompletionIndicators indicators={order.indicators} />
          </dd>
        </dl>
        <div className="admin-actions">
          {nextStates.map((state) => (
            <IntentButton key={state} fetcher={fetcher} intent="state" values={{ orderStatusId: state, version: order.version }} busy={busy} kind={state === 6 ? 'danger' : 'primary'} {...(state === 6 ? { confirm: { message: `Die Bestellung ${order.formattedId} wird storniert; sie lässt sich danach nicht mehr ändern.`, confirm: 'Stornieren' } } : {})}>
              {state === 6 ? 'Stornieren' : `→ ${ORDER_STATUS_LABEL[state]}`}
            </IntentButton>
          ))}
          {unpaidDocumentMethod && !finalState && (
            <IntentButton fetcher={fetcher} intent="markPaid" values={{ version: order.version }} busy={busy}>
              Als bezahlt markieren
            </IntentButton>
          )}
          <DocumentLinks base={`/admin/order/${order.id}`} />
          <IntentButton fetcher={fetcher} intent="resendConfirmation" busy={busy}>
            Bestätigung erneut senden
          </IntentButton>
          <IntentButton fetcher={fetcher} intent="copy" busy={busy}>
            Kopieren
          </IntentButton>
          {(order.orderStatusId === 1 || order.orderStatusId === 6) && (
            <IntentButton fetcher={fetcher} intent="delete" values={{ version: order.version }} busy={busy} kind="danger" confirm={{ message: `Die Bestellung ${order.formattedId} wird mit allen Positionen endgültig gelöscht.`, confirm: 'Endgültig löschen' }}>
              Löschen
            </IntentButton>
          )}
        </div>
      </div>

      <div className="admin-panels" key={formKey}>
        <fetcher.Form method="post" className="admin-panel admin-form" aria-label="Kopfdaten">
          <h2>Kopfdaten</h2>
          <input type="hidden" name="intent" value="fields" />
          {version}
          <TextField label="Bestätigter Liefertermin" type="date" name="confirmedDeliveryDate" defaultValue={order.confirmedDeliveryDate} disabled={finalState} error={errorOf('confirmedDeliveryDate')} />
          <TextField label="Gewünschter Liefertermin" type="date" name="requestedDeliveryDate" defaultValue={order.requestedDeliveryDate} disabled={finalState} error={errorOf('requestedDeliveryDate')} />
          <OptionSelect label="Lieferart" name="deliveryType" options={DELIVERY_TYPE_STAFF_LABELS} defaultValue={order.deliveryType ?? ''} disabled={finalState} />
          <TextField label="Referenz" name="orderReference" defaultValue={order.orderReference} disabled={finalState} error={errorOf('orderReference')} />
          <TextField label="Rechnungs-E-Mail" type="email" name="invoiceEmail" defaultValue={order.invoiceEmail} disabled={finalState} error={errorOf('invoiceEmail')} />
          <OptionSelect label="Zahlungsart" name="paymentMethodId" options={PAYMENT_METHOD_LABEL} defaultValue={order.paymentMethodId ?? ''} disabled={finalState} />
          <OptionSelect label="Zahlungsstatus" name="paymentStatusId" options={PAYMENT_STATUS_LABEL} defaultValue={order.paymentStatusId} disabled={finalState} />
          <label>
            Bemerkung
            <textarea name="comment" rows={3} defaultValue={order.comment ?? ''} disabled={finalState} />
          </label>
          <AddressFields prefix="delivery" legend="Lieferadresse" address={order.deliveryAddress} />
          <FieldError message={errorOf('deliveryAddress')} />
          <AddressFields prefix="invoice" legend="Rechnungsadresse" address={order.invoiceAddress} />
          <FieldError message={errorOf('invoiceAddress')} />
          {!finalState && (
            <button type="submit" className="admin-button" disabled={busy}>
              Speichern
            </button>
          )}
          {finalState && <p className="admin-muted">Die Bestellung ist abgeschlossen und kann nicht mehr geändert werden.</p>}
        </fetcher.Form>

        <div className="admin-panel">
          <h2>Benachrichtigungen</h2>
          <fetcher.Form method="post" className="admin-form" aria-label="Kunde benachrichtigen">
            <input type="hidden" name="intent" value="notifyCustomer" />
            <TextField label="An (leer: Rechnungs-E-Mail)" type="email" name="email" placeholder={order.invoiceEmail ?? ''} error={errorOf('email')} />
            <label>
              Nachricht
              <textarea name="message" rows={2} />
            </label>
            <button type="submit" className="admin-button is-secondary" disabled={busy}>
              Kunde benachrichtigen
            </button>
          </fetcher.Form>
          <fetcher.Form method="post" className="admin-form" aria-label="Transporteur benachrichtigen" style={{ marginTop: 16 }}>
            <input type="hidden" name="intent" value="notifyCarrier" />
            <OptionSelect label="Transporteur" name="carrierId" options={Object.fromEntries(carriers.map((carrier) => [carrier.id, carrier.name]))} defaultValue="" emptyLabel="nach Lieferart" />
            <TextField label="Abholdatum" type="date" name="pickupDate" error={errorOf('pickupDate')} />
            <label>
              Nachricht
              <textarea name="message" rows={2} />
            </label>
            <button type="submit" className="admin-button is-secondary" disabled={busy}>
              Transporteur benachrichtigen
            </button>
          </fetcher.Form>
        </div>
      </div>

      {/* FedEx: rates, shipment with labels, ETD, pickup; not for a pickup at the company site. */}
      {!isPickup(order.deliveryType) && <FedexPanel orderId={order.id} />}

      <h2>Positionen</h2>
      {allPositions.length > 0 && (
        <Form method="get" className="admin-filters" aria-label="Positionen filtern" preventScrollReset>
          <OptionSelect label="Positionsstatus" name="positionStatus" options={POSITION_STATUS_LABEL} defaultValue={statusFilter} emptyLabel="alle" />
          <button type="submit" className="admin-button" title="Zeigt die Positionen mit diesem Status, mit ihrer Gruppe">
            Filtern
          </button>
        </Form>
      )}
      <fetcher.Form method="post" key={`positions-${formKey}`} aria-label="Positionen">
        <input type="hidden" name="intent" value="positions" />
        {version}
        <AdminGrid
          label="Positionen"
          columns={finalState ? fixedColumns : editableColumns}
          data={tree}
          rowId={(position) => String(position.id)}
          subRows={(position) => position.children}
          rowClassName={(position) => (position.storno ? 'is-storno' : undefined)}
          empty={statusFilter ? 'Keine Positionen mit diesem Status.' : 'Keine Positionen.'}
        />
        {Object.entries(fieldErrors)
          .filter(([name]) => /^(updatePositions|newPositions|removePositions|notifyCustomer|deliveryCost)/.test(name))
          .map(([name, message]) => (
            <p key={name} className="field-error" role="alert">
              {message}
            </p>
          ))}
        {!finalState && (
          <div className="admin-actions admin-position-actions">
            <TextField label="Lieferkosten CHF" name="deliveryCost" inputMode="decimal" defaultValue={order.deliveryCost} placeholder="auf Anfrage" error={errorOf('deliveryCost')} />
            <label className="admin-check" title="Ein Mail in der Sprache der Bestellung listet, was sich geändert hat (alt → neu), mit den noch nicht mitgeteilten Änderungen">
              <input type="checkbox" name="notifyCustomer" /> Kunde über die Änderungen informieren
            </label>
            <button type="submit" className="admin-button" disabled={busy}>
              Positionen speichern
            </button>
            <Link className="admin-button is-secondary" to="?produkt=" preventScrollReset>
              Produkt hinzufügen
            </Link>
          </div>
        )}
      </fetcher.Form>
      {!finalState && (
        <fetcher.Form method="post" key={`free-${formKey}`} className="admin-filters admin-free-position" aria-label="Freie Position hinzufügen">
          <input type="hidden" name="intent" value="addFreePosition" />
          {version}
          <TextField label="Freie Position" name="name" required maxLength={300} error={errorIn('addFreePosition', 'newPositions.0.name')} />
          <TextField label="Menge" name="quantity" type="number" min="1" defaultValue={1} required error={errorIn('addFreePosition', 'newPositions.0.quantity')} />
          <TextField label="Preis/Stk. CHF" name="pricePerOne" inputMode="decimal" placeholder="auf Anfrage" error={errorIn('addFreePosition', 'newPositions.0.pricePerOne')} />
          <label className="admin-check">
            <input type="checkbox" name="notifyCustomer" /> Kunde informieren
          </label>
          <button type="submit" className="admin-button is-secondary" disabled={busy}>
            Position hinzufügen
          </button>
        </fetcher.Form>
      )}
      {edit.untold.length > 0 && (
        <div className="admin-panel" data-testid="untold-changes">
          <h3>Dem Kunden noch nicht mitgeteilt</h3>
          <ul>
            {edit.untold.map((line, index) => (
              <li key={index}>{line.replace(/^- /, '')}</li>
            ))}
          </ul>
          <p className="admin-muted">«Kunde über die Änderungen informieren» beim nächsten Speichern schickt sie mit.</p>
        </div>
      )}
      <dl className="admin-dl admin-totals" data-testid="order-totals">
        <dt>Total Positionen</dt>
        <dd>{order.total === null ? '–' : `CHF ${formatChf(order.total)}`}</dd>
        <dt>Lieferkosten</dt>
        <dd>{order.deliveryCost === null ? 'auf Anfrage' : `CHF ${formatChf(order.deliveryCost)}`}</dd>
        <dt>MWST</dt>
        <dd>{order.vatAmount === null ? '–' : `CHF ${formatChf(order.vatAmount)}`}</dd>
        <dt>Total</dt>
        <dd data-testid="order-grand-total">{order.grandTotal === null ? 'auf Anfrage' : `CHF ${formatChf(order.grandTotal)}`}</dd>
        {edit.balance.paidOnline !== null && (
          <>
            <dt>Online bezahlt</dt>
            <dd>CHF {formatChf(edit.balance.paidOnline)}</dd>
            {edit.balance.difference !== null && Number(edit.balance.difference) !== 0 && (
              <>
                <dt>{Number(edit.balance.difference) > 0 ? 'Nachzufordern' : 'Zurückzuerstatten'}</dt>
                <dd data-testid="payment-difference" title="Die Bestellung behält ihren Zahlungsstatus; die Differenz fordert oder erstattet das Büro (Entscheid 1147)">
                  CHF {formatChf(edit.balance.difference.replace(/^-/, ''))}
                </dd>
              </>
            )}
          </>
        )}
        {order.confirmedDeliveryDate && (
          <>
            <dt>Liefertermin</dt>
            <dd>{formatDateCh(order.confirmedDeliveryDate)}</dd>
          </>
        )}
      </dl>
      {edit.choices && <ProductSelect closeTo={`/admin/order/${order.id}`} version={order.version} search={edit.search ?? ''} choices={edit.choices} fetcher={fetcher} busy={busy} />}
      {edit.configurator && (
        <AdminDialog title="Produkt konfigurieren" closeTo={`/admin/order/${order.id}`}>
          <StaffConfigurator data={edit.configurator} search={edit.search ?? ''} version={order.version} fetcher={fetcher} busy={busy} closeTo={`?produkt=${encodeURIComponent(edit.search ?? '')}`} errorOf={(name) => errorIn('createCustomerProduct', name)} requestKind="order" />
        </AdminDialog>
      )}
    </section>
  );
}

