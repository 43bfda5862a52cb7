import { formatChf } from '@shop/engine/browser';
import type React from 'react';
import { Form, Link } from 'react-router';
import type { ConfiguratorField } from '../../shop/configurator/configurator';
import { TextField } from '../../kit/FormFields';
import type { DeskFetcher } from '../../kit/desk-form';

/** What the quote page's loader hands the staff configurator (admin/quotes/quote-configurator.server.ts). */
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
  /** 'Als Kundenprodukt anlegen' defaults, for users with ADMIN_PRODUCT or CREATE_PRODUCT_IN_CONFIGURATOR; else null. */
  createProduct?: { name: string; articleNumber: string } | null;
}

const chf = (value: string | null) => (value === null ? 'auf Anfrage' : `CHF ${formatChf(value)}`);

/**
 * The configurator for staff inside the quote's product-select modal (R001-2.32, R001-2.33): the
 * product's configuration inputs and quantity, a customer price selector (whose prices to see),
 * the price as that customer beside the price without a customer's record — highlighted when the
 * customer's price is individually overridden — and 'Hinzufügen', which the engine prices for the
 * quote's own customer. Computing is a GET of the page: the server prices, never the browser.
 */
export function StaffConfigurator({
  data,
  search,
  version,
  fetcher,
  busy,
  closeTo,
  errorOf = () => undefined,
  requestKind = 'quote',
  hidden,
}: {
  data: StaffConfiguratorData;
  search: string;
  version: number;
  fetcher: DeskFetcher;
  busy: boolean;
  closeTo: string;
  /** The message of a field of the last failed 'Als Kundenprodukt anlegen'. */
  errorOf?: (name: string) => string | undefined;
  /** Whose customer 'Hinzufügen' prices for: the quote's or, on the order page, the order's (decision 1145). */
  requestKind?: 'quote' | 'order';
  /** The page's own fields of the add form (e.g. the order page's notify choice). */
  hidden?: React.ReactNode;
}) {
  const ownCustomer = requestKind === 'order' ? { short: 'Bestellkunde', of: 'des Bestellkunden' } : { short: 'Offertkunde', of: 'des Offertkunden' };
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
        <ConfiguratorInputs fields={data.fields} values={data.values} messages={data.messages} />
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
            <th scope="row">{shownCustomerId === null ? 'Ohne Kunde' : `Kunde ${shownCustomerId}${forQuoteCustomer ? ` (${ownCustomer.short})` : ''}`}</th>
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
      {!forQuoteCustomer && <p className="admin-muted">Hinzugefügt wird zum Preis {ownCustomer.of}{quoteCustomer.guest ? ' (Gast)' : ` Nr. ${quoteCustomer.id}`}.</p>}
      <fetcher.Form method="post" className="admin-actions" aria-label={`${product.name} konfiguriert hinzufügen`}>
        <input type="hidden" name="intent" value="addProduct" />
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="quantity" value={data.quantity} />
        {hidden}
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
      {data.createProduct && data.configuration && (
        // Keyed by what it was drafted from: the prefilled inputs follow a recomputed configuration or another customer.
        <CreateCustomerProduct key={`${shownCustomerId ?? ''}:${JSON.stringify(data.configuration)}`} product={product} configuration={data.configuration} defaults={data.createProduct} customerId={shownCustomerId} fetcher={fetcher} busy={busy} errorOf={errorOf} />
      )}
    </div>
  );
}

/** The configurator's inputs (`cfg.<field>`) with each field's message; inside a GET form that prices or checks them. */
export function ConfiguratorInputs({ fields, values, messages }: { fields: ConfiguratorField[]; values: Record<string, string>; messages: Record<string, string> }) {
  return (
    <>
      {fields.map((field) => (
        <label key={field.name}>
          {field.label}
          {field.unit ? ` (${field.unit})` : ''}
          {field.kind === 'integer' ? (
            <input name={`cfg.${field.name}`} type="number" min="0" step="1" inputMode="numeric" defaultValue={values[field.name] ?? ''} />
          ) : (
            <select name={`cfg.${field.name}`} defaultValue={values[field.name] ?? ''}>
              {(field.kind === 'boolean' ? [{ value: 'true', label: 'ja' }, { value: 'false', label: 'nein' }] : (field.options ?? [])).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
          {messages[field.name] && <span className="field-error">{messages[field.name]}</span>}
        </label>
      ))}
    </>
  );
}

/**
 * 'Als Kundenprodukt anlegen' (decision 976): this configuration as a fixed product of the chosen
 * customer (the price selector's by default), with a name, the next article number and the
 * customer's own article number; it lands in the customer's 'Meine Produkte' at this price.
 */
export function CreateCustomerProduct({
  product,
  configuration,
  defaults,
  customerId,
  fetcher,
  busy,
  errorOf,
  open = false,
}: {
  product: { id: number };
  configuration: Record<string, string>;
  defaults: { name: string; articleNumber: string };
  customerId: number | null;
  fetcher: DeskFetcher;
  busy: boolean;
  errorOf: (name: string) => string | undefined;
  /** Unfolded from the start (the page is only for this, decision 979). */
  open?: boolean;
}) {
  const configurationErrors = Object.entries(configuration)
    .map(([name]) => errorOf(`configuration.${name}`))
    .concat(errorOf('configuration'), errorOf('productId'))
    .filter((text): text is string => text !== undefined);
  return (
    <details className="admin-create-customer-product" open={open || configurationErrors.length > 0 || undefined}>
      <summary>Als Kundenprodukt anlegen</summary>
      <fetcher.Form method="post" className="admin-form" aria-label="Als Kundenprodukt anlegen">
        <input type="hidden" name="intent" value="createCustomerProduct" />
        <input type="hidden" name="productId" value={product.id} />
        {Object.entries(configuration).map(([name, value]) => (
          <input key={name} type="hidden" name={`configuration.${name}`} value={value} />
        ))}
        <TextField label="Kunde Nr." name="customerId" type="number" min="1" step="1" inputMode="numeric" required defaultValue={customerId} error={errorOf('customerId')} />
        <TextField label="Bezeichnung" name="name" required maxLength={300} defaultValue={defaults.name} error={errorOf('name')} />
        <TextField label="Artikelnummer" name="articleNumber" maxLength={100} defaultValue={defaults.articleNumber} error={errorOf('articleNumber')} />
        <TextField label="Artikelnummer des Kunden" name="externalProductId" maxLength={100} error={errorOf('externalProductId')} />
        <label className="admin-check">
          <input type="checkbox" name="isFavorite" defaultChecked /> In «Meine Produkte» des Kunden
        </label>
        {configurationErrors.length > 0 && (
          <p className="admin-error" role="alert">
            {configurationErrors.join('\n')}
          </p>
        )}
        <p className="admin-actions">
          <button type="submit" className="admin-button" disabled={busy}>
            Kundenprodukt anlegen
          </button>
        </p>
      </fetcher.Form>
    </details>
  );
}
