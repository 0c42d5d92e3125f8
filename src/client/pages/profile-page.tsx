import { PackageOpen, SearchX, ShoppingBag, Tag } from 'lucide-react';
import { lazy } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { PROFILE_SKELETON_CARDS } from '@/shared/constants';
import { ShareButton } from '@/client/components/share-button';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { LoadError } from '@/client/components/ui/load-error';
import { PageSpinner } from '@/client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useListingCount } from '@/client/features/listings/api/get-listing-count';
import { useUserListings, type ListingTab } from '@/client/features/listings/api/get-user-listings';
import { ListingFeed } from '@/client/features/listings/components/listing-feed';
import { ListingFilterBar } from '@/client/features/listings/components/listing-filter-bar';
import {
  clearListingFilters,
  filtersFromSearch,
  listingsNoMatchSentence,
  searchFromFilters,
} from '@/client/features/listings/listing-filters';
import { useUser } from '@/client/features/users/api/get-user';
import { useReputation } from '@/client/features/users/api/reviews';
import { ProfileActionsMenu } from '@/client/features/users/components/profile-actions-menu';
import { ProfileHeader } from '@/client/features/users/components/profile-header';
import { ProfileSettings } from '@/client/features/users/components/profile-settings';
import { ReviewsTab } from '@/client/features/users/components/reviews-tab';
import { UserNotFound } from '@/client/features/users/components/user-not-found';
import { useUserWtbListings } from '@/client/features/wtb/api/get-user-wtb-listings';
import { WtbFeed } from '@/client/features/wtb/components/wtb-feed';
import { useAuth } from '@/client/lib/auth';
import { exactCount } from '@/client/lib/found-count';
import { isNotFound } from '@/client/lib/request';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { useUrlFilters } from '@/client/lib/use-url-filters';

function SellerListings({
  username,
  tab,
  sellerActions,
}: {
  username: string;
  tab: ListingTab;
  /** docs/product.md, Profile page: seller actions show only on the owner's own profile. */
  sellerActions: boolean;
}) {
  // Both listing tabs share the filters in the address; the tab itself is the status, kept in
  // the address beside them.
  const [filters, setFilters] = useUrlFilters(filtersFromSearch, searchFromFilters, TAB_PARAM);
  const listings = useUserListings(username, tab, filters);
  const noMatch = listingsNoMatchSentence({ ...filters, status: 'all' });
  const count = useListingCount(
    { ...filters, status: 'all' },
    { seller: username, status: tab === 'active' ? 'available' : 'sold' },
  );
  const clearAll = () => setFilters(clearListingFilters(filters));

  return (
    <>
      <ListingFilterBar filters={filters} onChange={setFilters} withStatus={false} />
      {noMatch && (
        <p className="-mt-3 mb-4 min-h-5 text-sm text-zinc-600" aria-live="polite">
          {count.isSuccess ? exactCount(count.data, true) : ''}
        </p>
      )}
      <ListingFeed
        query={listings}
        skeletonCount={PROFILE_SKELETON_CARDS}
        label={tab === 'active' ? 'Active listings' : 'Sold items'}
        sellerActions={sellerActions}
        empty={
          noMatch ? (
            <EmptyState
              icon={SearchX}
              title={tab === 'active' ? 'No active listings found.' : 'No sold items found.'}
              description={noMatch}
              action={<Button onClick={clearAll}>Clear all</Button>}
            />
          ) : (
            <EmptyState
              icon={tab === 'active' ? Tag : ShoppingBag}
              title={tab === 'active' ? 'No active listings found.' : 'No sold items found.'}
            />
          )
        }
      />
    </>
  );
}

function BuyerRequests({ username }: { username: string }) {
  const requests = useUserWtbListings(username);
  return (
    <WtbFeed
      query={requests}
      label="WTB listings"
      empty={<EmptyState icon={PackageOpen} title="No WTB listings found." />}
    />
  );
}

