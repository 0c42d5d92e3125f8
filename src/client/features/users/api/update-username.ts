import type { UsernameChangeResponse } from '@/shared/schemas/user';
import { request } from '@/client/lib/request';

/**
 * PATCH /api/auth/user: letters and digits, unique, once every 7 days (docs/product.md,
 * Validation).
 */
export function updateUsername(username: string): Promise<UsernameChangeResponse> {
  return request<UsernameChangeResponse>('PATCH', '/api/auth/user', { json: { username } });
}
