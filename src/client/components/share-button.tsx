import { Share2 } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/lib/toast';

/** This site's absolute address of a path, as a shared link must be. */
export function absoluteLink(path: string): string {
  return new URL(path, window.location.origin).href;
}

/**
 * docs/product.md, Sharing and search: the system share sheet where the browser has one,
 * otherwise the link copied with a toast. Closing the share sheet without sharing is no error.
 */
export async function shareLink({ title, path }: { title: string; path: string }): Promise<void> {
  const url = absoluteLink(path);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // AbortError: the person closed the sheet. Anything else: offer the copy instead.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copyLink(url);
    }
    return;
  }
  await copyLink(url);
}

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied' });
  } catch {
    toast({
      title: 'Could not copy the link',
      description: `Your browser refused the clipboard. The link is ${url}`,
      variant: 'destructive',
    });
  }
}

/** The Share button of a listing, a profile or a WTB request. */
export function ShareButton({
  title,
  path,
  className,
}: {
  /** What the shared item is called (the share sheet's title). */
  title: string;
  /** The page's path on this site: /listing/{id}, /profile/{username}, /wtb/{id}. */
  path: string;
  className?: string;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      onClick={() => void shareLink({ title, path })}
    >
      <Share2 className="size-4" aria-hidden="true" />
      Share
    </Button>
  );
}
