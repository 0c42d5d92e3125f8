import { useAuth } from '@/client/lib/auth';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { ReportQueueView } from '@/client/features/admin/components/report-queue';
import NotFoundPage from './not-found-page';

/** docs/product.md, Screens, Admin (/admin): the report queue; everyone else gets Page Not Found. */
export default function AdminPage() {
  const { user } = useAuth();
  if (!user?.isAdmin) return <NotFoundPage />;
  return <AdminQueue />;
}

function AdminQueue() {
  useDocumentTitle('Admin');
  return <ReportQueueView />;
}
