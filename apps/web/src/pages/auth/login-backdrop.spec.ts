import { describe, expect, it } from '@jest/globals';
import { backdropStyle, backdropUrl, type LoginBackgroundSetting } from './login-backdrop';

const base: LoginBackgroundSetting = { enabled: true, url: 'https://img.example/stars.jpg', width: null, height: null, position: 'center', size: 'cover', opacity: 0.8 };

describe('login backdrop', () => {
  it('shows an image only when enabled and given an address', () => {
    expect(backdropUrl(base)).toBe('https://img.example/stars.jpg');
    expect(backdropUrl({ ...base, enabled: false })).toBeNull();
    expect(backdropUrl({ ...base, url: '  ' })).toBeNull();
    expect(backdropUrl({ ...base, url: null })).toBeNull();
    expect(backdropUrl(null)).toBeNull();
  });

  it('uses size unless a width or height is set (empty means auto)', () => {
    expect(backdropStyle(base, 'https://a/b.png')).toMatchObject({ backgroundSize: 'cover', backgroundPosition: 'center', opacity: 0.8 });
    expect(backdropStyle({ ...base, width: '1920px', height: '' }, 'https://a/b.png').backgroundSize).toBe('1920px auto');
    expect(backdropStyle({ ...base, height: '100%' }, 'https://a/b.png').backgroundSize).toBe('auto 100%');
    expect(backdropStyle({ ...base, size: 'contain', position: 'top left' }, 'https://a/b.png')).toMatchObject({ backgroundSize: 'contain', backgroundPosition: 'top left' });
  });

  it('quotes the address and keeps opacity within 0–1', () => {
    expect(backdropStyle(base, '/api/login-background/image/1').backgroundImage).toBe('url("/api/login-background/image/1")');
    expect(backdropStyle({ ...base, opacity: 3 }, 'https://a/b.png').opacity).toBe(1);
    expect(backdropStyle({ ...base, opacity: -1 }, 'https://a/b.png').opacity).toBe(0);
  });
});
