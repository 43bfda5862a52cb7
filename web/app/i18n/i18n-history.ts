import type { Translations } from '@shop/engine/browser';
import { textsWith } from './i18n';

/**
 * Texts of the order and quote history: the lists, an order's and a quote's page,
 * re-order. German as the business says it; French and English are our translations. Kept out of
 * WEB_MESSAGES (decision 1077): used through `useHistoryText()` / `historyText()`.
 */
export const HISTORY_MESSAGES = {
  'history.state': { de: 'Stand der Bestellung', fr: 'État de la commande', en: 'Order progress' },
  'history.searchLabel': { de: 'Bestellnummer oder Ihre Referenz', fr: 'N° de commande ou votre référence', en: 'Order number or your reference' },
  'history.quoteSearchLabel': { de: 'Offertnummer oder Ihre Referenz', fr: 'N° d’offre ou votre référence', en: 'Quote number or your reference' },
  'history.from': { de: 'Von', fr: 'Du', en: 'From' },
  'history.to': { de: 'Bis', fr: 'Au', en: 'To' },
  'history.reset': { de: 'Zurücksetzen', fr: 'Réinitialiser', en: 'Reset' },
  'history.number': { de: 'Nummer', fr: 'Numéro', en: 'Number' },
  'history.date': { de: 'Datum', fr: 'Date', en: 'Date' },
  'history.reference': { de: 'Ihre Referenz', fr: 'Votre référence', en: 'Your reference' },
  'history.status': { de: 'Status', fr: 'Statut', en: 'Status' },
  'history.payment': { de: 'Zahlung', fr: 'Paiement', en: 'Payment' },
  'history.total': { de: 'Total', fr: 'Total', en: 'Total' },
  'history.positions': { de: '{count} Positionen', fr: '{count} positions', en: '{count} items' },
  'history.position': { de: '1 Position', fr: '1 position', en: '1 item' },
  'history.paid': { de: 'Bezahlt', fr: 'Payée', en: 'Paid' },
  'history.open': { de: 'Offen', fr: 'Ouverte', en: 'Open' },
  'history.payNow': { de: 'Jetzt bezahlen', fr: 'Payer maintenant', en: 'Pay now' },
  'history.none': { de: 'Keine Bestellungen gefunden.', fr: 'Aucune commande trouvée.', en: 'No orders found.' },
  'history.noneQuotes': { de: 'Keine Offerten gefunden.', fr: 'Aucune offre trouvée.', en: 'No quotes found.' },
  'history.count': { de: '{total} Bestellungen', fr: '{total} commandes', en: '{total} orders' },
  'history.countOne': { de: '1 Bestellung', fr: '1 commande', en: '1 order' },
  'history.page': { de: 'Seite {page} von {pages}', fr: 'Page {page} sur {pages}', en: 'Page {page} of {pages}' },
  'history.newer': { de: '← Neuere', fr: '← Plus récentes', en: '← Newer' },
  'history.older': { de: 'Ältere →', fr: 'Plus anciennes →', en: 'Older →' },
  'history.pages': { de: 'Seiten', fr: 'Pages', en: 'Pages' },
  'history.open.detail': { de: 'Bestellung {id} ansehen', fr: 'Voir la commande {id}', en: 'View order {id}' },
  'quote.back': { de: '← Alle Offerten', fr: '← Tous les devis', en: '← All quotes' },
  'quote.open.detail': { de: 'Offerte {id} ansehen', fr: 'Voir le devis {id}', en: 'View quote {id}' },
  'quote.timeToDeliver': {
    de: 'Lieferfrist: {days} Arbeitstage ab Bestellung',
    fr: 'Délai de livraison : {days} jours ouvrables après la commande',
    en: 'Delivery time: {days} working days after the order',
  },
  'quote.pinHint': {
    de: 'Zum Bestellen brauchen Sie die PIN aus der E-Mail, mit der wir Ihnen die Offerte gesandt haben.',
    fr: 'Pour commander, il vous faut le NIP de l’e-mail avec lequel nous vous avons envoyé le devis.',
    en: 'To order it you need the PIN from the e-mail we sent the quote with.',
  },
  'quote.finalPrice': { de: 'Vereinbarter Endpreis', fr: 'Prix final convenu', en: 'Agreed final price' },
  'quote.toOrderPage': { de: 'Bestellung {id} ansehen', fr: 'Voir la commande {id}', en: 'View order {id}' },
  'order.title': { de: 'Bestellung {id}', fr: 'Commande {id}', en: 'Order {id}' },
  'order.back': { de: '← Alle Bestellungen', fr: '← Toutes les commandes', en: '← All orders' },
  'order.pdf': { de: 'PDF herunterladen', fr: 'Télécharger le PDF', en: 'Download PDF' },
  'order.reorder': { de: 'Nochmals bestellen', fr: 'Commander à nouveau', en: 'Order again' },
  'order.reordered': {
    de: 'Die Positionen liegen im Warenkorb, zu den heutigen Preisen.',
    fr: 'Les positions sont dans le panier, aux prix d’aujourd’hui.',
    en: 'The items are in the cart, at today’s prices.',
  },
  'order.priceChanged': {
    de: '{name}: heute CHF {now} statt CHF {then} pro Stück',
    fr: '{name} : aujourd’hui CHF {now} au lieu de CHF {then} la pièce',
    en: '{name}: today CHF {now} instead of CHF {then} per piece',
  },
  'order.priceSame': { de: 'Alle Preise sind unverändert.', fr: 'Tous les prix sont inchangés.', en: 'All prices are unchanged.' },
  'order.noPriceToday': {
    de: '{name}: heute ohne Preis, wird als Offerte angefragt',
    fr: '{name} : pas de prix aujourd’hui, à demander en offre',
    en: '{name}: no price today, to be requested as a quote',
  },
  'order.unavailable': { de: 'Nicht mehr erhältlich: {names}', fr: 'Plus disponible : {names}', en: 'No longer available: {names}' },
  'order.toCart': { de: 'Zum Warenkorb', fr: 'Vers le panier', en: 'To the cart' },
  'order.positions': { de: 'Positionen', fr: 'Positions', en: 'Items' },
  'order.quantity': { de: 'Menge', fr: 'Quantité', en: 'Quantity' },
  'order.article': { de: 'Artikel', fr: 'Article', en: 'Article' },
  'order.pricePerOne': { de: 'Preis/Stück', fr: 'Prix/pièce', en: 'Price/piece' },
  'order.lineTotal': { de: 'Total', fr: 'Total', en: 'Total' },
  'order.positionStatus': { de: 'Status', fr: 'Statut', en: 'Status' },
  'order.invoiceAddress': { de: 'Rechnungsadresse', fr: 'Adresse de facturation', en: 'Invoice address' },
  'order.deliveryAddress': { de: 'Lieferadresse', fr: 'Adresse de livraison', en: 'Delivery address' },
  'order.delivery': { de: 'Lieferung', fr: 'Livraison', en: 'Delivery' },
  'order.requestedDate': { de: 'Wunschtermin', fr: 'Date souhaitée', en: 'Requested date' },
  'order.confirmedDate': { de: 'Bestätigter Termin', fr: 'Date confirmée', en: 'Confirmed date' },
  'order.pickup': { de: 'Abholung {slot}', fr: 'Retrait {slot}', en: 'Pickup {slot}' },
  'order.subtotal': { de: 'Zwischentotal', fr: 'Sous-total', en: 'Subtotal' },
  'order.discount': { de: 'Rabatt {percent}', fr: 'Rabais {percent}', en: 'Discount {percent}' },
  'order.deliveryCost': { de: 'Lieferkosten', fr: 'Frais de livraison', en: 'Delivery cost' },
  'order.free': { de: 'kostenlos', fr: 'gratuit', en: 'free' },
  'order.vat': { de: 'MWST {rate} %', fr: 'TVA {rate} %', en: 'VAT {rate} %' },
  'order.grandTotal': { de: 'Total inkl. MWST', fr: 'Total TTC', en: 'Total incl. VAT' },
  'order.paymentMethod': { de: 'Zahlungsart', fr: 'Mode de paiement', en: 'Payment method' },
  'order.paymentState': { de: 'Zahlungsstand', fr: 'État du paiement', en: 'Payment state' },
  'order.comment': { de: 'Bemerkung', fr: 'Remarque', en: 'Comment' },
  'order.yourRef': { de: 'Ihre Referenz: {ref}', fr: 'Votre référence : {ref}', en: 'Your reference: {ref}' },
  'order.noPrice': { de: 'auf Anfrage', fr: 'sur demande', en: 'on request' },
} as const satisfies Record<string, Translations>;

const texts = textsWith(HISTORY_MESSAGES);
/** `t` of the order and quote history pages: their texts and the shared ones (decision 1077). */
export const historyText = texts.text;
/** `useT()` of the order and quote history pages (decision 1077). */
export const useHistoryText = texts.useText;
