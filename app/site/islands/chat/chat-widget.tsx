import { MessageCircle, RotateCcw, Send, X } from "lucide-react";
import type { MessageKey } from "#domain/i18n/fr";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/utils";
import { buttonClass } from "~/site/components/classes";
import { Icon } from "~/site/components/icon";
import { Island } from "../island";
import { chatIsland } from "./chat.island";

const { part } = chatIsland;
const PANEL_ID = "chat-panel";
/** The class of the panel's controls' focus ring, and of its text fields (one string, kept short). */
const FOCUS = "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
const FIELD = `h-10 min-w-0 rounded-md border border-input bg-background px-3 text-base sm:text-sm ${FOCUS}`;
const SUGGESTIONS: MessageKey[] = [
  "assistant.suggestion1",
  "assistant.suggestion2",
  "assistant.suggestion3",
];

/**
 * The assistant ADA of the home page: a floating toggle at the bottom corner on the reading
 * direction's end (right in LTR, left in RTL), a link to the contact page until the islands
 * script makes it a button. The panel, its messages, source cards and hand-over form are
 * templates, cloned by the panel's module (loaded on the first opening).
 */
export function ChatWidget() {
  const { t, language } = useI18n();
  return (
    <Island
      name="chat"
      props={{
        lang: language,
        openLabel: t("assistant.toggle"),
        closeLabel: t("assistant.close"),
        texts: {
          thinking: t("assistant.thinking"),
          rateLimited: t("assistant.error.rateLimited"),
          failed: t("assistant.error.failed"),
          invalid: t("assistant.error.invalid"),
          sending: t("assistant.handover.sending"),
          sent: t("assistant.handover.sent"),
          required: t("assistant.handover.errorRequired"),
          invalidEmail: t("assistant.handover.errorEmail"),
          tooLong: t("assistant.handover.errorTooLong"),
          consent: t("assistant.handover.errorConsent"),
        },
      }}
      className="fixed bottom-4 end-4 z-40 flex flex-col items-end gap-3 sm:bottom-6 sm:end-6"
    >
      <a
        href="/contact"
        data-becomes-button=""
        {...part("toggle")}
        className={cn(
          buttonClass("default", "none"),
          "size-14 rounded-full shadow-lg [&_svg]:size-6",
        )}
      >
        <span {...part("openIcon")} className="contents">
          <Icon of={MessageCircle} />
        </span>
        <span {...part("closeIcon")} className="contents" hidden>
          <Icon of={X} />
        </span>
        <span {...part("toggleLabel")} className="sr-only">
          {t("assistant.toggle")}
        </span>
      </a>
      <template {...part("panel")}>
        <ChatPanel />
      </template>
      <template {...part("botMessage")}>
        <ChatMessage from="bot" />
      </template>
      <template {...part("userMessage")}>
        <ChatMessage from="user" />
      </template>
      <template {...part("sources")}>
        <ul aria-label={t("assistant.sourcesLabel")} className="flex flex-col gap-2">
          <li {...part("source")}>
            <a
              {...part("sourceLink")}
              className={`flex flex-col rounded-md border bg-background px-3 py-2 hover:bg-accent ${FOCUS}`}
            >
              <span {...part("sourceTitle")} className="font-medium text-primary underline" />
              <span {...part("sourceExcerpt")} className="truncate text-xs text-muted-foreground" />
            </a>
          </li>
        </ul>
      </template>
      <template {...part("handover")}>
        <HandoverForm />
      </template>
    </Island>
  );
}

/**
 * The panel, 350 x 500 px (the whole width under 400 px), titled 'Assistant ADA': a greeting
 * and suggested questions, the conversation as a polite live log, the question's field.
 */
