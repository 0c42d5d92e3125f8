import type { AuthUser } from '@/shared/schemas/user';
import { request } from '@/client/lib/request';

export type ProfileImageUpload = { profileImageUrl: string; user: AuthUser };

/** POST /api/auth/user/profile-image: the cropped picture as multipart field profileImage. */
export function uploadProfileImage(picture: Blob): Promise<ProfileImageUpload> {
  const form = new FormData();
  form.append('profileImage', picture, 'profile.png');
  return request<ProfileImageUpload>('POST', '/api/auth/user/profile-image', { form });
}
