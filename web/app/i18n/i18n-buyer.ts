import type { Translations } from '@shop/engine/browser';

/**
 * Texts of the buyer's daily pages that the shop's frame and its product lists show:
 * favourites, search, recently ordered, the 404 page. German as the business says it; French and
 * English are our translations. The order and quote history's texts are in i18n-history.ts
 * (decision 1077).
 */
export const BUYER_MESSAGES = {
  'history.search': { de: 'Suchen', fr: 'Rechercher', en: 'Search' },
  'favourite.add': { de: 'Als Favorit merken', fr: 'Ajouter aux favoris', en: 'Add to favourites' },
  'favourite.remove': { de: 'Aus Favoriten entfernen', fr: 'Retirer des favoris', en: 'Remove from favourites' },
  'favourite.marked': { de: 'Favorit', fr: 'Favori', en: 'Favourite' },
  'favourite.addToCart': { de: 'In den Warenkorb', fr: 'Ajouter au panier', en: 'Add to cart' },
  'favourite.added': { de: 'Im Warenkorb.', fr: 'Dans le panier.', en: 'In the cart.' },
  'favourite.ownNumber': { de: 'Ihre Nr. {number}', fr: 'Votre n° {number}', en: 'Your no. {number}' },
  'search.title': { de: 'Suche', fr: 'Recherche', en: 'Search' },
  'search.label': { de: 'Produkte suchen', fr: 'Rechercher des produits', en: 'Search products' },
  'search.placeholder': { de: 'Produkt, Artikel- oder Ihre Nummer', fr: 'Produit, n° d’article ou votre n°', en: 'Product, article or your number' },
  // French: no-break spaces keep « » and ? with their words (at 375 px the heading broke after «).
  'search.resultsFor': { de: 'Suchergebnisse für «{q}»', fr: 'Résultats pour «\u00a0{q}\u00a0»', en: 'Results for “{q}”' },
  'search.count': { de: '{count} Produkte gefunden', fr: '{count} produits trouvés', en: '{count} products found' },
  'search.countOne': { de: '1 Produkt gefunden', fr: '1 produit trouvé', en: '1 product found' },
  'search.none': {
    de: 'Keine Produkte gefunden. Versuchen Sie einen anderen Begriff oder eine Artikelnummer.',
    fr: 'Aucun produit trouvé. Essayez un autre terme ou un numéro d’article.',
    en: 'No products found. Try another word or an article number.',
  },
  // A query that found nothing as typed: its corrected words as a link (decision 1136).
  'search.didYouMean': { de: 'Meinten Sie „{q}“?', fr: 'Vouliez-vous dire «\u00a0{q}\u00a0»\u00a0?', en: 'Did you mean “{q}”?' },
  'search.suggestions': { de: 'Vorschläge', fr: 'Suggestions', en: 'Suggestions' },
  'search.all': { de: 'Alle Ergebnisse anzeigen', fr: 'Voir tous les résultats', en: 'Show all results' },
  'register.invoiceAddress': { de: 'Rechnungsadresse', fr: 'Adresse de facturation', en: 'Invoice address' },
  'register.country': { de: 'Land', fr: 'Pays', en: 'Country' },
  'address.confirmDelete': { de: 'Die Adresse «{name}» wird gelöscht.', fr: 'L’adresse «\u00a0{name}\u00a0» sera supprimée.', en: 'The address “{name}” will be deleted.' },
  'recent.last': { de: 'Zuletzt {quantity} Stück am {date} in', fr: 'Dernièrement {quantity} pièces le {date} dans', en: 'Last {quantity} pieces on {date} in' },
  'recent.times': { de: '{count}× bestellt', fr: 'commandé {count}×', en: 'ordered {count}×' },
  'recent.again': { de: '{quantity} Stück in den Warenkorb', fr: '{quantity} pièces au panier', en: '{quantity} pieces to the cart' },
  // The 404 page (R000-2.56 gives the English text; decision 915): in the reader's language.
  'error.notFound': { de: 'Diese Seite wurde nicht gefunden', fr: 'Cette page est introuvable', en: 'This page could not be found' },
  'category.open': { de: 'Mehr erfahren', fr: 'En savoir plus', en: 'Learn more' },
  'skip.toContent': { de: 'Zum Inhalt springen', fr: 'Aller au contenu', en: 'Skip to content' },
} as const satisfies Record<string, Translations>;
