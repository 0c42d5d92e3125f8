import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useAuth } from '@/client/lib/auth';
import { BlockedUsersSettings } from './blocked-users-settings';
import { EmailSettings } from './email-settings';
import { PictureSettings } from './picture-settings';
import { UsernameSettings } from './username-settings';

/** The tabs of Profile Settings (docs/product.md, Profile page). */
export default function ProfileSettingsPanels({ onDone }: { onDone: () => void }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Tabs defaultValue="picture" className="mt-4">
      <TabsList aria-label="Settings sections">
        <TabsTrigger value="picture">Profile Picture</TabsTrigger>
        <TabsTrigger value="username">Username</TabsTrigger>
        <TabsTrigger value="email">E-mail</TabsTrigger>
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
      </TabsContent>
      <TabsContent value="blocked" className="pt-5">
        <BlockedUsersSettings />
      </TabsContent>
    </Tabs>
  );
}
