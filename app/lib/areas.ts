/**
 * The back office's pages (/admin and below) are a hydrated React Router app; every other page is
 * a public server document with the islands script only.
 */
export function isAdminPath(pathname: string) {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/**
 * The sign-in page: a back-office page served as a server document with its own small script
 * (app/admin/sign-in/main.ts) and no React in the browser, so that signing in costs a few
 * kilobytes; the router's scripts load with the first screen behind it. The back office reaches it
 * with a document load, never a client-side navigation.
 */
export const SIGN_IN_PATH = "/admin/login";

/** The pages React hydrates in the browser: the back office's, its sign-in page excepted. */
export function isHydratedPath(pathname: string) {
  return isAdminPath(pathname) && pathname !== SIGN_IN_PATH;
}
