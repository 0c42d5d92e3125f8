import { useCallback, useEffect, useState } from 'react';
import { pushSubscriptionInputSchema } from '@/shared/schemas/push';
import { failureMessage, toastError } from '@/client/lib/mutation-toasts';
import { getPushKey } from '@/client/features/push/api/get-push-key';
import { savePushSubscription } from '@/client/features/push/api/save-push-subscription';
import {
  applicationServerKey,
  deviceAlertsStatus,
  type DeviceAlertsStatus,
} from '@/client/features/push/device-alerts';
import {
  deletePushSubscription,
  readSubscriptionOwner,
  writeSubscriptionOwner,
} from '@/client/lib/push-subscription-owner';

/** The worker's registration, or null where alerts cannot work (no worker, as in development). */
async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return null;
  }
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

async function readStatus(userId: string): Promise<DeviceAlertsStatus> {
  const registration = await pushRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return deviceAlertsStatus({
    supported: registration !== null,
    permission: registration ? Notification.permission : 'default',
    subscribed: !!subscription,
    subscribedByThisAccount:
      !!subscription && readSubscriptionOwner(subscription.endpoint) === userId,
  });
}

/** A step of turning alerts on failed: the toast names it. */
class StepFailed extends Error {}

async function step<T>(work: () => Promise<T>, failure: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new StepFailed(failure, { cause: error });
  }
}

async function subscribe(userId: string): Promise<DeviceAlertsStatus> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  // The prompt was dismissed: nothing changed.
  if (permission !== 'granted') return 'off';
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await step(getPushKey, "Could not read the server's alert key. Try again.");
  const subscription = await step(
    () =>
      registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey),
      }),
    "This browser's push service did not accept the subscription. Try again later.",
  );
  const input = pushSubscriptionInputSchema.parse(subscription.toJSON());
  try {
    await savePushSubscription(input);
  } catch (error) {
    // An endpoint the server does not know would never alert: drop it, so the switch says off.
    await subscription.unsubscribe().catch(() => {});
    throw error;
  }
  writeSubscriptionOwner({ endpoint: subscription.endpoint, userId });
  return 'on';
}

async function unsubscribe(): Promise<DeviceAlertsStatus> {
  const registration = await pushRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    // Unsubscribing here is what stops the alerts. The server's row is deleted too; if that call
    // fails, the push service answers 410 for the dead endpoint and the server deletes it then.
    await step(
      () => subscription.unsubscribe(),
      'This browser could not turn alerts off. Try again.',
    );
    await deletePushSubscription(subscription.endpoint).catch(() => {});
  }
  writeSubscriptionOwner(null);
  return 'off';
}

export type DeviceAlerts = {
  /** `checking` until the browser has said what it has. */
  status: DeviceAlertsStatus | 'checking';
  /** Turning on or off right now. */
  working: boolean;
  setOn: (on: boolean) => void;
};

/** docs/product.md, Profile Settings, Alerts on this device. */
export function useDeviceAlerts(userId: string): DeviceAlerts {
  const [status, setStatus] = useState<DeviceAlerts['status']>('checking');
  const [working, setWorking] = useState(false);

  useEffect(() => {
    let current = true;
    readStatus(userId)
      .catch((): DeviceAlertsStatus => 'unsupported')
      .then((read) => current && setStatus(read));
    return () => {
      current = false;
    };
  }, [userId]);

  const setOn = useCallback(
    (on: boolean) => {
      setWorking(true);
      (on ? subscribe(userId) : unsubscribe())
        .then(setStatus)
        .catch((error: unknown) => {
          toastError(error, {
            title: on ? 'Could not turn on alerts' : 'Could not turn off alerts',
            description:
              error instanceof StepFailed
                ? error.message
                : failureMessage(error, 'The server did not save this device. Try again.'),
          });
        })
        .finally(() => setWorking(false));
    },
    [userId],
  );

  return { status, working, setOn };
}
