import { data } from "react-router";
import { catalogFor } from "~/i18n/catalogs.server";
import { createTranslate } from "~/i18n/translate";
import { contactLimiter, saveContactMessage } from "../../server/contact/contact.server";
import type { Deps } from "../../server/http/context";
import { RateLimiter } from "../../server/http/rate-limit.server";
import { languageOf } from "./preferences";
import {
  type ContactActionData,
  contactMessagesIn,
  contactPayload,
  isHoneypotFilled,
  readContactForm,
  validateContact,
} from "./site-contact";

/** Form posts whose sender's address is unknown share one budget (see `allowed`). */
const anonymousPosts = new WeakMap<Deps, RateLimiter>();

/**
 * CONTRACT 4: one address may not send too many messages. The page's request does not carry the
 * socket's address (the load context has none), so a post is counted per address only behind a
 * trusted proxy; otherwise all such posts share a wider budget, which still stops a flood through
 * this path around the API's limit.
 */
function allowed(request: Request, deps: Deps) {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (deps.config.TRUST_PROXY && forwarded) {
    return contactLimiter(deps).hit(`contact:${forwarded}`) === 0;
  }
  let limiter = anonymousPosts.get(deps);
  if (!limiter) {
    limiter = new RateLimiter(30, 10 * 60 * 1000);
    anonymousPosts.set(deps, limiter);
  }
  return limiter.hit("contact-form") === 0;
}

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
  if (!allowed(request, deps)) {
    return data({ ok: false, failed: true, values } satisfies ContactActionData, { status: 429 });
  }
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
