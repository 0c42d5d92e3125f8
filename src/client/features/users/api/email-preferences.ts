import { queryOptions } from '@tanstack/react-query';
import type { EmailPreferences, EmailPreferencesUpdate } from '@/shared/schemas/email-preferences';
import { apiGet, request } from '@/client/lib/request';

const EMAIL_PREFERENCES_URL = '/api/me/email-preferences';

/** GET /api/me/email-preferences: how each group of notifications is e-mailed. */
export function emailPreferencesQueryOptions() {
  return queryOptions({
    queryKey: [EMAIL_PREFERENCES_URL],
    queryFn: ({ signal }) => apiGet<EmailPreferences>(EMAIL_PREFERENCES_URL, signal),
  });
}

/** PUT /api/me/email-preferences with the groups that change; answers all of them. */
export function updateEmailPreferences(update: EmailPreferencesUpdate): Promise<EmailPreferences> {
  return request<EmailPreferences>('PUT', EMAIL_PREFERENCES_URL, { json: update });
}
