import { textsWith } from './i18n';

/**
 * Texts of the profile pages (account, login details, address book) and of quick order in
 * de/fr/en (000 §1: every visible text translated). German is the shop's wording as before;
 * French and English are our translations. Kept out of WEB_MESSAGES (decision 1077): used through
 * `useProfileText()` in components and `profileText(locale, …)` in loaders, actions and meta
 * functions. The engine's validation messages are translated in its own catalogue.
 */
export const PROFILE_MESSAGES = {
  // --- shared buttons -------------------------------------------------------------------------
  'profileForm.edit': { de: 'Bearbeiten', fr: 'Modifier', en: 'Edit' },
  'profileForm.delete': { de: 'Löschen', fr: 'Supprimer', en: 'Delete' },
  'profileForm.cancel': { de: 'Abbrechen', fr: 'Annuler', en: 'Cancel' },
  'profileForm.saveChanges': { de: 'Änderungen speichern', fr: 'Enregistrer les modifications', en: 'Save changes' },
  'profileForm.email': { de: 'E-Mail', fr: 'E-mail', en: 'E-mail' },
  // --- /user/profile/adressen ------------------------------------------------------------------
  'profileAddresses.book': { de: 'Adressbuch', fr: 'Carnet d’adresses', en: 'Address book' },
  'profileAddresses.saved': { de: 'Änderungen gespeichert', fr: 'Modifications enregistrées', en: 'Changes saved' },
  'profileAddresses.name': { de: 'Name', fr: 'Nom', en: 'Name' },
  'profileAddresses.addition': { de: 'Zusatz', fr: 'Complément', en: 'Addition' },
  'profileAddresses.street': { de: 'Strasse', fr: 'Rue', en: 'Street' },
  'profileAddresses.zipCode': { de: 'PLZ', fr: 'NPA', en: 'Postcode' },
  'profileAddresses.city': { de: 'Ort', fr: 'Localité', en: 'City' },
  'profileAddresses.country': { de: 'Land', fr: 'Pays', en: 'Country' },
  'profileAddresses.defaultShipping': { de: 'Standard-Lieferadresse', fr: 'Adresse de livraison par défaut', en: 'Default shipping address' },
  'profileAddresses.defaultInvoice': { de: 'Standard-Rechnungsadresse', fr: 'Adresse de facturation par défaut', en: 'Default billing address' },
  'profileAddresses.editTitle': { de: 'Adresse bearbeiten', fr: 'Modifier l’adresse', en: 'Edit address' },
  'profileAddresses.newTitle': { de: 'Neue Adresse', fr: 'Nouvelle adresse', en: 'New address' },
  'profileAddresses.save': { de: 'Adresse speichern', fr: 'Enregistrer l’adresse', en: 'Save address' },
  // --- /user/profile/konto ---------------------------------------------------------------------
  'profileAccount.loggedInAs': { de: 'Angemeldet als {email}', fr: 'Connecté en tant que {email}', en: 'Logged in as {email}' },
  'profileAccount.company': { de: 'Firma', fr: 'Entreprise', en: 'Company' },
  'profileAccount.invoiceEmail': { de: 'Rechnungs-E-Mail: {email}', fr: 'E-mail de facturation : {email}', en: 'Billing e-mail: {email}' },
  'profileAccount.contactPersons': { de: 'Kontaktpersonen', fr: 'Personnes de contact', en: 'Contact persons' },
  'profileAccount.saved': { de: 'Gespeichert.', fr: 'Enregistré.', en: 'Saved.' },
  'profileAccount.contactPerson': { de: 'Kontaktperson {firstName} {lastName}', fr: 'Personne de contact {firstName} {lastName}', en: 'Contact person {firstName} {lastName}' },
  'profileAccount.newContactPerson': { de: 'Neue Kontaktperson', fr: 'Nouvelle personne de contact', en: 'New contact person' },
  'profileAccount.editContactPerson': { de: 'Kontaktperson bearbeiten', fr: 'Modifier la personne de contact', en: 'Edit contact person' },
  'profileAccount.addContactPerson': { de: 'Kontaktperson hinzufügen', fr: 'Ajouter une personne de contact', en: 'Add contact person' },
  'profileAccount.salutation': { de: 'Anrede', fr: 'Civilité', en: 'Title' },
  'profileAccount.mr': { de: 'Herr', fr: 'Monsieur', en: 'Mr' },
  'profileAccount.mrs': { de: 'Frau', fr: 'Madame', en: 'Ms' },
  'profileAccount.firstName': { de: 'Vorname', fr: 'Prénom', en: 'First name' },
  'profileAccount.lastName': { de: 'Nachname', fr: 'Nom', en: 'Last name' },
  'profileAccount.department': { de: 'Abteilung', fr: 'Service', en: 'Department' },
  'profileAccount.phone': { de: 'Telefon', fr: 'Téléphone', en: 'Phone' },
  'profileAccount.language': { de: 'Sprache', fr: 'Langue', en: 'Language' },
  'profileAccount.german': { de: 'Deutsch', fr: 'Allemand', en: 'German' },
  'profileAccount.french': { de: 'Französisch', fr: 'Français', en: 'French' },
  'profileAccount.english': { de: 'Englisch', fr: 'Anglais', en: 'English' },
  // --- /user/profile/zugangsdaten --------------------------------------------------------------
  'profileCredentials.changeEmail': { de: 'E-Mail ändern', fr: 'Modifier l’e-mail', en: 'Change e-mail' },
  'profileCredentials.newEmail': { de: 'Neue E-Mail', fr: 'Nouvel e-mail', en: 'New e-mail' },
  'profileCredentials.passwordForEmail': {
    de: 'Aktuelles Passwort (für die E-Mail)',
    fr: 'Mot de passe actuel (pour l’e-mail)',
    en: 'Current password (for the e-mail)',
  },
  'profileCredentials.saveEmail': { de: 'E-Mail speichern', fr: 'Enregistrer l’e-mail', en: 'Save e-mail' },
  'profileCredentials.changePassword': { de: 'Passwort ändern', fr: 'Modifier le mot de passe', en: 'Change password' },
  'profileCredentials.passwordChanged': { de: 'Das Passwort wurde geändert.', fr: 'Le mot de passe a été modifié.', en: 'The password has been changed.' },
  'profileCredentials.currentPassword': { de: 'Aktuelles Passwort', fr: 'Mot de passe actuel', en: 'Current password' },
  'profileCredentials.newPassword': { de: 'Neues Passwort', fr: 'Nouveau mot de passe', en: 'New password' },
  'profileCredentials.repeatPassword': { de: 'Passwort wiederholen', fr: 'Répéter le mot de passe', en: 'Repeat password' },
  'profileCredentials.savePassword': { de: 'Passwort speichern', fr: 'Enregistrer le mot de passe', en: 'Save password' },
  // --- /favoriten/quick-order ------------------------------------------------------------------
  // German 'Schnellbestellung' as the spec's Favoriten menu names it (000 §2), its tab likewise.
  'quickOrder.title': { de: 'Schnellbestellung', fr: 'Commande rapide', en: 'Quick order' },
  'quickOrder.linesLabel': {
    de: 'Artikelnummer und Menge, eine Position pro Zeile',
    fr: 'Numéro d’article et quantité, une position par ligne',
    en: 'Item number and quantity, one item per line',
  },
  'quickOrder.check': { de: 'Artikel prüfen', fr: 'Vérifier les articles', en: 'Check items' },
  'quickOrder.grid': { de: 'Quick-Order-Positionen', fr: 'Positions Quick Order', en: 'Quick Order items' },
  'quickOrder.articleNumber': { de: 'Artikelnummer', fr: 'Numéro d’article', en: 'Item number' },
  'quickOrder.designation': { de: 'Bezeichnung', fr: 'Désignation', en: 'Description' },
  'quickOrder.quantity': { de: 'Menge', fr: 'Quantité', en: 'Quantity' },
  'quickOrder.addToCart': { de: 'In den Warenkorb', fr: 'Ajouter au panier', en: 'Add to cart' },
  'quickOrder.addedOne': { de: '1 Position in den Warenkorb gelegt.', fr: '1 position ajoutée au panier.', en: '1 item added to the cart.' },
  'quickOrder.added': { de: '{count} Positionen in den Warenkorb gelegt.', fr: '{count} positions ajoutées au panier.', en: '{count} items added to the cart.' },
  'quickOrder.badQuantity': {
    de: 'Die Menge muss eine ganze Zahl ab 1 sein.',
    fr: 'La quantité doit être un nombre entier à partir de 1.',
    en: 'The quantity must be a whole number from 1.',
  },
  'quickOrder.notFound': { de: 'Artikelnummer nicht gefunden.', fr: 'Numéro d’article introuvable.', en: 'Item number not found.' },
} as const satisfies Record<string, Record<'de' | 'fr' | 'en', string>>;

const texts = textsWith(PROFILE_MESSAGES);
/** `t` of the profile pages and quick order: their texts and the shared ones (decision 1077). */
export const profileText = texts.text;
/** `useT()` of the profile pages and quick order (decision 1077). */
export const useProfileText = texts.useText;
