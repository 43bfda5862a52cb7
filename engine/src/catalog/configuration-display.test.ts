import { describe, expect, it } from 'vitest';
import { AttributeTypeId } from './enums';
import { boardText, configurationText, displayConfiguration, displayValue } from './configuration-display';

describe('configuration display', () => {
  it('R000-3.40 R000-3.41 reads the board code as count, material name and size in mm', () => {
    expect(boardText('20!Sägeroh Fichte/Tanne!1200!80!18', 'de-CH')).toBe('20 Bretter · Sägeroh Fichte/Tanne · 1200 × 80 × 18 mm');
    expect(boardText('20!SPRUCE_FIR_SAWN!1200!80!18', 'de-CH')).toBe('20 Bretter · Sägeroh Fichte/Tanne · 1200 × 80 × 18 mm');
    expect(boardText('3!OSB!600!60!18', 'fr-FR')).toBe('3 planches · OSB · 600 × 60 × 18 mm');
    expect(boardText('1!OSB!600!60!18', 'fr-FR')).toBe('1 planche · OSB · 600 × 60 × 18 mm');
    expect(boardText('1!OSB!600!60!18', 'de-CH')).toBe('1 Brett · OSB · 600 × 60 × 18 mm');
    expect(displayValue('Brettkonfiguration', '20!SPRUCE_FIR_SAWN!1200!80!18', 'en-US')).toBe('20 boards · Sawn spruce/fir · 1200 × 80 × 18 mm');
  });

  it('R000-3.06 shows material codes, skid codes, yes/no and millimetres in words in de/fr/en', () => {
    const configuration = { Innenlänge: '1200', Material: 'SPRUCE_FIR_SAWN', Deckel: 'true', Kufen: '2', Kommentar: '' };
    expect(displayConfiguration(configuration, 'de-CH')).toEqual([
      { key: 'Innenlänge', name: 'Innenlänge', value: '1200 mm' },
      { key: 'Material', name: 'Material', value: 'Sägeroh Fichte/Tanne' },
      { key: 'Deckel', name: 'Deckel', value: 'Ja' },
      { key: 'Kufen', name: 'Kufen', value: '2 Kufen' },
    ]);
    expect(configurationText(configuration, 'fr-FR')).toBe(
      'Longueur intérieure\u00a0: 1200 mm, Matériau\u00a0: Épicéa/sapin brut de sciage, Couvercle\u00a0: Oui, Patins\u00a0: 2 patins',
    );
    expect(configurationText({ Deckel: 'false', Kufen: 'none' }, 'en-US')).toBe('Lid: No, Skids: None');
  });

  it('uses the attribute type when the caller has it: weight in kg, money in CHF, free text as typed', () => {
    const attributes = [
      { name: 'Gewicht', typeId: AttributeTypeId.WEIGHT },
      { name: 'Aufpreis Montage', typeId: AttributeTypeId.CURRENCY },
      { name: 'Beschriftung', typeId: AttributeTypeId.STRING },
      { name: 'Plattenstärke', typeId: AttributeTypeId.DIMENSION, options: { unit: 'mm' } },
    ];
    expect(configurationText({ Gewicht: '25', 'Aufpreis Montage': '1200', Beschriftung: 'true story', Plattenstärke: '12' }, 'de-CH', attributes)).toBe(
      "Gewicht: 25 kg, Aufpreis Montage: CHF 1'200.00, Beschriftung: true story, Plattenstärke: 12 mm",
    );
  });

  it('keeps unknown codes and names visible rather than dropping them', () => {
    expect(configurationText({ Sonderwunsch: 'XY' }, 'fr-FR')).toBe('Sonderwunsch\u00a0: XY');
    expect(displayValue('Kufen', 'Palettenfuss', 'de-CH')).toBe('Palettenfuss');
  });
});

describe('catalogue texts per language', () => {
  it('R000-1.04 shows the French or English name, German where none is kept', async () => {
    const { localizedText } = await import('./catalogue-translations');
    const translations = { fr: { name: 'Caisses' }, en: { name: 'Crates', description: ' ' } };
    expect(localizedText('Kisten', translations, 'fr-FR', 'name')).toBe('Caisses');
    expect(localizedText('Kisten', translations, 'en-US', 'name')).toBe('Crates');
    expect(localizedText('Kisten', translations, 'de-CH', 'name')).toBe('Kisten');
    expect(localizedText('Holzkisten aus Fichte', translations, 'en-US', 'description')).toBe('Holzkisten aus Fichte');
    expect(localizedText(null, null, 'fr-FR', 'description')).toBeNull();
  });
});

describe('attribute texts staff keep (decision 974)', () => {
  it('R000-1.04 a stored name and choice label win over the dictionary; German where none is kept', () => {
    const texts = { Kufen: { fr: { name: 'Semelles', values: { '2 Kufen': 'Deux semelles' } } }, Holzart: { en: { values: { Eiche: 'Oak' } } } };
    expect(displayConfiguration({ Kufen: '2', Holzart: 'Eiche' }, 'fr-FR', [], texts)).toEqual([
      { key: 'Kufen', name: 'Semelles', value: 'Deux semelles' },
      { key: 'Holzart', name: 'Holzart', value: 'Eiche' },
    ]);
    expect(configurationText({ Kufen: '3', Holzart: 'Eiche' }, 'en-US', [], texts)).toBe('Skids: 3 skids, Holzart: Oak');
    expect(displayValue('Holzart', 'Eiche', 'en-US', { name: 'Holzart', typeId: AttributeTypeId.ENUM, translations: texts.Holzart })).toBe('Oak');
    expect(configurationText({ Kufen: '2' }, 'de-CH', [], texts)).toBe('Kufen: 2 Kufen');
  });
});

