import type { ImportKind } from '@shop/engine';

/** The import kinds as the back office names them. */
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  koller: 'Auktionsrechnung (Koller) → Offerte',
  'ax-file': 'ERP-Bestellungen (AX)',
  'ax-status': 'ERP-Bestellstatus (AX)',
  template: 'Bestellvorlage des Kunden (xlsx) → Offerte oder Bestellung',
};
