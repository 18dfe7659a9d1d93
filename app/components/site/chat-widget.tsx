import { MessageCircle, X } from "lucide-react";
import { CHAT_REPLIES, CHAT_REPLY_DELAY_MS } from "~/config/site";
import { useI18n } from "~/i18n/i18n-provider";
import type { ChatTexts } from "~/islands/chat";
import { buttonClass, cx } from "./ui";

/**
 * The scripted chat widget of the home page: a floating button at the bottom corner on the
 * reading direction's end (right in LTR, left in RTL: docs/decisions/032). The server renders the
 * button and every text of the conversation (data attributes); app/islands/chat.ts makes the
 * panel on the first open and answers a question with one of the canned replies after
 * `data-reply-delay` ms. No network call.
 */
export function ChatWidget() {
  const { t } = useI18n();
  const texts: ChatTexts = {
    title: t("chat.title"),
    greeting: t("chat.greeting"),
    close: t("chat.close"),
    inputLabel: t("chat.inputLabel"),
    placeholder: t("chat.placeholder"),
    send: t("chat.send"),
    bot: t("chat.bot"),
    you: t("chat.you"),
    typing: t("chat.typing"),
  };
  return (
    <div
      data-chat=""
      data-texts={JSON.stringify(texts)}
      data-replies={JSON.stringify(CHAT_REPLIES.map((key) => t(key)))}
      data-reply-delay={CHAT_REPLY_DELAY_MS}
      data-open-label={t("chat.open")}
      data-close-label={t("chat.close")}
      className="fixed bottom-4 end-4 z-40 flex flex-col items-end gap-3 sm:bottom-6 sm:end-6"
    >
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
