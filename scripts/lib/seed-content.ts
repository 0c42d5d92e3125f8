/** The words of the demo data: who the users are, how sellers describe things, what people say. */
import type { Category, Condition } from '@/shared/constants';
import type { Random } from './random';

/** Usernames follow the app's rule: letters and digits only, 3 to 20 characters. */
export const DEMO_USERS: readonly { username: string; name: string }[] = [
  { username: 'admin', name: 'Rotation Admin' },
  { username: 'kicksbykai', name: 'Kai Nakamura' },
  { username: 'VintageVault', name: 'Vanessa Ortiz' },
  { username: 'grailchaser', name: 'Marcus Bell' },
  { username: 'thriftgod99', name: 'Dev Patel' },
  { username: 'dunkdaddy', name: 'Andre Thompson' },
  { username: 'archivefits', name: 'Sofia Lindqvist' },
  { username: 'hypebeastmia', name: 'Mia Chen' },
  { username: 'secondlap', name: 'Jordan Reyes' },
  { username: 'ResellRae', name: 'Rae Okafor' },
  { username: 'tokyodrift88', name: 'Ken Watanabe' },
  { username: 'goretexgreg', name: 'Greg Novak' },
  { username: 'boxlogobrody', name: 'Brody Walsh' },
  { username: 'samplesale', name: 'Priya Raman' },
  { username: 'fitcheckfran', name: 'Francesca Romano' },
  { username: 'deadstocklou', name: 'Louis Martin' },
  { username: 'campcapcarl', name: 'Carl Jensen' },
  { username: 'heavyweightco', name: 'Tasha Green' },
  { username: 'selvedgesam', name: 'Sam Whitaker' },
  { username: 'fleecefiend', name: 'Nina Petrova' },
  { username: 'OutsoleOllie', name: 'Ollie Grant' },
  { username: 'cozycrewneck', name: 'Hana Kim' },
  { username: 'gorpcorejen', name: 'Jen Alvarez' },
  { username: 'thrifthunter', name: 'Luis Moreno' },
  { username: 'closetcleanout', name: 'Emma Fischer' },
  { username: 'wavycargo', name: 'Tyrell Jackson' },
  { username: 'paddedpuffer', name: 'Aisha Bello' },
  { username: 'northshorenoah', name: 'Noah Kealoha' },
  { username: 'jadejacket', name: 'Jade Nguyen' },
  { username: 'LayerUpLeo', name: 'Leo Costa' },
];

const CONDITION_NOTES: Record<Condition, readonly string[]> = {
  'New/Never worn': [
    'Deadstock, never worn. Tags still on.',
    'Brand new, only tried on once at home.',
    'Unworn, bought the wrong size and missed the return window.',
  ],
  'Gently used': [
    'Worn a handful of times, no flaws.',
    'Lightly used and well looked after.',
    'Great condition, worn maybe five times.',
  ],
  Used: [
    'Used regularly for a season: some fading, no holes or stains.',
    'Good used condition, normal signs of wear.',
    'Some signs of wear, nothing major (see pics).',
  ],
  'Very worn': [
    'Well loved: fading and a small hole near the hem (pictured), priced to match.',
    'Heavily worn, lots of character, still plenty of life left.',
    'Beat but wearable. Good for a project or everyday knocking around.',
  ],
};

const SIGN_OFFS = [
  'Ships within 2 days.',
  'Open to reasonable offers.',
  'No trades, sorry.',
  'Bundle discounts if you grab two or more.',
  'Smoke-free, pet-free home.',
  '',
];

function fit(category: Category, random: Random): string {
  switch (category) {
    case 'Tops':
    case 'Outerwear':
      return `Pit to pit ${random.int(20, 27)}", length ${random.int(26, 31)}".`;
    case 'Bottoms':
      return `Waist ${random.int(29, 36)}", inseam ${random.int(26, 32)}", leg opening ${random.int(7, 11)}".`;
    case 'Footwear':
      return random.pickOne([
        'Comes with the original box.',
        'No box, will ship double-boxed.',
        'OG box and extra laces included.',
      ]);
    case 'Accessories':
      return random.pickOne(['One size, adjustable.', 'One size fits most.']);
  }
}

