import { interpolate, languageOf, type Locale } from '../i18n/locales';
import type { Issue } from './part-list';

/**
 * Texts of the models' issues (PartIssueMessage keys, docs/models.md) in de/fr/en: the
 * configurator shows them beside the 3D view and the price call names the ERROR ones as the reason
 * a configuration cannot be built. Unknown keys are shown as they are.
 */
const ISSUE_TEXTS: Record<string, Record<'de' | 'fr' | 'en', string>> = {
  'parts.tooLargeForTruck': {
    de: 'Die Kiste ({length} × {width} × {height} mm) passt in keinen Lastwagen ({truckLength} × {truckWidth} × {truckHeight} mm).',
    fr: 'La caisse ({length} × {width} × {height} mm) ne tient dans aucun camion ({truckLength} × {truckWidth} × {truckHeight} mm).',
    en: 'The crate ({length} × {width} × {height} mm) fits in no truck ({truckLength} × {truckWidth} × {truckHeight} mm).',
  },
  'parts.tallShape': {
    de: 'Die Kiste ist mehr als doppelt so hoch ({height} mm) wie breit ({width} mm): Kippgefahr.',
    fr: 'La caisse est plus de deux fois plus haute ({height} mm) que large ({width} mm) : risque de basculement.',
    en: 'The crate is more than twice as high ({height} mm) as it is wide ({width} mm): it may tip over.',
  },
  'parts.heavyWithoutSkids': {
    de: 'Eine Kiste mit {volume} m³ Innenvolumen braucht Kufen für den Stapler.',
    fr: 'Une caisse de {volume} m³ de volume intérieur a besoin de patins pour le chariot élévateur.',
    en: 'A crate with {volume} m³ inner volume needs skids for the forklift.',
  },
  'parts.boardTooLong': {
    de: 'Bretter über {maxLength} mm ({length} mm) müssen gestossen werden.',
    fr: 'Les planches de plus de {maxLength} mm ({length} mm) doivent être aboutées.',
    en: 'Boards over {maxLength} mm ({length} mm) must be joined.',
  },
  'parts.deckBoardsDoNotFit': {
    de: '{count} Deckbretter brauchen {required} mm, die Palette ist {width} mm breit.',
    fr: '{count} planches de surface demandent {required} mm, la palette mesure {width} mm de large.',
    en: '{count} deck boards need {required} mm, the pallet is {width} mm wide.',
  },
  'parts.wideDeckGaps': {
    de: 'Die Lücken zwischen den Deckbrettern ({gap} mm) sind grösser als {maxGap} mm.',
    fr: 'Les espaces entre les planches de surface ({gap} mm) dépassent {maxGap} mm.',
    en: 'The gaps between the deck boards ({gap} mm) are wider than {maxGap} mm.',
  },
  'parts.blocksWithoutBottomBoards': {
    de: 'Eine Klotzpalette ohne Bodenbretter ist nicht stabil.',
    fr: 'Une palette à plots sans planches de fond n’est pas stable.',
    en: 'A block pallet without bottom boards is not stable.',
  },
  'parts.narrowerThanMinWidth': {
    de: '{material} wird nicht schmaler als {minWidth} mm geschnitten ({width} mm).',
    fr: '{material} n’est pas découpé plus étroit que {minWidth} mm ({width} mm).',
    en: '{material} is not cut narrower than {minWidth} mm ({width} mm).',
  },
  'parts.longerThanStock': {
    de: '{material} gibt es nur bis {maxLength} mm Länge ({length} mm).',
    fr: '{material} n’existe que jusqu’à {maxLength} mm de longueur ({length} mm).',
    en: '{material} comes only up to {maxLength} mm long ({length} mm).',
  },
  'parts.cushionsIgnored': {
    de: 'Ein Tisch hat keine Kissen; die Kissen werden weggelassen.',
    fr: 'Une table n’a pas de coussins ; les coussins sont omis.',
    en: 'A table has no cushions; the cushions are left out.',
  },
  'parts.castorOverload': {
    de: 'Die Rollen tragen je {capacity} kg, nötig sind {required} kg je Rolle.',
    fr: 'Les roulettes portent {capacity} kg chacune, il faut {required} kg par roulette.',
    en: 'The castors carry {capacity} kg each, {required} kg per castor are needed.',
  },
  'parts.highSeat': {
    de: 'Die Sitzhöhe von {seatHeight} mm ist ungewöhnlich hoch (über {maxSeatHeight} mm).',
    fr: 'La hauteur d’assise de {seatHeight} mm est inhabituellement haute (plus de {maxSeatHeight} mm).',
    en: 'The seat height of {seatHeight} mm is unusually high (over {maxSeatHeight} mm).',
  },
};

/** The text of a model issue in a locale (German by default). */
export function issueText(issue: Pick<Issue, 'message' | 'params'>, locale: Locale = 'de-CH'): string {
  const texts = ISSUE_TEXTS[issue.message];
  return interpolate(texts ? texts[languageOf(locale)] : issue.message, issue.params as Record<string, string | number> | undefined);
}
