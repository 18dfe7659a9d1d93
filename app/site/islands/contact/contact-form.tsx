import type { MessageKey } from "#domain/i18n/fr";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/utils";
import { buttonClass, fieldClass, labelClass } from "~/site/components/classes";
import type { ContactActionData, ContactErrors, ContactField } from "~/site/lib/site-contact";
import { useSiteData } from "~/site/lib/site-data";
import { Island } from "../island";
import { contactIsland } from "./contact.island";

const { part } = contactIsland;
/** A live region of the form's outcome: focused by its script, without a ring, below the header. */
const OUTCOME = "scroll-mt-24 focus:outline-none";

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
 * The contact form, rendered on the server. Without JavaScript it is a plain post to the page's
 * action, which answers with the page (`result`: field errors, success or failure in the form's
 * live regions). Its island checks it in the browser with the same schema and posts JSON to
 * `/api/contact`, or to CONTACT_ENDPOINT when configured; the outcomes it shows are the templates
 * rendered here, by the components the no-JavaScript answer uses.
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
  const { contactHoneypot } = useSiteData();
  const errors: ContactErrors = result && !result.ok && "errors" in result ? result.errors : {};
  const sent = result?.ok === true;
  const failed = result !== undefined && !result.ok && "failed" in result ? result.failed : null;
  const initial = result && !result.ok ? result.values : {};
  const Title = asPage ? "h2" : "h3";

  return (
    <Island
      name="contact"
      props={{
        endpoint: endpoint ?? "/api/contact",
        messages: {
          required: t("contact.form.errorRequired"),
          invalidEmail: t("contact.form.errorEmail"),
          tooLong: t("contact.form.errorTooLong", { max: "{max}" }),
        },
        sending: t("contact.form.sending"),
      }}
      method="post"
      action={action}
      noValidate
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <Title id="contact-form-title" className="text-xl font-semibold">
        {t("contact.form.title")}
      </Title>
      <p className="text-sm text-muted-foreground">{t("contact.form.requiredNote")}</p>
      {/* The live regions are always there (empty until something happens), so a message
          written into them by the script is announced; the script brings the one it wrote
          into view and focus (focusable by script only, clear of the sticky header). */}
      <div role="status" tabIndex={-1} className={OUTCOME} {...part("status")}>
        {sent ? <Sent /> : null}
      </div>
      <div role="alert" tabIndex={-1} className={OUTCOME} {...part("alert")}>
        {failed === "rate_limited" ? <RateLimited /> : failed ? <Failed /> : null}
      </div>
      <template {...part("sent")}>
        <Sent />
      </template>
      <template {...part("failed")}>
        <Failed />
      </template>
      <template {...part("rateLimited")}>
        <RateLimited />
      </template>
      <template {...part("networkError")}>
        <Failure message={t("contact.toast.networkError")} />
      </template>
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
              aria-describedby={`contact-${field.name}-error`}
              dir={field.type === "email" || field.type === "tel" ? "ltr" : undefined}
              className={cn(
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
          className={cn(fieldClass, "min-h-20")}
          name="message"
          rows={6}
          required
          defaultValue={initial.message ?? ""}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby="contact-message-error"
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
      <button type="submit" {...part("submit")} className={buttonClass("default", "lg")}>
        {t("contact.form.submit")}
      </button>
    </Island>
  );
}

function Sent() {
  const { t } = useI18n();
  return (
    <p className="rounded-md border border-green-600/40 bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100">
      {t("contact.form.sent")}
    </p>
  );
}

/** A failure: its title (none when the network failed), then what happened. */
function Failure({ title, message }: { title?: string; message: string }) {
  return (
    <div className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p>{message}</p>
    </div>
  );
}

function Failed() {
  const { t } = useI18n();
  return (
    <Failure title={t("contact.toast.errorTitle")} message={t("contact.toast.errorDescription")} />
  );
}

/** The server's answer to too many messages from one address, in the page's language. */
function RateLimited() {
  const { t } = useI18n();
  return <Failure title={t("contact.toast.errorTitle")} message={t("contact.toast.rateLimited")} />;
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-destructive">
      *
    </span>
  );
}

/** Always rendered (hidden when empty): its field is described by it, and the island fills it. */
function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} hidden={!message} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
