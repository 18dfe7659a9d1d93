import type { ContactErrors } from "~/lib/site-contact";
import type { ContactTexts } from "./contact-check";

/**
 * The contact forms (`form[data-contact-form]`). Without JavaScript each is a plain post to its
 * page, which answers with the page. Bound, a submit is checked in the browser with the server's
 * zod schema (loaded on the first submit only), errors shown beside each field and the first
 * invalid field focused; a valid message is posted as JSON to `data-endpoint` (/api/contact, or
 * CONTACT_ENDPOINT when configured; an ok answer is a success), the button reads 'sending' while
 * it is on its way, and the outcome is written in the form's live regions (`role="status"` for
 * the success, `role="alert"` for a failure). The module that checks cannot load: the plain post
 * still delivers the message.
 */
export function bindContactForms(scope: ParentNode) {
  for (const form of scope.querySelectorAll<HTMLFormElement>("form[data-contact-form]")) {
    bindContactForm(form);
  }
}

function bindContactForm(form: HTMLFormElement) {
  const texts = JSON.parse(form.dataset.texts ?? "{}") as ContactTexts;
  const endpoint = form.dataset.endpoint ?? "/api/contact";
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const sent = form.querySelector<HTMLElement>("[data-contact-sent] > p");
  const failed = form.querySelector<HTMLElement>("[data-contact-failed] > div");
  const failedTitle = failed?.querySelector<HTMLElement>("[data-contact-failed-title]");
  const failedMessage = failed?.querySelector<HTMLElement>("[data-contact-failed-message]");
  let busy = false;

  // The outcome is written into the live regions (and removed from them), so it is announced.
  // A failure reads its title, then what happened (`title` empty: the sentence alone).
  const showOutcome = (outcome: "sent" | "failed" | null, message = "", title = "") => {
    if (sent) {
      sent.textContent = outcome === "sent" ? texts.sent : "";
      sent.hidden = outcome !== "sent";
    }
    if (failed && failedTitle && failedMessage) {
      failedTitle.textContent = outcome === "failed" ? title : "";
      failedTitle.hidden = title === "";
      failedMessage.textContent = outcome === "failed" ? message : "";
      failed.hidden = outcome !== "failed";
    }
  };
  const showErrors = (errors: ContactErrors) => {
    for (const field of form.querySelectorAll<HTMLInputElement>("[data-contact-field]")) {
      const message = errors[field.name as keyof ContactErrors];
      const note = form.querySelector<HTMLElement>(`#${field.id}-error`);
      if (note) {
        note.textContent = message ?? "";
        note.hidden = !message;
      }
      if (message) {
        field.setAttribute("aria-invalid", "true");
        field.setAttribute("aria-describedby", `${field.id}-error`);
      } else {
        field.removeAttribute("aria-invalid");
        field.removeAttribute("aria-describedby");
      }
    }
  };
  const setSending = (sending: boolean) => {
    if (!submit) return;
    submit.disabled = sending;
    submit.textContent = sending ? texts.sending : texts.submit;
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
    const { errors, payload, honeypot } = check.checkContact(texts, new FormData(form));
    showErrors(errors ?? {});
    if (errors) {
      const first = Object.keys(errors)[0];
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      busy = false;
      return;
    }
    setSending(true);
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
        // The server's 429 sentence, in the page's language.
        showOutcome("failed", status === 429 ? texts.rateLimited : texts.failed, texts.failedTitle);
      }
    } catch {
      showOutcome("failed", texts.network);
    } finally {
      busy = false;
      setSending(false);
    }
  });
}
