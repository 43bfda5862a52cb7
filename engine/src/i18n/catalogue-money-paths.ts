import type { Translations } from './locales';

/**
 * Messages of the shopper's money paths (pickup, foreign delivery, quote release,
 * payment mails), de/fr/en. Spread into MESSAGE_CATALOGUE; kept apart so parallel work on the
 * main catalogue does not collide.
 */
export const MONEY_PATH_MESSAGES = {
  'errors.freightNotPriced': {
    de: 'Die Fracht an diese Adresse können wir im Shop nicht berechnen, darum kann so nicht bestellt werden. Bitte fordern Sie eine Offerte an: Sie erhalten sie mit den Frachtkosten und können sie dann bestellen.',
    fr: 'Nous ne pouvons pas calculer le transport vers cette adresse dans la boutique, la commande n’est donc pas possible ainsi. Veuillez demander un devis : vous le recevrez avec les frais de transport et pourrez ensuite le commander.',
    en: 'We cannot calculate the freight to this address in the shop, so it cannot be ordered like this. Please request a quote: you will receive it with the freight costs and can then order it.',
  },
  'errors.guestOrdersLimited': {
    de: 'Zu viele Gastbestellungen an diese E-Mail-Adresse oder von diesem Anschluss. Bitte melden Sie sich an oder versuchen Sie es in {minutes} Minuten erneut.',
    fr: 'Trop de commandes en tant qu’invité vers cette adresse e-mail ou depuis cette connexion. Veuillez vous connecter ou réessayer dans {minutes} minutes.',
    en: 'Too many guest orders to this e-mail address or from this connection. Please sign in or try again in {minutes} minutes.',
  },
  'errors.quoteRequestsLimited': {
    de: 'Zu viele Offertanfragen an diese E-Mail-Adresse oder von diesem Anschluss. Bitte versuchen Sie es in {minutes} Minuten erneut.',
    fr: 'Trop de demandes de devis vers cette adresse e-mail ou depuis cette connexion. Veuillez réessayer dans {minutes} minutes.',
    en: 'Too many quote requests to this e-mail address or from this connection. Please try again in {minutes} minutes.',
  },
  'errors.quoteFreightMissing': {
    de: 'Diese Offerte enthält keine Fracht für eine Lieferung. Bitte wählen Sie die Abholung oder fordern Sie eine Offerte mit Lieferung an.',
    fr: 'Ce devis ne comprend pas de frais de transport pour une livraison. Veuillez choisir le retrait ou demander un devis avec livraison.',
    en: 'This quote includes no freight for a delivery. Please choose pickup or request a quote with delivery.',
  },
  'errors.unknownPostalCode': { de: 'Unbekannte Postleitzahl', fr: 'Numéro postal inconnu', en: 'Unknown postcode' },
  'errors.quoteNotReleased': {
    de: 'Diese Offerte wird noch bearbeitet. Sie können sie bestellen, sobald wir sie Ihnen mit PIN zugestellt haben.',
    fr: 'Ce devis est encore en cours de traitement. Vous pourrez le commander dès que nous vous l’aurons envoyé avec le NIP.',
    en: 'This quote is still being prepared. You can order it once we have sent it to you with its PIN.',
  },
  'errors.quoteOrderedAs': {
    de: 'Diese Offerte wurde bereits bestellt (Bestellung {orderNumber}).',
    fr: 'Ce devis a déjà été commandé (commande {orderNumber}).',
    en: 'This quote has already been ordered (order {orderNumber}).',
  },
  'errors.payLinkInvalid': {
    de: 'Dieser Zahlungslink ist ungültig oder die Bestellung ist bereits bezahlt.',
    fr: 'Ce lien de paiement n’est pas valable ou la commande est déjà payée.',
    en: 'This payment link is invalid or the order has already been paid.',
  },
  'quote.inProgress': {
    de: 'in Bearbeitung – Sie erhalten die Offerte mit PIN per E-Mail',
    fr: 'en traitement – vous recevrez le devis avec le NIP par e-mail',
    en: 'being prepared – you will receive the quote with its PIN by e-mail',
  },
  'quote.orderedAs': {
    de: 'Diese Offerte wurde bereits bestellt: Bestellung {orderNumber}.',
    fr: 'Ce devis a déjà été commandé : commande {orderNumber}.',
    en: 'This quote has already been ordered: order {orderNumber}.',
  },
  'quote.receipt.subject': { de: 'Ihre Offertanfrage {number}', fr: 'Votre demande de devis {number}', en: 'Your quote request {number}' },
  'quote.receipt.body': {
    de: 'vielen Dank für Ihre Offertanfrage {number}. Wir prüfen sie und senden Ihnen die Offerte mit dem Link und der PIN zum Bestellen per E-Mail. Bis dahin kann die Anfrage nicht bestellt werden.',
    fr: 'merci pour votre demande de devis {number}. Nous l’examinons et vous enverrons le devis avec le lien et le NIP pour commander par e-mail. D’ici là, la demande ne peut pas être commandée.',
    en: 'thank you for your quote request {number}. We will review it and e-mail you the quote with the link and the PIN to order it. Until then the request cannot be ordered.',
  },
  'quote.receipt.items': { de: 'Angefragt:', fr: 'Demandé :', en: 'Requested:' },
  'mail.payAgain.subject': {
    de: 'Ihre Zahlung für die Bestellung {orderNumber} ist nicht abgeschlossen',
    fr: 'Le paiement de votre commande {orderNumber} n’est pas finalisé',
    en: 'The payment for your order {orderNumber} was not completed',
  },
  'mail.payAgain.body': {
    de: 'die Zahlung mit {method} für Ihre Bestellung {orderNumber} über CHF {amount} wurde abgebrochen oder abgelehnt; es wurde nichts belastet. Ihre Bestellung ist gespeichert und wird bearbeitet, sobald sie bezahlt ist.',
    fr: 'le paiement avec {method} de votre commande {orderNumber} d’un montant de CHF {amount} a été interrompu ou refusé ; rien n’a été débité. Votre commande est enregistrée et sera traitée dès qu’elle sera payée.',
    en: 'the payment with {method} for your order {orderNumber} of CHF {amount} was cancelled or declined; nothing was charged. Your order is saved and will be processed once it is paid.',
  },
  'mail.payAgain.link': { de: 'Jetzt bezahlen: {link}', fr: 'Payer maintenant : {link}', en: 'Pay now: {link}' },
} as const satisfies Record<string, Translations>;
