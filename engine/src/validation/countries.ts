/**
 * Countries (001 §3 "country lists, German and English names"): the ISO 3166-1 alpha-2 codes
 * with German (Swiss spelling), English and French names. Generated once from CLDR (Node 26
 * Intl.DisplayNames) and kept as data so browser and server show the same names.
 * CH and LI count as domestic (000 §3, 001 §3): Swiss VAT applies, Swiss postal codes.
 */
import type { Language } from '../i18n/locales';

export interface Country {
  /** ISO 3166-1 alpha-2 code, upper case. */
  code: string;
  names: Readonly<Record<Language, string>>;
}

const ROWS: ReadonlyArray<readonly [code: string, de: string, en: string, fr: string]> = [
  ['AD', 'Andorra', 'Andorra', 'Andorre'],
  ['AE', 'Vereinigte Arabische Emirate', 'United Arab Emirates', 'Émirats arabes unis'],
  ['AF', 'Afghanistan', 'Afghanistan', 'Afghanistan'],
  ['AG', 'Antigua und Barbuda', 'Antigua & Barbuda', 'Antigua-et-Barbuda'],
  ['AI', 'Anguilla', 'Anguilla', 'Anguilla'],
  ['AL', 'Albanien', 'Albania', 'Albanie'],
  ['AM', 'Armenien', 'Armenia', 'Arménie'],
  ['AO', 'Angola', 'Angola', 'Angola'],
  ['AQ', 'Antarktis', 'Antarctica', 'Antarctique'],
  ['AR', 'Argentinien', 'Argentina', 'Argentine'],
  ['AS', 'Amerikanisch-Samoa', 'American Samoa', 'Samoa américaines'],
  ['AT', 'Österreich', 'Austria', 'Autriche'],
  ['AU', 'Australien', 'Australia', 'Australie'],
  ['AW', 'Aruba', 'Aruba', 'Aruba'],
  ['AX', 'Ålandinseln', 'Åland Islands', 'Îles Åland'],
  ['AZ', 'Aserbaidschan', 'Azerbaijan', 'Azerbaïdjan'],
  ['BA', 'Bosnien und Herzegowina', 'Bosnia & Herzegovina', 'Bosnie-Herzégovine'],
  ['BB', 'Barbados', 'Barbados', 'Barbade'],
  ['BD', 'Bangladesch', 'Bangladesh', 'Bangladesh'],
  ['BE', 'Belgien', 'Belgium', 'Belgique'],
  ['BF', 'Burkina Faso', 'Burkina Faso', 'Burkina Faso'],
  ['BG', 'Bulgarien', 'Bulgaria', 'Bulgarie'],
  ['BH', 'Bahrain', 'Bahrain', 'Bahreïn'],
  ['BI', 'Burundi', 'Burundi', 'Burundi'],
  ['BJ', 'Benin', 'Benin', 'Bénin'],
  ['BL', 'St. Barthélemy', 'St. Barthélemy', 'Saint-Barthélemy'],
  ['BM', 'Bermuda', 'Bermuda', 'Bermudes'],
  ['BN', 'Brunei', 'Brunei', 'Brunei'],
  ['BO', 'Bolivien', 'Bolivia', 'Bolivie'],
  ['BQ', 'Karibische Niederlande', 'Caribbean Netherlands', 'Pays-Bas caribéens'],
  ['BR', 'Brasilien', 'Brazil', 'Brésil'],
  ['BS', 'Bahamas', 'Bahamas', 'Bahamas'],
  ['BT', 'Bhutan', 'Bhutan', 'Bhoutan'],
  ['BV', 'Bouvetinsel', 'Bouvet Island', 'Île Bouvet'],
  ['BW', 'Botswana', 'Botswana', 'Botswana'],
  ['BY', 'Belarus', 'Belarus', 'Biélorussie'],
  ['BZ', 'Belize', 'Belize', 'Belize'],
  ['CA', 'Kanada', 'Canada', 'Canada'],
  ['CC', 'Kokosinseln', 'Cocos (Keeling) Islands', 'Îles Cocos'],
  ['CD', 'Kongo-Kinshasa', 'Congo - Kinshasa', 'Congo-Kinshasa'],
  ['CF', 'Zentralafrikanische Republik', 'Central African Republic', 'République centrafricaine'],
  ['CG', 'Kongo-Brazzaville', 'Congo - Brazzaville', 'Congo-Brazzaville'],
  ['CH', 'Schweiz', 'Switzerland', 'Suisse'],
  ['CI', 'Côte d’Ivoire', 'Côte d’Ivoire', 'Côte d’Ivoire'],
  ['CK', 'Cookinseln', 'Cook Islands', 'Îles Cook'],
  ['CL', 'Chile', 'Chile', 'Chili'],
  ['CM', 'Kamerun', 'Cameroon', 'Cameroun'],
  ['CN', 'China', 'China', 'Chine'],
  ['CO', 'Kolumbien', 'Colombia', 'Colombie'],
  ['CR', 'Costa Rica', 'Costa Rica', 'Costa Rica'],
  ['CU', 'Kuba', 'Cuba', 'Cuba'],
  ['CV', 'Kapverden', 'Cape Verde', 'Cap-Vert'],
  ['CW', 'Curaçao', 'Curaçao', 'Curaçao'],
  ['CX', 'Weihnachtsinsel', 'Christmas Island', 'Île Christmas'],
  ['CY', 'Zypern', 'Cyprus', 'Chypre'],
  ['CZ', 'Tschechien', 'Czechia', 'Tchéquie'],
  ['DE', 'Deutschland', 'Germany', 'Allemagne'],
  ['DJ', 'Dschibuti', 'Djibouti', 'Djibouti'],
  ['DK', 'Dänemark', 'Denmark', 'Danemark'],
  ['DM', 'Dominica', 'Dominica', 'Dominique'],
  ['DO', 'Dominikanische Republik', 'Dominican Republic', 'République dominicaine'],
  ['DZ', 'Algerien', 'Algeria', 'Algérie'],
  ['EC', 'Ecuador', 'Ecuador', 'Équateur'],
  ['EE', 'Estland', 'Estonia', 'Estonie'],
  ['EG', 'Ägypten', 'Egypt', 'Égypte'],
  ['EH', 'Westsahara', 'Western Sahara', 'Sahara occidental'],
  ['ER', 'Eritrea', 'Eritrea', 'Érythrée'],
  ['ES', 'Spanien', 'Spain', 'Espagne'],
  ['ET', 'Äthiopien', 'Ethiopia', 'Éthiopie'],
  ['FI', 'Finnland', 'Finland', 'Finlande'],
  ['FJ', 'Fidschi', 'Fiji', 'Fidji'],
  ['FK', 'Falklandinseln', 'Falkland Islands', 'Îles Malouines'],
  ['FM', 'Mikronesien', 'Micronesia', 'Micronésie'],
  ['FO', 'Färöer', 'Faroe Islands', 'Îles Féroé'],
  ['FR', 'Frankreich', 'France', 'France'],
  ['GA', 'Gabun', 'Gabon', 'Gabon'],
  ['GB', 'Vereinigtes Königreich', 'United Kingdom', 'Royaume-Uni'],
  ['GD', 'Grenada', 'Grenada', 'Grenade'],
  ['GE', 'Georgien', 'Georgia', 'Géorgie'],
  ['GF', 'Französisch-Guayana', 'French Guiana', 'Guyane française'],
  ['GG', 'Guernsey', 'Guernsey', 'Guernesey'],
  ['GH', 'Ghana', 'Ghana', 'Ghana'],
  ['GI', 'Gibraltar', 'Gibraltar', 'Gibraltar'],
  ['GL', 'Grönland', 'Greenland', 'Groenland'],
  ['GM', 'Gambia', 'Gambia', 'Gambie'],
  ['GN', 'Guinea', 'Guinea', 'Guinée'],
  ['GP', 'Guadeloupe', 'Guadeloupe', 'Guadeloupe'],
  ['GQ', 'Äquatorialguinea', 'Equatorial Guinea', 'Guinée équatoriale'],
  ['GR', 'Griechenland', 'Greece', 'Grèce'],
  ['GS', 'Südgeorgien und die Südlichen Sandwichinseln', 'South Georgia & South Sandwich Islands', 'Géorgie du Sud-et-les Îles Sandwich du Sud'],
  ['GT', 'Guatemala', 'Guatemala', 'Guatemala'],
  ['GU', 'Guam', 'Guam', 'Guam'],
  ['GW', 'Guinea-Bissau', 'Guinea-Bissau', 'Guinée-Bissau'],
  ['GY', 'Guyana', 'Guyana', 'Guyana'],
  ['HK', 'Sonderverwaltungsregion Hongkong', 'Hong Kong SAR China', 'R.A.S. chinoise de Hong Kong'],
  ['HM', 'Heard und McDonaldinseln', 'Heard & McDonald Islands', 'Îles Heard-et-MacDonald'],
  ['HN', 'Honduras', 'Honduras', 'Honduras'],
  ['HR', 'Kroatien', 'Croatia', 'Croatie'],
  ['HT', 'Haiti', 'Haiti', 'Haïti'],
  ['HU', 'Ungarn', 'Hungary', 'Hongrie'],
  ['ID', 'Indonesien', 'Indonesia', 'Indonésie'],
  ['IE', 'Irland', 'Ireland', 'Irlande'],
  ['IL', 'Israel', 'Israel', 'Israël'],
  ['IM', 'Isle of Man', 'Isle of Man', 'Île de Man'],
  ['IN', 'Indien', 'India', 'Inde'],
  ['IO', 'Britisches Territorium im Indischen Ozean', 'British Indian Ocean Territory', 'Territoire britannique de l’océan Indien'],
  ['IQ', 'Irak', 'Iraq', 'Irak'],
  ['IR', 'Iran', 'Iran', 'Iran'],
  ['IS', 'Island', 'Iceland', 'Islande'],
  ['IT', 'Italien', 'Italy', 'Italie'],
  ['JE', 'Jersey', 'Jersey', 'Jersey'],
  ['JM', 'Jamaika', 'Jamaica', 'Jamaïque'],
  ['JO', 'Jordanien', 'Jordan', 'Jordanie'],
  ['JP', 'Japan', 'Japan', 'Japon'],
  ['KE', 'Kenia', 'Kenya', 'Kenya'],
  ['KG', 'Kirgisistan', 'Kyrgyzstan', 'Kirghizstan'],
  ['KH', 'Kambodscha', 'Cambodia', 'Cambodge'],
  ['KI', 'Kiribati', 'Kiribati', 'Kiribati'],
  ['KM', 'Komoren', 'Comoros', 'Comores'],
  ['KN', 'St. Kitts und Nevis', 'St. Kitts & Nevis', 'Saint-Christophe-et-Niévès'],
  ['KP', 'Nordkorea', 'North Korea', 'Corée du Nord'],
  ['KR', 'Südkorea', 'South Korea', 'Corée du Sud'],
  ['KW', 'Kuwait', 'Kuwait', 'Koweït'],
  ['KY', 'Kaimaninseln', 'Cayman Islands', 'Îles Caïmans'],
  ['KZ', 'Kasachstan', 'Kazakhstan', 'Kazakhstan'],
  ['LA', 'Laos', 'Laos', 'Laos'],
  ['LB', 'Libanon', 'Lebanon', 'Liban'],
  ['LC', 'St. Lucia', 'St. Lucia', 'Sainte-Lucie'],
  ['LI', 'Liechtenstein', 'Liechtenstein', 'Liechtenstein'],
  ['LK', 'Sri Lanka', 'Sri Lanka', 'Sri Lanka'],
  ['LR', 'Liberia', 'Liberia', 'Liberia'],
  ['LS', 'Lesotho', 'Lesotho', 'Lesotho'],
  ['LT', 'Litauen', 'Lithuania', 'Lituanie'],
  ['LU', 'Luxemburg', 'Luxembourg', 'Luxembourg'],
  ['LV', 'Lettland', 'Latvia', 'Lettonie'],
  ['LY', 'Libyen', 'Libya', 'Libye'],
  ['MA', 'Marokko', 'Morocco', 'Maroc'],
  ['MC', 'Monaco', 'Monaco', 'Monaco'],
  ['MD', 'Republik Moldau', 'Moldova', 'Moldavie'],
  ['ME', 'Montenegro', 'Montenegro', 'Monténégro'],
  ['MF', 'St. Martin', 'St. Martin', 'Saint-Martin'],
  ['MG', 'Madagaskar', 'Madagascar', 'Madagascar'],
  ['MH', 'Marshallinseln', 'Marshall Islands', 'Îles Marshall'],
  ['MK', 'Nordmazedonien', 'North Macedonia', 'Macédoine du Nord'],
  ['ML', 'Mali', 'Mali', 'Mali'],
  ['MM', 'Myanmar', 'Myanmar (Burma)', 'Myanmar (Birmanie)'],
  ['MN', 'Mongolei', 'Mongolia', 'Mongolie'],
  ['MO', 'Sonderverwaltungsregion Macau', 'Macao SAR China', 'R.A.S. chinoise de Macao'],
  ['MP', 'Nördliche Marianen', 'Northern Mariana Islands', 'Îles Mariannes du Nord'],
  ['MQ', 'Martinique', 'Martinique', 'Martinique'],
  ['MR', 'Mauretanien', 'Mauritania', 'Mauritanie'],
  ['MS', 'Montserrat', 'Montserrat', 'Montserrat'],
  ['MT', 'Malta', 'Malta', 'Malte'],
  ['MU', 'Mauritius', 'Mauritius', 'Maurice'],
  ['MV', 'Malediven', 'Maldives', 'Maldives'],
  ['MW', 'Malawi', 'Malawi', 'Malawi'],
  ['MX', 'Mexiko', 'Mexico', 'Mexique'],
  ['MY', 'Malaysia', 'Malaysia', 'Malaisie'],
  ['MZ', 'Mosambik', 'Mozambique', 'Mozambique'],
  ['NA', 'Namibia', 'Namibia', 'Namibie'],
  ['NC', 'Neukaledonien', 'New Caledonia', 'Nouvelle-Calédonie'],
  ['NE', 'Niger', 'Niger', 'Niger'],
  ['NF', 'Norfolkinsel', 'Norfolk Island', 'Île Norfolk'],
  ['NG', 'Nigeria', 'Nigeria', 'Nigeria'],
  ['NI', 'Nicaragua', 'Nicaragua', 'Nicaragua'],
  ['NL', 'Niederlande', 'Netherlands', 'Pays-Bas'],
  ['NO', 'Norwegen', 'Norway', 'Norvège'],
  ['NP', 'Nepal', 'Nepal', 'Népal'],
  ['NR', 'Nauru', 'Nauru', 'Nauru'],
  ['NU', 'Niue', 'Niue', 'Niue'],
  ['NZ', 'Neuseeland', 'New Zealand', 'Nouvelle-Zélande'],
  ['OM', 'Oman', 'Oman', 'Oman'],
  ['PA', 'Panama', 'Panama', 'Panama'],
  ['PE', 'Peru', 'Peru', 'Pérou'],
  ['PF', 'Französisch-Polynesien', 'French Polynesia', 'Polynésie française'],
  ['PG', 'Papua-Neuguinea', 'Papua New Guinea', 'Papouasie-Nouvelle-Guinée'],
  ['PH', 'Philippinen', 'Philippines', 'Philippines'],
  ['PK', 'Pakistan', 'Pakistan', 'Pakistan'],
  ['PL', 'Polen', 'Poland', 'Pologne'],
  ['PM', 'St. Pierre und Miquelon', 'St. Pierre & Miquelon', 'Saint-Pierre-et-Miquelon'],
  ['PN', 'Pitcairninseln', 'Pitcairn Islands', 'Îles Pitcairn'],
  ['PR', 'Puerto Rico', 'Puerto Rico', 'Porto Rico'],
  ['PS', 'Palästinensische Autonomiegebiete', 'Palestinian Territories', 'Territoires palestiniens'],
  ['PT', 'Portugal', 'Portugal', 'Portugal'],
  ['PW', 'Palau', 'Palau', 'Palaos'],
  ['PY', 'Paraguay', 'Paraguay', 'Paraguay'],
  ['QA', 'Katar', 'Qatar', 'Qatar'],
  ['RE', 'Réunion', 'Réunion', 'La Réunion'],
  ['RO', 'Rumänien', 'Romania', 'Roumanie'],
  ['RS', 'Serbien', 'Serbia', 'Serbie'],
  ['RU', 'Russland', 'Russia', 'Russie'],
  ['RW', 'Ruanda', 'Rwanda', 'Rwanda'],
  ['SA', 'Saudi-Arabien', 'Saudi Arabia', 'Arabie saoudite'],
  ['SB', 'Salomon-Inseln', 'Solomon Islands', 'Îles Salomon'],
  ['SC', 'Seychellen', 'Seychelles', 'Seychelles'],
  ['SD', 'Sudan', 'Sudan', 'Soudan'],
  ['SE', 'Schweden', 'Sweden', 'Suède'],
  ['SG', 'Singapur', 'Singapore', 'Singapour'],
  ['SH', 'St. Helena', 'St. Helena', 'Sainte-Hélène'],
  ['SI', 'Slowenien', 'Slovenia', 'Slovénie'],
  ['SJ', 'Spitzbergen und Jan Mayen', 'Svalbard & Jan Mayen', 'Svalbard et Jan Mayen'],
  ['SK', 'Slowakei', 'Slovakia', 'Slovaquie'],
  ['SL', 'Sierra Leone', 'Sierra Leone', 'Sierra Leone'],
  ['SM', 'San Marino', 'San Marino', 'Saint-Marin'],
  ['SN', 'Senegal', 'Senegal', 'Sénégal'],
  ['SO', 'Somalia', 'Somalia', 'Somalie'],
  ['SR', 'Suriname', 'Suriname', 'Suriname'],
  ['SS', 'Südsudan', 'South Sudan', 'Soudan du Sud'],
  ['ST', 'São Tomé und Príncipe', 'São Tomé & Príncipe', 'Sao Tomé-et-Principe'],
  ['SV', 'El Salvador', 'El Salvador', 'Salvador'],
  ['SX', 'Sint Maarten', 'Sint Maarten', 'Saint-Martin (partie néerlandaise)'],
  ['SY', 'Syrien', 'Syria', 'Syrie'],
  ['SZ', 'Eswatini', 'Eswatini', 'Eswatini'],
  ['TC', 'Turks- und Caicosinseln', 'Turks & Caicos Islands', 'Îles Turques-et-Caïques'],
  ['TD', 'Tschad', 'Chad', 'Tchad'],
  ['TF', 'Französische Süd- und Antarktisgebiete', 'French Southern Territories', 'Terres australes françaises'],
  ['TG', 'Togo', 'Togo', 'Togo'],
  ['TH', 'Thailand', 'Thailand', 'Thaïlande'],
  ['TJ', 'Tadschikistan', 'Tajikistan', 'Tadjikistan'],
  ['TK', 'Tokelau', 'Tokelau', 'Tokelau'],
  ['TL', 'Osttimor', 'Timor-Leste', 'Timor oriental'],
  ['TM', 'Turkmenistan', 'Turkmenistan', 'Turkménistan'],
  ['TN', 'Tunesien', 'Tunisia', 'Tunisie'],
  ['TO', 'Tonga', 'Tonga', 'Tonga'],
  ['TR', 'Türkei', 'Türkiye', 'Turquie'],
  ['TT', 'Trinidad und Tobago', 'Trinidad & Tobago', 'Trinité-et-Tobago'],
  ['TV', 'Tuvalu', 'Tuvalu', 'Tuvalu'],
  ['TW', 'Taiwan', 'Taiwan', 'Taïwan'],
  ['TZ', 'Tansania', 'Tanzania', 'Tanzanie'],
  ['UA', 'Ukraine', 'Ukraine', 'Ukraine'],
  ['UG', 'Uganda', 'Uganda', 'Ouganda'],
  ['UM', 'Amerikanische Überseeinseln', 'U.S. Outlying Islands', 'Îles mineures éloignées des États-Unis'],
  ['US', 'Vereinigte Staaten', 'United States', 'États-Unis'],
  ['UY', 'Uruguay', 'Uruguay', 'Uruguay'],
  ['UZ', 'Usbekistan', 'Uzbekistan', 'Ouzbékistan'],
  ['VA', 'Vatikanstadt', 'Vatican City', 'État de la Cité du Vatican'],
  ['VC', 'St. Vincent und die Grenadinen', 'St. Vincent & Grenadines', 'Saint-Vincent-et-les Grenadines'],
  ['VE', 'Venezuela', 'Venezuela', 'Venezuela'],
  ['VG', 'Britische Jungferninseln', 'British Virgin Islands', 'Îles Vierges britanniques'],
  ['VI', 'Amerikanische Jungferninseln', 'U.S. Virgin Islands', 'Îles Vierges des États-Unis'],
  ['VN', 'Vietnam', 'Vietnam', 'Viêt Nam'],
  ['VU', 'Vanuatu', 'Vanuatu', 'Vanuatu'],
  ['WF', 'Wallis und Futuna', 'Wallis & Futuna', 'Wallis-et-Futuna'],
  ['WS', 'Samoa', 'Samoa', 'Samoa'],
  ['YE', 'Jemen', 'Yemen', 'Yémen'],
  ['YT', 'Mayotte', 'Mayotte', 'Mayotte'],
  ['ZA', 'Südafrika', 'South Africa', 'Afrique du Sud'],
  ['ZM', 'Sambia', 'Zambia', 'Zambie'],
  ['ZW', 'Zimbabwe', 'Zimbabwe', 'Zimbabwe'],
];

