import { endpointAllowed } from '../src/push/push-subscriptions';

const known = 'https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://*.notify.windows.com,https://*.push.apple.com';

describe('push endpoints the service will POST to', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
    'https://web.push.apple.com/QGx8',
  ])('takes %s', (endpoint) => {
    expect(endpointAllowed(endpoint, known)).toBe(true);
  });

  it.each([
    ['another host', 'https://evil.example.com/fcm/send/x'],
    ['a look-alike suffix', 'https://push.apple.com.evil.example/x'],
    ['the bare wildcard domain', 'https://push.apple.com/x'],
    ['plain http to a push service', 'http://fcm.googleapis.com/fcm/send/x'],
    ['another port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['a wildcard host on another port', 'https://web.push.apple.com:444/x'],
    ['an internal address', 'http://10.0.0.5/internal'],
    ['no URL at all', 'not a url'],
  ])('refuses %s', (_what, endpoint) => {
    expect(endpointAllowed(endpoint, known)).toBe(false);
  });
});
