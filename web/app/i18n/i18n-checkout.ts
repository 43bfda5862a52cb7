import { formatPercent, interpolate, languageOf, translateMessage, type Locale, type MessageParams } from '@shop/engine/browser';
import { useLocale } from './i18n';
import { dateLocale, dayFormat } from '../kit/dates';

/**
 * Texts of the checkout pages in de/fr/en (docs/checkout.md). German is verbatim from the spec
 * where it gives a text (step titles, 'Zahlungsfehler', the completed message, the terms message);
 * the rest and all French and English are ours. Step titles come from the engine's catalogue
 * (`checkout.step.*`).
 */
export const CHECKOUT_MESSAGES = {
  'nav.label': { de: 'Schritte der Bestellung', fr: 'Étapes de la commande', en: 'Checkout steps' },
  'cart.toCheckout': { de: 'Zur Kasse', fr: 'Passer à la caisse', en: 'Checkout' },
  'common.next': { de: 'Weiter', fr: 'Continuer', en: 'Continue' },
  'common.back': { de: 'Zurück', fr: 'Retour', en: 'Back' },
  'common.required': { de: 'Pflichtfeld', fr: 'Champ obligatoire', en: 'Required' },
  'common.requiredHint': { de: 'Felder mit * sind Pflichtfelder.', fr: 'Les champs marqués * sont obligatoires.', en: 'Fields marked * are required.' },
  'common.edit': { de: 'Ändern', fr: 'Modifier', en: 'Change' },
  'signin.intro': {
    de: 'Bestellen Sie als Gast oder melden Sie sich mit Ihrem Kundenkonto an.',
    fr: 'Commandez en tant qu’invité ou connectez-vous avec votre compte client.',
    en: 'Order as a guest or log in with your customer account.',
  },
  'signin.guest': { de: 'Als Gast bestellen', fr: 'Commander en tant qu’invité', en: 'Order as a guest' },
  'signin.guestText': {
    de: 'Ohne Kundenkonto: Sie geben Ihre Adresse bei dieser Bestellung an.',
    fr: 'Sans compte client : vous indiquez votre adresse pour cette commande.',
    en: 'Without an account: you enter your address for this order.',
  },
  'signin.login': { de: 'Anmelden', fr: 'Se connecter', en: 'Log in' },
  'signin.loginText': {
    de: 'Mit Kundenkonto: gespeicherte Adressen, Ihre Konditionen und Ihre Bestellungen im Profil.',
    fr: 'Avec un compte client : adresses enregistrées, vos conditions et vos commandes dans le profil.',
    en: 'With an account: saved addresses, your terms and your orders in your profile.',
  },
  'signin.register': { de: 'Registrieren', fr: 'S’inscrire', en: 'Register' },
  'address.saved': { de: 'Gespeicherte Adresse', fr: 'Adresse enregistrée', en: 'Saved address' },
  'address.new': { de: 'Neue Adresse', fr: 'Nouvelle adresse', en: 'New address' },
  'address.name': { de: 'Name / Firma', fr: 'Nom / entreprise', en: 'Name / company' },
  'address.addition': { de: 'Zusatz', fr: 'Complément', en: 'Addition' },
  'address.street': { de: 'Strasse und Nr.', fr: 'Rue et n°', en: 'Street and no.' },
  'address.additionalAddress': { de: 'Adresszusatz', fr: 'Complément d’adresse', en: 'Additional address line' },
  'address.zipCode': { de: 'PLZ', fr: 'NPA', en: 'Postal code' },
  'address.city': { de: 'Ort', fr: 'Localité', en: 'City' },
  'address.country': { de: 'Land', fr: 'Pays', en: 'Country' },
  'invoice.email': { de: 'Rechnungs-E-Mail', fr: 'E-mail de facturation', en: 'Invoice e-mail' },
  'invoice.emailHint': {
    de: 'An diese Adresse senden wir die Bestätigung und die Rechnung.',
    fr: 'Nous envoyons la confirmation et la facture à cette adresse.',
    en: 'We send the confirmation and the invoice to this address.',
  },
  'invoice.contact': { de: 'Kontaktperson', fr: 'Personne de contact', en: 'Contact person' },
  'invoice.firstName': { de: 'Vorname', fr: 'Prénom', en: 'First name' },
  'invoice.lastName': { de: 'Nachname', fr: 'Nom', en: 'Last name' },
  'invoice.phone': { de: 'Telefon', fr: 'Téléphone', en: 'Phone' },
  'delivery.mode': { de: 'Lieferart', fr: 'Mode de livraison', en: 'Delivery method' },
  'delivery.pickupText': {
    de: 'Sie holen die Ware an unserem Firmensitz ab: {site}. Ohne Mehrwertsteuer.',
    fr: 'Vous retirez la marchandise à notre siège : {site}. Sans TVA.',
    en: 'You collect the goods at our company site: {site}. Without VAT.',
  },
  'delivery.sameAsInvoice': { de: 'Wie Rechnungsadresse', fr: 'Identique à l’adresse de facturation', en: 'Same as invoice address' },
  'delivery.address': { de: 'Lieferadresse', fr: 'Adresse de livraison', en: 'Delivery address' },
  'delivery.date': { de: 'Wunschliefertermin', fr: 'Date de livraison souhaitée', en: 'Requested delivery date' },
  'delivery.pickupDate': { de: 'Abholdatum', fr: 'Date de retrait', en: 'Pickup date' },
  'delivery.dateNone': { de: 'So früh wie möglich', fr: 'Dès que possible', en: 'As soon as possible' },
  'delivery.dateHint': {
    de: 'Frühestens {date}. Wochenenden, Feiertage und Betriebsferien sind nicht wählbar.',
    fr: 'Au plus tôt le {date}. Les week-ends, jours fériés et fermetures ne peuvent pas être choisis.',
    en: 'From {date} at the earliest. Weekends, holidays and company closures cannot be chosen.',
  },
  'delivery.slot': { de: 'Abholzeit', fr: 'Heure de retrait', en: 'Pickup time' },
  'delivery.slotChoose': { de: 'Bitte wählen', fr: 'Veuillez choisir', en: 'Please choose' },
  'payment.method': { de: 'Zahlungsart', fr: 'Mode de paiement', en: 'Payment method' },
  'payment.1': { de: 'Rechnung', fr: 'Facture', en: 'Invoice' },
  'payment.2': { de: 'Vorauskasse', fr: 'Paiement anticipé', en: 'Prepayment' },
  'payment.100': { de: 'TWINT', fr: 'TWINT', en: 'TWINT' },
  'payment.101': { de: 'PostFinance E-Finance', fr: 'PostFinance E-Finance', en: 'PostFinance E-Finance' },
  'payment.102': { de: 'PostFinance Card', fr: 'PostFinance Card', en: 'PostFinance Card' },
  'payment.103': { de: 'Mastercard', fr: 'Mastercard', en: 'Mastercard' },
  'payment.104': { de: 'Visa', fr: 'Visa', en: 'Visa' },
  'payment.105': { de: 'PostFinance Pay', fr: 'PostFinance Pay', en: 'PostFinance Pay' },
  'payment.hint.1': { de: 'Rechnung mit QR-Einzahlungsschein per E-Mail.', fr: 'Facture avec QR-facture par e-mail.', en: 'Invoice with a QR-bill by e-mail.' },
  'payment.hint.2': {
    de: 'Sie überweisen den Betrag mit dem QR-Einzahlungsschein vor der Lieferung.',
    fr: 'Vous virez le montant avec la QR-facture avant la livraison.',
    en: 'You transfer the amount with the QR-bill before delivery.',
  },
  'payment.hint.online': {
    de: 'Sie bezahlen nach dem Bestellen auf der sicheren Zahlungsseite von PostFinance.',
    fr: 'Vous payez après la commande sur la page de paiement sécurisée de PostFinance.',
    en: 'You pay after ordering on the secure PostFinance payment page.',
  },
  'payment.terms': { de: 'Ihre Zahlungsbedingungen: {term}', fr: 'Vos conditions de paiement : {term}', en: 'Your payment terms: {term}' },
  'payment.skonto': { de: 'Skonto: {skonto}', fr: 'Escompte : {skonto}', en: 'Cash discount: {skonto}' },
  // The terms in the shopper's language from their days and percent; the back office's names are German only.
  'payment.term.prepayment': { de: 'Vorauskasse', fr: 'Paiement anticipé', en: 'Prepayment' },
  'payment.term.days': { de: '{days} Tage netto', fr: '{days} jours net', en: '{days} days net' },
  'payment.skonto.rule': {
    de: '{percent} bei Zahlung innert {days} Tagen',
    fr: '{percent} pour paiement dans les {days} jours',
    en: '{percent} for payment within {days} days',
  },
  'summary.items': { de: 'Artikel', fr: 'Articles', en: 'Items' },
  'summary.quantity': { de: 'Menge', fr: 'Quantité', en: 'Quantity' },
  'summary.pricePerOne': { de: 'Preis pro Stück', fr: 'Prix unitaire', en: 'Price per piece' },
  'summary.linePrice': { de: 'Total', fr: 'Total', en: 'Total' },
  'summary.subtotal': { de: 'Zwischensumme', fr: 'Sous-total', en: 'Subtotal' },
  'summary.discount': { de: 'Rabatt {percent}', fr: 'Remise {percent}', en: 'Discount {percent}' },
  'summary.total': { de: 'Total netto', fr: 'Total net', en: 'Net total' },
  'summary.shipping': { de: 'Versandkosten', fr: 'Frais d’envoi', en: 'Shipping' },
  'summary.vat': { de: 'MWST {rate}', fr: 'TVA {rate}', en: 'VAT {rate}' },
  'summary.grandTotal': { de: 'Gesamttotal', fr: 'Total général', en: 'Grand total' },
  'summary.noPrice': { de: 'Preis auf Anfrage', fr: 'Prix sur demande', en: 'Price on request' },
  'summary.incomplete': {
    de: 'Für mindestens einen Artikel ist kein Preis verfügbar. Fordern Sie eine Offerte an oder ändern Sie den Warenkorb.',
    fr: 'Aucun prix n’est disponible pour au moins un article. Demandez un devis ou modifiez le panier.',
    en: 'No price is available for at least one item. Request a quote or change the cart.',
  },
  'summary.orderReference': { de: 'Ihre Bestellreferenz', fr: 'Votre référence de commande', en: 'Your order reference' },
  'summary.orderComment': { de: 'Bemerkung', fr: 'Remarque', en: 'Comment' },
  'summary.terms': {
    de: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.',
    fr: 'J’accepte les conditions générales.',
    en: 'I accept the general terms and conditions.',
  },
  'summary.termsLink': { de: 'AGB lesen', fr: 'Lire les CGV', en: 'Read the terms' },
  'summary.order': { de: 'Bestellen', fr: 'Commander', en: 'Order' },
  'summary.quote': { de: 'Offerte anfordern', fr: 'Demander un devis', en: 'Request a quote' },
  // The FedEx services of a delivery abroad (decision 745).
  'carrier.title': { de: 'Versandart FedEx', fr: 'Service FedEx', en: 'FedEx service' },
  'carrier.hint': {
    de: 'Preise von FedEx für Ihre Sendung. Wählen Sie, wie schnell sie ankommen soll.',
    fr: 'Prix de FedEx pour votre envoi. Choisissez la rapidité de livraison.',
    en: 'FedEx prices for your shipment. Choose how fast it should arrive.',
  },
  'carrier.days': { de: '{days} Werktage unterwegs', fr: '{days} jours ouvrables en route', en: '{days} working days in transit' },
  'carrier.oneDay': { de: '1 Werktag unterwegs', fr: '1 jour ouvrable en route', en: '1 working day in transit' },
  'carrier.deliveryDate': { de: 'Zustellung voraussichtlich {date}', fr: 'livraison prévue {date}', en: 'expected delivery {date}' },
  'carrier.apply': { de: 'Versandart übernehmen', fr: 'Choisir ce service', en: 'Use this service' },
  // The truck or the parcel by post of a domestic delivery, cheaper first (decision 1140).
  'way.title': { de: 'Versandweg', fr: 'Mode d’expédition', en: 'How it travels' },
  'way.hint': {
    de: 'Ihre Ware passt auch in Pakete der Post. Die günstigere Variante steht zuerst.',
    fr: 'Votre marchandise tient aussi dans des colis de la Poste. L’option la moins chère figure en premier.',
    en: 'Your goods also fit Swiss Post parcels. The cheaper option comes first.',
  },
  'way.parcels': { de: '{count} Pakete', fr: '{count} colis', en: '{count} parcels' },
  'way.oneParcel': { de: '1 Paket', fr: '1 colis', en: '1 parcel' },
  'way.apply': { de: 'Versandweg übernehmen', fr: 'Choisir ce mode', en: 'Use this option' },
  'summary.expected': { de: 'Zustellung voraussichtlich {date}', fr: 'Livraison prévue le {date}', en: 'Expected delivery {date}' },
  'summary.shippingOnRequest': { de: 'auf Anfrage (Offerte)', fr: 'sur demande (devis)', en: 'on request (quote)' },
  'payAgain.title': { de: 'Jetzt bezahlen', fr: 'Payer maintenant', en: 'Pay now' },
  'payAgain.text': {
    de: 'Ihre Bestellung {id} über {amount} ist noch nicht bezahlt. Sie bezahlen mit {method}.',
    fr: 'Votre commande {id} d’un montant de {amount} n’est pas encore payée. Vous payez avec {method}.',
    en: 'Your order {id} of {amount} is not paid yet. You pay with {method}.',
  },
  'payAgain.button': { de: 'Jetzt bezahlen', fr: 'Payer maintenant', en: 'Pay now' },
  'payAgain.invalid': {
    de: 'Dieser Zahlungslink ist ungültig oder die Bestellung ist bereits bezahlt.',
    fr: 'Ce lien de paiement n’est pas valable ou la commande est déjà payée.',
    en: 'This payment link is invalid or the order has already been paid.',
  },
  'summary.pickupAt': { de: 'Abholung am {date} um {slot} Uhr', fr: 'Retrait le {date} à {slot}', en: 'Pickup on {date} at {slot}' },
  'summary.date': { de: 'Wunschliefertermin: {date}', fr: 'Date de livraison souhaitée : {date}', en: 'Requested delivery date: {date}' },
  'completed.orderNumber': { de: 'Ihre Bestellnummer: {id}', fr: 'Votre numéro de commande : {id}', en: 'Your order number: {id}' },
  'completed.delivery': { de: 'Lieferart: {way}', fr: 'Mode de livraison : {way}', en: 'Delivery: {way}' },
  'completed.paid': { de: 'Die Zahlung ist eingegangen.', fr: 'Le paiement a été reçu.', en: 'The payment has been received.' },
  'completed.continue': { de: 'Weiter einkaufen', fr: 'Continuer mes achats', en: 'Continue shopping' },
  'completed.quote': {
    de: 'Vielen Dank für Ihre Anfrage! Sie erhalten die Offerte per E-Mail.',
    fr: 'Merci pour votre demande ! Vous recevrez le devis par e-mail.',
    en: 'Thank you for your request! You will receive the quote by e-mail.',
  },
  'failed.text': {
    de: 'Die Zahlung für Bestellung {id} ist nicht erfolgt. Die Bestellung bleibt offen; Sie können sie jetzt bezahlen.',
    fr: 'Le paiement de la commande {id} n’a pas abouti. La commande reste ouverte ; vous pouvez la payer maintenant.',
    en: 'The payment for order {id} did not go through. The order stays open; you can pay it now.',
  },
  'failed.noOrder': {
    de: 'Die Zahlung ist nicht erfolgt.',
    fr: 'Le paiement n’a pas abouti.',
    en: 'The payment did not go through.',
  },
  'failed.payAgain': { de: 'Erneut bezahlen', fr: 'Payer à nouveau', en: 'Pay again' },
  'failed.cartEmptied': {
    de: 'Die Artikel sind in dieser Bestellung; der Warenkorb ist darum leer. Bezahlen Sie die Bestellung, statt noch einmal zu bestellen.',
    fr: 'Les articles sont dans cette commande ; le panier est donc vide. Payez la commande au lieu de commander une seconde fois.',
    en: 'The items are in this order, so the cart is empty. Pay the order instead of ordering again.',
  },
  'cart.unpaid.text': {
    de: 'Ihre Bestellung {id} ist aufgegeben, aber noch nicht bezahlt. Bezahlen Sie sie, statt die Artikel noch einmal zu bestellen.',
    fr: 'Votre commande {id} est passée mais pas encore payée. Payez-la au lieu de commander les articles une seconde fois.',
    en: 'Your order {id} is placed but not paid yet. Pay it instead of ordering the items again.',
  },
  'cart.unpaid.pay': { de: 'Bestellung {id} bezahlen', fr: 'Payer la commande {id}', en: 'Pay order {id}' },
} as const satisfies Record<string, Record<'de' | 'fr' | 'en', string>>;

