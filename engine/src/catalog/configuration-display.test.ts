import { describe, expect, it } from 'vitest';
import { AttributeTypeId } from './enums';
import { boardText, configurationText, displayConfiguration, displayValue } from './configuration-display';

describe('configuration display (issue 20 item 1)', () => {
  it('R000-3.40 R000-3.41 reads the board code as count, material name and size in mm', () => {
    expect(boardText('20!Sägeroh Fichte/Tanne!1200!80!18', 'de-CH')).toBe('Anzahl 20 · Sägeroh Fichte/Tanne · 1200 × 80 × 18 mm');
    expect(boardText('20!SPRUCE_FIR_SAWN!1200!80!18', 'de-CH')).toBe('Anzahl 20 · Sägeroh Fichte/Tanne · 1200 × 80 × 18 mm');
    expect(boardText('3!OSB!600!60!18', 'fr-FR')).toBe('Quantité 3 · OSB · 600 × 60 × 18 mm');
    expect(displayValue('Brettkonfiguration', '20!SPRUCE_FIR_SAWN!1200!80!18', 'en-US')).toBe('Quantity 20 · Sawn spruce/fir · 1200 × 80 × 18 mm');
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
      'Longueur intérieure: 1200 mm, Matériau: Épicéa/sapin brut de sciage, Couvercle: Oui, Patins: 2 patins',
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
    expect(configurationText({ Sonderwunsch: 'XY' }, 'fr-FR')).toBe('Sonderwunsch: XY');
    expect(displayValue('Kufen', 'Palettenfuss', 'de-CH')).toBe('Palettenfuss');
  });
});

describe('catalogue texts per language (issue 20 item 3)', () => {
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