export const COUNTRIES: readonly Country[] = ROWS.map(([code, de, en, fr]) => ({ code, names: { de, en, fr } }));

export const COUNTRY_CODES: readonly string[] = ROWS.map(([code]) => code);

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

/** Domestic countries (000 §3): Switzerland and Liechtenstein. */
export const DOMESTIC_COUNTRY_CODES: readonly string[] = ['CH', 'LI'];

/**
 * The countries the shop delivers to: Switzerland and Liechtenstein by its own trucks and by post,
 * the neighbours Germany, Austria, France and Italy by FedEx (000 §3). The shopper's address
 * forms — registration, address book, checkout — offer these; the back office keeps every country.
 */
export const DELIVERY_COUNTRY_CODES: readonly string[] = ['CH', 'LI', 'DE', 'AT', 'FR', 'IT'];

/** True for a country the shop delivers to (case-insensitive). */
export function isDeliveryCountry(code: string | null | undefined): boolean {
  return DELIVERY_COUNTRY_CODES.includes(normalizeCountryCode(code));
}

/**
 * The countries a shopper's address form offers, in order: CH and LI, then the neighbours by
 * their name in the reader's language; an address saved with another country (entered by staff)
 * keeps it as the last choice, so editing it never changes the country unasked.
 */
export function shopperCountryChoices(language: Language, current?: string | null): string[] {
  const saved = normalizeCountryCode(current);
  return [...deliveryChoicesIn(language), ...(saved && isCountryCode(saved) && !isDeliveryCountry(saved) ? [saved] : [])];
}

