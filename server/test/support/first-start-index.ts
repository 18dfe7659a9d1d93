import { expect } from "vitest";
import { seedRows } from "#testing/assistant/content";
import { assistantDocuments } from "../../assistant/documents";
import { AssistantIndex } from "../../assistant/retrieval";

type Lang = "fr" | "en" | "ar";

/** The assistant's index over the first start's content, and the checks its tests read it with. */
export function firstStartIndex() {
  const documents = assistantDocuments(seedRows());
  const index = new AssistantIndex(documents);
  /** The pages answering a question, best first: it is answered, not handed over. */
  const shown = (question: string, lang: Lang) => {
    const answer = index.search(question, lang);
    expect(answer.handover, question).toBe(false);
    return answer.sources.map((source) => source.url);
  };
  /** The first page answering a question is `url`. */
  const firstIs = (question: string, lang: Lang, url: string) =>
    expect(shown(question, lang)[0], question).toBe(url);
  /** A question nothing answers: handed over, with no page. */
  const findsNothing = (question: string, lang: Lang) =>
    expect(index.search(question, lang), question).toMatchObject({ handover: true, sources: [] });
  return { documents, index, shown, firstIs, findsNothing };
}
