import { slugify } from "#domain/fields";

// Which page a path shows, and the one path each page is answered at.

/** A route of the build's manifest, as React Router's `ServerBuild["routes"]` lists it. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/**
 * What a request's path is to the page layer:
 * - `page`: the one path of a route, labelled by its pattern (`/cases/:slug`);
 * - `redirect`: another spelling of a route's path (case, repeated or trailing slashes,
 *   percent-encoded letters or digits), answered 301 to `location`;
 * - `unknown`: no route but the catch-all: the one 404 page, whatever the path;
 * - `malformed`: a percent sign without two hex digits after it, or an encoded NUL: 400;
 * - `other`: React Router's navigation payloads (`.data`) and the route manifest the admin asks
 *   for as it navigates (`/__manifest`), left as they are.
 */
export type PathKind =
  | { kind: "page"; route: string }
  | { kind: "redirect"; route: string; location: string }
  | { kind: "unknown" }
  | { kind: "malformed" }
  | { kind: "other" };

const UNKNOWN: PathKind = { kind: "unknown" };
const MALFORMED: PathKind = { kind: "malformed" };
const OTHER: PathKind = { kind: "other" };

/** Where React Router's browser side asks for the routes of the paths it may navigate to. */
const MANIFEST_PATH = "/__manifest";

/** RFC 3986's unreserved characters: their percent-encoded form is the same path. */
const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * The site's routes (leaves of the manifest: screens, not layouts), matched segment by segment:
 * a static segment as it is written, a parameter (`:slug`, the only kind the site has) by the
 * slug rule of `domain/fields.ts`. The catch-all (`*`) is left out: what only it matches is
 * `unknown`.
 */
export class PageRoutes {
  readonly #static = new Set<string>();
  readonly #dynamic: string[][] = [];

  constructor(patterns: Iterable<string>) {
    for (const pattern of patterns) {
      if (pattern.includes("*")) continue;
      if (pattern.includes(":")) this.#dynamic.push(pattern.split("/"));
      else this.#static.add(pattern);
    }
  }

  /** The patterns with a parameter (`/cases/:slug`). */
  get withParameters(): string[] {
    return this.#dynamic.map((parts) => parts.join("/"));
  }

  /** The routes of a build's manifest (`build.routes`). */
  static fromManifest(routes: Record<string, ManifestRoute | undefined>): PageRoutes {
    const all = Object.values(routes).filter((route) => route !== undefined);
    const parents = new Set(all.map((route) => route.parentId));
    const byId = new Map(all.map((route) => [route.id, route]));
    const fullPath = (route: ManifestRoute | undefined): string[] =>
      route ? [...fullPath(byId.get(route.parentId ?? "")), route.path ?? ""] : [];
    return new PageRoutes(
      all
        .filter((route) => !parents.has(route.id))
        .map((route) => `/${fullPath(route).filter(Boolean).join("/")}`),
    );
  }

  /** The pattern of the route that answers this exact path, or null (the catch-all's). */
  routeOf(path: string): string | null {
    if (this.#static.has(path)) return path;
    const segments = path.split("/");
    for (const pattern of this.#dynamic) {
      if (pattern.length !== segments.length) continue;
      const matches = pattern.every((part, i) => {
        const segment = segments[i]!;
        return part.startsWith(":")
          ? segment !== "" && slugify(segment) === segment
          : part === segment;
      });
      if (matches) return pattern.join("/");
    }
    return null;
  }

  /** What this path (a URL's `pathname`, still percent-encoded) is to the page layer. */
  resolve(path: string): PathKind {
    if (path.endsWith(".data") || path === MANIFEST_PATH) return OTHER;
    // The common case, a route's path as it is written, is its one spelling already.
    const exact = this.routeOf(path);
    if (exact !== null) return { kind: "page", route: exact };
    const canonical = canonicalPath(path);
    if (canonical === null) return MALFORMED;
    const route = this.routeOf(canonical);
    if (route === null) return UNKNOWN;
    return canonical === path
      ? { kind: "page", route }
      : { kind: "redirect", route, location: canonical };
  }
}

/**
 * The one spelling of a path: percent-encoded unreserved characters decoded (`%61` is `a`), runs
 * of slashes one slash, no trailing slash, lowercase.
 * Null when the path cannot be a page's: a percent sign without two hex digits, or an encoded NUL.
 * A route's paths are lowercase, so only a path that is some route's once lowercased is answered
 * at its lowercase spelling (see `resolve`).
 */
export function canonicalPath(path: string): string | null {
  let decoded = path;
  if (path.includes("%")) {
    let malformed = false;
    decoded = path.replace(/%(.?.?)/g, (_escape, hex: string) => {
      const code = /^[0-9A-Fa-f]{2}$/.test(hex) ? Number.parseInt(hex, 16) : 0;
      if (code === 0) malformed = true;
      const char = String.fromCharCode(code);
      return UNRESERVED.test(char) ? char : `%${hex}`;
    });
    if (malformed) return null;
  }
  const collapsed = decoded.replace(/\/{2,}/g, "/");
  const trimmed =
    collapsed.length > 1 && collapsed.endsWith("/") ? collapsed.slice(0, -1) : collapsed;
  return trimmed.toLowerCase();
}
