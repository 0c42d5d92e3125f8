import { describe, expect, it } from 'vitest';
import { scamKinds, type ScamKind } from './scam-patterns';

const OWN_HOST = 'rotation.example';

/** Real phrasings from resale chats, and the warnings each deserves. */
const WARN: [string, ScamKind[]][] = [
  // Payment outside buyer protection.
  ['F&F only please', ['payment']],
  ['can you do f&f? saves fees', ['payment']],
  ['FnF and I ship today', ['payment']],
  ['paypal f and f works best for me', ['payment']],
  ['F & F or no deal', ['payment']],
  ['Send it through PayPal friends and family', ['payment']],
  ['Friends & family only, I cover shipping', ['payment']],
  ['pay friends n family so no fees', ['payment']],
  ['just send as gift on paypal', ['payment']],
  ['Mark it as a gift please', ['payment']],
  ['pp gift is fine', ['payment']],
  ['Gift payment only', ['payment']],
  ['Do you have Zelle?', ['payment']],
  ['cashapp me and I ship tomorrow', ['payment']],
  ['Cash App works, my tag is $sneakerking22', ['payment']],
  ['send to $JDoe', ['payment']],
  ['Venmo @mike-d-22', ['payment']],
  ['I only take bitcoin', ['payment']],
  ['BTC: 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', ['payment']],
  ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', ['payment']],
  ['USDT to 0x52908400098527886E0F7030069857D2E4169EE7', ['payment']],
  ['TRC20 address TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', ['payment']],
  ['Bank transfer is easiest for me', ['payment']],
  ['I can wire the money tonight', ['payment']],
  ['e-transfer ok?', ['payment']],
  ['Western Union only', ['payment']],
  // Moving the conversation elsewhere.
  ['text me at (555) 123-4567', ['off-platform']],
  ['my number is 555-123-4567', ['off-platform']],
  ['call 555.123.4567 after 6', ['off-platform']],
  ['5551234567 whatsapp', ['off-platform']],
  ['+1 555 123 4567', ['off-platform']],
  ['UK buyer? ring +44 7700 900123', ['off-platform']],
  ['07700 900123 is my mobile', ['off-platform']],
  ['email me at jdoe.sells@gmail.com', ['off-platform']],
  ['jdoe at gmail dot com', ['off-platform']],
  ['Add me on WhatsApp', ['off-platform']],
  ['hmu on telegram', ['off-platform']],
  ['https://wa.me/15551234567', ['off-platform']],
  ['t.me/sneakerplug for more pics', ['off-platform']],
  ['We can talk on Signal', ['off-platform']],
  ['text me on insta', ['off-platform']],
  ['DM me on IG @grails', ['off-platform']],
  // Links away from the site.
  ['more pics here: https://imgur.com/a/abc123', ['link']],
  ['check www.cheap-dunks.shop', ['link']],
  ['bit.ly/3xYz9 for the receipt', ['link']],
  ['pay here http://paypa1-secure.com/login', ['link']],
  // Several at once.
  ['F&F to jdoe@gmail.com, pics at imgur.com/abc', ['payment', 'off-platform', 'link']],
  ['Zelle 555-123-4567', ['payment', 'off-platform']],
  // Refusing F&F still warns: the advice is right either way (decision 036).
  ['G&S only, no F&F', ['payment']],
];

/** Ordinary messages that must not warn, with the near misses each one guards against. */
const QUIET: string[] = [
  'Is this still available?',
  'Would you take $120 shipped?',
  'I can do $1,250 for both',
  'Size 10.5 fits true to size',
  'Do you have it in 9, 9.5, 10 or 10.5?',
  'Pit to pit 24", length 30"',
  'PayPal G&S works for me',
  'Can you do PayPal goods and services?',
  'Is it a gift for my brother?',
  'Buying this as a gift for my girlfriend',
  'My friends loved the last pair I got',
  'Thanks friend, appreciate it!',
  'Shipped on 11/25/2026, arriving 2026-11-28',
  'Order #1234567890 confirmed',
  'Tracking number 9400111899223817524412',
  'order number 5551234567',
  'Style code DD1391-100',
  'Message me on here if anything changes',
  'I saw it on Instagram, is it the same pair?',
  'The signal in my area is bad, sorry for the late reply',
  'Here is the listing: https://rotation.example/listing/6f1c2a8e',
  'meet at 5:30 at the station?',
  'Price is firm at 150, 140 with no box',
  'Can you text the tracking here when it ships?',
  'Cash on pickup works for me',
  'Thanks @mike, talk soon',
];

describe('scamKinds', () => {
  it.each(WARN)('warns about %j', (text, kinds) => {
    expect(scamKinds(text, OWN_HOST)).toEqual(kinds);
  });

  it.each(QUIET)('does not warn about %j', (text) => {
    expect(scamKinds(text, OWN_HOST)).toEqual([]);
  });

  it('treats every link as external when the site is not named', () => {
    expect(scamKinds('https://rotation.example/listing/1')).toEqual(['link']);
    expect(scamKinds('https://shop.rotation.example/a', OWN_HOST)).toEqual([]);
  });
});
