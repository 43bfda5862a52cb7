import { describe, expect, it } from 'vitest';
import { WEB_MESSAGES } from './i18n';
import { PROFILE_MESSAGES, profileText } from './i18n-profile';

describe('profile and quick-order texts (000 §1)', () => {
  it('R000-1.04 every key has a non-empty German, French and English text', () => {
    for (const [id, texts] of Object.entries(PROFILE_MESSAGES)) {
      for (const language of ['de', 'fr', 'en'] as const) {
        expect(texts[language].trim(), `${id} ${language}`).not.toBe('');
      }
    }
  });

  it('R000-1.04 the texts are kept apart from WEB_MESSAGES (decision 1077): no key shadowed by a shared one', () => {
    for (const id of Object.keys(PROFILE_MESSAGES)) expect(WEB_MESSAGES, id).not.toHaveProperty(id);
  });

  it('R000-1.04 German stays as before; French and English follow the locale', () => {
    expect(profileText('de-CH', 'profileAccount.contactPerson', { firstName: 'Anna', lastName: 'Muster' })).toBe('Kontaktperson Anna Muster');
    expect(profileText('de-CH', 'quickOrder.added', { count: 3 })).toBe('3 Positionen in den Warenkorb gelegt.');
    expect(profileText('fr-FR', 'profileCredentials.changePassword')).toBe('Modifier le mot de passe');
    expect(profileText('en-US', 'profileAddresses.saved')).toBe('Changes saved');
  });
});