export function describeListing(category: Category, condition: Condition, random: Random): string {
  return [
    random.pickOne(CONDITION_NOTES[condition]),
    fit(category, random),
    random.pickOne(SIGN_OFFS),
  ]
    .filter(Boolean)
    .join('\n');
}

export function wtbTitle(title: string, random: Random): string {
  return random.pickOne([
    `Looking for ${title}`,
    `WTB ${title}`,
    `ISO ${title}`,
    `${title} wanted`,
  ]);
}

export function describeWtb(random: Random): string {
  return random.pickOne([
    'Prefer lightly worn. Can meet up or pay shipping.',
    'Any colorway works. Must be authentic, receipts a plus.',
    'Condition not a big deal as long as there are no holes.',
    'Paying fast via invoice. Message me with pics.',
    'Will pay extra for deadstock.',
  ]);
}

export type Line = { from: 'buyer' | 'seller'; text: string };
export type ChatContext = { price: number; size: string; title: string; otherTitle: string };

const dollars = (amount: number) => `$${Math.round(amount)}`;

/** Chats about a listing; the buyer writes first. The first one ends in a sale. */
export const LISTING_CHATS: readonly ((c: ChatContext) => Line[])[] = [
  (c) => [
    { from: 'buyer', text: 'Hey! Is this still available?' },
    { from: 'seller', text: 'Yep, still available' },
    { from: 'buyer', text: `Would you take ${dollars(c.price * 0.8)}?` },
    { from: 'seller', text: `Could do ${dollars(c.price * 0.9)}, that's the lowest I can go` },
    { from: 'buyer', text: 'Deal. Can you ship tomorrow?' },
    { from: 'seller', text: 'Yes, shipping first thing in the morning. Sending the invoice now' },
  ],
  () => [
    { from: 'buyer', text: 'What are the measurements on this?' },
    { from: 'seller', text: 'Pit to pit is about 23", length 29"' },
    { from: 'buyer', text: 'Perfect, that should fit. Thanks!' },
  ],
  () => [
    { from: 'buyer', text: "Any flaws that aren't in the pics?" },
    { from: 'seller', text: "None at all, it's mostly been sitting in my closet" },
    { from: 'buyer', text: 'Nice. Would you ship to Canada?' },
    { from: 'seller', text: 'I can, shipping would be around $25' },
    { from: 'buyer', text: 'Let me think about it' },
  ],
  (c) => [
    { from: 'buyer', text: 'How does the sizing run?' },
    { from: 'seller', text: `True to size for me, I'm usually a ${c.size}` },
    { from: 'buyer', text: `Cool. I'd take it at ${dollars(c.price)} if you can ship this week` },
    { from: 'seller', text: 'Works for me' },
  ],
  (c) => [
    { from: 'buyer', text: `Any interest in trades? I have a ${c.otherTitle}` },
    { from: 'seller', text: 'Not really looking for trades right now, sorry' },
    { from: 'buyer', text: 'All good, good luck with the sale' },
  ],
  () => [
    {
      from: 'buyer',
      text: 'If I grab this and something else from your closet, would you do a bundle deal?',
    },
    { from: 'seller', text: 'Sure, 15% off two or more items' },
    { from: 'buyer', text: "Sweet, I'll take a look tonight" },
  ],
];

/** Chats about a WTB request; the person who has the item (the seller) writes first. */
export const WTB_CHATS: readonly ((c: ChatContext) => Line[])[] = [
  (c) => [
    { from: 'seller', text: `Hey, I have one in ${c.size}. Still looking?` },
    { from: 'buyer', text: 'Yes! What condition is it in?' },
    { from: 'seller', text: 'Gently used, no flaws. I can send more pics' },
    { from: 'buyer', text: 'Please do. What price are you thinking?' },
    { from: 'seller', text: `${dollars(c.price)} shipped` },
    { from: 'buyer', text: "That works, let's do it" },
  ],
  (c) => [
    { from: 'seller', text: `I've got one in ${c.size}, worn twice. Interested?` },
    { from: 'buyer', text: `Could you do ${dollars(c.price * 0.85)}?` },
    { from: 'seller', text: `Meet me at ${dollars(c.price * 0.92)}?` },
    { from: 'buyer', text: 'Deal' },
  ],
  (c) => [
    { from: 'seller', text: 'I have this a size up if that works for you' },
    { from: 'buyer', text: `Thanks, but I really need a ${c.size}` },
  ],
];
