import { data } from "react-router";
import { catalogFor } from "~/i18n/catalogs.server";
import { createTranslate } from "~/i18n/translate";
import { saveContactMessage } from "../../server/contact/contact.server";
import type { Deps } from "../../server/http/context";
import { languageOf } from "./preferences";
import {
  type ContactActionData,
  contactMessagesIn,
  contactPayload,
  isHoneypotFilled,
  readContactForm,
  validateContact,
} from "./site-contact";

/**
 * The contact form without JavaScript (issue 3): a plain form post to the page, answered with the
 * same page showing success or the field errors. Posts to CONTACT_ENDPOINT when set (SPEC 7),
 * else stores the message like `POST /api/contact` (DESIGN 4).
 */
export async function contactFormAction(request: Request, deps: Deps) {
  const draft = readContactForm(await request.formData());
  const t = createTranslate(catalogFor(languageOf(request).language));
  const values = contactPayload(draft);
  if (isHoneypotFilled(draft)) return { ok: true } satisfies ContactActionData;
  const checked = validateContact(t, draft);
  if (checked.errors) {
    return data({ ok: false, errors: checked.errors, values } satisfies ContactActionData, {
      status: 400,
    });
  }
  const endpoint = deps.config.CONTACT_ENDPOINT;
  if (endpoint) {
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(contactPayload(draft)),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) return { ok: true } satisfies ContactActionData;
      deps.logger.warn("contact.endpoint_refused", { status: response.status });
    } catch (error) {
      deps.logger.warn("contact.endpoint_failed", { error });
    }
    return data({ ok: false, failed: true, values } satisfies ContactActionData, { status: 502 });
  }
  const result = await saveContactMessage(deps, draft, contactMessagesIn(t));
  if (!result.ok) {
    return data({ ok: false, errors: result.fields, values } satisfies ContactActionData, {
      status: 400,
    });
  }
  return { ok: true } satisfies ContactActionData;
}
