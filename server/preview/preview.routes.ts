import { setCookie } from "hono/cookie";
import { PREVIEW_COOKIE, PREVIEW_PREFIX } from "#domain/preview";
import { PREVIEW_TOKEN_TTL_SECONDS } from "../auth/tokens.server";
import { apiRouter, defineRoute, guardedUser } from "../http/openapi-route";

/**
 * Opens the preview for the caller's session: a preview cookie (15 minutes, a token of its own
 * audience naming the session) sent only to the preview's pages (Path=/preview), HttpOnly and
 * SameSite=Strict, so no other site's link or frame carries it. The back office asks again while
 * its preview is open; signing out ends the session it names, and with it the preview.
 */
export const openPreview = defineRoute(
  "staff",
  {
    method: "post",
    path: "/session",
    operationId: "openPreview",
    tags: ["Aperçu"],
    responses: {
      204: { description: "Le cookie d'aperçu est posé (Path=/preview, 15 minutes)" },
    },
  },
  async (c) => {
    const user = guardedUser(c);
    const { token } = await c
      .get("deps")
      .signer.signPreview({ sub: user.id, email: user.email, sid: user.sessionId });
    setCookie(c, PREVIEW_COOKIE, token, {
      httpOnly: true,
      sameSite: "Strict",
      secure: c.get("deps").config.PUBLIC_URL.startsWith("https:"),
      path: PREVIEW_PREFIX,
      maxAge: PREVIEW_TOKEN_TTL_SECONDS,
    });
    return c.body(null, 204);
  },
);

export function previewRoutes() {
  return apiRouter([openPreview]);
}
