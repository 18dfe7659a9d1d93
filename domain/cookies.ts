import { parse } from "hono/utils/cookie";

/**
 * The one Cookie header reader of the site, browser and server alike (Hono's parser). It never
 * throws: a value that is not valid percent-encoding is kept as sent, a malformed pair is skipped,
 * and of a name sent twice the first value counts.
 */
export function readCookies(header: string | null | undefined): Record<string, string> {
  return header ? parse(header) : {};
}

/** One cookie's value from a Cookie header, or undefined. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return header ? parse(header, name)[name] : undefined;
}
