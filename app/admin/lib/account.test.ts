import { describe, expect, it } from "vitest";
import { describeUserAgent, newPasswordErrors, passwordStrength } from "./account";

describe("a session's browser and system in words", () => {
  it.each([
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Chrome sur Linux",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
      "Firefox sur Windows",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari sur iPhone",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
      "Safari sur macOS",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge sur Windows",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome sur Android",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
      "Chrome sur iPhone",
    ],
    ["curl/8.5.0", "Navigateur inconnu"],
    ["node", "Navigateur inconnu"],
    ["", "Navigateur inconnu"],
    [null, "Navigateur inconnu"],
  ])("%s → %s", (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toBe(expected);
  });
});

describe("the new password as the forms check it", () => {
  it("says the server's policy as the member types, then how strong an accepted one is", () => {
    expect(passwordStrength("court").label).toBe("Trop faible");
    expect(passwordStrength("court").problems).toContain(
      "Le mot de passe doit contenir au moins 12 caractères.",
    );
    expect(passwordStrength("Motdepasse2024!").problems).toContain(
      "Ce mot de passe est trop courant.",
    );
    expect(passwordStrength("Kestrel-harbour9")).toEqual({ label: "Robuste", problems: [] });
    expect(passwordStrength("kestrelharbour9x").label).toBe("Trop faible");
    expect(passwordStrength("Kestrelharbour9x")).toEqual({ label: "Acceptable", problems: [] });
    expect(passwordStrength("quatre mots bien choisis")).toEqual({
      label: "Robuste",
      problems: [],
    });
    expect(
      passwordStrength("nadia.benali@example.com", "nadia.benali@example.com").problems,
    ).toContain("Le mot de passe ne doit pas reprendre l'adresse e-mail.");
  });

  it("asks for both fields and for the same password twice", () => {
    expect(newPasswordErrors({ password: "", confirm: "" })).toEqual({
      password: "Veuillez remplir tous les champs obligatoires",
      confirm: "Veuillez remplir tous les champs obligatoires",
    });
    expect(
      newPasswordErrors({ password: "Kestrel-harbour9", confirm: "Kestrel-harbour8" }),
    ).toEqual({
      confirm: "Les deux mots de passe ne correspondent pas.",
    });
    expect(
      newPasswordErrors({ password: "Kestrel-harbour9", confirm: "Kestrel-harbour9" }),
    ).toEqual({});
  });
});
