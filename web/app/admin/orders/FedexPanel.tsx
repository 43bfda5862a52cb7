import { formatChf } from '@shop/engine/browser';
import { useEffect, useState, type CSSProperties } from 'react';
import { useFetcher } from 'react-router';
import { OptionSelect } from '../../kit/OptionSelect';
import type { action as fedexAction, loader as fedexLoader } from './order.$id.fedex';
import { FieldError, TextField } from '../../kit/FormFields';
import { ConfirmButton } from '../../kit/ConfirmButton';

/** 001 §3 purposes and Incoterms in the back office's words (decision 781: German). */
const PURPOSES: Readonly<Record<string, string>> = {
  SOLD: 'Verkauf',
  SAMPLE: 'Muster',
  GIFT: 'Geschenk',
  NOT_SOLD: 'Nicht verkauft',
  PERSONAL_EFFECTS: 'Persönliche Gegenstände',
  REPAIR_AND_RETURN: 'Reparatur und Rücksendung',
};
const INCOTERMS: Readonly<Record<string, string>> = {
  DAP: 'DAP – geliefert benannter Ort',
  DDP: 'DDP – geliefert verzollt',
  DDU: 'DDU – geliefert unverzollt',
  DPU: 'DPU – geliefert benannter Ort entladen',
  EXW: 'EXW – ab Werk',
  FCA: 'FCA – frei Frachtführer',
  CPT: 'CPT – frachtfrei',
  CIP: 'CIP – frachtfrei versichert',
};
const PACKAGE_TYPES: Readonly<Record<string, string>> = { crate: 'Kiste', carton: 'Karton', other: 'Andere' };
/** FedEx's services by name, when no rate was asked yet. */
const SERVICES: Readonly<Record<string, string>> = {
  INTERNATIONAL_ECONOMY: 'FedEx International Economy®',
  FEDEX_INTERNATIONAL_PRIORITY: 'FedEx International Priority®',
  FEDEX_INTERNATIONAL_PRIORITY_EXPRESS: 'FedEx International Priority® Express',
  PRIORITY_OVERNIGHT: 'FedEx Priority Overnight®',
  STANDARD_OVERNIGHT: 'FedEx Standard Overnight®',
};
const STATUS: Readonly<Record<string, string>> = { PENDING: 'wird angelegt', CONFIRMED: 'bestätigt', CANCELLED: 'storniert' };
const DOCUMENT: Readonly<Record<string, string>> = { LABEL: 'Etikett', COMMERCIAL_INVOICE: 'Handelsrechnung' };

/** The next working day (Monday–Friday) after today: FedEx's pickup of today is usually past its cut-off. */
function nextWorkingDay(): string {
  const day = new Date();
  do day.setDate(day.getDate() + 1);
  while (day.getDay() === 0 || day.getDay() === 6);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8 };

const swissDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

type Panel = Awaited<ReturnType<typeof fedexLoader>>;
type Rate = { serviceType: string; serviceName: string; amount: string; transitDays: number | null };
type PickupOption = { date: string; available: boolean; readyTimes: string[] };

/**
 * The order page's FedEx panel: the rate the shopper chose, the packages (cm, kg) to
 * rate, validate and confirm, the ETD commercial invoice, labels to download, pickup slots up to
 * 16:00 and the booking, cancellation. It loads and posts to /admin/order/{id}/fedex.
 */
