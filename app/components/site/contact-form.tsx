import { useRef, useState } from "react";
import type { MessageKey } from "#domain/i18n/fr";
import { useI18n } from "~/i18n/i18n-provider";
import type { ContactActionData, ContactErrors, ContactField } from "~/lib/site-contact";
import { useSiteData } from "~/lib/site-data";
import { buttonClass, cx, fieldClass, labelClass } from "./ui";

const FIELDS: {
  name: ContactField;
  label: MessageKey;
  required: boolean;
  type?: string;
  autoComplete: string;
}[] = [
  { name: "name", label: "contact.form.name", required: true, autoComplete: "name" },
  {
    name: "email",
    label: "contact.form.email",
    required: true,
    type: "email",
    autoComplete: "email",
  },
  { name: "phone", label: "contact.form.phone", required: false, type: "tel", autoComplete: "tel" },
  {
    name: "company",
    label: "contact.form.company",
    required: false,
    autoComplete: "organization",
  },
];

/**
 * The contact form. With JavaScript it posts JSON to `/api/contact`, or to
 * CONTACT_ENDPOINT when configured (Content-Type and Accept JSON; an ok answer is a success) and
 * answers with the product's toasts; without JavaScript the same form is a plain post to the page's
 * action, which answers with the page (`result`).
 */
export function ContactForm({
  action,
  endpoint,
  result,
  asPage = false,
}: {
  /** The page's own URL for the no-JavaScript post ("/contact", or "/?index" on the home page). */
  action: string;
  endpoint: string | null;
  result?: ContactActionData;
  /** On the contact page the form's title is an h2; on the home page an h3. */
  asPage?: boolean;
}) {
  const { t } = useI18n();
  // The honeypot's name comes from domain/contact.ts through the loader, so zod stays out of the
  // page's first load.
  const { contactHoneypot } = useSiteData();
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const [errors, setErrors] = useState<ContactErrors>(
    result && !result.ok && "errors" in result ? result.errors : {},
  );
  const [sent, setSent] = useState(result?.ok === true);
  const failed = result !== undefined && !result.ok && "failed" in result;
  const initial = result && !result.ok ? result.values : {};

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    setSent(false);
    // The schema (zod) and the toasts (sonner) load on the first submit only, keeping the home
    // page's first-load JavaScript small.
    let modules: [typeof import("~/lib/site-contact"), typeof import("sonner")];
    try {
      modules = await Promise.all([import("~/lib/site-contact"), import("sonner")]);
    } catch {
      // The chunks could not load: the plain form post still delivers the message.
      busy.current = false;
      form.submit();
      return;
    }
    const [{ readContactForm, validateContact, contactPayload, isHoneypotFilled }, { toast }] =
      modules;
    const draft = readContactForm(new FormData(form));
    const checked = validateContact(t, draft);
    if (checked.errors) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      busy.current = false;
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      // A bot that filled the hidden field is answered as if it had succeeded.
      const ok = isHoneypotFilled(draft)
        ? true
        : (
            await fetch(endpoint ?? "/api/contact", {
              method: "POST",
              headers: { "Content-Type": "application/json", Accept: "application/json" },
              body: JSON.stringify(contactPayload(draft)),
            })
          ).ok;
      if (ok) {
        toast.success(t("contact.toast.successTitle"), {
          description: t("contact.toast.successDescription"),
        });
        form.reset();
      } else {
        toast.error(t("contact.toast.errorTitle"), {
          description: t("contact.toast.errorDescription"),
        });
      }
    } catch {
      toast.error(t("contact.toast.errorTitle"), {
        description: t("contact.toast.networkError"),
      });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  const Title = asPage ? "h2" : "h3";
  const describedBy = (name: ContactField) => (errors[name] ? `contact-${name}-error` : undefined);

  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <Title id="contact-form-title" className="text-xl font-semibold">
        {t("contact.form.title")}
      </Title>
      <p className="text-sm text-muted-foreground">{t("contact.form.requiredNote")}</p>
      {sent ? (
        <p
          role="status"
          className="rounded-md border border-green-600/40 bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100"
        >
          {t("contact.form.sent")}
        </p>
      ) : null}
      {failed ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/50 p-3 text-sm text-destructive"
        >
          {t("contact.toast.errorDescription")}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.name} className="space-y-2">
            <label className={labelClass} htmlFor={`contact-${field.name}`}>
              {t(field.label)}
              {field.required ? <RequiredMark /> : null}
            </label>
            <input
              id={`contact-${field.name}`}
              name={field.name}
              type={field.type ?? "text"}
              autoComplete={field.autoComplete}
              required={field.required}
              defaultValue={initial[field.name] ?? ""}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={describedBy(field.name)}
              dir={field.type === "email" || field.type === "tel" ? "ltr" : undefined}
              className={cx(
                fieldClass,
                "h-10",
                (field.type === "email" || field.type === "tel") && "rtl:text-end",
              )}
            />
            <FieldError id={`contact-${field.name}-error`} message={errors[field.name]} />
          </div>
        ))}
      </div>
      <div className="space-y-2">
        <label className={labelClass} htmlFor="contact-message">
          {t("contact.form.message")}
          <RequiredMark />
        </label>
        <textarea
          id="contact-message"
          className={cx(fieldClass, "min-h-20")}
          name="message"
          rows={6}
          required
          defaultValue={initial.message ?? ""}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
        />
        <FieldError id="contact-message-error" message={errors.message} />
      </div>
      {/* The honeypot, out of sight and out of the accessibility tree. */}
      <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t("contact.form.honeypot")}</label>
        <input
          id="contact-website"
          name={contactHoneypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button type="submit" disabled={submitting} className={buttonClass("default", "lg")}>
        {submitting ? t("contact.form.sending") : t("contact.form.submit")}
      </button>
    </form>
  );
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-destructive">
      *
    </span>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
