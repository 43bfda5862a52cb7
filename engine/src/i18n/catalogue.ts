import { CARRIER_MESSAGES } from './catalogue-carrier';
import type { Translations } from './locales';
import { MONEY_PATH_MESSAGES } from './catalogue-money-paths';

/**
 * The message catalogue of both spec documents (000 §8, 001 §8) in one place, keyed by
 * `<group>.<name>`. German texts are verbatim from the spec (typos included, e.g.
 * 'Geschäftsbedinungen'); French and English are our translations.
 *
 * Server errors travel as `{ errors: [{ message, params? }] }` where `message` is the part after
 * `errors.` (e.g. `captchaWrong`); the client translates `errors.<message>` and falls back to the
 * raw message (see `translateError`). Keys for the generic kinds of engine errors (`not_found`, …)
 * are our decision for "texts for other server error codes are not shown"
 * (docs/decisions/103-error-catalogue.md).
 */
export const MESSAGE_CATALOGUE = {
  ...MONEY_PATH_MESSAGES,
  // --- server errors (000 §8, 001 §8) -------------------------------------------------------
  'errors.captchaWrong': {
    de: 'Die Sicherheitsanfrage wurde falsch beantwortet.',
    fr: 'La question de sécurité a reçu une mauvaise réponse.',
    en: 'The security question was answered incorrectly.',
  },
  'errors.foreignKeyViolation': {
    de: 'Objekt wird noch verwendet und konnte daher nicht gelöscht werden.',
    fr: "L'objet est encore utilisé et n'a donc pas pu être supprimé.",
    en: 'The object is still in use and could therefore not be deleted.',
  },
  'errors.duplicateEntry': {
    de: 'Der Eintrag {field} ist bereits vorhanden.',
    fr: "L'entrée {field} existe déjà.",
    en: 'The entry {field} already exists.',
  },
  'errors.pdfNotCreated': {
    de: 'PDF wurde nicht erzeugt',
    fr: "Le PDF n'a pas été généré",
    en: 'The PDF was not created',
  },
  'errors.javaProgramFailed': {
    de: 'Java Programm konnte nicht ausgeführt werden.',
    fr: "Le programme Java n'a pas pu être exécuté.",
    en: 'The Java program could not be run.',
  },
  // Calculation workbooks (our texts; the spec names none).
  'errors.workbookFormulaFailed': {
    de: 'Formel in {cell} konnte nicht berechnet werden: {reason}',
    fr: 'La formule de {cell} n’a pas pu être calculée : {reason}',
    en: 'The formula in {cell} could not be calculated: {reason}',
  },
  'errors.workbookInvalidInput': {
    de: 'Ungültiger Wert für {name}',
    fr: 'Valeur non valable pour {name}',
    en: 'Invalid value for {name}',
  },
  'errors.workbookUnreadable': {
    de: 'Kalkulationsdatei konnte nicht gelesen werden',
    fr: 'Le fichier de calcul n’a pas pu être lu',
    en: 'The calculation workbook could not be read',
  },
  'errors.workbookNoOutputs': {
    de: 'Kalkulationsdatei hat keine Ausgabezellen (benannte Zellen im Blatt {sheet})',
    fr: 'Le fichier de calcul n’a pas de cellules de sortie (cellules nommées de la feuille {sheet})',
    en: 'The calculation workbook has no output cells (named cells on sheet {sheet})',
  },
  'errors.orderNotKoller': {
    de: 'Bestellung ist nicht von Typ Koller',
    fr: "La commande n'est pas du type Koller",
    en: 'The order is not of type Koller',
  },
  'errors.registrationFailed': {
    de: 'Mit den angegebenen Daten konnte keine Registrierung durchgeführt werden.',
    fr: "Aucune inscription n'a pu être effectuée avec les données fournies.",
    en: 'No registration could be completed with the data provided.',
  },
  'errors.contactSendFailed': {
    de: 'Der Server konnte Ihre Nachricht nicht versenden. Schreiben Sie uns direkt eine Mail an {email}',
    fr: "Le serveur n'a pas pu envoyer votre message. Écrivez-nous directement un e-mail à {email}",
    en: 'The server could not send your message. Please write to us directly at {email}',
  },
  'errors.termsNotAccepted': {
    de: 'Die Allgemeinen Geschäftsbedinungen wurden nicht akzeptiert.',
    fr: "Les conditions générales n'ont pas été acceptées.",
    en: 'The general terms and conditions were not accepted.',
  },
  // Orders (our texts, docs/orders.md).
  'errors.orderPriceUnavailable': {
    de: 'Für {product} ist kein Preis verfügbar; die Bestellung kann so nicht abgeschickt werden.',
    fr: "Aucun prix n'est disponible pour {product} ; la commande ne peut pas être envoyée ainsi.",
    en: 'No price is available for {product}; the order cannot be submitted like this.',
  },
  'errors.deliveryDateNotSelectable': {
    de: 'Das Lieferdatum {date} kann nicht gewählt werden.',
    fr: 'La date de livraison {date} ne peut pas être choisie.',
    en: 'The delivery date {date} cannot be chosen.',
  },
  'errors.orderKeyConflict': {
    de: 'Diese Bestellung wurde bereits mit anderen Angaben abgeschickt.',
    fr: 'Cette commande a déjà été envoyée avec d’autres données.',
    en: 'This order was already submitted with different details.',
  },
  // Checkout (our texts, docs/checkout.md).
  'errors.checkoutStepNotReachable': {
    de: 'Bitte schliessen Sie zuerst den Schritt «{step}» ab.',
    fr: 'Veuillez d’abord terminer l’étape « {step} ».',
    en: 'Please complete the step “{step}” first.',
  },
  'errors.paymentOptionNotOffered': {
    de: 'Diese Zahlungsart ist für Sie nicht verfügbar.',
    fr: 'Ce mode de paiement n’est pas disponible pour vous.',
    en: 'This payment method is not available to you.',
  },
  'errors.pickupSlotMissing': { de: 'Bitte wählen Sie eine Abholzeit.', fr: 'Veuillez choisir une heure de retrait.', en: 'Please choose a pickup time.' },
  'errors.pickupDateMissing': { de: 'Bitte wählen Sie ein Abholdatum.', fr: 'Veuillez choisir une date de retrait.', en: 'Please choose a pickup date.' },
  'errors.noOpenPayment': {
    de: 'Zu diesem Checkout gibt es keine offene Zahlung.',
    fr: 'Aucun paiement ouvert pour ce passage en caisse.',
    en: 'There is no open payment for this checkout.',
  },
  'errors.orderStateTransition': {
    de: 'Der Bestellstatus kann nicht von {from} zu {to} wechseln.',
    fr: 'Le statut de la commande ne peut pas passer de {from} à {to}.',
    en: 'The order status cannot change from {from} to {to}.',
  },
  // Order administration (our texts, docs/orders.md, decisions 652–657).
  'errors.orderNotChangeable': {
    de: 'Die Bestellung im Status {status} kann nicht mehr geändert werden.',
    fr: 'La commande au statut {status} ne peut plus être modifiée.',
    en: 'The order in status {status} can no longer be changed.',
  },
  'errors.orderNotDeletable': {
    de: 'Die Bestellung im Status {status} kann nicht gelöscht werden.',
    fr: 'La commande au statut {status} ne peut pas être supprimée.',
    en: 'The order in status {status} cannot be deleted.',
  },
  'errors.orderInProgress': {
    de: 'Die Bestellung ist bereits bezahlt, geliefert oder verrechnet und kann nicht gelöscht werden.',
    fr: 'La commande est déjà payée, livrée ou facturée et ne peut pas être supprimée.',
    en: 'The order is already paid, delivered or invoiced and cannot be deleted.',
  },
  'errors.orderPositionNotFound': {
    de: 'Die Position {id} gehört nicht zu dieser Bestellung.',
    fr: "La position {id} n'appartient pas à cette commande.",
    en: 'Position {id} does not belong to this order.',
  },
  'errors.orderNoRecipient': {
    de: 'Für die Bestellung {order} ist keine E-Mail-Adresse hinterlegt.',
    fr: "Aucune adresse e-mail n'est enregistrée pour la commande {order}.",
    en: 'No e-mail address is on file for order {order}.',
  },
  'errors.carrierNoEmail': {
    de: 'Für den Transporteur {carrier} ist keine E-Mail-Adresse hinterlegt.',
    fr: "Aucune adresse e-mail n'est enregistrée pour le transporteur {carrier}.",
    en: 'No e-mail address is on file for the carrier {carrier}.',
  },
  'errors.carrierNone': {
    de: 'Die Bestellung {order} wird abgeholt; es gibt keinen Transporteur zu benachrichtigen.',
    fr: "La commande {order} est retirée sur place ; il n'y a pas de transporteur à informer.",
    en: 'Order {order} is picked up; there is no carrier to notify.',
  },
  // Payments (our texts, docs/payments.md).
  'errors.paymentNotOnline': {
    de: 'Diese Bestellung wird nicht online bezahlt.',
    fr: 'Cette commande ne se paie pas en ligne.',
    en: 'This order is not paid online.',
  },
  'errors.orderAlreadyPaid': {
    de: 'Diese Bestellung ist bereits bezahlt.',
    fr: 'Cette commande est déjà payée.',
    en: 'This order has already been paid.',
  },
  'errors.paymentUnavailable': {
    de: 'Die Online-Zahlung ist zurzeit nicht verfügbar. Bitte versuchen Sie es später erneut.',
    fr: 'Le paiement en ligne est momentanément indisponible. Veuillez réessayer plus tard.',
    en: 'Online payment is currently unavailable. Please try again later.',
  },
  'errors.webhookSignatureInvalid': {
    de: 'Die Signatur der Zahlungsmeldung fehlt oder ist ungültig.',
    fr: 'La signature de la notification de paiement est absente ou invalide.',
    en: 'The payment notification’s signature is missing or invalid.',
  },
  'errors.contactFormIncomplete': {
    de: 'Bitte füllen Sie das Formular vollständig aus.',
    fr: 'Veuillez remplir entièrement le formulaire.',
    en: 'Please fill in the form completely.',
  },
  'errors.pageNotFound': {
    de: 'Diese Seite wurde nicht gefunden',
    fr: "Cette page est introuvable",
    en: 'This page could not be found',
  },
  // Accounts (our texts; docs/decisions/300-login-limits.md, 302-password-reset.md).
  'errors.loginFailed': {
    de: 'E-Mail oder Passwort falsch',
    fr: 'E-mail ou mot de passe incorrect',
    en: 'Wrong e-mail or password',
  },
  'errors.tooManyLoginAttempts': {
    de: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in {minutes} Minuten erneut.',
    fr: 'Trop de tentatives de connexion. Veuillez réessayer dans {minutes} minutes.',
    en: 'Too many login attempts. Please try again in {minutes} minutes.',
  },
  'errors.passwordResetInvalid': {
    de: 'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
    fr: 'Le lien de réinitialisation du mot de passe est invalide ou a expiré.',
    en: 'The password reset link is invalid or has expired.',
  },
  'errors.currentPasswordWrong': {
    de: 'Das aktuelle Passwort ist falsch.',
    fr: 'Le mot de passe actuel est incorrect.',
    en: 'The current password is wrong.',
  },
  // --- generic engine error kinds (our decision, R000-8.27) ------------------------------------
  'errors.not_found': {
    de: 'Der Eintrag wurde nicht gefunden.',
    fr: "L'entrée est introuvable.",
    en: 'The entry was not found.',
  },
  'errors.invalid': {
    de: 'Die Eingaben sind ungültig.',
    fr: 'Les données saisies ne sont pas valables.',
    en: 'The input is invalid.',
  },
  'errors.forbidden': {
    de: 'Sie haben keine Berechtigung für diese Aktion.',
    fr: "Vous n'êtes pas autorisé à effectuer cette action.",
    en: 'You are not allowed to do this.',
  },
  'errors.conflict': {
    de: 'Der Eintrag wurde inzwischen geändert. Bitte laden Sie die Seite neu.',
    fr: "L'entrée a été modifiée entre-temps. Veuillez recharger la page.",
    en: 'The entry was changed in the meantime. Please reload the page.',
  },
  'errors.unauthenticated': {
    de: 'Bitte melden Sie sich an.',
    fr: 'Veuillez vous connecter.',
    en: 'Please log in.',
  },
  // The texts of auth/permissions.ts (requirePermission, requireCustomerData): read in the user's language too.
  'errors.notLoggedIn': {
    de: 'Anmeldung erforderlich',
    fr: 'Veuillez vous connecter.',
    en: 'Please log in.',
  },
  'errors.noPermission': {
    de: 'Keine Berechtigung',
    fr: "Vous n'êtes pas autorisé à effectuer cette action.",
    en: 'You are not allowed to do this.',
  },
  'errors.unavailable': {
    de: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.',
    fr: 'Le service est momentanément indisponible. Veuillez réessayer plus tard.',
    en: 'The service is temporarily unavailable. Please try again later.',
  },
  'errors.internal': {
    de: 'Ein unerwarteter Fehler ist aufgetreten.',
    fr: "Une erreur inattendue s'est produite.",
    en: 'An unexpected error occurred.',
  },
  // --- success toasts (000 §8, 001 §8) -------------------------------------------------------
  'success.changesSaved': { de: 'Änderungen gespeichert', fr: 'Modifications enregistrées', en: 'Changes saved' },
  'success.executed': { de: 'Ausgeführt', fr: 'Exécuté', en: 'Done' },
  // --- contact form (000 §8, 001 §8) ---------------------------------------------------------
  'contact.sent': {
    de: 'Ihre Nachricht wurde erfolgreich versendet.',
    fr: 'Votre message a bien été envoyé.',
    en: 'Your message was sent successfully.',
  },
  'contact.followUp': {
    de: 'Wir werden uns schnellstmöglich bei Ihnen melden.',
    fr: 'Nous vous répondrons dans les plus brefs délais.',
    en: 'We will get back to you as soon as possible.',
  },
  // --- checkout (000 §2, §8) -----------------------------------------------------------------
  'checkout.orderSubmitted': { de: 'Bestellung abgeschickt', fr: 'Commande envoyée', en: 'Order submitted' },
  'checkout.completed': {
    de: 'Vielen Dank für Ihre Bestellung! Sie erhalten eine Bestätigung per E-Mail.',
    fr: 'Merci pour votre commande ! Vous recevrez une confirmation par e-mail.',
    en: 'Thank you for your order! You will receive a confirmation by e-mail.',
  },
  'checkout.paymentFailedTitle': { de: 'Zahlungsfehler', fr: 'Erreur de paiement', en: 'Payment error' },
  'checkout.backToCart': { de: 'Zurück zum Warenkorb', fr: 'Retour au panier', en: 'Back to the cart' },
  'checkout.step.cart': { de: 'Warenkorb', fr: 'Panier', en: 'Cart' },
  'checkout.step.signin': { de: 'Anmelden', fr: 'Connexion', en: 'Sign in' },
  'checkout.step.invoice': { de: 'Rechnungsadresse', fr: 'Adresse de facturation', en: 'Invoice address' },
  'checkout.step.deliveryAddress': { de: 'Lieferadresse', fr: 'Adresse de livraison', en: 'Delivery address' },
  'checkout.step.payment': { de: 'Bezahlung', fr: 'Paiement', en: 'Payment' },
  'checkout.step.summary': { de: 'Zusammenfassung', fr: 'Récapitulatif', en: 'Summary' },
  'checkout.step.completed': { de: 'Abgeschlossen', fr: 'Terminé', en: 'Completed' },
  'checkout.step.paymentFailed': {
    de: 'Bezahlung Fehlgeschlagen',
    fr: 'Échec du paiement',
    en: 'Payment failed',
  },
  'checkout.quoteOrderTitle': { de: 'Offerte Bestellen', fr: 'Commander le devis', en: 'Order quote' },
  // --- quotes (Offerten; our texts unless the spec gives one, docs/quotes.md) ----------------
  'errors.quoteExpired': {
    de: 'Diese Offerte ist abgelaufen und kann nicht mehr bestellt werden.',
    fr: 'Ce devis a expiré et ne peut plus être commandé.',
    en: 'This quote has expired and can no longer be ordered.',
  },
  'errors.quoteAlreadyOrdered': { de: 'Diese Offerte wurde bereits bestellt.', fr: 'Ce devis a déjà été commandé.', en: 'This quote has already been ordered.' },
  'errors.quoteNotAvailable': {
    de: 'Die Offerte wurde nicht gefunden oder die PIN ist falsch.',
    fr: 'Le devis est introuvable ou le code PIN est erroné.',
    en: 'The quote was not found or the PIN is wrong.',
  },
  'errors.quotePositionFixed': {
    de: 'Die Position {position} der Offerte kann nicht entfernt werden.',
    fr: 'La position {position} du devis ne peut pas être retirée.',
    en: 'Item {position} of the quote cannot be removed.',
  },
  'errors.quoteInvoiceNotAllowed': {
    de: 'Für diese Offerte ist Bezahlung auf Rechnung nicht möglich.',
    fr: 'Le paiement sur facture n’est pas possible pour ce devis.',
    en: 'Payment by invoice is not possible for this quote.',
  },
  'errors.quoteEmpty': {
    de: 'Die Offerte enthält keine bestellbaren Positionen.',
    fr: 'Le devis ne contient aucune position commandable.',
    en: 'The quote contains no items that can be ordered.',
  },
  'quote.requested': { de: 'Offertanfrage abgeschickt', fr: 'Demande de devis envoyée', en: 'Quote request sent' },
  'quote.pinIntro': {
    de: 'Geben Sie die PIN aus Ihrer E-Mail ein, um die Offerte anzusehen und zu bestellen.',
    fr: 'Saisissez le code PIN de votre e-mail pour consulter et commander le devis.',
    en: 'Enter the PIN from your e-mail to view and order the quote.',
  },
  'quote.uuid': { de: 'Offerten-Code', fr: 'Code du devis', en: 'Quote code' },
  'quote.pin': { de: 'PIN', fr: 'PIN', en: 'PIN' },
  'quote.open': { de: 'Offerte öffnen', fr: 'Ouvrir le devis', en: 'Open quote' },
  'quote.notFound': {
    de: 'Die Offerte wurde nicht gefunden oder die PIN ist falsch.',
    fr: 'Le devis est introuvable ou le code PIN est erroné.',
    en: 'The quote was not found or the PIN is wrong.',
  },
  'quote.expired': {
    de: 'Diese Offerte ist abgelaufen und kann nicht mehr bestellt werden.',
    fr: 'Ce devis a expiré et ne peut plus être commandé.',
    en: 'This quote has expired and can no longer be ordered.',
  },
  'quote.alreadyOrdered': { de: 'Diese Offerte wurde bereits bestellt.', fr: 'Ce devis a déjà été commandé.', en: 'This quote has already been ordered.' },
  'quote.validUntil': { de: 'Gültig bis {date}', fr: "Valable jusqu'au {date}", en: 'Valid until {date}' },
  'quote.number': { de: 'Offerte {number}', fr: 'Devis {number}', en: 'Quote {number}' },
  'quote.positions': { de: 'Positionen', fr: 'Positions', en: 'Items' },
  'quote.quantity': { de: 'Menge', fr: 'Quantité', en: 'Quantity' },
  'quote.pricePerOne': { de: 'Preis pro Stück', fr: 'Prix unitaire', en: 'Price per piece' },
  'quote.linePrice': { de: 'Total', fr: 'Total', en: 'Total' },
  'quote.remove': { de: 'Entfernen', fr: 'Retirer', en: 'Remove' },
  'quote.fixed': { de: 'fest', fr: 'fixe', en: 'fixed' },
  'quote.total': { de: 'Total netto', fr: 'Total net', en: 'Net total' },
  'quote.deliveryCost': { de: 'Lieferkosten', fr: 'Frais de livraison', en: 'Delivery cost' },
  'quote.vat': { de: 'MWST', fr: 'TVA', en: 'VAT' },
  'quote.grandTotal': { de: 'Gesamtbetrag', fr: 'Montant total', en: 'Grand total' },
  'quote.invoiceEmail': { de: 'Rechnungs-E-Mail', fr: 'E-mail de facturation', en: 'Invoice e-mail' },
  'quote.deliveryMode': { de: 'Lieferart', fr: 'Mode de livraison', en: 'Delivery mode' },
  'quote.deliveryMode.DELIVERY': { de: 'Lieferung', fr: 'Livraison', en: 'Delivery' },
  'quote.deliveryMode.PICKUP': { de: 'Abholung in Niedergösgen', fr: 'Retrait à Niedergösgen', en: 'Pickup in Niedergösgen' },
  'quote.deliveryMode.FEDEX': { de: 'FedEx', fr: 'FedEx', en: 'FedEx' },
  'quote.requestedDeliveryDate': { de: 'Wunschliefertermin', fr: 'Date de livraison souhaitée', en: 'Requested delivery date' },
  'quote.payment': { de: 'Bezahlung', fr: 'Paiement', en: 'Payment' },
  'quote.orderReference': { de: 'Bestellreferenz', fr: 'Référence de commande', en: 'Order reference' },
  'quote.orderComment': { de: 'Bemerkung', fr: 'Remarque', en: 'Comment' },
  'quote.terms': { de: 'Ich akzeptiere die AGB.', fr: "J'accepte les CGV.", en: 'I accept the terms and conditions.' },
  'quote.order': { de: 'Bestellen', fr: 'Commander', en: 'Order' },
  'quote.request': { de: 'Offerte anfordern', fr: 'Demander un devis', en: 'Request a quote' },
  'quote.address.name': { de: 'Name / Firma', fr: 'Nom / entreprise', en: 'Name / company' },
  'quote.address.addition': { de: 'Zusatz', fr: 'Complément', en: 'Addition' },
  'quote.address.street': { de: 'Strasse', fr: 'Rue', en: 'Street' },
  'quote.address.zipCode': { de: 'PLZ', fr: 'NPA', en: 'Postal code' },
  'quote.address.city': { de: 'Ort', fr: 'Localité', en: 'City' },
  'quote.address.country': { de: 'Land', fr: 'Pays', en: 'Country' },
  'quote.state.OPEN': { de: 'Offen', fr: 'Ouvert', en: 'Open' },
  'quote.state.ORDERED': { de: 'Bestellt', fr: 'Commandé', en: 'Ordered' },
  'quote.state.EXPIRED': { de: 'Abgelaufen', fr: 'Expiré', en: 'Expired' },
  'quote.none': { de: 'Noch keine Offerten.', fr: 'Aucun devis pour le moment.', en: 'No quotes yet.' },
  'quote.toOrder': { de: 'Offerte bestellen', fr: 'Commander le devis', en: 'Order the quote' },
  'quote.paymentMethod.1': { de: 'Rechnung', fr: 'Facture', en: 'Invoice' },
  'quote.paymentMethod.2': { de: 'Vorauskasse', fr: 'Paiement anticipé', en: 'Prepayment' },
  'quote.paymentMethod.100': { de: 'Twint', fr: 'Twint', en: 'Twint' },
  'quote.paymentMethod.101': { de: 'PostFinance E-Finance', fr: 'PostFinance E-Finance', en: 'PostFinance E-Finance' },
  'quote.paymentMethod.102': { de: 'PostFinance Card', fr: 'PostFinance Card', en: 'PostFinance Card' },
  'quote.paymentMethod.103': { de: 'Master Card', fr: 'Master Card', en: 'Master Card' },
  'quote.paymentMethod.104': { de: 'Visa', fr: 'Visa', en: 'Visa' },
  'quote.paymentMethod.105': { de: 'PostFinance Pay', fr: 'PostFinance Pay', en: 'PostFinance Pay' },
  'quote.mail.subject': { de: 'Ihre Offerte {number}', fr: 'Votre devis {number}', en: 'Your quote {number}' },
  'quote.mail.greeting': { de: 'Guten Tag', fr: 'Bonjour', en: 'Hello' },
  'quote.mail.body': {
    de: 'Vielen Dank für Ihre Anfrage. Ihre Offerte {number} über CHF {total} ist bereit. Sie können sie hier ansehen und bestellen:',
    fr: 'Merci de votre demande. Votre devis {number} de CHF {total} est prêt. Vous pouvez le consulter et le commander ici :',
    en: 'Thank you for your request. Your quote {number} for CHF {total} is ready. You can view and order it here:',
  },
  'quote.mail.pin': { de: 'Ihre PIN: {pin}', fr: 'Votre code PIN : {pin}', en: 'Your PIN: {pin}' },
  'quote.mail.validity': { de: 'Die Offerte ist gültig bis {validUntil}.', fr: "Le devis est valable jusqu'au {validUntil}.", en: 'The quote is valid until {validUntil}.' },
  'quote.mail.closing': { de: 'Freundliche Grüsse\nIhr Holzwerk-Team', fr: "Meilleures salutations\nVotre équipe Holzwerk", en: 'Kind regards\nYour Holzwerk team' },
  // --- order status labels (000 §3 text catalogue, 000 §4) -----------------------------------
  'orderStatus.PLACED': { de: 'Bestellt', fr: 'Commandée', en: 'Placed' },
  'orderStatus.SENT': { de: 'Versendet', fr: 'Envoyée', en: 'Sent' },
  'orderStatus.PREPARATION': { de: 'In Bearbeitung', fr: 'Reçue', en: 'Received' },
  'orderStatus.DELIVERED': { de: 'Geliefert', fr: 'Livrée', en: 'Delivered' },
  'orderStatus.INVOICED': { de: 'Verrechnet', fr: 'Facturée', en: 'Invoiced' },
  'orderStatus.CANCELED': { de: 'Storniert', fr: 'Annulée', en: 'Canceled' },
  'positionStatus.OPEN': { de: 'Offen', fr: 'Ouverte', en: 'Open' },
  'positionStatus.PARTLY_DELIVERED': { de: 'Teilweise geliefert', fr: 'Partiellement livrée', en: 'Partly delivered' },
  'positionStatus.DELIVERED': { de: 'Geliefert', fr: 'Livrée', en: 'Delivered' },
  'positionStatus.PARTLY_INVOICED': { de: 'Teilweise verrechnet', fr: 'Partiellement facturée', en: 'Partly invoiced' },
  'positionStatus.INVOICED': { de: 'Verrechnet', fr: 'Facturée', en: 'Invoiced' },
  'completion.OPEN': { de: 'Offen', fr: 'Ouvert', en: 'Open' },
  'completion.PARTIAL': { de: 'Teilweise', fr: 'Partiel', en: 'Partial' },
  'completion.COMPLETE': { de: 'Erledigt', fr: 'Terminé', en: 'Complete' },
  // Carrier shipments (FedEx): their own file, docs/decisions/743-fedex-errors.md.
  ...CARRIER_MESSAGES,
} as const satisfies Record<string, Translations>;

