import { parseId, priceRecordWorkbookName } from '@shop/engine';
import { formatChf, swissAmountText, swissDecimalText } from '@shop/engine/browser';
import { z } from 'zod';
import { Form, Link, useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/product.$id.price2';
import { ProductTabs } from './ProductTabs';
import { Toasts } from '../../kit/Toasts';
import { idParam } from '../../kit/route-params.server';
import { requireAdminScreen } from '../screens.server';
import { deskAction, deskFailure, formOptionalInteger, formOptionalText, formText } from '../desk-action.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { notFound, toRouteError } from '../../kit/route-error.server';
import { useDeskForm } from '../../kit/desk-form';
import { FieldError, TextField } from '../../kit/FormFields';
import { PricePreview } from './PricePreview';
import { pricePreview } from './price-preview.server';
import { ConfirmButton } from '../../kit/ConfirmButton';
import { AdminGrid, gridColumns } from '../../kit/AdminGrid';

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData ? `Kundenpreise ${loaderData.product.articleNumber}` : 'Kundenpreise' });

/** The strategies of 001 §3 (PriceStrategyId) as the back office names them. */
const STRATEGY_LABEL: Record<number, string> = { 1: 'keine (Listenpreis)', 2: 'Excel-Kalkulation', 3: 'Fixpreise (Staffel)', 4: 'Remote-Preis', 5: 'Marge auf Teilekosten' };
const DEFAULT_QUANTITIES = [1, 10, 50, 100];

function quantitiesOf(text: string | null): number[] {
  const list = (text ?? '')
    .split(/[,;\s]+/)
    .map(Number)
    .filter((value) => Number.isInteger(value) && value > 0 && value <= 1_000_000);
  return list.length > 0 ? [...new Set(list)].slice(0, 12) : DEFAULT_QUANTITIES;
}

/**
 * /admin/product/{id}/price2 (R001-2.22): every customer's price record of the product side by
 * side (active strategy, FIX rows, EXCEL, REMOTE, MARGIN), the chosen customer's record to edit
 * (`?customer=<id>`, or the default record for everyone), and a preview of the prices at chosen
 * quantities (`?q=1,10,50`) and a chosen configuration (`cfg.<field>`, decision 1010) for that
 * customer against a shopper without a record.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('productPrices', ctx, request);
  const engine = context.get(engineContext);
  const id = idParam(params);
  const search = new URL(request.url).searchParams;
  const customerId = parseId(search.get('customer'));
  const quantities = quantitiesOf(search.get('q'));
  try {
    const [page, records] = await Promise.all([
      engine.catalog.products.listProducts(ctx, { ids: String(id), includeUnpublished: true }),
      engine.pricing.admin.listProductPrices(ctx, { productId: id }),
    ]);
    const product = page.items[0];
    if (!product) throw notFound();
    const selected = records.find((record) => record.customerId === customerId) ?? null;
    const preview = await pricePreview(engine, ctx, { productId: id, articleNumber: product.articleNumber, customerId, quantities, search });
    return { product: { id: product.id, name: product.name, articleNumber: product.articleNumber }, records, customerId, selected, quantities, preview };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** Every intent names the price record and whose it is (no customer: the product's own list price record). */
const onRecord = z.object({
  customerId: formOptionalInteger.transform((id) => id ?? null),
  recordId: formOptionalInteger.transform((id) => id ?? 0),
});
/** Sampling points typed as a list ("1, 10; 50"). */
const samplingPoints = formText.transform((text) =>
  text
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map(Number),
);
/** The remote price's parameter names, one `ours = theirs` a line. */
const apiParamNames = formText.transform((text) =>
  Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.split('=').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== '' && pair[1] !== ''),
  ),
);