describe('every attribute type in words without an attribute list', () => {
  // What loadAttributeTexts hands every caller: the catalogue's type ids and units by name.
  const texts = {
    Umreifung: { typeId: AttributeTypeId.BOOLEAN },
    Plattenstärke: { typeId: AttributeTypeId.DIMENSION, unit: 'mm' },
    Sitzhöhe: { typeId: AttributeTypeId.DIMENSION, unit: 'mm' },
    Gewicht: { typeId: AttributeTypeId.WEIGHT, unit: 'kg' },
    'Aufpreis Montage': { typeId: AttributeTypeId.CURRENCY, unit: 'CHF' },
    Tragkraftklasse: { typeId: AttributeTypeId.ENUM },
    Farbe: { typeId: AttributeTypeId.COLOR },
    Beschriftung: { typeId: AttributeTypeId.STRING },
    Brettkonfiguration: { typeId: AttributeTypeId.STRING },
  };
  const configuration = {
    Brettkonfiguration: '20!Sägeroh Fichte/Tanne!1200!80!18',
    Umreifung: 'true',
    Plattenstärke: '18',
    Sitzhöhe: '430',
    Gewicht: '25.5',
    'Aufpreis Montage': '1280.00',
    Tragkraftklasse: 'bis 1000 kg',
    Farbe: '#5B4636',
    Beschriftung: 'true story',
  };
  const values = (locale: 'de-CH' | 'fr-FR' | 'en-US') => Object.fromEntries(displayConfiguration(configuration, locale, [], texts).map((row) => [row.name, row.value]));

  it('R000-1.04 R000-3.06 German: Ja, mm, kg, CHF with apostrophe thousands, enum label, colour name, board in words', () => {
    expect(values('de-CH')).toEqual({
      Brettkonfiguration: '20 Bretter · Sägeroh Fichte/Tanne · 1200 × 80 × 18 mm',
      Umreifung: 'Ja',
      Plattenstärke: '18 mm',
      Sitzhöhe: '430 mm',
      Gewicht: '25.5 kg',
      'Aufpreis Montage': "CHF 1'280.00",
      Tragkraftklasse: 'bis 1000 kg',
      Farbe: 'Nussbaum',
      Beschriftung: 'true story',
    });
  });

  it('R000-1.04 R000-3.06 French: Oui/Non, units, labels and names in French', () => {
    expect(values('fr-FR')).toEqual({
      Planches: '20 planches · Épicéa/sapin brut de sciage · 1200 × 80 × 18 mm',
      Cerclage: 'Oui',
      'Épaisseur du panneau': '18 mm',
      'Hauteur d’assise': '430 mm',
      Poids: '25.5 kg',
      'Supplément montage': "CHF 1'280.00",
      'Classe de charge': 'jusqu’à 1000 kg',
      Couleur: 'Noyer',
      Marquage: 'true story',
    });
    expect(displayValue('Umreifung', 'false', 'fr-FR', undefined, texts)).toBe('Non');
  });

  it('R000-1.04 R000-3.06 English: Yes/No, units, labels and names in English', () => {
    expect(values('en-US')).toEqual({
      Boards: '20 boards · Sawn spruce/fir · 1200 × 80 × 18 mm',
      Strapping: 'Yes',
      'Panel thickness': '18 mm',
      'Seat height': '430 mm',
      Weight: '25.5 kg',
      'Assembly surcharge': "CHF 1'280.00",
      'Load class': 'up to 1000 kg',
      Colour: 'Walnut',
      Marking: 'true story',
    });
    expect(displayValue('Polster', 'false', 'en-US', undefined, { Polster: { typeId: AttributeTypeId.BOOLEAN } })).toBe('No');
  });

  it('names every demo colour in de/fr/en and keeps an unknown colour code', () => {
    expect(['#D9B98C', '#F2EEE6', '#5B4636', '#6E6E6E'].map((hex) => displayValue('Farbe', hex.toLowerCase(), 'de-CH', undefined, texts))).toEqual(['Natur', 'Weiss lasiert', 'Nussbaum', 'Anthrazit']);
    expect(displayValue('Farbe', '#F2EEE6', 'fr-FR', undefined, texts)).toBe('Lasuré blanc');
    expect(displayValue('Farbe', '#D9B98C', 'en-US', undefined, texts)).toBe('Natural');
    expect(displayValue('Farbe', '#123456', 'en-US', undefined, texts)).toBe('#123456');
  });

  it('a model field stored as free text keeps its kind (Innenlänge in mm)', () => {
    expect(displayValue('Innenlänge', '1200', 'de-CH', undefined, { Innenlänge: { typeId: AttributeTypeId.STRING } })).toBe('1200 mm');
  });
});
