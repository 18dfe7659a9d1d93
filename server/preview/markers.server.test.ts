import { describe, expect, it } from "vitest";
import { fieldTarget, markText, textTarget } from "#domain/preview";
import { markPreviewHtml } from "./markers.server";

const text = (key: string, value: string) => markText(textTarget(key), value);

describe("markPreviewHtml", () => {
  it("marks the innermost element holding a whole text, the first text of an element naming it", () => {
    const html = `<main><h1>${text("hero.title", "Titre")}</h1><p>${text("a", "A")} et ${text("b", "B")}</p></main>`;
    expect(markPreviewHtml(html, "fr")).toBe(
      '<main><h1 data-ada-edit="text:hero.title">Titre</h1><p data-ada-edit="text:a">A et B</p></main>',
    );
  });

  it("marks the common parent of a text split across elements, and an element inside another's text", () => {
    const field = markText(fieldTarget("case_studies", "7", "title"), "");
    const [start, end] = field.split(/(?<=\uE001)/);
    const html = `<div><p>${start}Un</p><p>deux${end}</p><span>${text("k", "<b>x</b>")}</span></div>`;
    expect(markPreviewHtml(html, "ar")).toBe(
      '<div data-ada-edit="field:case_studies/7/title"><p>Un</p><p>deux</p><span data-ada-edit="text:k"><b>x</b></span></div>',
    );
  });

  it("only unwraps texts in the title, scripts, comments and other attributes; void elements are never holders", () => {
    const html = `<head><title>${text("t", "T")}</title><meta name="description" content="${text("m", "M")}"/><script>{"a":"${text("s", "S")}"}</script></head><body><div data-props="${text("p", "P")}"><img alt=""/>${text("d", "D")}<!--${text("c", "C")}--></div></body>`;
    expect(markPreviewHtml(html, "en")).toBe(
      '<head><title>T</title><meta name="description" content="M"/><script>{"a":"S"}</script></head><body><div data-props="P" data-ada-edit="text:d"><img alt=""/>D<!--C--></div></body>',
    );
  });

  it("marks an element with the text of its aria-label, alt, title or placeholder when no text of its content marks it", () => {
    const html = `<nav aria-label="${text("nav.label", "Menu")}"><a href="#a">${text("nav.home", "Accueil")}</a></nav><button aria-label="${text("theme", "Sombre")}"><svg></svg></button><img alt="${text("logo", "Logo")}"/><a title="${text("tip", "Astuce")}">${text("link", "Lien")}</a><meta content="${text("m", "M")}"/><img alt="${text("other", "O")}" data-ada-edit="image:case_studies/7/image_url"/>`;
    expect(markPreviewHtml(html, "fr")).toBe(
      '<nav aria-label="Menu" data-ada-edit="text:nav.label"><a href="#a" data-ada-edit="text:nav.home">Accueil</a></nav><button aria-label="Sombre" data-ada-edit="text:theme"><svg></svg></button><img alt="Logo" data-ada-edit="text:logo"/><a title="Astuce" data-ada-edit="text:link">Lien</a><meta content="M"/><img alt="O" data-ada-edit="image:case_studies/7/image_url"/>',
    );
  });

  it("keeps the site's links in the preview, in the page's language unless they name theirs", () => {
    const html =
      '<a href="/cases?page=2">x</a><a href="/?lang=ar">y</a><a href="/storage/f.pdf">z</a><a href="https://example.com/">w</a><a href="#main">v</a>';
    expect(markPreviewHtml(html, "en")).toBe(
      '<a href="/preview/cases?page=2&amp;lang=en">x</a><a href="/preview?lang=ar">y</a><a href="/storage/f.pdf">z</a><a href="https://example.com/">w</a><a href="#main">v</a>',
    );
  });
});
