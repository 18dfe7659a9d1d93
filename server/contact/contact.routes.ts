import { Hono } from "hono";
import { z } from "zod";
import { CONTACT_STATUSES } from "#domain/contact";
import { fieldErrors } from "#domain/fields";
import { fr } from "#domain/i18n/fr";
import { requireAdmin } from "../auth/access.server";
import { clientIp } from "../http/client-ip.server";
import type { AppEnv } from "../http/context";
import { found, notFound, validationFailed } from "../http/errors";
import { readJson } from "../http/json";
import { enforce } from "../http/rate-limit.server";
import {
  contactLimiter,
  deleteContactMessage,
  listContactMessages,
  purgeOldContactMessages,
  saveContactMessage,
  setContactStatus,
} from "./contact.server";

const StatusSchema = z.strictObject({
  status: z.enum(CONTACT_STATUSES, {
    error: `Valeur attendue : ${CONTACT_STATUSES.join(", ")}`,
  }),
});

/**
 * `/api/contact`: anyone sends a message (stored by default instead
 * of an external form service); administrators read, mark and delete them.
 */
export function contactRoutes() {
  const app = new Hono<AppEnv>();

  app.post("/", async (c) => {
    const deps = c.get("deps");
    // The sentence the form shows, translated there into the visitor's language.
    await enforce(contactLimiter(deps), `contact:${clientIp(c)}`, fr["contact.toast.rateLimited"]);
    const result = await saveContactMessage(deps, await readJson(c));
    if (!result.ok) throw validationFailed(result.fields);
    return c.json({ id: result.id }, 201);
  });

  app.get("/", async (c) => {
    await requireAdmin(c);
    const deps = c.get("deps");
    // The privacy page promises 3 years at most; purging here too keeps the promise even if the
    // daily timer has not run.
    await purgeOldContactMessages(deps);
    return c.json(await listContactMessages(deps));
  });

  app.patch("/:id", async (c) => {
    const user = await requireAdmin(c);
    const parsed = StatusSchema.safeParse(await readJson(c));
    if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
    const row = await setContactStatus(c.get("deps"), user, c.req.param("id"), parsed.data.status);
    return c.json(found(row, "Message introuvable"));
  });

  app.delete("/:id", async (c) => {
    const user = await requireAdmin(c);
    if (!(await deleteContactMessage(c.get("deps"), user, c.req.param("id")))) {
      throw notFound("Message introuvable");
    }
    return c.body(null, 204);
  });

  return app;
}
