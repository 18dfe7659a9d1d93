import { type AppLoadContext, data } from "react-router";
import { languageOf } from "#domain/preferences";
import { contactLimiter, saveContactMessage } from "#server/contact/contact.server";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "#server/db/availability.server";
import type { AppServices } from "#server/spine/context";
import { loadCatalog, messagesWith } from "~/i18n/catalogs";
import { createTranslate } from "~/i18n/translate";
import {
  type ContactActionData,
  contactMessagesIn,
  contactPayload,
  isHoneypotFilled,
  readContactForm,
  validateContact,
} from "./site-contact";

/**
 * One address may not send too many messages. The no-JavaScript form shares the
 * API's per-address budget, counted here, once, with the address the server
 * puts in the load context.
 */
function retryAfter(deps: AppServices, clientAddress: string): Promise<number> {
  return contactLimiter(deps).hit(`contact:${clientAddress}`);
}

/**
 * The contact form without JavaScript: a plain form post to the page, answered with the
 * same page showing success or the field errors. Posts to CONTACT_ENDPOINT when set,
 * else stores the message like `POST /api/contact`.
 */
export async function contactFormAction(request: Request, context: AppLoadContext) {
  const draft = readContactForm(await request.formData());
  try {
    return await sendContactForm(request, context, draft);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // The database is down (the limiter counts there too): the page says the message did not
    // go, with a 503 as the API answers, instead of the error page's 500.
    const values = contactPayload(draft);
    return data({ ok: false, failed: "refused", values } satisfies ContactActionData, {
      status: 503,
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
    });
  }
}

async function sendContactForm(
  request: Request,
  context: AppLoadContext,
  draft: ReturnType<typeof readContactForm>,
) {
  const { deps, clientAddress } = context;
  const { language } = languageOf(request);
  await loadCatalog(language);
  const { texts } = await deps.siteTexts.forPage(language);
  const t = createTranslate(messagesWith(language, texts));
  const values = contactPayload(draft);
  if (isHoneypotFilled(draft)) return { ok: true } satisfies ContactActionData;
  const wait = await retryAfter(deps, clientAddress);
  if (wait > 0) {
    return data({ ok: false, failed: "rate_limited", values } satisfies ContactActionData, {
      status: 429,
      headers: { "Retry-After": String(wait) },
    });
  }
  const checked = validateContact(contactMessagesIn(t), draft);
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
    return data({ ok: false, failed: "refused", values } satisfies ContactActionData, {
      status: 502,
    });
  }
  const result = await saveContactMessage(deps, draft, contactMessagesIn(t));
  if (!result.ok) {
    return data({ ok: false, errors: result.fields, values } satisfies ContactActionData, {
      status: 400,
    });
  }
  return { ok: true } satisfies ContactActionData;
}

/**
 * The route `headers` of the pages that carry the form: the layout's headers, plus the action's
 * Retry-After on a 429 or a 503 (React Router sends an action's headers only through this export).
 */
export function contactPageHeaders({
  parentHeaders,
  actionHeaders,
}: {
  parentHeaders: Headers;
  actionHeaders: Headers;
}) {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
