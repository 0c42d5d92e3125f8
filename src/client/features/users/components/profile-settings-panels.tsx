import { Suspense, type ReactNode } from 'react';
import { Spinner } from '@/client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useAuth } from '@/client/lib/auth';
import { BlockedUsersSettings } from './blocked-users-settings';
import { EmailSettings } from './email-settings';
import { PictureSettings } from './picture-settings';
import { UsernameSettings } from './username-settings';

/** The tabs of Profile Settings (docs/product.md, Profile page). */
export default function ProfileSettingsPanels({
  onDone,
  deviceAlerts,
}: {
  onDone: () => void;
  /** "Alerts on this device", from the push feature, shown under the e-mail settings. */
  deviceAlerts?: ReactNode;
}) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Tabs defaultValue="picture" className="mt-4">
      <TabsList aria-label="Settings sections">
        <TabsTrigger value="picture">Profile Picture</TabsTrigger>
        <TabsTrigger value="username">Username</TabsTrigger>
        <TabsTrigger value="email">{deviceAlerts ? 'E-mail & alerts' : 'E-mail'}</TabsTrigger>
        <TabsTrigger value="blocked">Blocked users</TabsTrigger>
      </TabsList>
      <TabsContent value="picture" className="pt-5">
        <PictureSettings user={user} onDone={onDone} />
      </TabsContent>
      <TabsContent value="username" className="pt-5">
        <UsernameSettings user={user} onDone={onDone} />
      </TabsContent>
      <TabsContent value="email" className="pt-5">
        <EmailSettings />
        {deviceAlerts && (
          <div className="mt-6 border-t border-zinc-200 pt-5">
            <Suspense
              fallback={
                <div className="flex justify-center py-4">
                  <Spinner label="Loading alert settings" />
                </div>
              }
            >
              {deviceAlerts}
            </Suspense>
          </div>
        )}
      </TabsContent>
      <TabsContent value="blocked" className="pt-5">
        <BlockedUsersSettings />
      </TabsContent>
    </Tabs>
  );
}