export type CheckoutMessageId = keyof typeof CHECKOUT_MESSAGES;

/** A checkout text in a locale. */
export function ct(locale: Locale, id: CheckoutMessageId, params?: MessageParams): string {
  return interpolate(CHECKOUT_MESSAGES[id][languageOf(locale)], params);
}

/** A text of the engine's catalogue (step titles, 'Zahlungsfehler', the completed message). */
export function catalogueText(locale: Locale, key: string, params?: MessageParams): string {
  return translateMessage(key, params, locale);
}

/** `ct` and the catalogue bound to the page's locale. */
export function useCheckoutText() {
  const locale = useLocale();
  return {
    locale,
    t: (id: CheckoutMessageId, params?: MessageParams) => ct(locale, id, params),
    catalogue: (key: string, params?: MessageParams) => catalogueText(locale, key, params),
  };
}

/**
 * A customer's payment terms and skonto in the shopper's language, from their days and percent (the
 * back office names them in German only): '30 jours net', 'Paiement anticipé' for 0 days,
 * '2 % for payment within 10 days'; no skonto line for 0 %.
 */
export function paymentTermsInWords(
  locale: Locale,
  term: { days: number } | null,
  skonto: { percent: string; days: number } | null,
): { term: string | null; skonto: string | null } {
  return {
    term: term ? (term.days > 0 ? ct(locale, 'payment.term.days', { days: term.days }) : ct(locale, 'payment.term.prepayment')) : null,
    // The skonto is stored in percent; shown as every percentage of the shop (formatPercent, decision 102).
    skonto: skonto && Number(skonto.percent) > 0 ? ct(locale, 'payment.skonto.rule', { percent: formatPercent(Number(skonto.percent) / 100, 2, locale), days: skonto.days }) : null,
  };
}

/** A date as de-CH shows it (000 §9: date format de-CH), e.g. 'Do., 26.11.2026'; fr-CH/en-CH style in French and English (decision 915). */
export function formatDate(date: string, locale: Locale): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return dayFormat(dateLocale(locale), true, 'UTC').format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
