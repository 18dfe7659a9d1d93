import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { useI18n } from "~/i18n/i18n-provider";
import type { ChatMessage } from "./chat-panel";
import { buttonClass, cx } from "./ui";

const ChatPanel = lazy(() => import("./chat-panel"));

/**
 * The scripted chat widget of the home page: a floating button at the bottom corner on
 * the reading direction's end (right in LTR, left in RTL: docs/decisions/032) opening the panel.
 * The conversation is kept while the panel is closed and opened again.
 */
export function ChatWidget() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <div className="fixed bottom-4 end-4 z-40 flex flex-col items-end gap-3 sm:bottom-6 sm:end-6">
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} onClose={close} messages={messages} setMessages={setMessages} />
        </Suspense>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        className={cx(
          buttonClass("default", "none"),
          "size-14 rounded-full shadow-lg [&_svg]:size-6",
        )}
      >
        {open ? <X aria-hidden="true" /> : <MessageCircle aria-hidden="true" />}
        <span className="sr-only">{open ? t("chat.close") : t("chat.open")}</span>
      </button>
    </div>
  );
}