// Loaded with the Settings dialog's tab, not with the profile page.
const DeviceAlertsSettings = lazy(
  () => import('@/client/features/push/components/device-alerts-settings'),
);

const PROFILE_TABS = ['active', 'sold', 'wtb', 'reviews'];
const DEFAULT_TAB = 'active';
const TAB_PARAM = ['tab'];

/**
 * The profile's open tab, in the address as `?tab=sold` (none for Active Listings) beside the
 * filters: a shared link and a reload open the same tab. Switching tabs replaces the history
 * entry rather than adding one, since arrow keys switch tabs as they move.
 */
function useProfileTab(): [string, (tab: string) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const asked = new URLSearchParams(search).get('tab');
  const tab = asked && PROFILE_TABS.includes(asked) ? asked : DEFAULT_TAB;
  const select = (next: string) => {
    const params = new URLSearchParams(search);
    if (next === DEFAULT_TAB) params.delete('tab');
    else params.set('tab', next);
    const nextSearch = params.toString();
    navigate(nextSearch ? `${path}?${nextSearch}` : path, { replace: true });
  };
  return [tab, select];
}

/**
 * docs/product.md, Profile page (/profile/{username}): who they are and what they sell, sold and
 * want, and the reviews of their deals.
 */
export default function ProfilePage() {
  const { username } = useParams<{ username: string }>();
  const { user: me, refreshDiscordAvatar } = useAuth();
  const user = useUser(username);
  // Asked for beside the profile (not after it) and waited for, so the header's reputation
  // lines do not arrive late and push the tabs down; a failed one only leaves them out.
  const reputation = useReputation(username);
  const missing = user.isError && isNotFound(user.error);
  // ?tab=reviews opens the Reviews tab (where review notifications point).
  const [tab, selectTab] = useProfileTab();
  useDocumentTitle(user.data?.username ?? (missing ? 'User not found' : null));

  if (user.isPending || reputation.isPending) return <PageSpinner label="Loading profile" />;
  if (missing) return <UserNotFound />;
  if (user.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="sr-only">Profile</h1>
        <LoadError title="Failed to load this profile" error={user.error} onRetry={user.refetch} />
      </div>
    );
  }

  const profile = user.data;
  const isOwnProfile = me?.id === profile.id;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <ProfileHeader
        user={profile}
        actions={
          <div className="flex flex-wrap gap-2">
            {isOwnProfile && <ProfileSettings deviceAlerts={<DeviceAlertsSettings />} />}
            <ShareButton
              title={`${profile.username} on Rotation`}
              path={`/profile/${encodeURIComponent(profile.username)}`}
            />
          </div>
        }
        menu={me && !isOwnProfile ? <ProfileActionsMenu username={profile.username} /> : null}
        onAvatarError={isOwnProfile ? refreshDiscordAvatar : undefined}
      />
      <Tabs value={tab} onValueChange={selectTab} className="mt-8">
        <TabsList aria-label="Profile sections">
          <TabsTrigger value="active">Active Listings ({profile.activeListingCount})</TabsTrigger>
          <TabsTrigger value="sold">Sold Items ({profile.soldListingCount})</TabsTrigger>
          <TabsTrigger value="wtb">WTB Listings ({profile.wtbListingCount})</TabsTrigger>
          <TabsTrigger value="reviews">Reviews</TabsTrigger>
        </TabsList>
        <TabsContent value="active" className="pt-6">
          <SellerListings username={profile.username} tab="active" sellerActions={isOwnProfile} />
        </TabsContent>
        <TabsContent value="sold" className="pt-6">
          <SellerListings username={profile.username} tab="sold" sellerActions={isOwnProfile} />
        </TabsContent>
        <TabsContent value="wtb" className="pt-6">
          <BuyerRequests username={profile.username} />
        </TabsContent>
        <TabsContent value="reviews" className="pt-6">
          <ReviewsTab
            username={profile.username}
            viewer={me?.username ?? null}
            isOwnProfile={isOwnProfile}
            isAdmin={me?.isAdmin ?? false}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
