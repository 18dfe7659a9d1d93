/** English words' other spellings and forms, read as the word they write: the stemmer knows neither. */

/**
 * An English word's British spelling, its American '-ize' and '-yze' endings written '-ise' and
 * '-yse' ('modernizing' → 'modernising', 'analyze' → 'analyse'): the site may use either.
 */
export const britishSpelling = (word: string) =>
  word.replace(/([iy])z(e|es|ed|ing|ation|ations|er|ers)$/, "$1s$2");

/**
 * English verbs whose past forms no stemmer brings back to them, each with those forms: a past
 * form is also stemmed as its verb ('built' as 'build', 'kept' as 'keep', 'took' as 'take').
 */
const IRREGULAR_VERBS = [
  "be was were been",
  "begin began begun",
  "break broke broken",
  "bring brought",
  "build built",
  "buy bought",
  "choose chose chosen",
  "do did done",
  "drive drove driven",
  "feel felt",
  "find found",
  "get got gotten",
  "give gave given",
  "go went gone",
  "grow grew grown",
  "hold held",
  "keep kept",
  "know knew known",
  "lead led",
  "leave left",
  "lose lost",
  "make made",
  "meet met",
  "pay paid",
  "run ran",
  "say said",
  "see saw seen",
  "send sent",
  "show showed shown",
  "speak spoke spoken",
  "spend spent",
  "take took taken",
  "teach taught",
  "tell told",
  "think thought",
  "understand understood",
  "write wrote written",
];
export const IRREGULAR_FORMS = new Map(
  IRREGULAR_VERBS.flatMap((line) => {
    const [verb, ...forms] = line.split(" ");
    return forms.map((form) => [form, verb!] as const);
  }),
);
