import { request } from '@/client/lib/request';

export type UsernameChange = {
  message: string;
  username: string;
  username_last_changed: string | null;
};

/**
 * PATCH /api/auth/user: letters and digits, unique, once every 7 days (docs/product.md,
 * Validation).
 */
export function updateUsername(username: string): Promise<UsernameChange> {
  return request<UsernameChange>('PATCH', '/api/auth/user', { json: { username } });
}
