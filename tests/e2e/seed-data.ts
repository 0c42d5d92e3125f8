/**
 * The small, fixed dataset the end-to-end server seeds and the specs assert against.
 * Times are whole hours or days before the moment of seeding, so the relative times the specs
 * read ("1h ago", "2d ago") hold for a whole test run.
 */
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export type Art = 'tee' | 'hoodie' | 'pants' | 'jacket';
export type ImageSpec = { art: Art; color: string };

export const USERS = {
  sofia: { username: 'sofia', isAdmin: false, memberSince: '2024-03-15T12:00:00Z', avatar: true },
  kaito: { username: 'kaito', isAdmin: true, memberSince: '2023-11-02T12:00:00Z', avatar: false },
  devon: { username: 'devon', isAdmin: false, memberSince: '2025-01-20T12:00:00Z', avatar: false },
  mika: { username: 'mika', isAdmin: false, memberSince: '2025-06-01T12:00:00Z', avatar: false },
  rowan: { username: 'rowan', isAdmin: false, memberSince: '2024-08-09T12:00:00Z', avatar: false },
} as const;
export type SeedUsername = keyof typeof USERS;

/**
 * The admin can sign in with a password: admin-only screens need a browser signed in as an admin.
 * Its e-mail is `${username}@example.com`, as for every seed user.
 */
export const ADMIN = { username: USERS.kaito.username, password: 'kaito admin password' } as const;

/**
 * Seed users the messaging specs sign in as, to be on the other end of a conversation: rowan
 * sells the Carhartt WIP Chase Hoodie, mika asks for Salomon XT-6. No other spec messages them.
 */
export const MESSAGING_USERS = {
  seller: { username: USERS.rowan.username, password: 'rowan messaging password' },
  poster: { username: USERS.mika.username, password: 'mika messaging password' },
} as const;

/** Who can sign in with a password, and with which: everyone else has no sign-in at all. */
export const SEED_PASSWORDS: Partial<Record<SeedUsername, string>> = {
  [ADMIN.username]: ADMIN.password,
  [MESSAGING_USERS.seller.username]: MESSAGING_USERS.seller.password,
  [MESSAGING_USERS.poster.username]: MESSAGING_USERS.poster.password,
};

export type SeedListing = {
  key: string;
  seller: SeedUsername;
  title: string;
  brand: string;
  category: 'Tops' | 'Bottoms' | 'Outerwear' | 'Footwear' | 'Accessories';
  size: string;
  condition: 'New/Never worn' | 'Gently used' | 'Used' | 'Very worn';
  price: string;
  originalPrice?: string;
  description?: string;
  ageMs: number;
  soldAgeMs?: number;
  images: ImageSpec[];
};

/** Three photos, a discount and a description with line breaks: the listing the detail specs open. */
export const FEATURED: SeedListing = {
  key: 'featured',
  seller: 'sofia',
  title: 'Stussy 8 Ball Fleece Hoodie',
  brand: 'Stussy',
  category: 'Tops',
  size: 'L',
  condition: 'Gently used',
  price: '135.00',
  originalPrice: '180.00',
  description: 'Heavyweight fleece, worn a handful of times.\nPit to pit: 24"\nLength: 28"',
  ageMs: 1 * HOUR,
  images: [
    { art: 'hoodie', color: '#1f2937' },
    { art: 'hoodie', color: '#7c2d12' },
    { art: 'hoodie', color: '#365314' },
  ],
};
export const FEATURED_PERCENT_OFF = 25;

export const SOLD: SeedListing = {
  key: 'sold',
  seller: 'sofia',
  title: 'Supreme Box Logo Tee',
  brand: 'Supreme',
  category: 'Tops',
  size: 'M',
  condition: 'Used',
  price: '210.00',
  description: 'Classic box logo, some fading on the print.',
  ageMs: 5 * DAY,
  soldAgeMs: 2 * DAY + HOUR,
  images: [{ art: 'tee', color: '#b91c1c' }],
};

/** A brand search for "carhartt" finds exactly these. */
export const CARHARTT: SeedListing[] = [
  {
    key: 'detroit',
    seller: 'kaito',
    title: 'Carhartt WIP Detroit Jacket',
    brand: 'Carhartt WIP',
    category: 'Outerwear',
    size: 'M',
    condition: 'Gently used',
    price: '160.00',
    description: 'Hamilton brown, blanket lining intact.',
    ageMs: 2 * HOUR,
    images: [
      { art: 'jacket', color: '#92400e' },
      { art: 'jacket', color: '#78350f' },
    ],
  },
  {
    key: 'double-knee',
    seller: 'sofia',
    title: 'Carhartt WIP Double Knee Pant',
    brand: 'Carhartt WIP',
    category: 'Bottoms',
    size: '32',
    condition: 'Used',
    price: '85.00',
    ageMs: 3 * HOUR,
    images: [],
  },
  {
    key: 'chase',
    seller: 'rowan',
    title: 'Carhartt WIP Chase Hoodie',
    brand: 'Carhartt WIP',
    category: 'Tops',
    size: 'XL',
    condition: 'New/Never worn',
    price: '95.00',
    ageMs: 4 * HOUR,
    images: [{ art: 'hoodie', color: '#374151' }],
  },
];

