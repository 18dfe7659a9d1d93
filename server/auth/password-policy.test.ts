import { describe, expect, it } from "vitest";
import { PASSWORD_MAX_LENGTH, passwordWeaknesses } from "#domain/password-policy";
import { ADVERSARIAL, expectLinearTime } from "../test/support/linear-time";

const reasons = (password: string, email?: string) =>
  passwordWeaknesses(password, email).map((w) => w.reason);

describe("password policy", () => {
  it("accepts a strong password and a long passphrase", () => {
    expect(reasons("Tr0mbone-Cactus-Lune")).toEqual([]);
    expect(reasons("cheval agrafe correct batterie")).toEqual([]);
  });

  it.each(Object.entries(ADVERSARIAL))(
    "takes time linear in the length of an adversarial password (%s)",
    async (_name, make) => {
      await expectLinearTime("passwordWeaknesses", (size) => passwordWeaknesses(make(size)));
    },
  );

  it("stops at the length rule for a password over the maximum", () => {
    expect(passwordWeaknesses(`a${"1".repeat(PASSWORD_MAX_LENGTH * 10)}a`)).toEqual([
      {
        reason: "length",
        message: `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
      },
    ]);
  });

  it.each([
    ["20 exclamation marks", "!".repeat(20)],
    ["20 spaces", " ".repeat(20)],
    ["20 accented letters", "é".repeat(20)],
    ["two symbols alternating", "!?".repeat(10)],
    ["few distinct characters of every class", "aA1!aA1!aA1!aA1!"],
  ])("refuses a password with too few distinct characters (%s)", (_name, password) => {
    const found = passwordWeaknesses(password);
    expect(found.map((w) => w.reason)).toContain("characters");
    expect(found.map((w) => w.message).join(" ")).toMatch(/caractères différents/);
  });

  it("compares words after removing accents and width variants", () => {
    expect(reasons("Pässword2024!")).toContain("common");
    expect(reasons("Ｐａｓｓｗｏｒｄ2024!")).toContain("common");
    expect(reasons("Àzerty-123456")).toContain("common");
  });

  it("counts a decomposed accent as the same character as its composed form", () => {
    const composed = "Café-Crème-42!";
    const decomposed = composed.normalize("NFD");
    expect(reasons(decomposed)).toEqual(reasons(composed));
  });
});
