import { parse } from 'fast-querystring';

/**
 * A request's query string as parameters, repeated ones as arrays: the router's own parser
 * (find-my-way's default), given to the router and to DirectReads alike so that both read a URL
 * the same way.
 */
export function parseQueryString(text: string): Record<string, unknown> {
  return text.length === 0 ? {} : (parse(text) as Record<string, unknown>);
}
