// Web Push in the service worker: imported into the generated sw.js
// (vite.config.ts, workbox.importScripts). The notifications service sends
// { title, body, link, tag } encrypted for this browser (RFC 8291); the
// browser decrypts it before this `push` event. Works while the app is closed.
self.addEventListener('push', function (event) {
  var message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch (error) {
    message = { body: event.data ? event.data.text() : '' };
  }
  var title = typeof message.title === 'string' && message.title ? message.title : 'Nova Jackpot';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      // One notification per event on a device: a repeated message replaces it.
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { link: typeof message.link === 'string' ? message.link : '/' },
    }),
  );
});

// A click opens the link: in a window of the app that is already open when
// there is one, else a new one. Only http(s) links of any origin are opened.
self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var link = new URL((event.notification.data && event.notification.data.link) || '/', self.location.origin);
  if (link.protocol !== 'https:' && link.protocol !== 'http:') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      if (link.origin === self.location.origin) {
        for (var i = 0; i < windows.length; i += 1) {
          if ('navigate' in windows[i]) {
            return windows[i].focus().then(function (client) {
              return client.navigate(link.href);
            });
          }
        }
      }
      return self.clients.openWindow(link.href);
    }),
  );
});
