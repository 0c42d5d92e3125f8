import { clsx } from 'clsx';
import { Avatar as AvatarPrimitive } from 'radix-ui';

const sizes = {
  sm: 'size-7 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-20 text-2xl sm:size-24 sm:text-3xl',
} as const;

/** A round picture, or the first letter of the username while it loads or when there is none. */
export function Avatar({
  username,
  imageUrl,
  size = 'md',
  className,
  onImageError,
}: {
  username: string;
  imageUrl: string | null;
  size?: keyof typeof sizes;
  className?: string;
  /** Called when the picture fails to load (a Discord avatar that changed, say). */
  onImageError?: () => void;
}) {
  return (
    <AvatarPrimitive.Root
      className={clsx(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-zinc-200 align-middle select-none',
        sizes[size],
        className,
      )}
    >
      {imageUrl && (
        <AvatarPrimitive.Image
          src={imageUrl}
          alt=""
          className="size-full object-cover"
          loading="lazy"
          onLoadingStatusChange={(status) => {
            if (status === 'error') onImageError?.();
          }}
        />
      )}
      <AvatarPrimitive.Fallback
        className="font-semibold text-zinc-700 uppercase"
        aria-hidden="true"
      >
        {username.charAt(0)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
