import { describe, expect, it } from 'vitest';
import { escapeLike, likeTerm } from './like';

describe('LIKE patterns', () => {
  it('escape the wildcards and the escape character, so a search matches what was typed', () => {
    expect(escapeLike('50%_rabatt\\')).toBe('50\\%\\_rabatt\\\\');
    expect(likeTerm('Kiste')).toBe('%Kiste%');
  });
});
