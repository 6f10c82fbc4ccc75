import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { currentSubscription, pushSupport, subscribeThisDevice, subscriptionInput } from './browser-push';
import { PushDevicesQuery, RemovePushSubscriptionMutation, SavePushSubscriptionMutation } from './channels.operations';

/**
 * This browser's push state: `on` only when the browser holds a subscription
 * AND the server still keeps it (it forgets one its push service called gone).
 */
export type DevicePushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

export function useDevicePush() {
  const [support, setSupport] = useState(pushSupport);
  const [browserEndpoint, setBrowserEndpoint] = useState<string | null | undefined>(undefined);
  const devices = useQuery(PushDevicesQuery, { fetchPolicy: 'cache-and-network', skip: support === 'unsupported' });
  const [save] = useMutation(SavePushSubscriptionMutation);
  const [remove] = useMutation(RemovePushSubscriptionMutation);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void currentSubscription().then(
      (subscription) => current && setBrowserEndpoint(subscription?.endpoint ?? null),
      () => current && setBrowserEndpoint(null),
    );
    return () => {
      current = false;
    };
  }, []);

  const savedEndpoints = devices.data?.myPushDevices.map((device) => device.endpoint) ?? [];
  const state: DevicePushState =
    support === 'unsupported' ? 'unsupported'
    : support === 'denied' ? 'blocked'
    : browserEndpoint === undefined || !devices.data ? 'checking'
    : browserEndpoint && savedEndpoints.includes(browserEndpoint) ? 'on'
    : 'off';

  /** 'permission': the player said no; 'no-worker': this build has no service worker. */
  const turnOn = useCallback(async (): Promise<'on' | 'permission' | 'no-worker'> => {
    const publicKey = devices.data?.webPushPublicKey;
    if (!publicKey) return 'no-worker';
    setBusy(true);
    try {
      const outcome = await subscribeThisDevice(publicKey);
      setSupport(pushSupport());
      if ('refused' in outcome) return outcome.refused;
      await save({ variables: { input: subscriptionInput(outcome.subscription) } });
      setBrowserEndpoint(outcome.subscription.endpoint);
      await devices.refetch();
      return 'on';
    } finally {
      setBusy(false);
    }
  }, [devices, save]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await remove({ variables: { endpoint: subscription.endpoint } });
        await subscription.unsubscribe();
      }
      setBrowserEndpoint(null);
      await devices.refetch();
    } finally {
      setBusy(false);
    }
  }, [devices, remove]);

  return { state, busy, deviceCount: savedEndpoints.length, error: devices.error, turnOn, turnOff };
}
