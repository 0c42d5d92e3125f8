import { z } from 'zod';

/**
 * Web Push (docs/product.md, Push alerts): the shapes both sides share. The browser's
 * `PushSubscription.toJSON()` is posted as it is; the server keeps one row per endpoint.
 */

/** Push services' endpoints are https URLs well under this; a longer one is not a real endpoint. */
export const PUSH_ENDPOINT_MAX = 2_000;
/** At most this many browsers per account get alerts; subscribing one more replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

/** GET /api/push/key: the server's VAPID public key (base64url), for `applicationServerKey`. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

const base64url = (name: string) =>
  z
    .string(`${name} is required`)
    .min(1, `${name} is required`)
    .max(200, `${name} is not valid`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${name} is not valid`);

/** POST /api/push/subscriptions: subscribe this browser for the signed-in account. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z
    .string('endpoint is required')
    .max(PUSH_ENDPOINT_MAX, 'endpoint is not valid')
    .url('endpoint is not valid')
    .refine((url) => /^https?:\/\//.test(url), 'endpoint is not valid'),
  keys: z.object(
    { p256dh: base64url('keys.p256dh'), auth: base64url('keys.auth') },
    'keys are required',
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** DELETE /api/push/subscriptions: stop alerts on this browser. */
export const pushUnsubscribeInputSchema = z.object({
  endpoint: z.string('endpoint is required').max(PUSH_ENDPOINT_MAX, 'endpoint is not valid'),
});

/**
 * What a push carries (encrypted for the browser): the service worker shows `title` and `body`
 * and opens `url` (a path inside the app) when the alert is clicked. `tag` folds alerts about the
 * same thing (one conversation) into one.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
