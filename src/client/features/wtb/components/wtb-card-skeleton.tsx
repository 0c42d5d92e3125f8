import { Skeleton } from '@/client/components/ui/skeleton';

export function WtbCardSkeleton() {
  return (
    <div className="rounded-xl border border-zinc-200 p-4">
      <div className="flex items-center gap-2.5">
        <Skeleton className="size-7 rounded-full" />
        <Skeleton className="h-3 w-24" />
      </div>
      <Skeleton className="mt-4 h-4 w-4/5" />
      <Skeleton className="mt-2 h-3 w-1/3" />
      <Skeleton className="mt-5 h-8 w-1/2" />
    </div>
  );
}