export type MessageKey = keyof typeof MESSAGE_CATALOGUE;

/** Message codes a server error may carry (the part after `errors.`). */
export type ErrorMessageCode = MessageKey extends infer K
  ? K extends `errors.${infer Code}`
    ? Code
    : never
  : never;

export const ErrorMessageCode = {
  CAPTCHA_WRONG: 'captchaWrong',
  FOREIGN_KEY_VIOLATION: 'foreignKeyViolation',
  DUPLICATE_ENTRY: 'duplicateEntry',
  PDF_NOT_CREATED: 'pdfNotCreated',
  JAVA_PROGRAM_FAILED: 'javaProgramFailed',
  ORDER_NOT_KOLLER: 'orderNotKoller',
  REGISTRATION_FAILED: 'registrationFailed',
  CONTACT_SEND_FAILED: 'contactSendFailed',
  TERMS_NOT_ACCEPTED: 'termsNotAccepted',
  CONTACT_FORM_INCOMPLETE: 'contactFormIncomplete',
  PAGE_NOT_FOUND: 'pageNotFound',
  NOT_FOUND: 'not_found',
  INVALID: 'invalid',
  FORBIDDEN: 'forbidden',
  CONFLICT: 'conflict',
  UNAUTHENTICATED: 'unauthenticated',
  UNAVAILABLE: 'unavailable',
  INTERNAL: 'internal',
} as const satisfies Record<string, ErrorMessageCode>;
