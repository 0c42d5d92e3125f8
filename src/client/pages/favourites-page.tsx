import { Heart } from 'lucide-react';
import { Link, Redirect } from 'wouter';
import { PROFILE_SKELETON_CARDS } from '@/shared/constants';
import { buttonClasses } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { useFavourites } from '@/client/features/listings/api/get-favourites';
import { ListingFeed } from '@/client/features/listings/components/listing-feed';
import { useAuth } from '@/client/lib/auth';
import { useDocumentTitle } from '@/client/lib/use-document-title';

/**
 * docs/product.md, Favourites page (/favourites): the reader's favourites, most recently
 * favourited first, sold ones shown sold. Visitors have none and are sent to sign in.
 */
export default function FavouritesPage() {
  const { user } = useAuth();
  useDocumentTitle('Favourites');
  if (!user) return <Redirect to="/login" replace />;
  return <Favourites />;
}

function Favourites() {
  const favourites = useFavourites();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight sm:text-3xl">Favourites</h1>
      <ListingFeed
        query={favourites}
        skeletonCount={PROFILE_SKELETON_CARDS}
        label="Favourite listings"
        empty={
          <EmptyState
            icon={Heart}
            title="No favourites yet"
            description="Tap the heart on any listing to keep it here. We will tell you when its price drops or it sells."
            action={
              <Link href="/" className={buttonClasses()}>
                Browse listings
              </Link>
            }
          />
        }
      />
    </div>
  );
}
