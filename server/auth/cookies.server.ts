import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import { ACCESS_COOKIE, type AppEnv } from "../spine/context";
import { DEVICE_COOKIE, DEVICE_COOKIE_TTL_SECONDS } from "./device-cookie.server";
import type { IssuedSession } from "./sessions.server";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_COOKIE,
  REFRESH_TOKEN_TTL_SECONDS,
} from "./tokens.server";

/**
 * The session cookies: httpOnly so page scripts never read a token,
 * SameSite=Lax, Secure when the site is served over https. The refresh token is only sent to
 * the auth API (Path=/auth/v1), never with page or content requests.
 */
export const REFRESH_COOKIE_PATH = "/auth/v1";

function baseOptions(c: Context<AppEnv>): CookieOptions {
  const secure = c.get("deps").config.PUBLIC_URL.startsWith("https:");
  return { httpOnly: true, sameSite: "Lax", secure };
}

export function setSessionCookies(c: Context<AppEnv>, session: IssuedSession) {
  const base = baseOptions(c);
  setCookie(c, ACCESS_COOKIE, session.accessToken, {
    ...base,
    path: "/",
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
  setCookie(c, REFRESH_COOKIE, session.refreshToken, {
    ...base,
    path: REFRESH_COOKIE_PATH,
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
}

export function clearSessionCookies(c: Context<AppEnv>) {
  const base = baseOptions(c);
  deleteCookie(c, ACCESS_COOKIE, { ...base, path: "/" });
  deleteCookie(c, REFRESH_COOKIE, { ...base, path: REFRESH_COOKIE_PATH });
}

/** The signed device cookie (device-cookie.server.ts), sent only to the auth API. */
export function setDeviceCookie(c: Context<AppEnv>, value: string) {
  setCookie(c, DEVICE_COOKIE, value, {
    ...baseOptions(c),
    path: REFRESH_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_TTL_SECONDS,
  });
}
