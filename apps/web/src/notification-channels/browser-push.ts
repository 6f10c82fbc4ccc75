/**
 * The browser's side of Web Push: the service worker's PushManager. The
 * worker (public/push-handler.js, imported into the generated sw.js) shows
 * what arrives; it is registered in production builds only.
 */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(publicKey.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  // Without a registered worker (a development build) there is nothing to subscribe with.
  return (await navigator.serviceWorker.getRegistration('/')) ?? undefined;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

export type SubscribeOutcome = { subscription: PushSubscription } | { refused: 'permission' | 'no-worker' };

/** Asks for permission (from a click), then subscribes with our key; an old subscription under another key is replaced. */
export async function subscribeThisDevice(publicKey: string): Promise<SubscribeOutcome> {
  if ((await Notification.requestPermission()) !== 'granted') return { refused: 'permission' };
  const worker = await registration();
  if (!worker) return { refused: 'no-worker' };
  const key = applicationServerKey(publicKey);
  const existing = await worker.pushManager.getSubscription();
  if (existing) {
    const sameKey = existing.options.applicationServerKey && new Uint8Array(existing.options.applicationServerKey).every((byte, i) => byte === key[i]);
    if (sameKey) return { subscription: existing };
    await existing.unsubscribe();
  }
  return { subscription: await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) };
}

/** The subscription's JSON as the API takes it: the endpoint and its two keys. */
export function subscriptionInput(subscription: PushSubscription): { endpoint: string; keys: { p256dh: string; auth: string } } {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}
