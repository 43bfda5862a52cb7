/**
 * Texts of prices on every page that shows one (product page, category cards, favourites, quick
 * order, configurator, cart) in de/fr/en. An unavailable price is always a sentence — 'Preis auf
 * Anfrage' and why — never the engine's reason code. Merged into WEB_MESSAGES.
 */
export const PRICE_MESSAGES = {
  'price.exclVat': { de: 'exkl. MWST', fr: 'hors TVA', en: 'excl. VAT' },
  'price.perPieceExclVat': { de: 'CHF {price} pro Stück, exkl. MWST', fr: 'CHF {price} par pièce, hors TVA', en: 'CHF {price} per piece, excl. VAT' },
  'price.lineTotal': { de: 'Total {quantity} Stück: CHF {total}, exkl. MWST', fr: 'Quantité {quantity} : total CHF {total}, hors TVA', en: 'Quantity {quantity}: total CHF {total}, excl. VAT' },
  'price.pending': { de: 'Preis wird berechnet …', fr: 'Calcul du prix …', en: 'Calculating price …' },
  'price.failed': {
    de: 'Der Preis konnte gerade nicht berechnet werden. Bitte versuchen Sie es in einem Moment noch einmal.',
    fr: 'Le prix n’a pas pu être calculé. Veuillez réessayer dans un instant.',
    en: 'The price could not be calculated just now. Please try again in a moment.',
  },
  'price.totalExclVat': { de: 'Total CHF, exkl. MWST', fr: 'Total CHF, hors TVA', en: 'Total CHF, excl. VAT' },
  'price.yourPrice': { de: 'Ihr Preis', fr: 'Votre prix', en: 'Your price' },
  'price.graduated': { de: 'Staffelpreise', fr: 'Prix dégressifs', en: 'Graduated prices' },
  'price.fromPieces': { de: 'ab Stück', fr: 'dès pièces', en: 'from pieces' },
  'price.chfPerPiece': { de: 'CHF pro Stück', fr: 'CHF par pièce', en: 'CHF per piece' },
  'price.notOrderable': {
    de: 'Diese Ausführung kann so nicht gebaut werden und nicht in den Warenkorb: bitte korrigieren Sie die markierten Angaben.',
    fr: 'Cette version ne peut pas être fabriquée ainsi ni ajoutée au panier : veuillez corriger les indications signalées.',
    en: 'This version cannot be built like this and cannot go into the cart: please correct the marked entries.',
  },
  // Why a price is unavailable (engine UnavailableReason): 'Preis auf Anfrage' and the reason.
  'price.reason.no_list_price': {
    de: 'Preis auf Anfrage: für diesen Artikel ist kein Preis hinterlegt. Wir offerieren ihn gerne.',
    fr: 'Prix sur demande : aucun prix n’est enregistré pour cet article. Nous vous ferons volontiers une offre.',
    en: 'Price on request: no price is set for this item. We are happy to quote it.',
  },
  'price.reason.strategy_not_configured': {
    de: 'Preis auf Anfrage: die Preisberechnung für diesen Artikel ist noch nicht eingerichtet.',
    fr: 'Prix sur demande : le calcul du prix de cet article n’est pas encore configuré.',
    en: 'Price on request: pricing for this item has not been set up yet.',
  },
  'price.reason.workbook_missing': {
    de: 'Preis auf Anfrage: die Kalkulation für diesen Artikel ist zurzeit nicht verfügbar.',
    fr: 'Prix sur demande : le calcul de cet article n’est pas disponible pour le moment.',
    en: 'Price on request: the calculation for this item is not available at the moment.',
  },
  'price.reason.workbook_error': {
    de: 'Preis auf Anfrage: die Kalkulation kann diese Ausführung nicht berechnen.',
    fr: 'Prix sur demande : le calcul ne peut pas chiffrer cette version.',
    en: 'Price on request: the calculation cannot price this version.',
  },
  'price.reason.remote_unreachable': {
    de: 'Preis auf Anfrage: der Preisdienst unseres Lieferanten antwortet gerade nicht.',
    fr: 'Prix sur demande : le service de prix de notre fournisseur ne répond pas pour le moment.',
    en: 'Price on request: our supplier’s price service is not answering at the moment.',
  },
  'price.reason.remote_invalid_answer': {
    de: 'Preis auf Anfrage: der Preisdienst unseres Lieferanten hat keinen gültigen Preis geliefert.',
    fr: 'Prix sur demande : le service de prix de notre fournisseur n’a pas fourni de prix valable.',
    en: 'Price on request: our supplier’s price service did not return a valid price.',
  },
  'price.reason.no_internal_price': {
    de: 'Preis auf Anfrage: für diesen Artikel fehlen die Kosten für die Berechnung.',
    fr: 'Prix sur demande : les coûts nécessaires au calcul manquent pour cet article.',
    en: 'Price on request: the costs needed to price this item are missing.',
  },
  'price.reason.invalid_configuration': {
    de: 'Diese Ausführung kann so nicht gebaut werden: {detail}',
    fr: 'Cette version ne peut pas être fabriquée ainsi : {detail}',
    en: 'This version cannot be built like this: {detail}',
  },
  'price.reason.unknown': {
    de: 'Preis auf Anfrage: bitte kontaktieren Sie uns für ein Angebot.',
    fr: 'Prix sur demande : veuillez nous contacter pour une offre.',
    en: 'Price on request: please contact us for a quote.',
  },
} as const satisfies Record<string, Record<'de' | 'fr' | 'en', string>>;
