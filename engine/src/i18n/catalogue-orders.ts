import type { Translations } from './locales';

/**
 * Messages of orders, the checkout, order administration and payments, de/fr/en (our texts;
 * docs/orders.md, docs/checkout.md, docs/payments.md). Spread into MESSAGE_CATALOGUE.
 */
export const ORDER_MESSAGES = {
  // Orders (our texts, docs/orders.md).
  'errors.orderPriceUnavailable': {
    de: 'Für {product} ist kein Preis verfügbar; die Bestellung kann so nicht abgeschickt werden.',
    fr: "Aucun prix n'est disponible pour {product} ; la commande ne peut pas être envoyée ainsi.",
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
    fr: 'Veuillez d’abord terminer l’étape « {step} ».',
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
  'errors.orderPositionNotRemovable': {
    de: 'Die Position {name} ist schon geliefert oder verrechnet; stornieren Sie sie statt sie zu entfernen.',
    fr: 'La position {name} est déjà livrée ou facturée ; annulez-la (storno) au lieu de la retirer.',
    en: 'Position {name} is already delivered or invoiced; cancel it (storno) instead of removing it.',
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
    fr: "La commande {order} est retirée sur place ; il n'y a pas de transporteur à informer.",
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
} as const satisfies Record<string, Translations>;
