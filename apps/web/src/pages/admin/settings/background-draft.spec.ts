import { backgroundStyle, checkBackground, roundOpacity, type BackgroundDraft } from './background-draft';

const uploaded = '/api/login-background/image/0b6f5d0e-8a8e-4c1c-9d47-2a0d1b1e9f10';
const draft = (change: Partial<BackgroundDraft> = {}): BackgroundDraft => ({
  enabled: true, url: uploaded, width: '', height: '', position: 'center', size: 'cover', opacity: 0.8, ...change,
});

describe('login background rules', () => {
  it('accepts an uploaded image or an https address, and empty lengths as auto', () => {
    expect(checkBackground(draft())).toEqual({ ok: true, input: { enabled: true, url: uploaded, width: '', height: '', position: 'center', size: 'cover', opacity: 0.8 } });
    expect(checkBackground(draft({ url: 'https://cdn.example.com/space.jpg', width: '100%', height: '1080px' })).ok).toBe(true);
  });

  it('refuses other addresses and CSS that could escape the url() value', () => {
    for (const url of ['http://example.com/a.png', 'javascript:alert(1)', 'https://x.test/a.png") , url("y', 'data:image/png;base64,AAAA']) {
      expect(checkBackground(draft({ url }))).toEqual({ ok: false, errors: { url: 'admin.background.error.url' } });
    }
  });

  it('needs an image while the background is on, not while it is off', () => {
    expect(checkBackground(draft({ url: '' }))).toEqual({ ok: false, errors: { url: 'admin.background.error.urlRequired' } });
    expect(checkBackground(draft({ url: '', enabled: false })).ok).toBe(true);
  });

  it('takes widths and heights like 100%, 1920px or 100vh only', () => {
    expect(checkBackground(draft({ width: '50vw', height: '100vh' })).ok).toBe(true);
    expect(checkBackground(draft({ width: 'calc(100% - 1px)', height: '10em' }))).toEqual({ ok: false, errors: { width: 'admin.background.error.length', height: 'admin.background.error.length' } });
  });

  it('rounds opacity to steps of 0.1 within 0–1', () => {
    expect(roundOpacity(0.34)).toBe(0.3);
    expect(roundOpacity(1.4)).toBe(1);
    expect(roundOpacity(-0.2)).toBe(0);
  });

  it('previews with the same CSS the sign-in page gets, auto sizes filling the frame', () => {
    expect(backgroundStyle(draft({ opacity: 0.5, size: 'contain', position: 'top' }))).toEqual({
      backgroundImage: `url("${uploaded}")`, backgroundPosition: 'top', backgroundSize: 'contain', backgroundRepeat: 'no-repeat', width: '100%', height: '100%', opacity: 0.5,
    });
  });
});
