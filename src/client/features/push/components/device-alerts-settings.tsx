import { BellRing } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { Spinner } from '@/client/components/ui/spinner';
import { useAuth } from '@/client/lib/auth';
import { DEVICE_ALERTS_MESSAGES } from '@/client/features/push/device-alerts';
import { useDeviceAlerts } from '@/client/features/push/hooks/use-device-alerts';

/**
 * docs/product.md, Profile Settings, Alerts on this device: a switch that subscribes this browser
 * to push alerts for the signed-in account, or says why it cannot.
 */
export default function DeviceAlertsSettings() {
  const { user } = useAuth();
  const { status, working, setOn } = useDeviceAlerts(user?.id ?? '');
  const labelId = useId();
  const descriptionId = useId();

  return (
    <section aria-labelledby={labelId}>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 id={labelId} className="flex items-center gap-2 font-semibold">
            <BellRing aria-hidden="true" className="size-4" />
            Alerts on this device
          </h3>
          {status !== 'checking' && (
            <p id={descriptionId} className="mt-1 text-sm text-zinc-600">
              {DEVICE_ALERTS_MESSAGES[status]}
            </p>
          )}
        </div>
        {status === 'checking' ? (
          <Spinner label="Checking this device" className="[&_svg]:size-5" />
        ) : (
          status !== 'unsupported' && (
            <div className="flex items-center gap-2">
              {working && <Spinner label="Saving" className="[&_svg]:size-5" />}
              <Switch.Root
                checked={status === 'on'}
                disabled={working || status === 'blocked'}
                onCheckedChange={setOn}
                aria-labelledby={labelId}
                aria-describedby={descriptionId}
                className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-zinc-300 transition-colors disabled:opacity-50 data-[state=checked]:bg-zinc-900"
              >
                <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
              </Switch.Root>
            </div>
          )
        )}
      </div>
    </section>
  );
}