export const action = deskAction('productPrices', {
  strategy: {
    schema: onRecord.extend({ activeStrategy: formText, unitOfSales: formText }),
    run: async ({ input: { customerId, activeStrategy, unitOfSales }, params, engine, ctx }) => {
      await engine.pricing.admin.saveProductPrice(ctx, { customerId, productId: idParam(params), activeStrategy: Number(activeStrategy), unitOfSales: Number(unitOfSales || 1) });
    },
  },
  addFixRow: {
    schema: onRecord.extend({ quantity: formText, price: swissAmountText }),
    run: async ({ input: { customerId, recordId, quantity, price }, params, engine, ctx }) => {
      await engine.pricing.admin.addFixPriceRow(ctx, recordId, { customerId, productId: idParam(params), quantity, price });
    },
  },
  deleteFixRow: {
    schema: onRecord.extend({ rowId: formText }),
    run: async ({ input: { recordId, rowId }, engine, ctx }) => {
      await engine.pricing.admin.deleteFixPriceRow(ctx, recordId, rowId);
    },
  },
  excel: {
    schema: onRecord.extend({ excelFile: formOptionalText, samplingPoints }),
    run: async ({ input: { recordId, ...fields }, params, engine, ctx }) => {
      await engine.pricing.admin.saveExcelPrice(ctx, recordId, { ...fields, productId: idParam(params) });
    },
  },
  excelWorkbook: {
    schema: onRecord.extend({ samplingPoints }),
    // The record's own workbook (decision 977): checked like a type's, stored as FILES_DIR/kalkulation/preis-<product>-<customer>.xlsx
    // (an upload replaces this record's file only), then named on the record, which turns EXCEL on.
    run: async ({ input: { customerId, recordId, samplingPoints }, form, params, engine, ctx }) => {
      const file = form.get('file');
      if (!(typeof file === 'object' && file && file.size > 0)) return deskFailure('Bitte eine Excel-Arbeitsmappe (.xlsx) wählen.', { file: 'Eingabe erforderlich' });
      const productId = idParam(params);
      const stored = await engine.pricing.workbooks.upload(ctx, file.name, new Uint8Array(await file.arrayBuffer()), { as: priceRecordWorkbookName(productId, customerId) });
      await engine.pricing.admin.saveExcelPrice(ctx, recordId, { customerId, productId, excelFile: stored.path, samplingPoints });
      return `Arbeitsmappe ${stored.path} gespeichert`;
    },
  },
  remote: {
    schema: onRecord.extend({ url: formText, apiParamNames, samplingPoints }),
    run: async ({ input: { recordId, ...fields }, params, engine, ctx }) => {
      await engine.pricing.admin.saveRemotePrice(ctx, recordId, { ...fields, productId: idParam(params) });
    },
  },
  margin: {
    schema: onRecord.extend({ margin: swissDecimalText }),
    run: async ({ input: { customerId, recordId, margin }, params, engine, ctx }) => {
      await engine.pricing.admin.saveMarginPrice(ctx, recordId, { customerId, productId: idParam(params), margin });
    },
  },
  deleteRecord: {
    schema: onRecord,
    run: async ({ input: { recordId }, engine, ctx }) => {
      await engine.pricing.admin.deleteProductPrice(ctx, recordId);
      return 'Preisdatensatz gelöscht';
    },
  },
});

type Data = Awaited<ReturnType<typeof loader>>;
type PriceRecord = Data['records'][number];
type FixRow = NonNullable<Data['selected']>['fix'][number];
const fixColumn = gridColumns<FixRow>();

function recordName(record: PriceRecord): string {
  if (record.customerId === null) return 'Standard (alle Kunden ohne eigenen Datensatz)';
  return `Kunde ${record.customerId}${record.companyName ? ` · ${record.companyName}` : record.contactPersonName ? ` · ${record.contactPersonName}` : ''}`;
}

const recordColumn = gridColumns<PriceRecord>();
const recordColumns = (quantities: number[]) => [
  recordColumn.display({
    id: 'for',
    header: 'Für',
    cell: ({ row: { original: record } }) => <Link to={`?customer=${record.customerId ?? ''}&q=${quantities.join(',')}`}>{recordName(record)}</Link>,
  }),
  recordColumn.accessor('activeStrategy', { header: 'Aktive Strategie', cell: ({ getValue }) => STRATEGY_LABEL[getValue()] }),
  recordColumn.accessor('fix', { header: 'Fixpreise', cell: ({ getValue }) => (getValue().length === 0 ? '–' : getValue().map((row) => `ab ${row.quantity}: ${formatChf(row.price)}`).join(' · ')) }),
  recordColumn.accessor('excel', { header: 'Excel', cell: ({ getValue }) => { const excel = getValue(); return excel ? `${excel.excelFile ?? 'Typ-Kalkulation'} (Stützstellen ${excel.samplingPoints.join(', ') || '–'})` : '–'; } }),
  recordColumn.accessor('remote', { header: 'Remote', cell: ({ getValue }) => getValue()?.url ?? '–' }),
  recordColumn.accessor('margin', { header: 'Marge', cell: ({ getValue }) => getValue()?.margin ?? '–' }),
];

