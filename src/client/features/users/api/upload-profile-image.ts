import type { ProfileImageResponse } from '@/shared/schemas/user';
import { request } from '@/client/lib/request';

/** POST /api/auth/user/profile-image: the cropped picture as multipart field profileImage. */
export function uploadProfileImage(picture: Blob): Promise<ProfileImageResponse> {
  const form = new FormData();
  form.append('profileImage', picture, 'profile.png');
  return request<ProfileImageResponse>('POST', '/api/auth/user/profile-image', { form });
}
