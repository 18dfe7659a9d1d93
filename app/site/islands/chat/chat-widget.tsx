import { MessageCircle, X } from "lucide-react";
import { bookingAddress } from "#domain/assistant";
import type { MessageKey } from "#domain/i18n/fr";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/utils";
import { buttonClass } from "~/site/components/classes";
import { Icon } from "~/site/components/icon";
import { Island } from "../island";
import { chatIsland } from "./chat.island";

const { part } = chatIsland;
const SUGGESTIONS: MessageKey[] = [
  "assistant.suggestion1",
  "assistant.suggestion2",
  "assistant.suggestion3",
];

/**
 * The assistant ADA of the home page: a floating toggle at the bottom corner on the reading
 * direction's end (right in LTR, left in RTL), a link to the contact page until the islands
 * script makes it a button. The panel, its messages, source cards and hand-over form are built
 * by the panel's module (loaded on the first opening) from the texts in the props: the page
 * carries their texts, not their markup.
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
          feedbackThanks: t("assistant.feedback.thanks"),
          feedbackAlready: t("assistant.feedback.already"),
          feedbackExpired: t("assistant.feedback.expired"),
          replyTime: t("assistant.handover.replyTime"),
        },
        labels: {
          title: t("assistant.title"),
          newConversation: t("assistant.newConversation"),
          greeting: t("assistant.greeting"),
          suggestions: SUGGESTIONS.map((key) => t(key)),
          inputLabel: t("assistant.inputLabel"),
          placeholder: t("assistant.placeholder"),
          send: t("assistant.send"),
          you: t("assistant.you"),
          bot: t("assistant.bot"),
          sources: t("assistant.sourcesLabel"),
          handoverTitle: t("assistant.handover.title"),
          name: t("assistant.handover.name"),
          email: t("assistant.handover.email"),
          consent: t("assistant.handover.consent"),
          privacyLink: t("assistant.handover.privacyLink"),
          handoverSend: t("assistant.handover.send"),
          feedbackQuestion: t("assistant.feedback.question"),
          feedbackYes: t("assistant.feedback.yes"),
          feedbackNo: t("assistant.feedback.no"),
          feedbackComment: t("assistant.feedback.comment"),
          feedbackSend: t("assistant.feedback.send"),
          booking: t("assistant.handover.booking"),
          newTab: t("assistant.newTab"),
        },
        bookingUrl: bookingAddress(t("assistant.handover.bookingUrl")),
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
    </Island>
  );
}
