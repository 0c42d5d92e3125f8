import { Redirect } from 'wouter';
import { useAuth } from '@/client/lib/auth';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { NotificationsView } from '@/client/features/notifications/components/notifications-view';

/** docs/product.md, Notifications page (/notifications): signed in only; visitors go to /login. */
export default function NotificationsPage() {
  const { user } = useAuth();
  useDocumentTitle('Notifications');
  if (!user) return <Redirect to="/login" replace />;
  return <NotificationsView />;
}
