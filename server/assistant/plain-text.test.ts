import { describe, expect, it } from "vitest";
import { PlainTextStream, plainText } from "./plain-text";

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
    expect(whole).toBe("We built a chatbot for a clinic : see the case or fast.");
    for (const size of [1, 2, 3, 5, 7, 13]) expect(streamed(text, size), `${size}`).toBe(whole);
  });

  it("shows complete words as they come, holding an unfinished one", () => {
    const stream = new PlainTextStream();
    expect(stream.push("Hello wor")).toBe("Hello ");
    expect(stream.push("ld, how")).toBe("world, ");
    expect(stream.end()).toBe("how");
  });
});
