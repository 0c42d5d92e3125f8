import { Settings } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import { Spinner } from '@/client/components/ui/spinner';

// The cropper and the username rules load only when the owner opens Settings.
const ProfileSettingsPanels = lazy(() => import('./profile-settings-panels'));

/** docs/product.md, Profile page: the owner's Settings button and its Profile Settings dialog. */
export function ProfileSettings({
  deviceAlerts,
}: {
  /** The push feature's switch, for the Alerts tab (the profile page passes it in). */
  deviceAlerts?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Settings aria-hidden="true" className="size-4" />
          Settings
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Profile Settings"
        description="Change your profile picture, your username, your e-mails or alerts."
      >
        <Suspense
          fallback={
            <div className="flex justify-center py-12">
              <Spinner label="Loading settings" />
            </div>
          }
        >
          <ProfileSettingsPanels onDone={() => setOpen(false)} deviceAlerts={deviceAlerts} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