export function FedexPanel({ orderId }: { orderId: number }) {
  const path = `/admin/order/${orderId}/fedex`;
  const panel = useFetcher<typeof fedexLoader>();
  const act = useFetcher<typeof fedexAction>();
  const [rates, setRates] = useState<Rate[] | null>(null);
  const [pickupOptions, setPickupOptions] = useState<PickupOption[] | null>(null);
  const [rows, setRows] = useState<number | null>(null);
  useEffect(() => {
    if (panel.state === 'idle' && panel.data === undefined) void panel.load(path);
  }, [panel, path]);
  const result = act.data;
  useEffect(() => {
    if (!result?.ok) return;
    const answer = ('result' in result ? result.result : {}) as { rates?: Rate[]; options?: PickupOption[] };
    if (result.intent === 'rates' && answer.rates) setRates(answer.rates);
    if (result.intent === 'pickupCheck' && answer.options) setPickupOptions(answer.options);
  }, [result]);
  const data = panel.data as Panel | undefined;
  if (!data) return <div className="admin-panel fedex-panel">FedEx wird geladen …</div>;
  const live = data.shipments.find((shipment) => shipment.status !== 'CANCELLED') ?? null;
  const busy = act.state !== 'idle';
  const fieldErrors: Record<string, string> = result && !result.ok ? result.fieldErrors : {};
  const packageCount = rows ?? Math.max(data.packages.length, 1);
  const serviceChoices: Rate[] = rates ?? (data.chosenRate ? [data.chosenRate] : Object.entries(SERVICES).map(([serviceType, serviceName]) => ({ serviceType, serviceName, amount: '', transitDays: null })));
  const warnings = result?.ok && 'result' in result ? ((result.result as { warnings?: { code: string; message: string }[] }).warnings ?? []) : [];
  const etd = data.etdDocuments[0] ?? null;
  const readyTimes = pickupOptions?.find((option) => option.available)?.readyTimes ?? [];
  const pickupDay = pickupOptions?.find((option) => option.available)?.date ?? '';

  return (
    <section className="admin-panel fedex-panel" aria-label="FedEx-Versand">
      <h2>FedEx-Versand</h2>
      {result && (
        <p className={result.ok ? 'admin-notice' : 'admin-error'} role={result.ok ? 'status' : 'alert'} style={{ whiteSpace: 'pre-line' }}>
          {result.message}
        </p>
      )}
      {warnings.length > 0 && (
        <ul className="admin-notice" aria-label="Hinweise von FedEx">
          {warnings.map((warning) => (
            <li key={warning.code + warning.message}>Hinweis von FedEx (englisch): {warning.message}</li>
          ))}
        </ul>
      )}
      <p>
        {data.chosenRate
          ? `Im Shop gewählt: ${data.chosenRate.serviceName}, CHF ${formatChf(data.chosenRate.amount)}${data.chosenRate.transitDays ? `, ${data.chosenRate.transitDays} Werktag(e)` : ''}`
          : 'Im Shop wurde keine FedEx-Versandart gewählt.'}
        {data.recipient && ` · Empfänger: ${data.recipient.name}, ${data.recipient.zipCode} ${data.recipient.city} (${data.recipient.country})`}
      </p>

      {live && (
        <div className="fedex-shipment" data-testid="fedex-shipment">
          <h3>Sendung {STATUS[live.status] ?? ''}</h3>
          {live.trackingNumbers.length > 0 && (
            <p>
              Sendungsnummer{live.trackingNumbers.length > 1 ? 'n' : ''}:{' '}
              {live.trackingNumbers.map((number, index) => (
                <span key={number}>
                  {index > 0 && ', '}
                  <a href={`https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(number)}`} target="_blank" rel="noopener noreferrer">
                    {number}
                  </a>
                </span>
              ))}
            </p>
          )}
          <p>
            Versanddatum {swissDate(live.shipDate)}
            {live.rate && ` · CHF ${formatChf(live.rate)}`}
            {live.pickup && ` · Abholung ${live.pickup.date ? swissDate(live.pickup.date) : ''} ab ${live.pickup.readyTime ?? ''} Uhr (Bestätigung ${live.pickup.confirmationCode})`}
          </p>
          <ul>
            {live.documents.map((document) => (
              <li key={document.id}>
                <a href={`/api/fedex/document/${document.id}`} download>
                  {DOCUMENT[document.kind] ?? 'Dokument'} herunterladen ({document.fileName})
                </a>
              </li>
            ))}
          </ul>
          {live.status === 'CONFIRMED' && (
            <act.Form method="post" action={path} className="admin-form">
              {data.packages.slice(0, 1).map((item) => (
                <span key="dims" hidden>
                  <input type="hidden" name="length" value={item.length} />
                  <input type="hidden" name="width" value={item.width} />
                  <input type="hidden" name="height" value={item.height} />
                  <input type="hidden" name="weight" value={item.weight} />
                  <input type="hidden" name="quantity" value={item.quantity} />
                </span>
              ))}
              <input type="hidden" name="isDomestic" value={String(data.isDomestic)} />
              <input type="hidden" name="serviceType" value={live.serviceType} />
              {!live.pickup && (
                <>
                  <TextField label="Abholtag" type="date" name="pickupDate" defaultValue={pickupDay || nextWorkingDay()} error={fieldErrors['date']} />
                  <button type="submit" name="intent" value="pickupCheck" className="admin-button is-secondary" disabled={busy}>
                    Abholzeiten abfragen
                  </button>
                  {pickupOptions && (
                    <label>
                      Bereit ab (bis 16:00)
                      <select name="readyTime" key={pickupDay}>
                        {readyTimes.map((time) => (
                          <option key={time} value={time}>
                            {time} Uhr
                          </option>
                        ))}
                      </select>
                      {readyTimes.length === 0 && <span className="field-error">An diesem Tag bietet FedEx keine Abholung an.</span>}
                    </label>
                  )}
                  {pickupOptions && readyTimes.length > 0 && (
                    <button type="submit" name="intent" value="pickup" className="admin-button" disabled={busy}>
                      Abholung buchen
                    </button>
                  )}
                </>
              )}
              <div style={ROW}>
                {live.pickup && (
                  <ConfirmButton
                    name="intent"
                    value="cancelPickup"
                    question={{ message: `Die bei FedEx gebuchte Abholung${live.pickup.date ? ` vom ${swissDate(live.pickup.date)}` : ''} wird storniert.`, confirm: 'Abholung stornieren' }}
                    className="admin-button is-danger"
                    disabled={busy}
                  >
                    Abholung stornieren
                  </ConfirmButton>
                )}
                <ConfirmButton
                  name="intent"
                  value="cancel"
                  question={{ message: `Die FedEx-Sendung ${live.trackingNumbers.join(', ')} wird bei FedEx storniert; ihre Etiketten gelten danach nicht mehr.`, confirm: 'Sendung stornieren' }}
                  className="admin-button is-danger"
                  disabled={busy}
                >
                  Sendung stornieren
                </ConfirmButton>
              </div>
            </act.Form>
          )}
        </div>
      )}

      {!live && (
        <act.Form method="post" action={path} className="admin-form" aria-label="FedEx-Sendung">
          <input type="hidden" name="postalCode" value={data.recipient?.zipCode ?? ''} />
          <input type="hidden" name="countryCode" value={data.recipient?.country || 'CH'} />
          <input type="hidden" name="isDomestic" value={String(data.isDomestic)} />
          {etd?.docId && <input type="hidden" name="etdDocId" value={etd.docId} />}
          {/* Not the sticky-header grid table: the rows are inputs inside the panel. */}
          <table className="fedex-packages" style={{ borderCollapse: 'collapse', textAlign: 'left' }}>
            <caption className="admin-muted" style={{ textAlign: 'left' }}>
              Pakete (cm, kg)
            </caption>
            <thead>
              <tr>
                <th>Länge</th>
                <th>Breite</th>
                <th>Höhe</th>
                <th>Gewicht</th>
                <th>Art</th>
                <th>Anzahl</th>
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: packageCount }, (_, index) => {
                const item = data.packages[index];
                return (
                  <tr key={index}>
                    <td><input name="length" aria-label={`Länge Paket ${index + 1} (cm)`} inputMode="decimal" size={4} defaultValue={item?.length ?? ''} /></td>
                    <td><input name="width" aria-label={`Breite Paket ${index + 1} (cm)`} inputMode="decimal" size={4} defaultValue={item?.width ?? ''} /></td>
                    <td><input name="height" aria-label={`Höhe Paket ${index + 1} (cm)`} inputMode="decimal" size={4} defaultValue={item?.height ?? ''} /></td>
                    <td><input name="weight" aria-label={`Gewicht Paket ${index + 1} (kg)`} inputMode="decimal" size={4} defaultValue={item?.weight ?? ''} /></td>
                    <td>
                      <select name="packageType" aria-label={`Art Paket ${index + 1}`} defaultValue={item?.packageType ?? 'crate'}>
                        {Object.entries(PACKAGE_TYPES).map(([value, label]) => (
                          <option key={value} value={value} label={label} />
                        ))}
                      </select>
                    </td>
                    <td><input name="quantity" aria-label={`Anzahl Paket ${index + 1}`} inputMode="numeric" size={2} defaultValue={item?.quantity ?? 1} /></td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <FieldError message={fieldErrors['packagingLineItems']} />
          <div style={ROW}>
            <button type="button" className="admin-button is-secondary" onClick={() => setRows(packageCount + 1)}>
              Paket hinzufügen
            </button>
            <button type="submit" name="intent" value="rates" className="admin-button is-secondary" disabled={busy}>
              Tarife abfragen
            </button>
          </div>
          <label>
            Versandart
            <select name="serviceType" key={serviceChoices.map((rate) => rate.serviceType).join()} defaultValue={data.chosenRate?.serviceType ?? serviceChoices[0]?.serviceType}>
              {serviceChoices.map((rate) => (
                <option key={rate.serviceType} value={rate.serviceType}>
                  {rate.serviceName}
                  {rate.amount ? ` – CHF ${formatChf(rate.amount)}` : ''}
                  {rate.transitDays ? `, ${rate.transitDays} Werktag(e)` : ''}
                </option>
              ))}
            </select>
            <FieldError message={fieldErrors['service.type']} />
          </label>
          <OptionSelect label="Zweck der Sendung" name="purposeOfShipment" options={PURPOSES} defaultValue="SOLD" />
          <OptionSelect label="Lieferbedingung (Incoterm)" name="termsOfSale" options={INCOTERMS} defaultValue="DAP" />
          <TextField label="Kontakt beim Empfänger" name="contactName" defaultValue={data.contact.name} error={fieldErrors['contact.name']} />
          <TextField label="Telefon für FedEx" name="contactPhone" type="tel" defaultValue={data.contact.phone} error={fieldErrors['contact.phone']} />
          <TextField label="E-Mail" name="contactEmail" type="email" defaultValue={data.contact.email} />
          {!data.isDomestic && (
            <p className="admin-muted">
              {etd
                ? `Handelsrechnung übermittelt (${etd.fileName}); sie geht mit der Sendung.`
                : 'Ins Ausland: zuerst die Handelsrechnung an FedEx übermitteln (ETD), dann bestätigen.'}
            </p>
          )}
          <div style={ROW}>
            <button type="submit" name="intent" value="verify" className="admin-button is-secondary" disabled={busy}>
              Sendung prüfen
            </button>
            {!data.isDomestic && (
              <button type="submit" name="intent" value="etd" className="admin-button is-secondary" disabled={busy}>
                Handelsrechnung übermitteln (ETD)
              </button>
            )}
            <button type="submit" name="intent" value="confirm" className="admin-button" disabled={busy}>
              Sendung bestätigen
            </button>
          </div>
        </act.Form>
      )}
      {data.shipments.some((shipment) => shipment.status === 'CANCELLED') && (
        <p className="admin-muted">
          Stornierte Sendungen:{' '}
          {data.shipments
            .filter((shipment) => shipment.status === 'CANCELLED')
            .map((shipment) => shipment.trackingNumber ?? shipment.reference)
            .join(', ')}
        </p>
      )}
    </section>
  );
}
