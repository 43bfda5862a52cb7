import { CARRIER_MESSAGES } from './catalogue-carrier';
import { MAIL_MESSAGES } from './catalogue-mail';
import type { Translations } from './locales';
import { MONEY_PATH_MESSAGES } from './catalogue-money-paths';
import { ORDER_MESSAGES } from './catalogue-orders';
import { QUOTE_MESSAGES } from './catalogue-quotes';

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
    fr: 'La formule de {cell} n’a pas pu être calculée : {reason}',
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
  // Orders, checkout, order administration, payments: their own file.
  ...ORDER_MESSAGES,
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
  // The /api body rules (decision 1091): JSON only, no byte order mark.
  'errors.jsonRequired': {
    de: 'Der Inhalt muss JSON sein (Content-Type: application/json).',
    fr: 'Le contenu doit être du JSON (Content-Type: application/json).',
    en: 'The body must be JSON (Content-Type: application/json).',
  },
  'errors.jsonByteOrderMark': {
    de: 'Der JSON-Inhalt darf nicht mit einer Byte Order Mark (BOM) beginnen.',
    fr: "Le contenu JSON ne doit pas commencer par une marque d'ordre des octets (BOM).",
    en: 'The JSON body must not start with a byte order mark (BOM).',
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
  // The texts of auth/permissions.ts (requireGuard, requireCustomerData): read in the user's language too.
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
    fr: 'Merci pour votre commande ! Vous recevrez une confirmation par e-mail.',
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
  // Quotes: their own file.
  ...QUOTE_MESSAGES,
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
  // Markers of personal links and codes in stored mails, resend answers (decision 1087).
  ...MAIL_MESSAGES,
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
