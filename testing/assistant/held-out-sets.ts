import { type EvaluationQuestion, HELD_OUT } from "./evaluation";
import { HELD_OUT_3 } from "./held-out-3";
import { HELD_OUT_4 } from "./held-out-4";
import { HELD_OUT_5 } from "./held-out-5";
import { HELD_OUT_6 } from "./held-out-6";
import { HELD_OUT_7 } from "./held-out-7";
import { HELD_OUT_8 } from "./held-out-8";
import { HELD_OUT_9 } from "./held-out-9";
import { HELD_OUT_10 } from "./held-out-10";
import { HELD_OUT_11 } from "./held-out-11";
import { HELD_OUT_12 } from "./held-out-12";
import { HELD_OUT_13 } from "./held-out-13";
import { HELD_OUT_14 } from "./held-out-14";
import { HELD_OUT_15 } from "./held-out-15";
import { HELD_OUT_16 } from "./held-out-16";
import { HELD_OUT_17 } from "./held-out-17";
import { HELD_OUT_18 } from "./held-out-18";
import { HELD_OUT_19 } from "./held-out-19";
import { HELD_OUT_20 } from "./held-out-20";

/** A set of questions the retrieval is not tuned on: its figures' key and its budgets' name. */
export interface HeldOutSet {
  key: string;
  name: string;
  questions: EvaluationQuestion[];
}

/**
 * The held-out sets, each measured and reported apart by the bench (its figures under `key`, its
 * budgets' rows named `name`): a set added here is measured with the others. The second set was
 * written blind; the third and fourth before the retrieval they measure changed; each of the fifth
 * to the twentieth blind, from the first start's content only, while the one before was tuned
 * on. The second to the nineteenth were then read and tuned on by class of miss (decisions 193,
 * 195, 197, 198, 200, 202, 203, 204, 205, 206, 207, 209, 210, 211, 213 and 214): spent. The
 * twentieth, written blind while the nineteenth was tuned on, is the one nobody who changed the
 * retrieval has read.
 */
export const HELD_OUT_SETS = [
  { key: "held_out", name: "held out", questions: HELD_OUT },
  { key: "held_out_3", name: "third held-out set", questions: HELD_OUT_3 },
  { key: "held_out_4", name: "fourth held-out set", questions: HELD_OUT_4 },
  { key: "held_out_5", name: "fifth held-out set", questions: HELD_OUT_5 },
  { key: "held_out_6", name: "sixth held-out set", questions: HELD_OUT_6 },
  { key: "held_out_7", name: "seventh held-out set", questions: HELD_OUT_7 },
  { key: "held_out_8", name: "eighth held-out set", questions: HELD_OUT_8 },
  { key: "held_out_9", name: "ninth held-out set", questions: HELD_OUT_9 },
  { key: "held_out_10", name: "tenth held-out set", questions: HELD_OUT_10 },
  { key: "held_out_11", name: "eleventh held-out set", questions: HELD_OUT_11 },
  { key: "held_out_12", name: "twelfth held-out set", questions: HELD_OUT_12 },
  { key: "held_out_13", name: "thirteenth held-out set", questions: HELD_OUT_13 },
  { key: "held_out_14", name: "fourteenth held-out set", questions: HELD_OUT_14 },
  { key: "held_out_15", name: "fifteenth held-out set", questions: HELD_OUT_15 },
  { key: "held_out_16", name: "sixteenth held-out set", questions: HELD_OUT_16 },
  { key: "held_out_17", name: "seventeenth held-out set", questions: HELD_OUT_17 },
  { key: "held_out_18", name: "eighteenth held-out set", questions: HELD_OUT_18 },
  { key: "held_out_19", name: "nineteenth held-out set", questions: HELD_OUT_19 },
  { key: "held_out_20", name: "twentieth held-out set", questions: HELD_OUT_20 },
] as const satisfies readonly HeldOutSet[];

export type HeldOutKey = (typeof HELD_OUT_SETS)[number]["key"];
