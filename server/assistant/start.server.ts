import type { AppServices } from "../spine/context";
import { purgeOldFeedback } from "./feedback.server";
import { purgeOldAnswers } from "./reply.server";
import { purgeOldUnanswered } from "./unanswered.server";

/**
 * At start, beside the requests: the index is built in the background (the first question does
 * not pay for it); the unanswered questions, the ratings and the days' counts past their 90
 * days and the answers kept past their day are purged now and daily.
 * Returns what stops the daily purge.
 */
export function startAssistant(deps: Pick<AppServices, "assistant" | "database" | "logger">) {
  deps.assistant.index().catch(() => {});
  const purge = () =>
    Promise.all([purgeOldUnanswered(deps), purgeOldAnswers(deps), purgeOldFeedback(deps)]).catch(
      (error: unknown) => deps.logger.warn("assistant.purge_failed", { error }),
    );
  void purge();
  const timer = setInterval(purge, 86_400_000);
  timer.unref();
  return () => clearInterval(timer);
}
