import { describe, expect, it } from 'vitest';
import { WEB_MESSAGES, t } from './i18n';
import { PROFILE_MESSAGES } from './i18n-profile';

describe('profile and quick-order texts (000 §1)', () => {
  it('R000-1.04 every key has a non-empty German, French and English text', () => {
    for (const [id, texts] of Object.entries(PROFILE_MESSAGES)) {
      for (const language of ['de', 'fr', 'en'] as const) {
        expect(texts[language].trim(), `${id} ${language}`).not.toBe('');
      }
    }
  });

  it('R000-1.04 the texts are merged into WEB_MESSAGES unchanged (no key shadowed by another catalogue)', () => {
    for (const [id, texts] of Object.entries(PROFILE_MESSAGES)) {
      expect(WEB_MESSAGES[id as keyof typeof WEB_MESSAGES], id).toEqual(texts);
    }
  });

  it('R000-1.04 German stays as before; French and English follow the locale', () => {
    expect(t('de-CH', 'profileAccount.contactPerson', { firstName: 'Anna', lastName: 'Muster' })).toBe('Kontaktperson Anna Muster');
    expect(t('de-CH', 'quickOrder.added', { count: 3 })).toBe('3 Positionen in den Warenkorb gelegt.');
    expect(t('fr-FR', 'profileCredentials.changePassword')).toBe('Modifier le mot de passe');
    expect(t('en-US', 'profileAddresses.saved')).toBe('Changes saved');
  });
});
