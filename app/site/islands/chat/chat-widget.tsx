import { MessageCircle, Send, X } from "lucide-react";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/utils";
import { buttonClass } from "~/site/components/classes";
import { Icon } from "~/site/components/icon";
import { CHAT_REPLIES, CHAT_REPLY_DELAY_MS } from "~/site/lib/site-config";
import { Island } from "../island";
import { chatIsland } from "./chat.island";

const { part } = chatIsland;
const PANEL_ID = "chat-panel";

/**
 * The scripted chat widget of the home page: a floating button at the bottom corner on the
 * reading direction's end (right in LTR, left in RTL). The panel and its
 * messages are templates, cloned by the island on the first open and for each message.
 */
export function ChatWidget() {
  const { t } = useI18n();
  return (
    <Island
      name="chat"
      props={{
        replies: CHAT_REPLIES.map((key) => t(key)),
        replyDelay: CHAT_REPLY_DELAY_MS,
        openLabel: t("chat.open"),
        closeLabel: t("chat.close"),
      }}
      className="fixed bottom-4 end-4 z-40 flex flex-col items-end gap-3 sm:bottom-6 sm:end-6"
    >
      <button
        type="button"
        aria-expanded={false}
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
          {t("chat.open")}
        </span>
      </button>
      <template {...part("panel")}>
        <ChatPanel />
      </template>
      <template {...part("botMessage")}>
        <ChatMessage from="bot" />
      </template>
      <template {...part("userMessage")}>
        <ChatMessage from="user" />
      </template>
    </Island>
  );
}

/** The panel, 350 x 500 px (smaller on narrow screens), titled 'Assistant ADA', with a greeting. */
function ChatPanel() {
  const { t } = useI18n();
  return (
    <section
      id={PANEL_ID}
      role="dialog"
      aria-labelledby={`${PANEL_ID}-title`}
      data-testid="chat-panel"
      className="flex h-[min(500px,calc(100dvh-6rem))] w-[min(350px,calc(100vw-2rem))] flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-2xl"
    >
      <header className="flex items-center justify-between gap-2 bg-primary px-4 py-3 text-primary-foreground">
        <h2 id={`${PANEL_ID}-title`} className="font-semibold">
          {t("chat.title")}
        </h2>
        <button
          type="button"
          {...part("close")}
          className="rounded-md p-1 hover:bg-primary-foreground/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-foreground"
        >
          <Icon of={X} className="size-5" />
          <span className="sr-only">{t("chat.close")}</span>
        </button>
      </header>
      <div
        role="log"
        aria-live="polite"
        {...part("log")}
        className="flex flex-1 flex-col gap-3 overflow-y-auto p-4 text-sm"
      >
        <ChatMessage from="bot" text={t("chat.greeting")} />
        <p {...part("typing")} aria-hidden="true" hidden className="text-xs text-muted-foreground">
          {t("chat.typing")}
        </p>
      </div>
      <form {...part("form")} className="flex items-center gap-2 border-t p-3">
        <label className="sr-only" htmlFor={`${PANEL_ID}-input`}>
          {t("chat.inputLabel")}
        </label>
        <input
          id={`${PANEL_ID}-input`}
          {...part("input")}
          placeholder={t("chat.placeholder")}
          autoComplete="off"
          className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <button type="submit" disabled {...part("send")} className={buttonClass("default", "icon")}>
          <Icon of={Send} className="rtl:-scale-x-100" />
          <span className="sr-only">{t("chat.send")}</span>
        </button>
      </form>
    </section>
  );
}

/** One message of the conversation, the visitor's on the end side, the assistant's on the start. */
function ChatMessage({ from, text }: { from: "bot" | "user"; text?: string }) {
  const { t } = useI18n();
  return (
    <div className={cn("flex flex-col gap-1", from === "user" ? "items-end" : "items-start")}>
      <span className="sr-only">{from === "user" ? t("chat.you") : t("chat.bot")}</span>
      <p
        {...part("messageText")}
        className={cn(
          "max-w-[85%] rounded-lg px-3 py-2",
          from === "user" ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
        )}
      >
        {text}
      </p>
    </div>
  );
}
