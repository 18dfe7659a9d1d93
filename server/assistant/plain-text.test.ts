import { describe, expect, it } from "vitest";
import { ADVERSARIAL, expectLinearTime } from "../test/support/linear-time";
import { HELD_MAX, PlainTextStream, plainText } from "./plain-text";

/** The text a stream shows when `text` arrives cut into `size`-character pieces. */
function streamed(text: string, size: number): string {
  const stream = new PlainTextStream();
  let shown = "";
  for (let at = 0; at < text.length; at += size) shown += stream.push(text.slice(at, at + size));
  return shown + stream.end();
}

describe("a model's text made plain", () => {
  it("drops tags and script content, keeps a link's words, removes outside addresses", () => {
    expect(
      plainText(
        'Voir <b>nos cas</b><script>alert("x")</script> [ici](https://evil.example) ou www.evil.example/a ; javascript:alert(1)',
      ),
    ).toBe("Voir nos cas ici ou ; ");
  });

  it("drops markdown headings, emphasis, quotes and code marks; bullets become dashes", () => {
    expect(plainText("## Titre\n> cité\n* un **gras** `code`\n+ deux")).toBe(
      "Titre\ncité\n- un gras code\n- deux",
    );
  });

  it("gives the same text whatever the pieces the stream is cut into", () => {
    const text =
      "We built <i>a chatbot</i> for a clinic <script>steal()</script>: see [the case](https://evil.example/phish) or https://evil.example/x, **fast**.";
    const whole = streamed(text, text.length);
    expect(whole).toBe("We built a chatbot for a clinic : see the case or , fast.");
    for (const size of [1, 2, 3, 5, 7, 13]) expect(streamed(text, size), `${size}`).toBe(whole);
  });

  it("shows complete words as they come, holding an unfinished one", () => {
    const stream = new PlainTextStream();
    expect(stream.push("Hello wor")).toBe("Hello ");
    expect(stream.push("ld, how")).toBe("world, ");
    expect(stream.end()).toBe("how");
  });
});

describe("addresses in a model's text", () => {
  const ADDRESSES = [
    "evil-ada-consulting.example/pay",
    "//evil.example/x",
    "https:evil.example",
    "https:/\\evil.example",
    "mailto:x@evil.example",
    "x@evil.example",
    "https://evil.example/pay?x=1&y=2",
    "HTTP://EVIL.EXAMPLE",
    "www.evil.example",
    "evil.example",
    "\\\\evil.example\\x",
    "javascript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "ftp://evil.example",
    "127.0.0.1:8080/x",
    "localhost:3000",
    "xn--80ak6aa92e.xn--p1ai",
    "مثال.السعودية/دفع",
    "ｅｖｉｌ．ｅｘａｍｐｌｅ",
    "evil。example",
    "(evil.example/pay)",
    "evil\u200B.example",
    "\u202Eelpmaxe.live",
  ];

  it("removes every word that reads as an address or a domain, keeping the sentence around it", () => {
    for (const address of ADDRESSES) {
      expect(plainText(`Payez sur ${address} aujourd'hui.`), address).toBe(
        "Payez sur aujourd'hui.",
      );
      expect(plainText(`Payez sur ${address}.`), address).toBe("Payez sur .");
    }
  });

  it("removes them between Arabic punctuation and guillemets", () => {
    for (const address of ADDRESSES) {
      expect(plainText(`ادفع عبر «${address}»، شكرا`), address).toBe("ادفع عبر ، شكرا");
      expect(plainText(`هل زرت ${address}؟ نعم`), address).toBe("هل زرت ؟ نعم");
      expect(plainText(`راجع ${address}؛ ثم`), address).toBe("راجع ؛ ثم");
    }
  });

  it("keeps words, figures, times and abbreviations that are not addresses", () => {
    const text =
      "Le 12.05, à 10:30, 3.5 % de plus (e.g. i.e. U.S.A.) : voir nos cas ; عن خدماتنا، شكرا؟ 1/2";
    expect(plainText(text)).toBe(text);
  });

  it("removes an address however the stream cuts it", () => {
    const text = "Payez sur evil-ada-consulting.example/pay ou «//evil.example/x»، merci.";
    for (const size of [1, 2, 3, 5, 8]) {
      expect(streamed(text, size), `${size}`).toBe("Payez sur ou ، merci.");
    }
  });

  it("holds back no comparison sign: only a tag, an element or a link may be open", () => {
    const text = `Si a < b alors ${"mot ".repeat(300)}fin`;
    expect(streamed(text, 3)).toBe(text);
  });

  it("holds back a bounded tail: a word or an open construct past it is dropped", () => {
    const stream = new PlainTextStream();
    expect(stream.push("Bonjour ")).toBe("Bonjour ");
    for (let i = 0; i < HELD_MAX * 3; i++) expect(stream.push("a")).toBe("");
    expect(stream.push("aa suite <script>")).toBe("suite ");
    for (let i = 0; i < HELD_MAX * 3; i++) stream.push("x ");
    expect(stream.push("<b>fin</b> ")).toMatch(/fin $/);
  });
});

describe("a model's stream, whatever it sends", () => {
  const MODEL_TEXTS: Record<string, (size: number) => string> = {
    ...ADVERSARIAL,
    "dotted labels": (n) => "a.".repeat(n / 2),
    "open links": (n) => "[a ".repeat(n / 3),
    "open tags": (n) => "<a ".repeat(n / 3),
    "an open script": (n) => `<script>${"x ".repeat(n / 2)}`,
    "slashes and ats": (n) => "/@:".repeat(n / 3),
  };
  it.each(Object.entries(MODEL_TEXTS))("is made plain in linear time: %s", async (name, make) => {
    await expectLinearTime(name, (size) => streamed(make(size), 7));
  });
});