/**
 * The delivery countries in their order, once per language. The neighbours' names are sorted by
 * their letters without accents (Österreich under O), which is what Intl.Collator gives for these
 * names (the unit test compares them) without the milliseconds a collator costs to build on a
 * phone (decision 1184).
 */
const deliveryChoices = new Map<Language, readonly string[]>();
function deliveryChoicesIn(language: Language): readonly string[] {
  let choices = deliveryChoices.get(language);
  if (!choices) {
    const key = (code: string) => countryName(code, language).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const abroad = DELIVERY_COUNTRY_CODES.filter((code) => !DOMESTIC_COUNTRY_CODES.includes(code)).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    choices = [...DOMESTIC_COUNTRY_CODES, ...abroad];
    deliveryChoices.set(language, choices);
  }
  return choices;
}

/** The default country of an address (000 §3). */
export const DEFAULT_COUNTRY_CODE = 'CH';

/** Upper-cased, trimmed code; '' for null/undefined. */
export function normalizeCountryCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

export function isCountryCode(code: string | null | undefined): boolean {
  return BY_CODE.has(normalizeCountryCode(code));
}

/** True for CH and LI (case-insensitive). */
export function isDomesticCountry(code: string | null | undefined): boolean {
  return DOMESTIC_COUNTRY_CODES.includes(normalizeCountryCode(code));
}

export function findCountry(code: string | null | undefined): Country | undefined {
  return BY_CODE.get(normalizeCountryCode(code));
}

/** The country's name in a language; the code itself when unknown. */
export function countryName(code: string, language: Language = 'de'): string {
  return findCountry(code)?.names[language] ?? code;
}

/** Countries sorted by their name in a language (for select boxes). */
export function countriesSortedBy(language: Language): Country[] {
  const collator = new Intl.Collator(language);
  return [...COUNTRIES].sort((a, b) => collator.compare(a.names[language], b.names[language]));
}
