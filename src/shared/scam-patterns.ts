/**
 * docs/product.md, Safety, Scam warnings (decision 036): what in a chat message is worth a
 * warning to the person who receives it. Nothing is blocked; a miss costs a warning, a false
 * alarm costs trust in the warnings, so each rule needs a clear signal, not one loose word.
 */

/** Paying outside buyer protection; moving the chat elsewhere; a link off the site. */
export const SCAM_KINDS = ['payment', 'off-platform', 'link'] as const;
export type ScamKind = (typeof SCAM_KINDS)[number];

const PAYMENT: RegExp[] = [
  // PayPal without buyer protection, spelled out (next to a word about paying) or abbreviated.
  /\bfriends?\s*(?:and|&|n|\+)\s*family\b(?=[\s\S]*\b(?:pay|paypal|pp|send|payment|only)\b)|\b(?:pay|paypal|pp|send|payment|only)\b[\s\S]*\bfriends?\s*(?:and|&|n|\+)\s*family\b/i,
  /(?<![\w&])f\s?(?:&|n|and)\s?f(?![\w&])/i,
  // "Gift" only as a way to pay, never "a gift for my brother".
  /\b(?:send|sent|pay|paid|mark|marked|paypal|pp)\b(?:\s+(?:it|the\s+money|the\s+payment|me))?\s+(?:as\s+)?(?:an?\s+)?gift\b(?!\s+for\b)|\bgift(?:ed)?\s+payment\b/i,
  /\bzelle\b/i,
  /\bcash\s?app\b/i,
  /\bvenmo\b/i,
  // A $cashtag: a dollar sign before a name, never before a price or a currency code.
  /(?<![\w$])\$(?!(?:usd|cad|aud|eur|gbp)\b)[a-z][a-z0-9_]{1,19}\b/i,
  /\b(?:bitcoin|btc|ethereum|eth|usdt|tether|crypto)\b/i,
  // Wallet addresses: Bitcoin (legacy and bech32), Ethereum, USDT on TRON.
  /\b[13](?=[a-km-zA-HJ-NP-Z1-9]*[a-zA-Z])(?=[a-km-zA-HJ-NP-Z1-9]*\d)[a-km-zA-HJ-NP-Z1-9]{25,34}\b/,
  /\bbc1[a-z0-9]{25,62}\b/i,
  /\b0x[a-f0-9]{40}\b/i,
  /\bT[1-9A-HJ-NP-Za-km-z]{33}\b/,
  /\b(?:wire|bank)\s*(?:transfer|deposit)\b|\bwire\s+(?:me|the\s+money|it|you)\b|\be-?transfer\b|\binterac\b|\bwestern\s+union\b|\bmoneygram\b/i,
];

const MESSENGERS =
  /\b(?:whats\s?app|telegram|snapchat|kik|wechat|viber|wickr)\b|\b(?:wa\.me|t\.me|signal\.me|signal\.group)\/|\b(?:on|via|use|download)\s+signal\b|\bsignal\s+(?:me|app)\b/i;
/** "Text me on…", "add me on IG", "message me at…", but not "message me on here". */
const ELSEWHERE =
  /\b(?:text|call|message|msg|dm|contact|reach|add|hmu|hit\s+me\s+up)\s+(?:me\s+)?(?:on|at|via|through|over)\s+(?!here\b|this\b|rotation\b|the\s+app\b)\S/i;
const EMAIL = /[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;
/** An address written out to slip past filters: "name at gmail dot com". */
const SPELLED_EMAIL =
  /\b[\w.]+\s*(?:\(at\)|\[at\]|\sat\s)\s*(?:gmail|yahoo|hotmail|outlook|icloud|aol|proton\w*)\s*(?:\.|\(dot\)|\[dot\]|\sdot\s)\s*(?:com|net|me)\b/i;
const PHONES: RegExp[] = [
  // North American: (555) 123-4567, 555.123.4567, +1 555 123 4567, 5551234567.
  /(?<![\w#$.,/-])(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?![\w.,/-]?\d)/g,
  // International with a country code: +44 7700 900123, +61-412-345-678.
  /(?<![\w#$])\+\d{1,3}(?:[\s.-]?\d{2,5}){2,4}(?![\w.,/-]?\d)/g,
  // UK-style mobile numbers: 07700 900123.
  /(?<![\w#$.,/-])07\d{3}\s?\d{3}\s?\d{3}(?![\w.,/-]?\d)/g,
];
/** What an order or tracking number follows, so it is not taken for a phone number. */
const REFERENCE_BEFORE =
  /\b(?:order|tracking|invoice|ref(?:erence)?|sku|item|style|receipt)\b\W*(?:no|number|num|code|id)?\W*$/i;

const URL =
  /\bhttps?:\/\/([^\s/?#]+)[^\s]*|\bwww\.([^\s/?#]+)|\b((?:[a-z0-9-]+\.)+(?:com|net|org|io|co|ly|me|app|shop|store|xyz|info|biz|link|site|online|gg|to|us|uk|de|ca|au))\b(?:\/\S*)?/gi;
/** Messenger links count as moving the chat elsewhere, not as a link on their own. */
const MESSENGER_HOST =
  /^(?:wa\.me|t\.me|signal\.me|signal\.group|(?:www\.|chat\.|api\.)?whatsapp\.com|telegram\.me)$/i;

function hasPhoneNumber(text: string): boolean {
  return PHONES.some((pattern) =>
    [...text.matchAll(pattern)].some((match) => {
      const digits = match[0].replace(/\D/g, '').length;
      return digits >= 10 && digits <= 15 && !REFERENCE_BEFORE.test(text.slice(0, match.index));
    }),
  );
}

function hasOffPlatformContact(text: string): boolean {
  return (
    MESSENGERS.test(text) ||
    ELSEWHERE.test(text) ||
    EMAIL.test(text) ||
    SPELLED_EMAIL.test(text) ||
    hasPhoneNumber(text)
  );
}

/** Whether `host` (maybe with a port) is this site or one of its subdomains. */
function isOwnHost(host: string, ownHost: string | undefined): boolean {
  if (!ownHost) return false;
  const bare = (value: string) =>
    value
      .toLowerCase()
      .replace(/:\d+$/, '')
      .replace(/^www\./, '');
  const own = bare(ownHost);
  const other = bare(host);
  return other === own || other.endsWith(`.${own}`);
}

function hasExternalLink(text: string, ownHost: string | undefined): boolean {
  // An e-mail address's domain is not a link.
  const withoutEmails = text.replace(new RegExp(EMAIL, 'gi'), ' ');
  return [...withoutEmails.matchAll(URL)].some((match) => {
    const host = (match[1] ?? match[2] ?? match[3] ?? '').replace(/[.,;:!?)]+$/, '');
    return !MESSENGER_HOST.test(host) && !isOwnHost(host, ownHost);
  });
}

/**
 * The kinds of warning a received message's text deserves, in SCAM_KINDS order; empty for an
 * ordinary message. `ownHost` is this site's host (e.g. `location.host`): links to it are fine.
 */
export function scamKinds(text: string, ownHost?: string): ScamKind[] {
  const found: Record<ScamKind, boolean> = {
    payment: PAYMENT.some((pattern) => pattern.test(text)),
    'off-platform': hasOffPlatformContact(text),
    link: hasExternalLink(text, ownHost),
  };
  return SCAM_KINDS.filter((kind) => found[kind]);
}
