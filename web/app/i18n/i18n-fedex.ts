import { textsWith } from './i18n';

/**
 * Texts of the shop's FedEx parts: the shipment tracking on the customer's order page.
 * German as the business says it; French and English are our translations.
 */
export const FEDEX_MESSAGES = {
  'tracking.title': { de: 'Sendungsverfolgung FedEx', fr: 'Suivi de l’envoi FedEx', en: 'FedEx tracking' },
  'tracking.number': { de: 'Sendungsnummer', fr: 'Numéro de suivi', en: 'Tracking number' },
  'tracking.link': { de: 'bei FedEx verfolgen', fr: 'suivre chez FedEx', en: 'track at FedEx' },
  'tracking.linkLabel': { de: '(Sendung {number}, neues Fenster)', fr: '(envoi {number}, nouvelle fenêtre)', en: '(shipment {number}, new window)' },
  'tracking.status.LABEL_CREATED': {
    de: 'Versandetikett erstellt am {date}: die Sendung wird an FedEx übergeben.',
    fr: 'Étiquette créée le {date} : l’envoi sera remis à FedEx.',
    en: 'Label created on {date}: the shipment is being handed to FedEx.',
  },
  'tracking.status.PICKUP_BOOKED': {
    de: 'Abholung durch FedEx am {date} gebucht.',
    fr: 'Enlèvement par FedEx réservé le {date}.',
    en: 'Pickup by FedEx booked for {date}.',
  },
} as const satisfies Record<string, Record<'de' | 'fr' | 'en', string>>;

const texts = textsWith(FEDEX_MESSAGES);
/** `t` of the FedEx tracking: their texts and the shared ones (decision 1077). */
export const fedexText = texts.text;
/** `useT()` of the FedEx tracking (decision 1077). */
export const useFedexText = texts.useText;
