import type { Context } from "hono";
import { readCookie } from "#domain/cookies";
import { languageOf } from "#domain/preferences";
import { PREVIEW_COOKIE, type PreviewViewer, previewUrl, publicPathOf } from "#domain/preview";
import { isStaffRole } from "#domain/roles";
import { clientIp } from "../http/client-ip.server";
import type { AppEnv, AppServices } from "../spine/context";
import { markPreviewHtml } from "./markers.server";

/** Headers of every preview answer, refusals included: per session, never kept, never indexed. */
const PREVIEW_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
} as const;

/**
 * The staff session a preview request proves with its preview cookie (preview.routes.ts): a
 * token of the preview's audience, unexpired, whose session is still alive and has a staff role
 * (a link's session before its password is set has none). Null for anyone else.
 */
export async function previewViewer(
  deps: AppServices,
  request: Request,
): Promise<PreviewViewer | null> {
  const token = readCookie(request.headers.get("cookie"), PREVIEW_COOKIE);
  const claims = token ? await deps.signer.verifyPreview(token) : null;
  if (!claims) return null;
  const session = await deps.sessions.lookup(claims.sid, claims.sub, new Date());
  if (!session || session.passwordRequired || !isStaffRole(session.role)) return null;
  return { role: session.role };
}

/**
 * GET /preview/<page>: the public page `<page>` rendered for a staff session, with drafts and
 * scheduled rows, the edit markers and the overlay script; links and redirects stay in the
 * preview. No Set-Cookie leaves it (a `?lang=` here is not the visitor's choice). Without a staff
 * session: 401, a short French page pointing to the sign-in.
 */
export function previewPages(
  ssr: (
    request: Request,
    deps: AppServices,
    nonce: string,
    clientAddress: string,
    preview: PreviewViewer,
  ) => Promise<Response>,
) {
  return async (c: Context<AppEnv>) => {
    const deps = c.get("deps");
    const viewer = await previewViewer(deps, c.req.raw);
    if (!viewer) return refused(c);
    const url = new URL(c.req.url);
    url.pathname = publicPathOf(url.pathname) ?? "/";
    const request = new Request(url, { method: c.req.method, headers: c.req.raw.headers });
    const { language } = languageOf(request);
    const rendered = await ssr(
      request,
      deps,
      c.get("secureHeadersNonce") ?? "",
      clientIp(c),
      viewer,
    );
    const headers = new Headers(rendered.headers);
    headers.delete("set-cookie");
    headers.delete("content-length");
    for (const [name, value] of Object.entries(PREVIEW_HEADERS)) headers.set(name, value);
    const location = headers.get("location");
    if (location?.startsWith("/") && !location.startsWith("//")) {
      headers.set("location", previewUrl(location, language));
    }
    const isHtml = headers.get("content-type")?.startsWith("text/html");
    const body =
      isHtml && c.req.method === "GET"
        ? markPreviewHtml(await rendered.text(), language)
        : rendered.body;
    return new Response(body, { status: rendered.status, headers });
  };
}

function refused(c: Context<AppEnv>) {
  return c.html(
    `<!doctype html><html lang="fr"><meta charset="utf-8"><meta name="robots" content="noindex"><title>Aperçu réservé à l'équipe</title><p>L'aperçu du site est réservé à l'équipe. <a href="/admin/login" target="_top">Se connecter</a></p></html>`,
    401,
    PREVIEW_HEADERS,
  );
}
