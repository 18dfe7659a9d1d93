import { MessageCircle, Send, X } from "lucide-react";
import { CHAT_REPLIES, CHAT_REPLY_DELAY_MS } from "~/config/site";
import { useI18n } from "~/i18n/i18n-provider";
import { buttonClass, cx } from "./ui";

const PANEL_ID = "chat-panel";

/**
 * The scripted chat widget of the home page: a floating button at the bottom corner on the
 * reading direction's end (right in LTR, left in RTL: docs/decisions/032) opening a 350 x 500 px
 * panel (smaller on narrow screens) titled 'Assistant ADA' with a greeting. Rendered on the
 * server, panel hidden; app/islands/chat.ts opens it and answers a question with one of the
 * canned replies written here (`data-replies`) after `data-reply-delay` ms. No network call.
 */
export function ChatWidget() {
  const { t } = useI18n();
  const titleId = `${PANEL_ID}-title`;
  return (
    <div
      data-chat=""
      data-replies={JSON.stringify(CHAT_REPLIES.map((key) => t(key)))}
      data-reply-delay={CHAT_REPLY_DELAY_MS}
      data-open-label={t("chat.open")}
      data-close-label={t("chat.close")}
      className="fixed bottom-4 end-4 z-40 flex flex-col items-end gap-3 sm:bottom-6 sm:end-6"
    >
      <section
        id={PANEL_ID}
        role="dialog"
        aria-labelledby={titleId}
        data-testid="chat-panel"
        data-chat-panel=""
        hidden
        className="flex h-[min(500px,calc(100dvh-6rem))] w-[min(350px,calc(100vw-2rem))] flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-2xl"
      >
        <header className="flex items-center justify-between gap-2 bg-primary px-4 py-3 text-primary-foreground">
          <h2 id={titleId} className="font-semibold">
            {t("chat.title")}
          </h2>
          <button
            type="button"
            data-chat-close=""
            className="rounded-md p-1 hover:bg-primary-foreground/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-foreground"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("chat.close")}</span>
          </button>
        </header>
        <div
          role="log"
          aria-live="polite"
          className="flex flex-1 flex-col gap-3 overflow-y-auto p-4 text-sm"
        >
          <Bubble type="bot" label={t("chat.bot")} text={t("chat.greeting")} />
          <p
            data-chat-typing=""
            hidden
            className="text-xs text-muted-foreground"
            aria-hidden="true"
          >
            {t("chat.typing")}
          </p>
        </div>
        <form className="flex items-center gap-2 border-t p-3">
          <label htmlFor={`${PANEL_ID}-input`} className="sr-only">
            {t("chat.inputLabel")}
          </label>
          <input
            id={`${PANEL_ID}-input`}
            placeholder={t("chat.placeholder")}
            autoComplete="off"
            className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          <button type="submit" className={buttonClass("default", "icon")} disabled>
            <Send aria-hidden="true" className="rtl:-scale-x-100" />
            <span className="sr-only">{t("chat.send")}</span>
          </button>
        </form>
      </section>
      {/* The script copies these for each message. */}
      <template data-chat-bubble="bot">
        <Bubble type="bot" label={t("chat.bot")} text="" />
      </template>
      <template data-chat-bubble="user">
        <Bubble type="user" label={t("chat.you")} text="" />
      </template>
      <button
        type="button"
        aria-expanded={false}
        data-chat-toggle=""
        className={cx(
          buttonClass("default", "none"),
          "size-14 rounded-full shadow-lg [&_svg]:size-6",
        )}
      >
        <span data-chat-icon="open" className="contents">
          <MessageCircle aria-hidden="true" />
        </span>
        <span data-chat-icon="close" className="contents" hidden>
          <X aria-hidden="true" />
        </span>
        <span data-chat-label="" className="sr-only">
          {t("chat.open")}
        </span>
      </button>
    </div>
  );
}

function Bubble({ type, label, text }: { type: "bot" | "user"; label: string; text: string }) {
  return (
    <div className={cx("flex flex-col gap-1", type === "user" ? "items-end" : "items-start")}>
      <span className="sr-only">{label}</span>
      <p
        data-chat-text=""
        className={cx(
          "max-w-[85%] rounded-lg px-3 py-2",
          type === "user" ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
        )}
      >
        {text}
      </p>
    </div>
  );
}
