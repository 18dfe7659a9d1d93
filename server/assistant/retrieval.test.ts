import { describe, expect, it } from "vitest";
import type { AssistantDocument } from "./documents";
import { AssistantIndex } from "./retrieval";

/** A case study's document with a made-up word of its own, so that a search finds it alone. */
const study = (i: number, edition = 0): AssistantDocument => ({
  id: `fr:case_studies:${i}`,
  url: `/cases/etude-${i}`,
  for: "fr",
  lang: "fr",
  title: `Étude zorvex${i}q`,
  paragraphs: [
    `Prévision quimbral${i}x pour le client ${i}, édition ${edition} blorft${i}e${edition}.`,
  ],
});
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** The pages a search shows, best first. */
const found = (index: AssistantIndex, question: string) =>
  index.search(question, "fr").sources.map((source) => source.url);
const studies = (from: number, to: number, edition = 0) =>
  Array.from({ length: to - from }, (_, k) => study(from + k, edition));

describe("AssistantIndex cleaning what it discarded", () => {
  it("cleans the index within the update that discarded a tenth of it, with nothing left to run after", async () => {
    // 1,500 documents give several thousand terms: MiniSearch's own vacuuming walked them a
    // thousand at a time with pauses between, and an update in a pause killed the process.
    const index = new AssistantIndex(studies(0, 1_500));
    index.update(studies(300, 1_500));
    expect(index.dirt).toBe(0);
    // Changed texts are discarded and indexed again: the same rule. Updates come from reads of
    // the database, never two in one turn of the event loop.
    await nextTurn();
    index.update(studies(300, 1_500, 1));
    expect(index.dirt).toBe(0);
    await nextTurn();
    index.update([...studies(300, 1_200, 1), ...studies(2_000, 2_300)]);
    expect(index.dirt).toBe(0);

    expect(found(index, "zorvex1320q")).not.toContain("/cases/etude-1320");
    expect(found(index, "zorvex100q")).not.toContain("/cases/etude-100");
    expect(found(index, "zorvex2100q")[0]).toBe("/cases/etude-2100");
    expect(found(index, "blorft500e1")[0]).toBe("/cases/etude-500");
    expect(found(index, "zorvex500q")[0]).toBe("/cases/etude-500");
  });

  it("leaves a few discarded documents until they are a tenth of the index", () => {
    const index = new AssistantIndex(studies(0, 1_000));
    index.update(studies(50, 1_000));
    expect(index.dirt).toBe(50);
    expect(found(index, "zorvex10q")).not.toContain("/cases/etude-10");
    index.update(studies(120, 1_000));
    expect(index.dirt).toBe(0);
  });
});
