import { Send, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { CHAT_REPLIES, CHAT_REPLY_DELAY_MS } from "~/config/site";
import { useI18n } from "~/i18n/i18n-provider";
import { buttonClass, cx } from "./ui";

/** Chat message: who wrote it and the text. */
interface ChatMessage {
  id: number;
  type: "bot" | "user";
  text: string;
}

/**
 * The chat panel, 350 x 500 px (smaller on narrow screens), titled 'Assistant ADA', with a
 * greeting; a question gets one of four canned replies after one second. No network call. Loaded
 * on the first open only (the home page's first load stays small).
 */
export default function ChatPanel({
  id,
  onClose,
  messages,
  setMessages,
}: {
  id: string;
  onClose: () => void;
  messages: ChatMessage[];
  setMessages: React.Dispatch<React.SetStateAction<ChatMessage[]>>;
}) {
  const { t } = useI18n();
  const [draft, setDraft] = useState("");
  const [typing, setTyping] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    inputRef.current?.focus();
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a message arrives
  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [messages, typing]);

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    // Send is disabled when the text is blank.
    if (!text) return;
    setMessages((list) => [...list, { id: list.length + 1, type: "user", text }]);
    setDraft("");
    setTyping(true);
    const timer = window.setTimeout(() => {
      const key = CHAT_REPLIES[Math.floor(Math.random() * CHAT_REPLIES.length)]!;
      setMessages((list) => [...list, { id: list.length + 1, type: "bot", text: t(key) }]);
      setTyping(false);
    }, CHAT_REPLY_DELAY_MS);
    timers.current.push(timer);
  };

  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      data-testid="chat-panel"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="flex h-[min(500px,calc(100dvh-6rem))] w-[min(350px,calc(100vw-2rem))] flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-2xl"
    >
      <header className="flex items-center justify-between gap-2 bg-primary px-4 py-3 text-primary-foreground">
        <h2 id={titleId} className="font-semibold">
          {t("chat.title")}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md p-1 hover:bg-primary-foreground/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-foreground"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{t("chat.close")}</span>
        </button>
      </header>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        className="flex flex-1 flex-col gap-3 overflow-y-auto p-4 text-sm"
      >
        <Bubble type="bot" label={t("chat.bot")} text={t("chat.greeting")} />
        {messages.map((message) => (
          <Bubble
            key={message.id}
            type={message.type}
            label={message.type === "bot" ? t("chat.bot") : t("chat.you")}
            text={message.text}
          />
        ))}
        {typing ? (
          <p className="text-xs text-muted-foreground" aria-hidden="true">
            {t("chat.typing")}
          </p>
        ) : null}
      </div>
      <form onSubmit={send} className="flex items-center gap-2 border-t p-3">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t("chat.inputLabel")}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t("chat.placeholder")}
          autoComplete="off"
          className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <button
          type="submit"
          className={buttonClass("default", "icon")}
          disabled={draft.trim() === ""}
        >
          <Send aria-hidden="true" className="rtl:-scale-x-100" />
          <span className="sr-only">{t("chat.send")}</span>
        </button>
      </form>
    </section>
  );
}

export type { ChatMessage };

function Bubble({ type, label, text }: { type: ChatMessage["type"]; label: string; text: string }) {
  return (
    <div className={cx("flex flex-col gap-1", type === "user" ? "items-end" : "items-start")}>
      <span className="sr-only">{label}</span>
      <p
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
