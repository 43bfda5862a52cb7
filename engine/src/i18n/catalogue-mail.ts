import type { Translations } from './locales';

/**
 * Messages of the shop's mails that are not about one domain (decision 1087), spread into the
 * message catalogue: the marker that stands for a personal link or code in the stored copy of a
 * mail, and the back office's answer when "Erneut senden" had nothing to send.
 */
export const MAIL_MESSAGES = {
  'mail.secret.link': {
    de: '[persönlicher Link – nur im zugestellten Mail]',
    fr: '[lien personnel – seulement dans l’e-mail envoyé]',
    en: '[personal link – only in the delivered mail]',
  },
  'mail.secret.code': {
    de: '[vertraulich – nur im zugestellten Mail]',
    fr: '[confidentiel – seulement dans l’e-mail envoyé]',
    en: '[confidential – only in the delivered mail]',
  },
  'errors.mailNotResent': {
    de: 'Nichts gesendet: der Anlass dieses Mails besteht nicht mehr (z. B. bereits bezahlt) oder für diese Adresse wurden in der letzten Stunde schon genug Mails gesendet.',
    fr: 'Rien n’a été envoyé : le motif de cet e-mail n’existe plus (p. ex. déjà payé) ou assez d’e-mails ont déjà été envoyés à cette adresse au cours de la dernière heure.',
    en: 'Nothing sent: the reason for this mail no longer applies (e.g. already paid) or enough mails were already sent to this address in the last hour.',
  },
  'errors.mailSecretGone': {
    de: 'Der persönliche Link oder Code dieses Mails wird nicht mehr aufbewahrt. Senden Sie es im Back Office unter Mails & Betrieb erneut: der Empfänger erhält einen neuen.',
    fr: 'Le lien ou code personnel de cet e-mail n’est plus conservé. Renvoyez-le dans le back-office sous Mails & Betrieb : le destinataire en recevra un nouveau.',
    en: 'The personal link or code of this mail is no longer kept. Send it again in the back office under Mails & Betrieb: the recipient gets a new one.',
  },
} as const satisfies Record<string, Translations>;
