import { z } from 'zod';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/settings';
import { Toasts } from '../../kit/Toasts';
import { requireAdminScreen } from '../screens.server';
import { deskAction, formOptionalText } from '../desk-action.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { toRouteError } from '../../kit/route-error.server';
import { requestContext } from '../../server/request-context.server';
import { useDeskForm, type DeskFetcher } from '../../kit/desk-form';
import { FieldError, TextField } from '../../kit/FormFields';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Einstellungen' });

/**
 * /admin/Settings (R001-2.25): the company profile (one source for site, PDFs and mails), the
 * company closure days and the carriers' notification addresses; validated, versioned edits.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('settings', ctx, request);
  try {
    const engine = context.get(engineContext);
    const [settings, freight, parcel] = await Promise.all([
      engine.settings.desk.getSettings(ctx),
      engine.shipping.freightTariffs.getFreightTariff(ctx),
      engine.shipping.parcelTariffs.getParcelTariff(ctx),
    ]);
    return { settings, freight, parcel };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** Each panel posts its fields and the version it read; the engine's schema of the panel checks them. */
const panel = z.object({ version: formOptionalText }).catchall(z.string());

export const action = deskAction('settings', {
  company: { schema: panel, run: ({ input: { version, ...values }, engine, ctx }) => engine.settings.desk.saveCompanyProfile(ctx, values, version ?? undefined) },
  closures: { schema: panel, run: ({ input: { version, ...values }, engine, ctx }) => engine.settings.desk.saveClosures(ctx, values, version ?? undefined) },
  carriers: { schema: panel, run: ({ input: { version, ...values }, engine, ctx }) => engine.settings.desk.saveCarrierContacts(ctx, values, version ?? undefined) },
  leadTimes: { schema: panel, run: ({ input: { version, ...values }, engine, ctx }) => engine.settings.desk.saveLeadTimes(ctx, values, version ?? undefined) },
  freight: {
    schema: panel,
    run: async ({ input: { version, ...values }, engine, ctx }) => {
      await engine.shipping.freightTariffs.saveFreightTariff(ctx, values, version ?? undefined);
    },
  },
  parcel: {
    schema: panel,
    run: async ({ input: { version, ...values }, engine, ctx }) => {
      await engine.shipping.parcelTariffs.saveParcelTariff(ctx, values, version ?? undefined);
    },
  },
});

const COMPANY_FIELDS = [
  ['name', 'Firma'],
  ['street', 'Strasse'],
  ['zipCode', 'PLZ'],
  ['city', 'Ort'],
  ['phone', 'Telefon'],
  ['email', 'E-Mail'],
  ['web', 'Website'],
  ['vatNumber', 'MWST-Nummer (UID)'],
  ['qrIban', 'QR-IBAN'],
] as const;

export default function SettingsPage() {
  const { settings, freight, parcel } = useLoaderData<typeof loader>();
  const { fetcher, toasts, formKey, result, errorIn: errorOf, busy } = useDeskForm();
  return (
    <section className="admin-page">
      <Toasts toasts={toasts} />
      <h1>Einstellungen</h1>
      <div className="admin-panels" key={formKey}>
        <fetcher.Form method="post" className="admin-panel admin-form" aria-label="Firmenprofil">
          <h2>Firmenprofil</h2>
          <p className="admin-muted">Erscheint im Shop, auf Bestellungen (PDF mit QR-Rechnung) und in den Mails.</p>
          <input type="hidden" name="intent" value="company" />
          <input type="hidden" name="version" value={settings.company.version ?? ''} />
          {COMPANY_FIELDS.map(([name, label]) => (
            <label key={name}>
              {label}
              <input name={name} defaultValue={settings.company[name]} />
              <FieldError message={errorOf('company', name)} />
            </label>
          ))}
          <button type="submit" className="admin-button" disabled={busy}>
            Firmenprofil speichern
          </button>
        </fetcher.Form>
        <div className="admin-panel">
          <fetcher.Form method="post" className="admin-form" aria-label="Betriebsferien">
            <h2>Betriebsferien und Schliesstage</h2>
            <input type="hidden" name="intent" value="closures" />
            <input type="hidden" name="version" value={settings.closures.version ?? ''} />
            <label>
              Ein Tag oder Zeitraum pro Zeile, z. B. «2026-12-24 – 2027-01-02 Betriebsferien»
              <textarea name="closures" rows={6} defaultValue={settings.closures.text} />
            </label>
            {result && !result.ok && result.intent === 'closures' && <span className="field-error">{result.message}</span>}
            <button type="submit" className="admin-button" disabled={busy}>
              Schliesstage speichern
            </button>
          </fetcher.Form>
          <fetcher.Form method="post" className="admin-form" aria-label="Lieferfristen" style={{ marginTop: 24 }}>
            <h2>Lieferfristen</h2>
            <p className="admin-muted">Produktionszeit in Arbeitstagen bis zum frühesten Liefertermin, den der Shop anbietet (Offerten haben ihre eigene Lieferzeit).</p>
            <input type="hidden" name="intent" value="leadTimes" />
            <input type="hidden" name="version" value={settings.leadTimes.version ?? ''} />
            <label>
              Verpackungen (mindestens {settings.leadTimes.minimum.verpackung})
              <input type="number" name="verpackung" min={settings.leadTimes.minimum.verpackung} max={60} defaultValue={settings.leadTimes.verpackung} />
              <FieldError message={errorOf('leadTimes', 'verpackung')} />
            </label>
            <label>
              Palettenmöbel (mindestens {settings.leadTimes.minimum.moebel})
              <input type="number" name="moebel" min={settings.leadTimes.minimum.moebel} max={60} defaultValue={settings.leadTimes.moebel} />
              <FieldError message={errorOf('leadTimes', 'moebel')} />
            </label>
            <button type="submit" className="admin-button" disabled={busy}>
              Lieferfristen speichern
            </button>
          </fetcher.Form>
          <fetcher.Form method="post" className="admin-form" aria-label="Transporteure" style={{ marginTop: 24 }}>
            <h2>Transporteure</h2>
            <input type="hidden" name="intent" value="carriers" />
            <input type="hidden" name="version" value={settings.carriers.version ?? ''} />
            <TextField label="Disposition eigene Lastwagen (leer: Firmen-E-Mail)" type="email" name="TRUCK" defaultValue={settings.carriers.TRUCK} error={errorOf('carriers', 'TRUCK')} />
            <TextField label="FedEx Abholaufträge" type="email" name="FEDEX" defaultValue={settings.carriers.FEDEX} error={errorOf('carriers', 'FEDEX')} />
            <button type="submit" className="admin-button" disabled={busy}>
              Transporteure speichern
            </button>
          </fetcher.Form>
        </div>
        <FreightTariffPanel freight={freight} fetcher={fetcher} busy={busy} error={result && !result.ok && result.intent === 'freight' ? result.message : undefined} />
        <ParcelTariffPanel parcel={parcel} fetcher={fetcher} busy={busy} error={result && !result.ok && result.intent === 'parcel' ? result.message : undefined} />
      </div>
    </section>
  );
}

