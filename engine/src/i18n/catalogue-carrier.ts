import type { Translations } from './locales';

/**
 * Messages of the carrier shipments (FedEx, docs/decisions/743-fedex-errors.md), spread into the
 * message catalogue. German is the key text the engine throws; FedEx's own (English) text is
 * passed as `{detail}` where no mapping of its code exists.
 */
export const CARRIER_MESSAGES = {
  'errors.parcelNotPossible': {
    de: 'Diese Ware passt nicht in Pakete der Post (je Paket höchstens 30 kg und 100 × 60 × 60 cm, nur in die Schweiz und nach Liechtenstein). Bitte wählen Sie die Lieferung mit Lastwagen.',
    fr: 'Cette marchandise ne tient pas dans des colis de la Poste (au plus 30 kg et 100 × 60 × 60 cm par colis, uniquement en Suisse et au Liechtenstein). Veuillez choisir la livraison par camion.',
    en: 'These goods do not fit Swiss Post parcels (at most 30 kg and 100 × 60 × 60 cm per parcel, to Switzerland and Liechtenstein only). Please choose delivery by truck.',
  },
  'errors.fedexRejected': {
    de: 'FedEx hat die Angaben abgelehnt: {detail}',
    fr: 'FedEx a refusé les données : {detail}',
    en: 'FedEx rejected the details: {detail}',
  },
  'errors.fedexUnavailable': {
    de: 'FedEx ist im Moment nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
    fr: "FedEx n'est pas joignable pour le moment. Veuillez réessayer dans quelques minutes.",
    en: 'FedEx cannot be reached at the moment. Please try again in a few minutes.',
  },
  'errors.fedexOutcomeUnknown': {
    de: 'FedEx hat nicht rechtzeitig geantwortet. Bestätigen Sie die Sendung erneut: es wird geprüft, ob sie bereits angelegt wurde, und keine zweite erstellt.',
    fr: "FedEx n'a pas répondu à temps. Confirmez à nouveau l'envoi : nous vérifions s'il a déjà été créé, sans en créer un second.",
    en: 'FedEx did not answer in time. Confirm the shipment again: it is checked whether it was already created, and no second one is made.',
  },
  'errors.fedexInProgress': {
    de: 'Die FedEx-Sendung der Bestellung {order} wird gerade angelegt. Bitte warten Sie einen Moment und laden Sie die Seite neu.',
    fr: "L'envoi FedEx de la commande {order} est en cours de création. Veuillez patienter un instant et recharger la page.",
    en: 'The FedEx shipment of order {order} is being created. Please wait a moment and reload the page.',
  },
  'errors.fedexCredentials': {
    de: 'Die Zugangsdaten für FedEx wurden abgelehnt. Bitte die FedEx-Konfiguration prüfen.',
    fr: "Les identifiants FedEx ont été refusés. Veuillez vérifier la configuration FedEx.",
    en: 'The FedEx credentials were refused. Please check the FedEx configuration.',
  },
  'errors.fedexRatesUnavailable': {
    de: 'FedEx kann für diese Lieferung im Moment keinen Preis nennen. Bitte versuchen Sie es in einigen Minuten erneut oder fordern Sie eine Offerte an.',
    fr: 'FedEx ne peut pas indiquer de prix pour cette livraison pour le moment. Veuillez réessayer dans quelques minutes ou demander un devis.',
    en: 'FedEx cannot give a price for this delivery at the moment. Please try again in a few minutes or request a quote.',
  },
  'errors.fedexServiceGone': {
    de: 'Die gewählte FedEx-Versandart wird für diese Lieferung nicht mehr angeboten. Bitte wählen Sie eine der angezeigten.',
    fr: "Le service FedEx choisi n'est plus proposé pour cette livraison. Veuillez choisir l'un des services affichés.",
    en: 'The FedEx service chosen is no longer offered for this delivery. Please choose one of those shown.',
  },
  'errors.fedexNotConfigured': {
    de: 'FedEx ist nicht eingerichtet.',
    fr: "FedEx n'est pas configuré.",
    en: 'FedEx is not set up.',
  },
  'errors.fedexPhone': {
    de: 'Die Telefonnummer des Empfängers wird von FedEx nicht akzeptiert (10–15 Ziffern).',
    fr: "Le numéro de téléphone du destinataire n'est pas accepté par FedEx (10 à 15 chiffres).",
    en: "FedEx does not accept the recipient's phone number (10–15 digits).",
  },
  'errors.fedexPostalCode': {
    de: 'Die Postleitzahl passt nicht zum Land.',
    fr: 'Le code postal ne correspond pas au pays.',
    en: 'The postal code does not match the country.',
  },
  'errors.fedexState': {
    de: 'Für die USA und Kanada ist der Bundesstaat bzw. die Provinz anzugeben.',
    fr: "Pour les États-Unis et le Canada, l'État ou la province est obligatoire.",
    en: 'For the USA and Canada the state or province is required.',
  },
  'errors.fedexWeight': {
    de: 'Ein Paket ist zu schwer für FedEx (höchstens 68 kg pro Paket).',
    fr: 'Un colis est trop lourd pour FedEx (68 kg au maximum par colis).',
    en: 'A package is too heavy for FedEx (at most 68 kg per package).',
  },
  'errors.fedexPickupDate': {
    de: 'An diesem Tag ist keine FedEx-Abholung möglich.',
    fr: "Aucun enlèvement FedEx n'est possible ce jour-là.",
    en: 'No FedEx pickup is possible on that day.',
  },
  'errors.fedexService': {
    de: 'Dieser FedEx-Dienst ist für dieses Ziel nicht verfügbar.',
    fr: "Ce service FedEx n'est pas disponible pour cette destination.",
    en: 'This FedEx service is not available for this destination.',
  },
  'errors.fedexPickupAfter16': {
    de: 'Abholzeiten sind nur bis 16:00 Uhr möglich.',
    fr: "Les heures d'enlèvement ne sont possibles que jusqu'à 16 h 00.",
    en: 'Pickup times are only possible up to 16:00.',
  },
  'errors.fedexAlreadyShipped': {
    de: 'Für die Bestellung {order} besteht bereits die FedEx-Sendung {tracking}.',
    fr: "La commande {order} a déjà l'envoi FedEx {tracking}.",
    en: 'Order {order} already has the FedEx shipment {tracking}.',
  },
  'errors.fedexNoShipment': {
    de: 'Für die Bestellung {order} besteht keine FedEx-Sendung.',
    fr: "La commande {order} n'a pas d'envoi FedEx.",
    en: 'Order {order} has no FedEx shipment.',
  },
  'errors.fedexNoPickup': {
    de: 'Für die Bestellung {order} ist keine FedEx-Abholung gebucht.',
    fr: "Aucun enlèvement FedEx n'est réservé pour la commande {order}.",
    en: 'No FedEx pickup is booked for order {order}.',
  },
  'errors.fedexNoDeliveryAddress': {
    de: 'Die Bestellung {order} hat keine Lieferadresse.',
    fr: "La commande {order} n'a pas d'adresse de livraison.",
    en: 'Order {order} has no delivery address.',
  },
  'errors.fedexLabelLost': {
    de: 'Die Sendung {tracking} wurde bei FedEx gefunden, ihr Etikett ging bei der Zeitüberschreitung aber verloren. Stornieren Sie sie und bestätigen Sie neu, wenn Sie ein Etikett brauchen.',
    fr: "L'envoi {tracking} a été retrouvé chez FedEx, mais son étiquette a été perdue lors du dépassement de délai. Annulez-le et confirmez à nouveau si vous avez besoin d'une étiquette.",
    en: 'Shipment {tracking} was found at FedEx, but its label was lost with the timeout. Cancel it and confirm again if you need a label.',
  },
} as const satisfies Record<string, Translations>;
