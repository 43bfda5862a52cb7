import { describe, expect, it } from 'vitest';
import { canOpenConfigurator } from './configurator-link';

describe('configurator link', () => {
  it('R000-2.82 R000-2.83 the product image opens the configurator; with no article number the link does nothing', () => {
    expect(canOpenConfigurator('KISTE_0001', true)).toBe(true);
    expect(canOpenConfigurator('', true)).toBe(false);
    expect(canOpenConfigurator('   ', true)).toBe(false);
    expect(canOpenConfigurator(undefined, true)).toBe(false);
    expect(canOpenConfigurator(null, true)).toBe(false);
    expect(canOpenConfigurator('PAL_0001', false)).toBe(false);
  });
});