type Freight = Awaited<ReturnType<typeof loader>>['freight'];

/** The truck freight tariff (decision 783): CHF per pallet place by distance and places on the trip; shown as a table, edited as lines. */
function FreightTariffPanel({ freight, fetcher, busy, error }: { freight: Freight; fetcher: DeskFetcher; busy: boolean; error: string | undefined }) {
  return (
    <fetcher.Form method="post" className="admin-panel admin-form admin-wide-panel" aria-label="Frachttarif">
      <h2>Frachttarif LKW {freight.saved ? '' : <small>(Standardtarif, noch nicht angepasst)</small>}</h2>
      <p className="admin-muted">CHF pro Palettenstellplatz nach Strassendistanz ab Niedergösgen (Zeilen) und Stellplätzen der Fahrt (Spalten). Gilt für den nächsten Preis im Warenkorb.</p>
      <div className="admin-scroll">
        <table className="admin-table is-static" tabIndex={0} aria-label="Frachttarif">
          <thead>
            <tr>
              <th scope="col">Distanz</th>
              {freight.columns.map((column) => (
                <th key={column} scope="col" className="num">
                  {column} Pl.
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {freight.tariff.bands.map((band, index) => (
              <tr key={freight.bands[index]}>
                <th scope="row">{freight.bands[index]}</th>
                {band.pricePerPlace.map((price, column) => (
                  <td key={column} className="num">
                    {price}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <input type="hidden" name="intent" value="freight" />
      <input type="hidden" name="version" value={freight.version ?? ''} />
      <label>
        Tarif bearbeiten: erste Zeile die Spalten («Stellplätze bis: 1 2 5 10 18»), dann eine Zeile pro Distanzstufe («bis 25 km: 85.00 70.00 …»), zuletzt «darüber: …»
        <textarea name="tariff" rows={freight.tariff.bands.length + 2} defaultValue={freight.text} spellCheck={false} />
      </label>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
      <button type="submit" className="admin-button" disabled={busy}>
        Frachttarif speichern
      </button>
    </fetcher.Form>
  );
}

type Parcel = Awaited<ReturnType<typeof loader>>['parcel'];

/** The parcel tariff of Swiss Post (decision 1140): CHF per parcel by weight band; shown as a table, edited as lines. */
function ParcelTariffPanel({ parcel, fetcher, busy, error }: { parcel: Parcel; fetcher: DeskFetcher; busy: boolean; error: string | undefined }) {
  return (
    <fetcher.Form method="post" className="admin-panel admin-form" aria-label="Pakettarif Post">
      <h2>Pakettarif Post {parcel.saved ? '' : <small>(Standardtarif, noch nicht angepasst)</small>}</h2>
      <p className="admin-muted">CHF pro Paket nach Gewicht (je Paket bis 30 kg, 100 × 60 × 60 cm, in die Schweiz und nach Liechtenstein). Gilt für den nächsten Preis im Warenkorb.</p>
      <table className="admin-table is-static" aria-label="Pakettarif Post">
        <thead>
          <tr>
            <th scope="col">Gewicht</th>
            <th scope="col" className="num">
              CHF pro Paket
            </th>
          </tr>
        </thead>
        <tbody>
          {parcel.tariff.bands.map((band, index) => (
            <tr key={band.upToKg}>
              <th scope="row">{parcel.bands[index]}</th>
              <td className="num">{band.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <input type="hidden" name="intent" value="parcel" />
      <input type="hidden" name="version" value={parcel.version ?? ''} />
      <label>
        Tarif bearbeiten: eine Zeile pro Gewichtsstufe («bis 2 kg: 10.50»), die letzte «bis 30 kg: …»
        <textarea name="tariff" rows={parcel.tariff.bands.length + 1} defaultValue={parcel.text} spellCheck={false} />
      </label>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
      <button type="submit" className="admin-button" disabled={busy}>
        Pakettarif speichern
      </button>
    </fetcher.Form>
  );
}
