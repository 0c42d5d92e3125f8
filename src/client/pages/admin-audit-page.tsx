import { useAuth } from '@/client/lib/auth';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { AuditLogView } from '@/client/features/admin/components/audit-log-view';
import NotFoundPage from './not-found-page';

/** docs/product.md, Screens, Admin (/admin/audit): the audit log; everyone else gets Page Not Found. */
export default function AdminAuditPage() {
  const { user } = useAuth();
  if (!user?.isAdmin) return <NotFoundPage />;
  return <AuditLog />;
}

function AuditLog() {
  useDocumentTitle('Audit log');
  return <AuditLogView />;
}
