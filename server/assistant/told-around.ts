/**
 * Which of a question's words are told around what is asked: the visitor's own business, who they
 * are, what they add after a question, read from the question's clauses and sentences.
 */

/** Where each of a question's words stands, and what its clauses and sentences are. */
export interface QuestionShape {
  /** Each word's clause: the question's parts between commas, colons, dashes and full stops. */
  readonly clause: readonly number[];
  /** Each word's sentence: the question's parts between full stops and question marks. */
  readonly sentence: readonly number[];
  /** Each word is a number alone: how many of the visitor's things ('40 lawyers', '3 sites'). */
  readonly number: readonly boolean[];
  /** The clauses ending with a question mark: what is asked, before what the visitor tells. */
  readonly questionEnds: ReadonlySet<number>;
  /** The sentences ending with a full stop or an exclamation mark: what the visitor tells. */
  readonly toldSentences: ReadonlySet<number>;
  /** The clauses opening on the visitor saying who they are ('nous sommes une…', 'نحن…'). */
  readonly beingClauses: ReadonlySet<number>;
}

/**
 * Each word is in a clause telling the visitor's own business ('chaîne de salles de sport, …',
 * 'shipping agency in Jebel Ali, do you cover the UAE?'): a clause holding fewer of the site's
 * words (`known`) than of others, before a clause holding two of the site's words or more, what
 * is asked of the firm, or after such a clause ending with a question mark ('do you build
 * dashboards? we're a farming cooperative…'). So is a clause opening on who the visitor is
 * ('nous sommes une…', 'نحن…'), whatever its words, before or after such a clause, or after a
 * question holding one of the site's words ('vous êtes basés où ? on est une…'); a clause after
 * a question holding no more of the site's words than of others, numbers aside ('who publishes
 * the site? need it for a supplier form'); and every clause of a sentence ended by a full stop
 * (not an ellipsis) before a sentence asking two of the site's words or more ('regional courier,
 * our tracking runs on old boxes. can you move it to the cloud?'). A clause of the site's words
 * ('cloud migration, GDPR compliance') or with nothing asked around it ('le chatbot de ma banque
 * a bloqué ma carte, que faire ?') is no such thing.
 */
export function toldAround(known: readonly boolean[], shape: QuestionShape): boolean[] {
  const { clause: clauseOf, sentence, number, questionEnds, toldSentences, beingClauses } = shape;
  // Each clause's words counted once: the site's, the others, and the others but numbers ('3
  // sites' tells one of its words); each sentence's site words.
  const clauses = Math.max(-1, ...clauseOf) + 1;
  const site = new Array<number>(clauses).fill(0);
  const other = new Array<number>(clauses).fill(0);
  const others = new Array<number>(clauses).fill(0);
  const sentenceSite = new Map<number, number>();
  clauseOf.forEach((c, i) => {
    if (known[i]) {
      site[c]!++;
      const s = sentence[i]!;
      sentenceSite.set(s, (sentenceSite.get(s) ?? 0) + 1);
    } else {
      other[c]!++;
      if (!number[i]) others[c]!++;
    }
  });
  const askedAround = (clause: number, after: boolean) => {
    for (let c = 0; c < clauses; c++) {
      const before = c < clause && questionEnds.has(c);
      if (((c > clause && !after) || before) && site[c]! >= 2) return true;
    }
    return false;
  };
  // A question ended before the clause, holding one of the site's words or more: 'vous êtes
  // basés où ? on est une auto-école…'
  const askedBefore = (clause: number) =>
    site.some((count, c) => c < clause && questionEnds.has(c) && count >= 1);
  const askedLater = (sentence: number) =>
    [...sentenceSite].some(([s, count]) => s > sentence && !toldSentences.has(s) && count >= 2);
  return clauseOf.map(
    (clause, i) =>
      ((site[clause]! < other[clause]! || beingClauses.has(clause)) &&
        askedAround(clause, false)) ||
      (beingClauses.has(clause) && askedBefore(clause)) ||
      (others[clause]! > 0 && site[clause]! <= others[clause]! && askedAround(clause, true)) ||
      (toldSentences.has(sentence[i]!) && askedLater(sentence[i]!)),
  );
}
