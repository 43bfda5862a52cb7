import { textsWith } from './i18n';

/**
 * Texts of the account pages in de/fr/en (000 §1: every visible text translated): login,
 * registration, password forgotten and new password (/user/login, /user/register,
 * /user/request-password-reset, /user/reset-password). German is the shop's text ('Login',
 * 'Registrieren', 'Passwort vergessen', 'Neues Passwort', …); French and English are our
 * translations. Validation messages come translated from the engine. Kept out of WEB_MESSAGES
 * (decision 1077): used through `useAccountText()` / `accountText()`.
 */
export const ACCOUNT_MESSAGES = {
  // --- shared form labels --------------------------------------------------------------------
  'account.email': { de: 'E-Mail', fr: 'E-mail', en: 'E-mail' },
  'account.password': { de: 'Passwort', fr: 'Mot de passe', en: 'Password' },
  'account.passwordMin': { de: 'Passwort (mindestens 10 Zeichen)', fr: 'Mot de passe (au moins 10 caractères)', en: 'Password (at least 10 characters)' },
  'account.passwordRepeat': { de: 'Passwort wiederholen', fr: 'Répéter le mot de passe', en: 'Repeat password' },
  // --- /user/login ---------------------------------------------------------------------------
  'login.title': { de: 'Login', fr: 'Connexion', en: 'Login' },
  'login.submit': { de: 'Anmelden', fr: 'Se connecter', en: 'Log in' },
  'login.forgotPassword': { de: 'Passwort vergessen?', fr: 'Mot de passe oublié ?', en: 'Forgot your password?' },
  'login.register': { de: 'Registrieren', fr: "S'inscrire", en: 'Register' },
  'login.missingRight': {
    de: 'Ihr Login darf «{screen}» nicht öffnen: Dazu braucht es die Berechtigung «{needs}». Melden Sie sich mit einem Login an, das sie hat, oder bitten Sie die Administration darum.',
    fr: 'Votre accès ne permet pas d’ouvrir « {screen} » : il faut l’autorisation « {needs} ». Connectez-vous avec un accès qui l’a, ou demandez-la à l’administration.',
    en: 'Your login may not open “{screen}”: it needs the permission “{needs}”. Log in with a login that has it, or ask the administration for it.',
  },
  'login.missingRightPage': {
    de: 'Ihr Login darf diese Seite des Back Office nicht öffnen. Melden Sie sich mit einem Login an, das die Berechtigung hat, oder bitten Sie die Administration darum.',
    fr: 'Votre accès ne permet pas d’ouvrir cette page de l’administration. Connectez-vous avec un accès autorisé, ou demandez l’autorisation à l’administration.',
    en: 'Your login may not open this back-office page. Log in with a login that has the permission, or ask the administration for it.',
  },
  // --- /user/register ------------------------------------------------------------------------
  'register.title': { de: 'Registrieren', fr: "S'inscrire", en: 'Register' },
  'register.customerType': { de: 'Kundenart', fr: 'Type de client', en: 'Customer type' },
  'register.person': { de: 'Privatperson', fr: 'Particulier', en: 'Private person' },
  'register.company': { de: 'Firma', fr: 'Entreprise', en: 'Company' },
  'register.companyName': { de: 'Firma', fr: 'Entreprise', en: 'Company' },
  'register.addition': { de: 'Zusatz', fr: 'Complément', en: 'Addition' },
  'register.invoiceEmail': { de: 'Rechnungs-E-Mail', fr: 'E-mail de facturation', en: 'Invoice e-mail' },
  'register.salutation': { de: 'Anrede', fr: 'Civilité', en: 'Title' },
  'register.mr': { de: 'Herr', fr: 'Monsieur', en: 'Mr' },
  'register.ms': { de: 'Frau', fr: 'Madame', en: 'Ms' },
  'register.firstName': { de: 'Vorname', fr: 'Prénom', en: 'First name' },
  'register.lastName': { de: 'Nachname', fr: 'Nom', en: 'Last name' },
  'register.phone': { de: 'Telefon', fr: 'Téléphone', en: 'Phone' },
  'register.street': { de: 'Strasse', fr: 'Rue', en: 'Street' },
  'register.zipCode': { de: 'PLZ', fr: 'NPA', en: 'Postcode' },
  'register.city': { de: 'Ort', fr: 'Localité', en: 'City' },
  'register.captcha': { de: 'Sicherheitsfrage: {question}', fr: 'Question de sécurité : {question}', en: 'Security question: {question}' },
  'register.submit': { de: 'Registrieren', fr: "S'inscrire", en: 'Register' },
  // --- /user/request-password-reset ----------------------------------------------------------
  'passwordReset.requestTitle': { de: 'Passwort vergessen', fr: 'Mot de passe oublié', en: 'Forgot password' },
  'passwordReset.sent': {
    de: 'Falls zu dieser E-Mail ein Konto besteht, haben wir einen Link zum Zurücksetzen gesendet. Er ist eine Stunde gültig.',
    fr: 'Si un compte existe pour cet e-mail, nous avons envoyé un lien de réinitialisation. Il est valable une heure.',
    en: 'If an account exists for this e-mail, we have sent a reset link. It is valid for one hour.',
  },
  'passwordReset.send': { de: 'Link senden', fr: 'Envoyer le lien', en: 'Send link' },
  // --- /user/reset-password ------------------------------------------------------------------
  'passwordReset.newTitle': { de: 'Neues Passwort', fr: 'Nouveau mot de passe', en: 'New password' },
  'passwordReset.newPassword': {
    de: 'Neues Passwort (mindestens 10 Zeichen)',
    fr: 'Nouveau mot de passe (au moins 10 caractères)',
    en: 'New password (at least 10 characters)',
  },
  'passwordReset.save': { de: 'Passwort speichern', fr: 'Enregistrer le mot de passe', en: 'Save password' },
  'passwordReset.changed': { de: 'Ihr Passwort wurde geändert.', fr: 'Votre mot de passe a été modifié.', en: 'Your password has been changed.' },
  'passwordReset.toLogin': { de: 'Zum Login', fr: 'Vers la connexion', en: 'To the login' },
} as const satisfies Record<string, Record<'de' | 'fr' | 'en', string>>;

const texts = textsWith(ACCOUNT_MESSAGES);
/** `t` of the login, registration and password pages: their texts and the shared ones (decision 1077). */
export const accountText = texts.text;
/** `useT()` of the login, registration and password pages (decision 1077). */
export const useAccountText = texts.useText;
