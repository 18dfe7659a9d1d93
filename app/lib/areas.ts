/**
 * The back office's pages (/admin and below) are a hydrated React Router app; every other page is
 * a public server document with the islands script only.
 */
export function isAdminPath(pathname: string) {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
