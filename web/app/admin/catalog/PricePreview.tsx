import { formatChf } from '@shop/engine/browser';
import { Form } from 'react-router';
import { ConfiguratorInputs } from '../quotes/StaffConfigurator';
import { AdminGrid, gridColumns } from '../../kit/AdminGrid';
import type { PricePreviewData, PreviewPrice } from './price-preview.server';

/** One quantity of the preview: the chosen customer's price, a shopper's without a record, and whether they differ. */
interface PreviewRow {
  quantity: number;
  own: PreviewPrice | undefined;
  everyone: PreviewPrice | undefined;
  differs: boolean;
}
const column = gridColumns<PreviewRow>();

/**
 * The /price2 preview (decision 1010): a GET form with the product's configurator fields (when it
 * has any) and the prices per quantity for the chosen customer beside those of a shopper without
 * a record; an individually overridden price is marked, a failure is said in words.
 */
export function PricePreview({ preview, customerId, quantities }: { preview: PricePreviewData; customerId: number | null; quantities: number[] }) {
  const { forCustomer, forEveryone } = preview;
  const rows: PreviewRow[] = quantities.map((quantity, index) => {
    const own = forCustomer?.prices[index];
    const everyone = forEveryone.prices[index];
    return { quantity, own, everyone, differs: own !== undefined && !forCustomer?.error && !forEveryone.error && own.pricePerOne !== everyone?.pricePerOne };
  });
  const text = (price: PreviewPrice | undefined, failed: boolean) =>
    failed ? '–' : price?.pricePerOne ? formatChf(price.pricePerOne) : (
      <>
        auf Anfrage{price?.note && <small className="admin-muted"> · {price.note}</small>}
      </>
    );
  const columns = [
    column.accessor('quantity', { header: 'Menge' }),
    ...(forCustomer
      ? [
          column.display({
            id: 'own',
            header: `Kunde ${customerId} CHF/Stk.`,
            cell: ({ row: { original: row } }) => (
              <>
                {text(row.own, forCustomer.error !== null)}
                {row.differs && <small> · individuell</small>}
              </>
            ),
          }),
        ]
      : []),
    column.display({ id: 'everyone', header: 'Ohne eigenen Datensatz CHF/Stk.', cell: ({ row: { original: row } }) => text(row.everyone, forEveryone.error !== null) }),
  ];
  return (
    <div className="admin-panel">
      <h2>Vorschau {preview.fields.length > 0 ? '(gewählte Konfiguration)' : '(Konfiguration des Produkts)'}</h2>
      {preview.saved.length > 0 && (
        <Form method="get" className="admin-filters" aria-label="Gespeicherte Konfiguration">
          <input type="hidden" name="customer" value={customerId ?? ''} />
          <input type="hidden" name="q" value={quantities.join(',')} />
          <label>
            Gespeicherte Konfiguration (Kundenprodukt)
            <select name="saved" defaultValue={preview.savedId ?? ''}>
              <option value="">– Werte des Produkts –</option>
              {preview.saved.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name} ({entry.articleNumber})
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="admin-button is-secondary">
            Übernehmen
          </button>
        </Form>
      )}
      {preview.fields.length > 0 && (
        <Form method="get" className="admin-form admin-configurator-form" aria-label="Konfiguration der Vorschau">
          <input type="hidden" name="customer" value={customerId ?? ''} />
          <input type="hidden" name="q" value={quantities.join(',')} />
          <ConfiguratorInputs fields={preview.fields} values={preview.values} messages={preview.messages} />
          <p>
            <button type="submit" className="admin-button">
              Vorschau rechnen
            </button>
          </p>
        </Form>
      )}
      {[forCustomer?.error && `Kunde ${customerId}: ${forCustomer.error}`, forEveryone.error && (forCustomer?.error === forEveryone.error ? null : `Ohne eigenen Datensatz: ${forEveryone.error}`)]
        .filter(Boolean)
        .map((text) => (
          <p key={String(text)} className="admin-error" role="alert">
            {text}
          </p>
        ))}
      <AdminGrid
        label="Preisvorschau"
        className="is-static"
        tabIndex={0}
        columns={columns}
        data={rows}
        rowId={(row) => String(row.quantity)}
        cellProps={(row, columnId) => {
          if (columnId === 'own') return { className: row.differs ? 'admin-highlight' : undefined, 'data-testid': `preview-customer-${row.quantity}`, title: row.differs ? 'individuell überschrieben' : undefined };
          if (columnId === 'everyone') return { 'data-testid': `preview-default-${row.quantity}` };
          return undefined;
        }}
      />
    </div>
  );
}