/**
 * Footwear from one seller, for the filter specs: Footwear + size 10 + under $300 finds the first
 * two, and a sort by price orders them. No other seeded listing is Footwear.
 */
export const FOOTWEAR: SeedListing[] = [
  {
    key: 'dunk',
    seller: 'mika',
    title: 'Nike Dunk Low Panda',
    brand: 'Nike',
    category: 'Footwear',
    size: '10',
    condition: 'Gently used',
    price: '120.00',
    ageMs: 30 * HOUR,
    images: [],
  },
  {
    key: '990',
    seller: 'mika',
    title: 'New Balance 990v5 Grey',
    brand: 'New Balance',
    category: 'Footwear',
    size: '10',
    condition: 'Used',
    price: '260.00',
    ageMs: 31 * HOUR,
    images: [],
  },
  {
    key: 'jordan',
    seller: 'mika',
    title: 'Air Jordan 1 High Chicago',
    brand: 'Jordan',
    category: 'Footwear',
    size: '10',
    condition: 'New/Never worn',
    price: '450.00',
    ageMs: 32 * HOUR,
    images: [],
  },
  {
    key: 'xt6',
    seller: 'mika',
    title: 'Salomon XT-6 Black',
    brand: 'Salomon',
    category: 'Footwear',
    size: '9.5',
    condition: 'Gently used',
    price: '180.00',
    ageMs: 33 * HOUR,
    images: [],
  },
];

const FILLER_BRANDS = ['Nike', 'Adidas', 'New Balance', 'Patagonia', 'Kith', 'Noah', 'Palace'];
const FILLER_ITEMS: Array<Pick<SeedListing, 'title' | 'category' | 'size'> & { art: Art }> = [
  { title: 'Graphic Tee', category: 'Tops', size: 'M', art: 'tee' },
  { title: 'Track Pants', category: 'Bottoms', size: 'L', art: 'pants' },
  { title: 'Coach Jacket', category: 'Outerwear', size: 'L', art: 'jacket' },
  { title: 'Pullover Hoodie', category: 'Tops', size: 'S', art: 'hoodie' },
];
const FILLER_COLORS = ['#0f766e', '#1d4ed8', '#6b21a8', '#a16207', '#be123c', '#334155'];

/** Enough listings from one seller to need a second page (the API pages at 48). */
export const FILLERS: SeedListing[] = Array.from({ length: 50 }, (_, index) => {
  const brand = FILLER_BRANDS[index % FILLER_BRANDS.length]!;
  const item = FILLER_ITEMS[index % FILLER_ITEMS.length]!;
  return {
    key: `filler-${index}`,
    seller: 'rowan',
    title: `${brand} ${item.title}`,
    brand,
    category: item.category,
    size: item.size,
    condition: 'Gently used',
    price: `${40 + ((index * 7) % 60)}.00`,
    ageMs: 6 * HOUR + index * 3 * HOUR,
    images: [{ art: item.art, color: FILLER_COLORS[index % FILLER_COLORS.length]! }],
  };
});

export const LISTINGS: SeedListing[] = [FEATURED, ...CARHARTT, SOLD, ...FOOTWEAR, ...FILLERS];
export const FEED_PAGE_SIZE = 48;

export type SeedWtb = {
  buyer: SeedUsername;
  title: string;
  brand: string;
  size: string;
  maxPrice: string;
  description?: string;
  ageMs: number;
  fulfilled?: boolean;
};

export const WTB_REQUESTS: SeedWtb[] = [
  {
    buyer: 'devon',
    title: "Arc'teryx Beta LT Jacket",
    brand: "Arc'teryx",
    size: 'M',
    maxPrice: '400.00',
    description: 'Any colour but orange.\nHappy to pay shipping.',
    ageMs: 2 * HOUR,
  },
  {
    buyer: 'devon',
    title: 'Dunk Low Panda',
    brand: 'Nike',
    size: '10',
    maxPrice: '150.00',
    ageMs: 3 * HOUR,
  },
  {
    buyer: 'mika',
    title: 'XT-6 in black',
    brand: 'Salomon',
    size: '9.5',
    maxPrice: '180.00',
    description: 'Lightly worn is fine.',
    ageMs: 1 * DAY,
  },
  {
    buyer: 'sofia',
    title: 'Bandana in indigo',
    brand: 'Kapital',
    size: 'OS',
    maxPrice: '90.00',
    ageMs: 2 * DAY,
  },
  {
    buyer: 'devon',
    title: 'Shark Full Zip Hoodie',
    brand: 'Bape',
    size: 'L',
    maxPrice: '300.00',
    ageMs: 9 * DAY,
    fulfilled: true,
  },
];

export const OPEN_WTB = WTB_REQUESTS.filter((wtb) => !wtb.fulfilled);

/** What each profile shows in its three tabs. */
export function profileCounts(username: SeedUsername) {
  const own = LISTINGS.filter((listing) => listing.seller === username);
  return {
    active: own.filter((listing) => listing.soldAgeMs === undefined).length,
    sold: own.filter((listing) => listing.soldAgeMs !== undefined).length,
    wtb: OPEN_WTB.filter((wtb) => wtb.buyer === username).length,
  };
}
