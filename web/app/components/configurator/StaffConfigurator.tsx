import { formatChf } from '@shop/engine/browser';
import { Form, Link } from 'react-router';
import type { ConfiguratorField } from '../../lib/configurator';
import { TextField } from '../admin/FormFields';
import type { DeskFetcher } from '../../lib/desk-form';

/** What the quote page's loader hands the staff configurator (routes/admin/quote-configurator.server.ts). */
export interface StaffConfiguratorData {
  product: { id: number; name: string; articleNumber: string; canBeConfigured: boolean };
  quoteCustomer: { id: number; guest: boolean };
  shownCustomerId: number | null;
  quantity: number;
  price: { pricePerOne: string | null; strategy: string };
  defaultPrice: { pricePerOne: string | null };
  overridden: boolean;
  fields: ConfiguratorField[];
  values: Record<string, string>;
  messages: Record<string, string>;
  refused: string[];
  /** The configuration to add; null while the form's values do not build. */
  configuration: Record<string, string> | null;
}

const chf = (value: string | null) => (value === null ? 'auf Anfrage' : `CHF ${formatChf(value)}`);

/**
 * The configurator for staff inside the quote's product-select modal (R001-2.32, R001-2.33): the
 * product's configuration inputs and quantity, a customer price selector (whose prices to see),
 * the price as that customer beside the price without a customer's record — highlighted when the
 * customer's price is individually overridden — and 'Hinzufügen', which the engine prices for the
 * quote's own customer. Computing is a GET of the page: the server prices, never the browser.
 */
export function StaffConfigurator({ data, search, version, fetcher, busy, closeTo }: { data: StaffConfiguratorData; search: string; version: number; fetcher: DeskFetcher; busy: boolean; closeTo: string }) {
  const { product, price, defaultPrice, overridden, quoteCustomer, shownCustomerId } = data;
  const forQuoteCustomer = shownCustomerId === (quoteCustomer.guest ? null : quoteCustomer.id);
  const problems = [...Object.entries(data.messages).map(([name, text]) => `${name}: ${text}`), ...data.refused];
  return (
    <div className="admin-staff-configurator" aria-label="Konfigurator">
      <p>
        <strong>{product.name}</strong> <small className="admin-muted">· {product.articleNumber}</small>
      </p>
      <Form method="get" className="admin-form admin-configurator-form" aria-label="Konfiguration" preventScrollReset>
        <input type="hidden" name="produkt" value={search} />
        <input type="hidden" name="konfigurieren" value={product.id} />
        {data.fields.map((field) => (
          <label key={field.name}>
            {field.label}
            {field.unit ? ` (${field.unit})` : ''}
            {field.kind === 'integer' ? (
              <input name={`cfg.${field.name}`} type="number" min="0" step="1" inputMode="numeric" defaultValue={data.values[field.name] ?? ''} />
            ) : (
              <select name={`cfg.${field.name}`} defaultValue={data.values[field.name] ?? ''}>
                {(field.kind === 'boolean' ? [{ value: 'true', label: 'ja' }, { value: 'false', label: 'nein' }] : (field.options ?? [])).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
            {data.messages[field.name] && <span className="field-error">{data.messages[field.name]}</span>}
          </label>
        ))}
        <TextField label="Menge" name="menge" type="number" min="1" step="1" inputMode="numeric" defaultValue={data.quantity} />
        {/* The customer price selector: see the prices as this customer gets them; adding still prices for the quote's customer. */}
        <TextField label="Preise als Kunde Nr." name="alsKunde" type="number" min="1" step="1" inputMode="numeric" defaultValue={shownCustomerId} placeholder={quoteCustomer.guest ? 'Gast: ohne Kunde' : String(quoteCustomer.id)} />
        <button type="submit" className="admin-button is-secondary">
          Preis berechnen
        </button>
      </Form>
      {problems.length > 0 && (
        <p className="admin-error" role="alert">
          {problems.join('\n')}
        </p>
      )}
      <table className="admin-table is-static" aria-label="Preise der Konfiguration">
        <tbody>
          <tr className={overridden ? 'admin-highlight' : undefined}>
            <th scope="row">{shownCustomerId === null ? 'Ohne Kunde' : `Kunde ${shownCustomerId}${forQuoteCustomer ? ' (Offertkunde)' : ''}`}</th>
            <td className="num" data-testid="configurator-customer-price" title={overridden ? 'Für diesen Kunden individuell überschrieben' : undefined}>
              {chf(price.pricePerOne)}/Stk.
              {overridden && <small> · individuell</small>}
            </td>
          </tr>
          <tr>
            <th scope="row">Ohne eigenen Datensatz</th>
            <td className="num" data-testid="configurator-default-price">
              {chf(defaultPrice.pricePerOne)}/Stk.
            </td>
          </tr>
        </tbody>
      </table>
      {!forQuoteCustomer && <p className="admin-muted">Hinzugefügt wird zum Preis des Offertkunden{quoteCustomer.guest ? ' (Gast)' : ` Nr. ${quoteCustomer.id}`}.</p>}
      <fetcher.Form method="post" className="admin-actions" aria-label={`${product.name} konfiguriert hinzufügen`}>
        <input type="hidden" name="intent" value="addProduct" />
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="quantity" value={data.quantity} />
        {Object.entries(data.configuration ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={`configuration.${name}`} value={value} />
        ))}
        <button type="submit" className="admin-button" disabled={busy || data.configuration === null}>
          Hinzufügen
        </button>
        <Link className="admin-button is-secondary" to={closeTo} preventScrollReset>
          Zurück zur Auswahl
        </Link>
      </fetcher.Form>
    </div>
  );
}
