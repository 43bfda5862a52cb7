import { SHOP_MESSAGES } from './i18n-shop';
import { PRICE_MESSAGES } from './i18n-prices';
import { BUYER_MESSAGES } from './i18n-buyer';

/**
 * Texts of the shop shell and the content pages in de/fr/en, keyed by id (000 §1). German is
 * verbatim from the spec where the spec gives a text; French and English are our translations.
 * The shopping pages' texts are in i18n-shop.ts, merged here.
 */
const SHELL_MESSAGES = {
  'header.register': { de: 'Registrieren', fr: "S'inscrire", en: 'Register' },
  'header.login': { de: 'Login', fr: 'Connexion', en: 'Login' },
  'header.chooseShop': { de: 'Shop wählen', fr: 'Choisir la boutique', en: 'Choose shop' },
  'header.language': { de: 'Sprache', fr: 'Langue', en: 'Language' },
  'header.services': { de: 'Dienstleistungen', fr: 'Services', en: 'Services' },
  'mode.verpackung': { de: 'Verpackungen', fr: 'Emballages', en: 'Packaging' },
  'mode.moebel': { de: 'Palettenmöbel', fr: 'Meubles en palettes', en: 'Pallet furniture' },
  'nav.main': { de: 'Hauptnavigation', fr: 'Navigation principale', en: 'Main navigation' },
  'nav.products': { de: 'Produkte', fr: 'Produits', en: 'Products' },
  'footer.info': { de: 'Informationen', fr: 'Informations', en: 'Information' },
  'footer.contact': { de: 'Kontakt', fr: 'Contact', en: 'Contact' },
  'footer.labels': { de: 'Labels', fr: 'Labels', en: 'Labels' },
  'footer.gallery': { de: 'Galerie', fr: 'Galerie', en: 'Gallery' },
  'footer.history': { de: 'Geschichte', fr: 'Histoire', en: 'History' },
  'footer.terms': { de: 'AGB', fr: 'CGV', en: 'Terms' },
  'footer.imprint': { de: 'Impressum', fr: 'Mentions légales', en: 'Imprint' },
  'footer.privacy': { de: 'Datenschutz', fr: 'Protection des données', en: 'Privacy' },
  'footer.aboutMoebel': {
    de: 'Möbel aus Paletten, in der Schweiz von Hand gefertigt.',
    fr: 'Meubles en palettes, fabriqués à la main en Suisse.',
    en: 'Furniture made from pallets, handcrafted in Switzerland.',
  },
  'footer.aboutVerpackung': {
    de: 'Holzkisten, Paletten und Verpackungen aus Holz, nach Mass gefertigt.',
    fr: 'Caisses, palettes et emballages en bois, fabriqués sur mesure.',
    en: 'Wooden crates, pallets and packaging, made to measure.',
  },
  'footer.pricesInChf': { de: 'Preise in CHF', fr: 'Prix en CHF', en: 'Prices in CHF' },
  'error.fallback': { de: 'Die Seite konnte nicht angezeigt werden.', fr: "La page n'a pas pu être affichée.", en: 'The page could not be shown.' },
  'error.home': { de: 'Zur Startseite', fr: "Vers la page d'accueil", en: 'To the home page' },
  'landing.range': { de: 'Unser Sortiment', fr: 'Notre assortiment', en: 'Our range' },
  'landing.empty': {
    de: 'Das Sortiment wird gerade aufgebaut. Rufen Sie uns an oder schreiben Sie uns – wir beraten Sie gerne.',
    fr: "L'assortiment est en cours de construction. Appelez-nous ou écrivez-nous – nous vous conseillons volontiers.",
    en: 'Our range is being set up. Call or write to us – we are happy to advise you.',
  },
  'consent.text': {
    de: 'Wir verwenden Cookies für Statistik und Werbung, wenn Sie zustimmen.',
    fr: 'Nous utilisons des cookies pour les statistiques et la publicité si vous y consentez.',
    en: 'We use cookies for statistics and advertising if you agree.',
  },
  'consent.accept': { de: 'Akzeptieren', fr: 'Accepter', en: 'Accept' },
  'consent.decline': { de: 'Ablehnen', fr: 'Refuser', en: 'Decline' },
  'product.noPicture': { de: 'Kein Bild', fr: 'Pas d’image', en: 'No picture' },
  'consent.label': { de: 'Cookie-Einstellungen', fr: 'Paramètres des cookies', en: 'Cookie settings' },
  'confirm.title': { de: 'Bitte bestätigen', fr: 'Veuillez confirmer', en: 'Please confirm' },
  'confirm.cancel': { de: 'Abbrechen', fr: 'Annuler', en: 'Cancel' },
  'contact.title': { de: 'Kontakt', fr: 'Contact', en: 'Contact' },
  'contact.intro': {
    de: 'Schreiben Sie uns – wir beraten Sie gerne zu Verpackungen und Palettenmöbeln.',
    fr: 'Écrivez-nous – nous vous conseillons volontiers sur les emballages et les meubles en palettes.',
    en: 'Write to us – we are happy to advise you on packaging and pallet furniture.',
  },
  'contact.name': { de: 'Name', fr: 'Nom', en: 'Name' },
  'contact.email': { de: 'E-Mail', fr: 'E-mail', en: 'E-mail' },
  'contact.subject': { de: 'Betreff', fr: 'Objet', en: 'Subject' },
  'contact.message': { de: 'Nachricht', fr: 'Message', en: 'Message' },
  'contact.captcha': { de: 'Sicherheitsfrage', fr: 'Question de sécurité', en: 'Security question' },
  'contact.send': { de: 'Senden', fr: 'Envoyer', en: 'Send' },
  'contact.incomplete': {
    de: 'Bitte füllen Sie das Formular vollständig aus.',
    fr: 'Veuillez remplir entièrement le formulaire.',
    en: 'Please fill in the form completely.',
  },
  'contact.success': {
    de: 'Ihre Nachricht wurde erfolgreich versendet.',
    fr: 'Votre message a été envoyé avec succès.',
    en: 'Your message has been sent successfully.',
  },
  'contact.successFollowUp': {
    de: 'Wir werden uns schnellstmöglich bei Ihnen melden.',
    fr: 'Nous vous répondrons dans les plus brefs délais.',
    en: 'We will get back to you as soon as possible.',
  },
  'contact.failure': {
    de: 'Der Server konnte Ihre Nachricht nicht versenden. Schreiben Sie uns direkt eine Mail an {email}',
    fr: "Le serveur n'a pas pu envoyer votre message. Écrivez-nous directement à {email}",
    en: 'The server could not send your message. Write to us directly at {email}',
  },
  'services.title': { de: 'Dienstleistungen', fr: 'Services', en: 'Services' },
  'services.intro': {
    de: 'Mehr als Kisten: wir lagern, verpacken und transportieren Ihre Güter.',
    fr: 'Plus que des caisses : nous stockons, emballons et transportons vos marchandises.',
    en: 'More than crates: we store, pack and transport your goods.',
  },
  'services.lagern': { de: 'Lagern', fr: 'Stockage', en: 'Storage' },
  'services.gefahrgut': { de: 'Gefahrgut', fr: 'Marchandises dangereuses', en: 'Dangerous goods' },
  'services.transport': { de: 'Transportieren', fr: 'Transport', en: 'Transport' },
  'services.verpacken': { de: 'Verpacken', fr: 'Emballage', en: 'Packing' },
  'services.logistik': { de: 'Logistik', fr: 'Logistique', en: 'Logistics' },
  'services.beratung': { de: 'Verpackungsberatung', fr: 'Conseil en emballage', en: 'Packaging advice' },
  'gallery.title': { de: 'Galerie', fr: 'Galerie', en: 'Gallery' },
  'gallery.empty': { de: 'Zurzeit sind keine Bilder vorhanden.', fr: "Aucune image pour l'instant.", en: 'No pictures at the moment.' },
} as const satisfies Record<string, Record<'de' | 'fr' | 'en', string>>;

/**
 * Every shared text: the shell's above and the shopping pages' of their own files. Object.assign,
 * not a spread: the browser build drops an unused pure call (it keeps an unused spread, in case
 * of getters), and the browser uses one language's chunk of these (decision 1079).
 */
type SharedMessages = typeof SHELL_MESSAGES & typeof SHOP_MESSAGES & typeof PRICE_MESSAGES & typeof BUYER_MESSAGES;

export const WEB_MESSAGES: { readonly [Id in keyof SharedMessages & string]: Readonly<Record<'de' | 'fr' | 'en', string>> } = /* @__PURE__ */ Object.assign(
  {},
  SHELL_MESSAGES,
  // Product, configurator, cart, favourites and profile pages (web/app/i18n/i18n-shop.ts).
  SHOP_MESSAGES,
  // Prices, graduated tables and why a price is unavailable (web/app/i18n/i18n-prices.ts).
  PRICE_MESSAGES,
  // Favourites, search, recently ordered, the 404 page (web/app/i18n/i18n-buyer.ts).
  BUYER_MESSAGES,
);
