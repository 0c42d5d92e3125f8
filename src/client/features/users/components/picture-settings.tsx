import { useQueryClient } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { PROFILE_IMAGE_MAX_BYTES } from '@/shared/constants';
import type { AuthUser } from '@/shared/schemas/user';
import { Avatar } from '@/client/components/ui/avatar';
import { Button } from '@/client/components/ui/button';
import { useAuth } from '@/client/lib/auth';
import { toastError } from '@/client/lib/mutation-toasts';
import { errorMessage } from '@/client/lib/request';
import { toast } from '@/client/lib/toast';
import { userQueryOptions } from '@/client/features/users/api/get-user';
import { invalidateUserData } from '@/client/features/users/api/invalidate-user-data';
import { uploadProfileImage } from '@/client/features/users/api/upload-profile-image';
import { cropToCircle } from '@/client/features/users/crop-to-circle';

/** Frees the object URL of the picture being cropped, if any, and forgets it. */
function replaceShownPicture(shown: { current: string | null }, next: string | null) {
  if (shown.current) URL.revokeObjectURL(shown.current);
  shown.current = next;
}

/**
 * docs/product.md, Profile pictures: an image, under 10 MB. Tells the person and returns false if
 * not.
 */
function checkFile(file: File): boolean {
  if (!file.type.startsWith('image/')) {
    toast({
      variant: 'destructive',
      title: 'Invalid file type',
      description: 'Please select an image file',
    });
    return false;
  }
  if (file.size > PROFILE_IMAGE_MAX_BYTES) {
    toast({
      variant: 'destructive',
      title: 'File too large',
      description: 'Please select an image smaller than 10MB',
    });
    return false;
  }
  return true;
}

/**
 * docs/product.md, Profile picture change: a file is selected, cropped to a circle, uploaded, then
 * the profile is updated. The crop is drawn at 400x400 as a PNG in the browser; the server checks
 * the bytes and stores its own re-encoded copy.
 */
export function PictureSettings({ user, onDone }: { user: AuthUser; onDone: () => void }) {
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  // The picture being cropped: an object URL of the chosen file, revoked when replaced or closed.
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const shownUrl = useRef<string | null>(null);
  function showPicture(next: string | null) {
    replaceShownPicture(shownUrl, next);
    setImageUrl(next);
  }
  useEffect(() => () => replaceShownPicture(shownUrl, null), []);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [pending, setPending] = useState(false);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Choosing the same file again must fire change again.
    event.target.value = '';
    if (!chosen || !checkFile(chosen)) return;
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    showPicture(URL.createObjectURL(chosen));
  }

  async function save() {
    if (!imageUrl || !area || pending) return;
    setPending(true);
    let picture: Blob;
    try {
      picture = await cropToCircle(imageUrl, area);
    } catch {
      setPending(false);
      toast({
        variant: 'destructive',
        title: 'Error processing image',
        description: 'Failed to process the image. Please try again.',
      });
      return;
    }
    try {
      const result = await uploadProfileImage(picture);
      updateUser(result.user);
      // The profile header shows the new picture at once; the refetch below confirms it.
      queryClient.setQueryData(userQueryOptions(user.username).queryKey, (profile) =>
        profile ? { ...profile, profileImageUrl: result.profileImageUrl } : profile,
      );
      toast({
        title: 'Success',
        description: 'Profile picture updated. It may take a few minutes to reflect.',
      });
      onDone();
      void invalidateUserData(queryClient, 'active');
    } catch (error) {
      setPending(false);
      toastError(error, {
        title: 'Failed to update profile picture',
        description: errorMessage(error),
      });
    }
  }

  const picker = <input ref={fileInput} type="file" accept="image/*" hidden onChange={choose} />;

  if (!imageUrl) {
    return (
      <div className="grid justify-items-center gap-4 text-center">
        {picker}
        <Avatar username={user.username} imageUrl={user.profileImageUrl} size="lg" />
        <p className="text-sm text-zinc-600">
          JPG, PNG, GIF or WebP up to 10MB. You can crop it to a circle before saving.
        </p>
        <Button onClick={() => fileInput.current?.click()}>
          <ImageUp aria-hidden="true" className="size-4" />
          Choose Image
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      {picker}
      <div className="relative h-64 overflow-hidden rounded-xl bg-zinc-900 sm:h-72">
        <Cropper
          image={imageUrl}
          crop={crop}
          zoom={zoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          cropperProps={{
            role: 'group',
            'aria-label': 'Crop area: drag the picture, or move it with the arrow keys',
          }}
        />
      </div>
      <label className="grid gap-1.5 text-sm font-medium">
        Zoom
        <input
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          className="w-full accent-zinc-900"
        />
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="ghost"
          onClick={() => fileInput.current?.click()}
          disabled={pending}
          className="mr-auto"
        >
          Choose Another
        </Button>
        <Button variant="outline" onClick={() => showPicture(null)} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={() => void save()} disabled={pending || !area}>
          {pending ? 'Saving...' : 'Save Picture'}
        </Button>
      </div>
    </div>
  );
}
