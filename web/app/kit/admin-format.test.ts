import { describe, expect, it } from 'vitest';
import { fractionOf, JOB_LABEL, jobResultText, productAudienceText } from './admin-format';

describe('back-office job lines (/admin/dev)', () => {
  it('R001-2.13 a job’s result reads as words, never as JSON', () => {
    expect(jobResultText({ processed: 3, imported: 2, refused: 1, errors: 0 })).toBe('verarbeitet 3, importiert 2, abgelehnt 1, Fehler 0');
    expect(jobResultText({ error: 'Verbindung abgelehnt' })).toBe('Fehler Verbindung abgelehnt');
    expect(jobResultText({})).toBe('erledigt');
    expect(jobResultText(null)).toBe('–');
    expect(jobResultText({ deleted: 4 })).not.toMatch(/[{}"]/);
  });

  it('every scheduled job has a German name', async () => {
    const { readdirSync } = await import('node:fs');
    const names = readdirSync(new URL('../../../jobs/src/jobs/', import.meta.url)).filter((file) => file.endsWith('.ts') && !file.includes('.test.')).map((file) => file.replace(/\.ts$/, ''));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(JOB_LABEL[name], name).toBeTruthy();
  });
});

describe('who may buy a product, in the product list', () => {
  it('R001-2.17 R001-3.13 every shopper, only its owners in words, or nobody — never "nur 0 Kunde(n)"', () => {
    expect(productAudienceText(true, 0)).toBe('alle');
    expect(productAudienceText(true, 2)).toBe('alle (2 verknüpft)');
    expect(productAudienceText(false, 1)).toBe('nur 1 Kunde');
    expect(productAudienceText(false, 3)).toBe('nur 3 Kunden');
    expect(productAudienceText(false, 0)).toBe('niemand (nicht öffentlich, kein Kunde verknüpft)');
  });
});

describe('a typed discount percentage (decisions 890, 1170)', () => {
  it('reads Swiss decimals as the stored fraction; what it cannot read stays as typed for the engine to name', () => {
    expect(fractionOf('5')).toBe('0.05');
    expect(fractionOf('2,5')).toBe('0.025');
    expect(fractionOf(' 12.75 ')).toBe('0.1275');
    expect(fractionOf('')).toBe('');
    expect(fractionOf('-5')).toBe('-5');
    expect(fractionOf('fünf')).toBe('fünf');
  });
});
