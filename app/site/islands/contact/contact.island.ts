import type { ContactErrors, ContactField } from "~/site/lib/site-contact";
import { defineIsland, prop } from "../contract";
import { showFieldError, whileSending } from "../form-controls";

/**
 * The contact form. Without JavaScript it is a plain post to its page, which answers with the
 * page. Bound, a submit is checked in the browser with the server's zod schema (loaded on the
 * first submit only), each error shown in the note the field is described by and the first
 * invalid field focused; a valid message is posted as JSON to `endpoint` (/api/contact, or
 * CONTACT_ENDPOINT when configured; an ok answer is a success), the button reads `sending` while
 * it is on its way, and the outcome (a template) is put in the form's live region: the success in
 * `role="status"`, a failure in `role="alert"`. The module that checks cannot load: the plain post
 * still delivers the message.
 */
export const contactIsland = defineIsland({
  name: "contact",
  root: "form",
  props: prop.object({
    endpoint: prop.string(),
    messages: prop.object({
      required: prop.string(),
      invalidEmail: prop.string(),
      tooLong: prop.string(),
    }),
    sending: prop.string(),
  }),
  parts: {
    submit: "button",
    status: "div",
    alert: "div",
    sent: "template",
    failed: "template",
    rateLimited: "template",
    networkError: "template",
  },
  bind(form, { endpoint, messages, sending }, parts) {
    const submit = parts.one("submit");
    let busy = false;

    // The outcome is written in its live region, which is brought into view and focused: on a
    // phone the form's top is above the viewport once its last field is filled in.
    const showOutcome = (outcome: "sent" | "failed" | "rateLimited" | "networkError" | null) => {
      parts.one("status").replaceChildren(...(outcome === "sent" ? [parts.clone(outcome)] : []));
      parts
        .one("alert")
        .replaceChildren(...(outcome && outcome !== "sent" ? [parts.clone(outcome)] : []));
      if (!outcome) return;
      const region = parts.one(outcome === "sent" ? "status" : "alert");
      region.focus({ preventScroll: true });
      region.scrollIntoView({ block: "center" });
    };
    // The checked fields are those described by an error's note (empty and hidden while the
    // field is valid), in the form's order.
    const checkedFields = () =>
      [...form.elements].filter(
        (field): field is HTMLInputElement | HTMLTextAreaElement =>
          (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
          field.hasAttribute("aria-describedby"),
      );
    const showErrors = (errors: ContactErrors) => {
      for (const field of checkedFields())
        showFieldError(field, errors[field.name as ContactField]);
    };

    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (busy) return;
      busy = true;
      showOutcome(null);
      let check: typeof import("./contact-check");
      try {
        check = await import("./contact-check");
      } catch {
        busy = false;
        form.submit();
        return;
      }
      const { errors, payload, honeypot } = check.checkContact(messages, new FormData(form));
      showErrors(errors ?? {});
      if (errors) {
        checkedFields()
          .find((field) => errors[field.name as ContactField])
          ?.focus();
        busy = false;
        return;
      }
      const sent = whileSending(submit, sending);
      try {
        // A bot that filled the hidden field is answered as if it had succeeded.
        const status = honeypot
          ? 200
          : (
              await fetch(endpoint, {
                method: "POST",
                headers: { "Content-Type": "application/json", Accept: "application/json" },
                body: JSON.stringify(payload),
              })
            ).status;
        if (status >= 200 && status < 300) {
          form.reset();
          showOutcome("sent");
        } else {
          showOutcome(status === 429 ? "rateLimited" : "failed");
        }
      } catch {
        showOutcome("networkError");
      } finally {
        busy = false;
        sent();
      }
    });
    return undefined;
  },
});