function ChatPanel() {
  const { t } = useI18n();
  const headerButton =
    "rounded-md p-1 hover:bg-primary-foreground/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-foreground [&_svg]:size-5";
  return (
    <section
      id={PANEL_ID}
      role="dialog"
      aria-labelledby={`${PANEL_ID}-title`}
      className="flex h-[min(500px,calc(100dvh-6rem))] w-[350px] flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-2xl max-[399px]:fixed max-[399px]:inset-x-0 max-[399px]:bottom-0 max-[399px]:h-[min(560px,100dvh)] max-[399px]:w-full max-[399px]:rounded-none"
    >
      <header className="flex items-center gap-2 bg-primary px-4 py-3 text-primary-foreground">
        <h2 id={`${PANEL_ID}-title`} className="flex-1 font-semibold">
          {t("assistant.title")}
        </h2>
        <button type="button" {...part("restart")} className={headerButton}>
          <Icon of={RotateCcw} />
          <span className="sr-only">{t("assistant.newConversation")}</span>
        </button>
        <button type="button" {...part("close")} className={headerButton}>
          <Icon of={X} />
          <span className="sr-only">{t("assistant.close")}</span>
        </button>
      </header>
      <div
        role="log"
        aria-live="polite"
        {...part("log")}
        className="flex flex-1 flex-col gap-3 overflow-y-auto p-4 text-sm"
      >
        <ChatMessage from="bot" text={t("assistant.greeting")} />
        <div {...part("suggestions")} className="flex flex-wrap gap-2">
          {SUGGESTIONS.map((key) => (
            <button
              key={key}
              type="button"
              {...part("suggestion")}
              className={`rounded-full border px-3 py-1 text-start hover:bg-accent ${FOCUS}`}
            >
              {t(key)}
            </button>
          ))}
        </div>
      </div>
      <form {...part("form")} className="flex items-center gap-2 border-t p-3">
        <label className="sr-only" htmlFor={`${PANEL_ID}-input`}>
          {t("assistant.inputLabel")}
        </label>
        <input
          id={`${PANEL_ID}-input`}
          {...part("input")}
          placeholder={t("assistant.placeholder")}
          autoComplete="off"
          maxLength={500}
          className={`flex-1 placeholder:text-muted-foreground ${FIELD}`}
        />
        <button type="submit" disabled {...part("send")} className={buttonClass("default", "icon")}>
          <Icon of={Send} className="rtl:-scale-x-100" />
          <span className="sr-only">{t("assistant.send")}</span>
        </button>
      </form>
    </section>
  );
}

/** One message of the conversation, the visitor's on the end side, the assistant's on the start. */
function ChatMessage({ from, text }: { from: "bot" | "user"; text?: string }) {
  const { t } = useI18n();
  return (
    <div className={cn("flex flex-col gap-2", from === "user" ? "items-end" : "items-start")}>
      <span className="sr-only">{from === "user" ? t("assistant.you") : t("assistant.bot")}</span>
      <p
        {...part("messageText")}
        className={cn(
          "max-w-[85%] whitespace-pre-line rounded-lg px-3 py-2",
          from === "user" ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
        )}
      >
        {text}
      </p>
    </div>
  );
}

/**
 * The hand-over form, put in the conversation when the assistant has no good answer or the
 * visitor asks for a person: name, e-mail, and the consent sentence with its link to the privacy
 * page. Each field's note holds its error.
 */
function HandoverForm() {
  const { t } = useI18n();
  const [before, after = ""] = t("assistant.handover.consent").split("{privacy}");
  const id = (name: string) => `${PANEL_ID}-handover-${name}`;
  const note = (name: string) => (
    <p id={id(`${name}-error`)} hidden className="text-xs text-destructive" />
  );
  const field = (name: "name" | "email", label: MessageKey) => (
    <div className="flex flex-col gap-1">
      <label className="font-medium" htmlFor={id(name)}>
        {t(label)}
      </label>
      <input
        id={id(name)}
        name={name}
        type={name === "email" ? "email" : "text"}
        autoComplete={name}
        aria-describedby={id(`${name}-error`)}
        dir={name === "email" ? "ltr" : undefined}
        className={FIELD}
      />
      {note(name)}
    </div>
  );
  return (
    <form
      noValidate
      aria-label={t("assistant.handover.title")}
      className="flex flex-col gap-3 rounded-lg border p-3"
    >
      <p className="font-medium">{t("assistant.handover.title")}</p>
      {field("name", "assistant.handover.name")}
      {field("email", "assistant.handover.email")}
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-xs">
          <input
            name="consent"
            type="checkbox"
            aria-describedby={id("consent-error")}
            className="mt-0.5 size-4 shrink-0"
          />
          <span>
            {before}
            <a href="/privacy" className="underline underline-offset-2">
              {t("assistant.handover.privacyLink")}
            </a>
            {after}
          </span>
        </label>
        {note("consent")}
      </div>
      <button type="submit" {...part("handoverSend")} className={buttonClass("default", "sm")}>
        {t("assistant.handover.send")}
      </button>
      <p
        {...part("handoverStatus")}
        role="alert"
        className="text-xs text-destructive empty:hidden"
      />
    </form>
  );
}
