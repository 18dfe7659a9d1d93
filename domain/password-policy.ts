/**
 * What makes a password too weak (sign-up answers 422 `weak_password` with its
 * reasons; `npm run user:create` refuses the same passwords). Pure code, no node: imports.
 * Every check takes time linear in the password's length, and a password over
 * PASSWORD_MAX_LENGTH characters is refused before any other check runs.
 */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
/** From this length on, a passphrase (e.g. four lower-case words) needs no character mix. */
export const PASSPHRASE_LENGTH = 20;

export type WeakPasswordReason = "length" | "characters" | "email" | "common";

export interface PasswordWeakness {
  reason: WeakPasswordReason;
  message: string;
}

// The words behind most leaked passwords (English and French), compared after the
// normalisation below, so "P@ssw0rd2024!" or "Azerty123456" count as common too.
const COMMON_WORDS = new Set([
  "password",
  "passwort",
  "motdepasse",
  "admin",
  "administrator",
  "administrateur",
  "qwerty",
  "qwertyuiop",
  "azerty",
  "azertyuiop",
  "letmein",
  "welcome",
  "bienvenue",
  "iloveyou",
  "changeme",
  "secret",
  "soleil",
  "monkey",
  "dragon",
  "football",
  "sunshine",
  "princess",
  "trustno",
  "abc",
  "abcdef",
  "abcdefgh",
  "test",
  "login",
  "master",
  "superman",
]);

const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};

/** Fewer different characters than this is a pattern, not a password ("!!!!…", "aA1!aA1!…"). */
export const PASSWORD_MIN_DISTINCT = 6;

/**
 * The form the checks below compare: compatibility-normalised (full-width and other look-alike
 * forms become their plain letters), accents removed, lower case. "Pässword" is "password".
 */
function comparable(password: string): string {
  return password.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

const isAsciiLetter = (code: number) => code >= 97 && code <= 122;

/**
 * The word a password is built on: decorations at both ends dropped, look-alikes undone. The ends
 * are found by one scan from each side, never by a regular expression anchored at the end, which
 * retries from every position and takes time quadratic in the length.
 */
function baseWords(lower: string): string[] {
  const lettersOnly = lower.replace(/[^a-z]/g, "");
  let start = 0;
  while (start < lower.length && !isAsciiLetter(lower.charCodeAt(start))) start += 1;
  let end = lower.length;
  while (end > start && !isAsciiLetter(lower.charCodeAt(end - 1))) end -= 1;
  const core = lower
    .slice(start, end)
    .replace(/[013457@$]/g, (ch) => LEET[ch] ?? ch)
    .replace(/[^a-z]/g, "");
  return [lettersOnly, core];
}

const RUNS = ["0123456789".repeat(4), "abcdefghijklmnopqrstuvwxyz".repeat(2)];

/** A straight run such as "123456789012" or "abcdefghijkl". */
function isRun(lower: string): boolean {
  const compact = lower.replace(/[^a-z0-9]/g, "");
  if (compact.length === 0) return false;
  return RUNS.some((run) => run.includes(compact));
}

function characterClasses(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u].filter((re) =>
    re.test(password),
  ).length;
}

/**
 * Every reason this password is refused; an empty list means it is accepted. A password over the
 * maximum length is refused for that alone, before any other rule looks at it: the request body
 * may carry a megabyte.
 */
export function passwordWeaknesses(password: string, email?: string): PasswordWeakness[] {
  // A UTF-16 length over four times the maximum is over it in code points too (at most two units
  // each), without spreading a megabyte into an array.
  const length = password.length > PASSWORD_MAX_LENGTH * 4 ? Infinity : [...password].length;
  if (length > PASSWORD_MAX_LENGTH) {
    return [
      {
        reason: "length",
        message: `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
      },
    ];
  }
  const weaknesses: PasswordWeakness[] = [];
  if (length < PASSWORD_MIN_LENGTH) {
    weaknesses.push({
      reason: "length",
      message: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
    });
  }
  const normalised = comparable(password);
  if (length < PASSPHRASE_LENGTH && characterClasses(password) < 3) {
    weaknesses.push({
      reason: "characters",
      message: `Le mot de passe doit mélanger au moins trois types de caractères (minuscules, majuscules, chiffres, symboles), ou compter au moins ${PASSPHRASE_LENGTH} caractères.`,
    });
  }
  if (new Set(normalised).size < PASSWORD_MIN_DISTINCT) {
    weaknesses.push({
      reason: "characters",
      message: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_DISTINCT} caractères différents.`,
    });
  }
  const lower = normalised.trim();
  const address = email ? comparable(email).trim() : undefined;
  if (address && (lower === address || lower === address.split("@")[0])) {
    weaknesses.push({
      reason: "email",
      message: "Le mot de passe ne doit pas reprendre l'adresse e-mail.",
    });
  }
  if (baseWords(normalised).some((word) => COMMON_WORDS.has(word)) || isRun(lower)) {
    weaknesses.push({ reason: "common", message: "Ce mot de passe est trop courant." });
  }
  return weaknesses;
}
