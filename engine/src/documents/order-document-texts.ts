import { DEFAULT_LOCALE, interpolate, isLocale, languageOf, type Locale, type MessageParams, type Translations } from '../i18n/locales';

/**
 * Texts of the order PDF and the order confirmation mail, de/fr/en (our texts; the spec gives
 * the terms in 000 §9: 30 days, reminder fee CHF 30, defect claims, court venue Olten). Same shape
 * as the message catalogue (i18n/catalogue.ts), kept beside the documents that use them.
 */
export const ORDER_DOCUMENT_TEXTS = {
  'doc.title.invoice': { de: 'Rechnung', fr: 'Facture', en: 'Invoice' },
  'doc.title.confirmation': { de: 'Auftragsbestätigung', fr: 'Confirmation de commande', en: 'Order confirmation' },
  'doc.orderNumber': { de: 'Bestellnummer', fr: 'N° de commande', en: 'Order number' },
  'doc.date': { de: 'Datum', fr: 'Date', en: 'Date' },
  'doc.customerReference': { de: 'Ihre Referenz', fr: 'Votre référence', en: 'Your reference' },
  'doc.invoiceAddress': { de: 'Rechnungsadresse', fr: 'Adresse de facturation', en: 'Invoice address' },
  'doc.deliveryAddress': { de: 'Lieferadresse', fr: 'Adresse de livraison', en: 'Delivery address' },
  'doc.delivery': { de: 'Lieferart', fr: 'Mode de livraison', en: 'Delivery' },
  'doc.pickupAt': { de: 'Abholung am {date}, {slot} Uhr', fr: 'Retrait le {date}, {slot} h', en: 'Pickup on {date}, {slot}' },
  'doc.carrierService': { de: '{service}, {days} Werktage', fr: '{service}, {days} jours ouvrables', en: '{service}, {days} working days' },
  'doc.carrierServiceOneDay': { de: '{service}, 1 Werktag', fr: '{service}, 1 jour ouvrable', en: '{service}, 1 working day' },
  'doc.carrierServiceOnly': { de: '{service}', fr: '{service}', en: '{service}' },
  'mail.confirmation.carrier': {
    de: 'Versand mit {service}, Fracht CHF {amount}.',
    fr: 'Expédition par {service}, transport CHF {amount}.',
    en: 'Shipped with {service}, freight CHF {amount}.',
  },
  'mail.confirmation.delivery': {
    de: 'Lieferart: {way}, Fracht CHF {amount}.',
    fr: 'Mode de livraison : {way}, transport CHF {amount}.',
    en: 'Delivery: {way}, freight CHF {amount}.',
  },
  'mail.confirmation.deliveryOnRequest': {
    de: 'Lieferart: {way}, Fracht auf Anfrage.',
    fr: 'Mode de livraison : {way}, transport sur demande.',
    en: 'Delivery: {way}, freight on request.',
  },
  'mail.confirmation.pickup': {
    de: 'Abholung: {date}, {slot} Uhr bei {site}.',
    fr: 'Retrait : {date}, {slot} h chez {site}.',
    en: 'Pickup: {date}, {slot} at {site}.',
  },
  'doc.requestedDate': { de: 'Gewünschtes Lieferdatum', fr: 'Date de livraison souhaitée', en: 'Requested delivery date' },
  'doc.comment': { de: 'Bemerkung', fr: 'Remarque', en: 'Comment' },
  'doc.col.position': { de: 'Pos.', fr: 'Pos.', en: 'Item' },
  'doc.col.article': { de: 'Artikel', fr: 'Article', en: 'Article' },
  'doc.col.quantity': { de: 'Menge', fr: 'Quantité', en: 'Qty' },
  'doc.col.unitPrice': { de: 'Preis/Stk.', fr: 'Prix/pce', en: 'Unit price' },
  'doc.col.total': { de: 'Total', fr: 'Total', en: 'Total' },
  'doc.subtotal': { de: 'Zwischensumme', fr: 'Sous-total', en: 'Subtotal' },
  'doc.discount': { de: 'Rabatt {percent} %', fr: 'Rabais {percent} %', en: 'Discount {percent} %' },
  'doc.finalPriceAdjustment': { de: 'Anpassung an vereinbarten Endpreis', fr: 'Ajustement au prix final convenu', en: 'Adjustment to the agreed final price' },
  'doc.shipping': { de: 'Versandkosten', fr: "Frais d'envoi", en: 'Shipping' },
  'doc.vat': { de: 'MWST {percent} %', fr: 'TVA {percent} %', en: 'VAT {percent} %' },
  'doc.noVat': { de: 'Ohne MWST (Abholung oder Lieferung ins Ausland)', fr: 'Sans TVA (retrait ou livraison à l’étranger)', en: 'No VAT (pickup or delivery abroad)' },
  'doc.grandTotal': { de: 'Gesamtbetrag', fr: 'Montant total', en: 'Grand total' },
  'doc.paymentMethod': { de: 'Zahlungsart', fr: 'Mode de paiement', en: 'Payment method' },
  'doc.method.1': { de: 'Rechnung', fr: 'Facture', en: 'Invoice' },
  'doc.method.2': { de: 'Vorauszahlung', fr: 'Paiement anticipé', en: 'Prepayment' },
  'doc.method.100': { de: 'TWINT', fr: 'TWINT', en: 'TWINT' },
  'doc.method.101': { de: 'PostFinance E-Finance', fr: 'PostFinance E-Finance', en: 'PostFinance E-Finance' },
  'doc.method.102': { de: 'PostFinance Card', fr: 'PostFinance Card', en: 'PostFinance Card' },
  'doc.method.103': { de: 'Mastercard', fr: 'Mastercard', en: 'Mastercard' },
  'doc.method.104': { de: 'Visa', fr: 'Visa', en: 'Visa' },
  'doc.method.105': { de: 'PostFinance Pay', fr: 'PostFinance Pay', en: 'PostFinance Pay' },
  'doc.terms.invoice': {
    de: 'Zahlbar innert {days} Tagen netto mit dem QR-Einzahlungsschein unten.',
    fr: 'Payable dans les {days} jours net avec la section paiement QR ci-dessous.',
    en: 'Payable within {days} days net using the QR payment part below.',
  },
  'doc.terms.skonto': {
    de: 'Bei Zahlung innert {days} Tagen {percent} % Skonto.',
    fr: 'Escompte de {percent} % pour paiement dans les {days} jours.',
    en: '{percent} % cash discount for payment within {days} days.',
  },
  'doc.terms.reminder': {
    de: 'Bei Zahlungsverzug erheben wir eine Mahngebühr von CHF 30.00.',
    fr: 'En cas de retard de paiement, des frais de rappel de CHF 30.00 sont facturés.',
    en: 'A reminder fee of CHF 30.00 is charged for late payment.',
  },
  'doc.terms.prepayment': {
    de: 'Vorauszahlung: Bitte überweisen Sie den Gesamtbetrag mit dem QR-Einzahlungsschein unten. Wir bearbeiten Ihre Bestellung nach Zahlungseingang.',
    fr: 'Paiement anticipé : veuillez virer le montant total avec la section paiement QR ci-dessous. Nous traitons votre commande dès réception du paiement.',
    en: 'Prepayment: please transfer the grand total using the QR payment part below. We process your order once the payment has arrived.',
  },
  'doc.terms.onlinePaid': { de: 'Bezahlt mit {method}.', fr: 'Payé avec {method}.', en: 'Paid with {method}.' },
  'doc.terms.onlineOpen': {
    de: 'Zahlung mit {method} über PostFinance Checkout (noch offen).',
    fr: 'Paiement avec {method} via PostFinance Checkout (encore ouvert).',
    en: 'Payment with {method} through PostFinance Checkout (still open).',
  },
  'doc.terms.defects': {
    de: 'Mängel sind innert 14 Tagen nach Lieferung zu melden: Transportschäden sofort, übrige Mängel innert einer Woche. Gerichtsstand ist Olten.',
    fr: 'Les défauts doivent être signalés dans les 14 jours suivant la livraison : dommages de transport immédiatement, autres défauts dans la semaine. For juridique : Olten.',
    en: 'Defects must be reported within 14 days of delivery: transport damage at once, other defects within a week. Place of jurisdiction is Olten.',
  },
  'doc.thanks': { de: 'Vielen Dank für Ihre Bestellung.', fr: 'Merci pour votre commande.', en: 'Thank you for your order.' },
  'doc.title.quote': { de: 'Offerte', fr: 'Offre', en: 'Quote' },
  'doc.quoteNumber': { de: 'Offertnummer', fr: 'N° d’offre', en: 'Quote number' },
  'doc.validUntil': { de: 'Gültig bis', fr: 'Valable jusqu’au', en: 'Valid until' },
  'doc.timeToDeliver': { de: 'Lieferzeit', fr: 'Délai de livraison', en: 'Time to deliver' },
  'doc.workingDays': { de: '{days} Arbeitstage', fr: '{days} jours ouvrables', en: '{days} working days' },
  'doc.onRequest': { de: 'auf Anfrage', fr: 'sur demande', en: 'on request' },
  'doc.finalPrice': { de: 'Endpreis', fr: 'Prix final', en: 'Final price' },
  'doc.terms.quote': {
    de: 'Bestellen Sie diese Offerte online mit dem Link und der PIN aus unserer E-Mail. Die Zahlungsart wählen Sie bei der Bestellung.',
    fr: 'Commandez cette offre en ligne avec le lien et le PIN de notre e-mail. Vous choisissez le mode de paiement lors de la commande.',
    en: 'Order this quote online with the link and PIN from our e-mail. You choose the payment method when you order.',
  },
  'doc.quoteThanks': { de: 'Vielen Dank für Ihre Anfrage.', fr: 'Merci pour votre demande.', en: 'Thank you for your request.' },
  'doc.switzerland': { de: 'Schweiz', fr: 'Suisse', en: 'Switzerland' },
  'doc.vatNumber': { de: 'MWST-Nr.', fr: 'N° TVA', en: 'VAT no.' },
  'mail.confirmation.subject': {
    de: 'Ihre Bestellung {orderNumber} bei {company}',
    fr: 'Votre commande {orderNumber} chez {company}',
    en: 'Your order {orderNumber} at {company}',
  },
  'mail.confirmation.greeting': { de: 'Guten Tag', fr: 'Bonjour', en: 'Hello' },
  'mail.confirmation.body': {
    de: 'vielen Dank für Ihre Bestellung {orderNumber} über CHF {amount}. Im Anhang finden Sie die Bestellung als PDF.',
    fr: 'merci pour votre commande {orderNumber} d’un montant de CHF {amount}. Vous trouverez la commande en PDF en pièce jointe.',
    en: 'thank you for your order {orderNumber} of CHF {amount}. The order is attached as a PDF.',
  },
  'mail.confirmation.payInvoice': {
    de: 'Bitte bezahlen Sie den Betrag innert {days} Tagen mit dem QR-Einzahlungsschein im PDF.',
    fr: 'Veuillez payer le montant dans les {days} jours avec la section paiement QR du PDF.',
    en: 'Please pay the amount within {days} days using the QR payment part in the PDF.',
  },
  'mail.confirmation.payPrepayment': {
    de: 'Bitte überweisen Sie den Betrag im Voraus mit dem QR-Einzahlungsschein im PDF; wir bearbeiten Ihre Bestellung nach Zahlungseingang.',
    fr: 'Veuillez virer le montant à l’avance avec la section paiement QR du PDF ; nous traitons votre commande dès réception du paiement.',
    en: 'Please transfer the amount in advance using the QR payment part in the PDF; we process your order once the payment has arrived.',
  },
  'mail.confirmation.paidOnline': { de: 'Ihre Zahlung mit {method} ist eingegangen.', fr: 'Votre paiement avec {method} a été reçu.', en: 'Your payment with {method} has been received.' },
  'mail.confirmation.openOnline': {
    de: 'Ihre Zahlung mit {method} ist noch nicht abgeschlossen.',
    fr: 'Votre paiement avec {method} n’est pas encore finalisé.',
    en: 'Your payment with {method} has not been completed yet.',
  },
  'mail.confirmation.attachment': { de: 'Bestellung-{orderNumber}.pdf', fr: 'Commande-{orderNumber}.pdf', en: 'Order-{orderNumber}.pdf' },
} as const satisfies Record<string, Translations>;

export type OrderDocumentTextKey = keyof typeof ORDER_DOCUMENT_TEXTS;

/** A document text in the order's locale (unknown locales read German). */
export function documentText(key: OrderDocumentTextKey, locale: string, params?: MessageParams): string {
  const resolved: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return interpolate(ORDER_DOCUMENT_TEXTS[key][languageOf(resolved)], params);
}
