/** Labels the back office shows for the engine's ids (German: the staff's language, decision 781). */
import { ORDER_STATUS_LABELS_DE, parseSwissDecimal } from '@shop/engine/browser';

export const WEEKDAY_SHORT = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'] as const;

/** The order states' German names, from the order process (engine orders/order-process.ts). */
export const ORDER_STATUS_LABEL: Readonly<Record<number, string>> = ORDER_STATUS_LABELS_DE;

export const PAYMENT_STATUS_LABEL: Record<number, string> = { 1: 'Bezahlt', 2: 'Offen' };

export const PAYMENT_METHOD_LABEL: Record<number, string> = {
  1: 'Rechnung',
  2: 'Vorauskasse',
  100: 'TWINT',
  101: 'PostFinance E-Finance',
  102: 'PostFinance Card',
  103: 'Mastercard',
  104: 'Visa',
  105: 'PostFinance Pay',
};

/** An open online payment's fate in the orders grid (decision 1152). */
export const ONLINE_PAYMENT_LABEL: Record<string, string> = { none: 'nicht begonnen', pending: 'läuft', declined: 'abgelehnt', abandoned: 'abgebrochen', paid: 'bezahlt' };

export const COMPLETION_LABEL: Record<string, string> = { OPEN: 'Offen', PARTIAL: 'Teilweise', COMPLETE: 'Erledigt' };

/** What each completion indicator means (000 §4), for the grid's tooltips. */
export const INDICATOR_HELP: Record<string, { label: string; help: string }> = {
  receiptConfirmation: { label: 'Eingang', help: 'Eingangsbestätigung: offen, solange die Bestellung nicht in Bearbeitung genommen wurde.' },
  delivered: { label: 'Geliefert', help: 'Geliefert: offen ohne gelieferte Menge, teilweise, solange weniger als bestellt geliefert ist, sonst erledigt (über alle Positionen).' },
  invoiced: { label: 'Verrechnet', help: 'Verrechnet: offen ohne verrechnete Menge, teilweise, solange weniger als bestellt verrechnet ist, sonst erledigt (über alle Positionen).' },
  payment: { label: 'Zahlung', help: 'Zahlung: offen, solange der Zahlungsstatus offen ist, sonst erledigt.' },
};

export const POSITION_STATUS_LABEL: Record<string, string> = {
  OPEN: 'Offen',
  PARTLY_DELIVERED: 'Teilweise geliefert',
  DELIVERED: 'Geliefert',
  PARTLY_INVOICED: 'Teilweise verrechnet',
  INVOICED: 'Verrechnet',
};

export const QUOTE_STATE_LABEL: Record<string, string> = { request: 'Anfrage offen', sent: 'Gesendet', ordered: 'Bestellt' };

export const QUOTE_STATE_HELP: Record<string, string> = {
  request: 'Anfrage des Kunden: noch nicht beantwortet (Preise prüfen, dann senden).',
  sent: 'Dem Kunden mit Link und PIN gesendet; noch nicht bestellt.',
  ordered: 'Vom Kunden mit der PIN bestellt.',
};

/** A stored fraction ('0.05') as the percentage staff type ('5'); decision 890. */
export function percentOf(fraction: string | null | undefined): string {
  if (fraction === null || fraction === undefined || fraction === '') return '0';
  const percent = Math.round(Number(fraction) * 1_000_000) / 10_000;
  return String(percent);
}

/** A typed percentage ('5', '2,5') as the stored fraction ('0.05'); '' stays ''; a non-number is returned as typed so the engine names it. */
export function fractionOf(percent: string): string {
  const typed = percent.trim();
  if (typed === '') return '';
  const text = parseSwissDecimal(typed);
  if (text === null || text.startsWith('-')) return typed;
  return String(Math.round(Number(text) * 10_000) / 1_000_000);
}

export const PERMISSION_LABEL: Record<number, string> = {
  1: 'Kategorien',
  2: 'Produkttypen und Attribute',
  3: 'Produkte und Preise',
  5: 'Bestellungen und Offerten',
  6: 'Kunden',
  8: 'Kundenprodukt im Konfigurator',
};

export const TITLE_LABEL: Record<number, string> = { 0: '–', 1: 'Herr', 2: 'Frau' };
export const LANGUAGE_LABEL: Record<number, string> = { 1: 'Deutsch', 2: 'Englisch', 3: 'Französisch' };

/** The scheduled jobs of jobs/src/jobs by what they do (their ids stay off the screen). */
export const JOB_LABEL: Record<string, string> = {
  'import-order-status': 'Bestellstatus importieren',
  'nightly-backup': 'Nächtliche Datensicherung',
  'purge-checkout-drafts': 'Alte Kassen-Entwürfe löschen',
  'purge-login-records': 'Alte Anmeldeversuche und Reset-Links löschen',
  'purge-quote-pin-attempts': 'Alte PIN-Versuche löschen',
  'purge-rate-limits': 'Alte Zugriffszähler löschen',
  'purge-sent-mails': 'Alte Mails löschen',
  'refresh-price-cache': 'Preis-Cache erneuern',
  'mail-outbox': 'Mail-Ausgang',
};

const JOB_RESULT_LABEL: Record<string, string> = {
  processed: 'verarbeitet',
  imported: 'importiert',
  refused: 'abgelehnt',
  errors: 'Fehler',
  error: 'Fehler',
  deleted: 'gelöscht',
  loginAttempts: 'Anmeldeversuche gelöscht',
  resetTokens: 'Reset-Links gelöscht',
  pinAttempts: 'PIN-Versuche gelöscht',
  refreshed: 'erneuert',
  removed: 'entfernt',
  file: 'Datei',
  megabytes: 'MB',
};

/** A job's last result as words ('verarbeitet 3, Fehler 0'), never the raw JSON. */
export function jobResultText(result: unknown): string {
  if (result === null || result === undefined) return '–';
  if (typeof result !== 'object') return String(result);
  const parts = Object.entries(result as Record<string, unknown>).map(([key, value]) => `${JOB_RESULT_LABEL[key] ?? key} ${typeof value === 'object' && value !== null ? '…' : String(value)}`);
  return parts.length === 0 ? 'erledigt' : parts.join(', ');
}

/**
 * Who may buy a product, for the product list (R001-2.17; publiclyAvailable and customers, R001-3.13): every
 * shopper, or only its owners — and "niemand" for a private product without one, which no shopper
 * sees (never "nur 0 Kunde(n)").
 */
export function productAudienceText(publiclyAvailable: boolean, owners: number): string {
  if (publiclyAvailable) return owners > 0 ? `alle (${owners} verknüpft)` : 'alle';
  if (owners === 0) return 'niemand (nicht öffentlich, kein Kunde verknüpft)';
  return owners === 1 ? 'nur 1 Kunde' : `nur ${owners} Kunden`;
}