export default function AdminProductPrices() {
  const { product, records, customerId, selected, quantities, preview } = useLoaderData<Data>();
  const [search] = useSearchParams();
  const configurationParams = [...search].filter(([name]) => name.startsWith('cfg.') || name === 'saved');
  const { fetcher, toasts, formKey, errorIn: errorOf, busy } = useDeskForm();
  const hidden = (
    <>
      <input type="hidden" name="recordId" value={selected?.id ?? 0} />
      <input type="hidden" name="customerId" value={customerId ?? ''} />
    </>
  );
  const who = customerId === null ? 'Standard (alle)' : `Kunde ${customerId}`;
  const fixColumns = [
    fixColumn.accessor('quantity', { header: 'ab Menge' }),
    fixColumn.accessor('price', { header: 'Preis/Stk. CHF', cell: ({ getValue }) => formatChf(getValue()) }),
    fixColumn.display({
      id: 'action',
      header: () => <span className="visually-hidden">Aktion</span>,
      cell: ({ row: { original: row } }) => (
        <fetcher.Form method="post">
          {hidden}
          <input type="hidden" name="intent" value="deleteFixRow" />
          <input type="hidden" name="rowId" value={row.id} />
          <ConfirmButton
            question={{ message: `Die Fixpreis-Zeile ab ${row.quantity} Stück (${formatChf(row.price)}) wird gelöscht.`, confirm: 'Zeile löschen' }}
            className="admin-button is-danger"
            disabled={busy}
            aria-label={`Zeile ab ${row.quantity} löschen`}
          >
            Löschen
          </ConfirmButton>
        </fetcher.Form>
      ),
    }),
  ];
  return (
    <section className="admin-page" key={formKey}>
      <Toasts toasts={toasts} />
      <p>
        <Link to={`/admin/product/${product.id}/edit`}>‹ {product.name}</Link>
      </p>
      <h1>
        Kundenpreise · {product.name} <small className="admin-muted">{product.articleNumber}</small>
      </h1>
      <ProductTabs productId={product.id} />

      <div className="admin-panel">
        <h2>Preisdatensätze</h2>
        <AdminGrid
          label="Preisdatensätze"
          className="is-static"
          tabIndex={0}
          columns={recordColumns(quantities)}
          data={records}
          rowId={(record) => String(record.id ?? 'new')}
          rowProps={(record) => (record.customerId !== null ? { className: 'admin-highlight', title: 'individueller Preis dieses Kunden' } : undefined)}
          empty="Noch keine Datensätze: alle Kunden zahlen den Listenpreis."
        />
        <Form method="get" className="admin-filters" aria-label="Kunde wählen">
          {/* The preview's typed or saved configuration (`cfg.<field>`, `saved`) stays when another customer is chosen. */}
          {configurationParams.map(([name, value]) => (
            <input key={`${name}-${value}`} type="hidden" name={name} value={value} />
          ))}
          <TextField label="Kunde (Nr., leer: Standard)" name="customer" inputMode="numeric" defaultValue={customerId} style={{ width: '8em' }} />
          <TextField label="Vorschau bei Mengen" name="q" defaultValue={quantities.join(', ')} />
          <button type="submit" className="admin-button">
            Anzeigen
          </button>
        </Form>
      </div>

      <h2>Preise für {who}</h2>
      <div className="admin-panels">
        <fetcher.Form method="post" className="admin-panel admin-form" aria-label="Strategie">
          <h3>Aktive Strategie</h3>
          {hidden}
          <input type="hidden" name="intent" value="strategy" />
          <label>
            Strategie
            <select name="activeStrategy" defaultValue={selected?.activeStrategy ?? 1}>
              {Object.entries(STRATEGY_LABEL).map(([id, label]) => (
                <option key={id} value={id}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <TextField label="Verkaufseinheit (Stück)" name="unitOfSales" inputMode="numeric" defaultValue={selected?.unitOfSales ?? 1} />
          <p className="admin-actions">
            <button type="submit" className="admin-button" disabled={busy}>
              Speichern
            </button>
          </p>
        </fetcher.Form>

        <div className="admin-panel admin-form" role="group" aria-label="Fixpreise">
          <h3>Fixpreise (Staffel)</h3>
          <AdminGrid label="Fixpreis-Zeilen" className="is-static" tabIndex={0} columns={fixColumns} data={selected?.fix ?? []} rowId={(row) => String(row.id)} empty="Noch keine Fixpreis-Zeilen." />
          <fetcher.Form method="post" className="admin-form" aria-label="Fixpreis-Zeile hinzufügen">
            {hidden}
            <input type="hidden" name="intent" value="addFixRow" />
            <TextField label="ab Menge" name="quantity" inputMode="numeric" required error={errorOf('addFixRow', 'quantity')} />
            <TextField label="Preis/Stk. CHF" name="price" inputMode="decimal" required error={errorOf('addFixRow', 'price')} />
            <button type="submit" className="admin-button" disabled={busy}>
              Zeile hinzufügen
            </button>
          </fetcher.Form>
        </div>

        <fetcher.Form method="post" className="admin-panel admin-form" aria-label="Excel-Kalkulation">
          <h3>Excel-Kalkulation</h3>
          {hidden}
          <input type="hidden" name="intent" value="excel" />
          <TextField label="Arbeitsmappe (Pfad im Dateiverzeichnis, leer: die des Produkttyps)" name="excelFile" defaultValue={selected?.excel?.excelFile} error={errorOf('excel', 'excelFile')} />
          <TextField label="Stützstellen (Mengen, mit Komma)" name="samplingPoints" defaultValue={selected?.excel?.samplingPoints.join(', ')} />
          <button type="submit" className="admin-button" disabled={busy}>
            Excel aktiv setzen
          </button>
        </fetcher.Form>

        <fetcher.Form method="post" encType="multipart/form-data" className="admin-panel admin-form" aria-label="Eigene Arbeitsmappe">
          <h3>Eigene Arbeitsmappe</h3>
          {hidden}
          <input type="hidden" name="intent" value="excelWorkbook" />
          <input type="hidden" name="samplingPoints" value={selected?.excel?.samplingPoints.join(', ') ?? ''} />
          <p className="admin-muted">
            {selected?.excel?.excelFile ? (
              <>
                Aktuell: <a href={`/admin/product/${product.id}/price2/workbook?customer=${customerId ?? ''}`}>{selected.excel.excelFile}</a> (herunterladen).
              </>
            ) : (
              'Dieser Datensatz rechnet mit der Arbeitsmappe des Produkttyps.'
            )}{' '}
            Eine neue Datei wird geprüft (Blätter Eingabe/Ausgabe) und ersetzt nur die dieses Datensatzes; die Vorschau rechnet danach mit ihr.
          </p>
          <label>
            Excel-Datei (.xlsx, höchstens 5 MB)
            <input type="file" name="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" />
            <FieldError message={errorOf('excelWorkbook', 'file')} />
          </label>
          <button type="submit" className="admin-button" disabled={busy}>
            Hochladen und Excel aktiv setzen
          </button>
        </fetcher.Form>

        <fetcher.Form method="post" className="admin-panel admin-form" aria-label="Remote-Preis">
          <h3>Remote-Preis</h3>
          {hidden}
          <input type="hidden" name="intent" value="remote" />
          <TextField label="URL" name="url" type="url" defaultValue={selected?.remote?.url} error={errorOf('remote', 'url')} />
          <label>
            Parameternamen (Attribut=Parameter, eine Zeile je Paar)
            <textarea
              name="apiParamNames"
              rows={3}
              defaultValue={Object.entries(selected?.remote?.apiParamNames ?? {})
                .map(([key, value]) => `${key}=${value}`)
                .join('\n')}
            />
          </label>
          <TextField label="Stützstellen (Mengen, mit Komma)" name="samplingPoints" defaultValue={selected?.remote?.samplingPoints.join(', ')} />
          <button type="submit" className="admin-button" disabled={busy}>
            Remote aktiv setzen
          </button>
        </fetcher.Form>

        <fetcher.Form method="post" className="admin-panel admin-form" aria-label="Marge">
          <h3>Marge auf Teilekosten</h3>
          {hidden}
          <input type="hidden" name="intent" value="margin" />
          <TextField label="Marge (0.25 = 25 %)" name="margin" inputMode="decimal" defaultValue={selected?.margin?.margin} error={errorOf('margin', 'margin')} />
          <button type="submit" className="admin-button" disabled={busy}>
            Marge aktiv setzen
          </button>
        </fetcher.Form>
      </div>
      {selected?.id && (
        <fetcher.Form method="post">
          {hidden}
          <input type="hidden" name="intent" value="deleteRecord" />
          <ConfirmButton
            question={{ message: `Der Preisdatensatz von ${who} wird mit seiner Preisstrategie, seinen Fixpreis-Zeilen und Stützpunkten gelöscht.`, confirm: 'Preisdatensatz löschen' }}
            className="admin-button is-danger"
            disabled={busy}
          >
            Preisdatensatz von {who} löschen
          </ConfirmButton>
        </fetcher.Form>
      )}

      <PricePreview preview={preview} customerId={customerId} quantities={quantities} />
    </section>
  );
}
