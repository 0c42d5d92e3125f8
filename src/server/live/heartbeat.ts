/**
 * How often each instance writes to its live streams (proxies and browsers drop silent ones) and
 * checks its live channel's health and refreshes its presence rows (push/presence.ts).
 */
export const LIVE_HEARTBEAT_MS = 25_000;
