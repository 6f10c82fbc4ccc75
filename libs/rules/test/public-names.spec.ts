import { maskUsername, seesFullUsername } from '../src/public-names';

describe('public names (docs/product-rules.md, "Public names")', () => {
  it('keeps the first and last character of a username', () => {
    expect(maskUsername('chen')).toBe('c***n');
    expect(maskUsername('p_1a2b3c4d')).toBe('p***d');
    expect(maskUsername('abc')).toBe('a***c');
  });

  it('keeps only the first character of a very short name, and never reveals its length', () => {
    expect(maskUsername('ab')).toBe('a***');
    expect(maskUsername('a')).toBe('a***');
    expect(maskUsername('chenxiaolongwang')).toHaveLength('c***g'.length);
  });

  it('leaves an already masked name as it is (usernames never contain *)', () => {
    expect(maskUsername(maskUsername('charlotte'))).toBe('c***e');
  });

  it('shows the whole name only to the player themself and to admins', () => {
    const owner = '8a4f4b8e-0c1d-4e3f-9a2b-1c2d3e4f5a6b';
    expect(seesFullUsername({ userId: owner, isAdmin: false }, owner)).toBe(true);
    expect(seesFullUsername({ userId: 'someone-else', isAdmin: true }, owner)).toBe(true);
    expect(seesFullUsername({ userId: 'someone-else', isAdmin: false }, owner)).toBe(false);
    expect(seesFullUsername(null, owner)).toBe(false);
  });
});
