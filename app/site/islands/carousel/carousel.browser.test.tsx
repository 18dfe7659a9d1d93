import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { commands, page, userEvent } from "vitest/browser";
import { en } from "#domain/i18n/en";
import { type Catalog, fr } from "#domain/i18n/fr";
import type { Language } from "#domain/languages";
import { I18nProvider } from "~/i18n/i18n-provider";
import { TestimonialsSection } from "~/site/components/sections/testimonials-section";
import { TESTIMONIAL_INTERVAL_MS, type Testimonial } from "~/site/lib/site-config";
import { bindIslands, RELOADING, type Unbind } from "../contract";
import { carouselIsland } from "./carousel.island";

// WCAG 2.2.2, in Chromium: the carousel turns every 5 seconds, stops
// while the pointer is over it, while focus is inside it and when the visitor prefers reduced
// motion, and its buttons step through the list. The production list is empty, so
// these three testimonials are the only way to see it turn.
//
// Time is Vitest's fake clock in the page. Every check is synchronous, after two painted frames:
// `expect.element` polls, and its polling moves a fake clock on, which would let a carousel that
// turns when it should not reach the expected slide anyway. The pauses last 20 s (4 turns, not a
// multiple of 3), so a carousel that turned during one ends on another slide than expected.
//
// As on the site: the markup is the server's (React rendered to HTML, never hydrated) and the
// behaviour is the carousel's island, bound to it by the islands script's own binder.

const ITEMS: Testimonial[] = [
  {
    quote: "Un assistant livré en six semaines.",
    author: "Claire Martin",
    company: "Banque Rhône",
  },
  {
    quote: "Nos prévisions sont enfin fiables.",
    author: "Karim Haddad",
    company: "Logistique Sud",
  },
  { quote: "Une équipe à l'écoute, un code propre.", author: "Lina Roux", company: "Santé Plus" },
];

let unbind: Unbind[] = [];

/** The section as the server sends it, with the carousel's script bound to it. */
function show(language: Language = "fr", messages: Catalog = fr) {
  const container = document.createElement("div");
  container.dataset.testRoot = "";
  container.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <I18nProvider language={language} messages={messages}>
        <TestimonialsSection items={ITEMS} />
      </I18nProvider>
    </MemoryRouter>,
  );
  document.body.append(container);
  const bound = bindIslands(container, [carouselIsland]);
  unbind = bound === RELOADING ? [] : bound;
}

/** Two painted frames (animation frames are not faked): what changed is on screen. */
async function settle() {
  for (let frame = 0; frame < 2; frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** Lets the page's clock run for `ms` without waiting for it. */
async function elapse(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

// The carousel is a region of its own name (the section around it is named by its heading).
const carousel = page.getByRole("region", { name: fr["testimonials.carousel"] });
const slide = carousel.getByRole("group");
const heading = page.getByRole("heading", { name: fr["testimonials.title"] });
const next = carousel.getByRole("button", { name: fr["testimonials.next"] });
const previous = carousel.getByRole("button", { name: fr["testimonials.previous"] });

/** The slide a visitor sees now: its label ("Témoignage 2 sur 3"), its quote and its author. */
async function expectSlide(position: number) {
  await settle();
  const shown = slide.element() as HTMLElement;
  const item = ITEMS[position - 1]!;
  expect(shown).toBeVisible();
  expect(shown).toHaveAccessibleName(`Témoignage ${position} sur 3`);
  // What is rendered on screen (the other slides are in the markup, hidden).
  // biome-ignore lint/performance/useDomNodeTextContent: innerText is the rendered text only
  const seen = shown.innerText.replace(/\s+/g, " ");
  expect(seen).toContain(item.quote);
  expect(seen).toContain(`${item.author}, ${item.company}`);
  for (const other of ITEMS.filter((i) => i !== item)) {
    expect(seen).not.toContain(other.quote);
  }
}

/** Paused (hover, focus, reduced motion), the carousel announces its slides; turning, it does not. */
async function expectPaused(paused: boolean) {
  await settle();
  expect(slide.element()).toHaveAttribute("aria-live", paused ? "polite" : "off");
}

/** Shown, then one turn: on the second slide, so a pause is not mistaken for a fresh start. */
async function showSecondSlide() {
  show();
  await elapse(5_000);
  await expectSlide(2);
}

/** Running again: one turn later, the third slide. */
async function expectTurnsAgain() {
  await expectPaused(false);
  await elapse(5_000);
  await expectSlide(3);
}

beforeEach(async () => {
  await commands.emulateReducedMotion("no-preference");
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
});

afterEach(async () => {
  for (const each of unbind) each();
  unbind = [];
  for (const root of document.querySelectorAll("[data-test-root]")) root.remove();
  vi.useRealTimers();
  await commands.emulateReducedMotion("no-preference");
});

describe("testimonials carousel", () => {
  it("turns every 5 seconds and comes back to the first after the last", async () => {
    expect(TESTIMONIAL_INTERVAL_MS).toBe(5_000);
    show();
    await expectSlide(1);
    await expectPaused(false);
    await elapse(4_900);
    await expectSlide(1);
    await elapse(100);
    await expectSlide(2);
    await elapse(4_900);
    await expectSlide(2);
    await elapse(100);
    await expectSlide(3);
    await elapse(5_000);
    await expectSlide(1);
  });

  it("does not turn while the pointer is over it, and turns again once it leaves", async () => {
    await showSecondSlide();

    await userEvent.hover(slide);
    await expectPaused(true);
    await elapse(20_000);
    await expectSlide(2);

    await userEvent.hover(heading);
    await expectTurnsAgain();
  });

  it("does not turn while focus is inside it, and turns again once focus leaves", async () => {
    await showSecondSlide();

    // Keyboard focus on the first button, then on the second: focus stays inside the carousel.
    await userEvent.tab();
    expect(previous.element()).toHaveFocus();
    await expectPaused(true);
    await elapse(10_000);
    await userEvent.tab();
    expect(next.element()).toHaveFocus();
    await expectPaused(true);
    await elapse(10_000);
    await expectSlide(2);

    // Back out of the carousel, before its first button: it turns again.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(previous.element()).not.toHaveFocus();
    expect(next.element()).not.toHaveFocus();
    await expectTurnsAgain();
  });

  it("never turns by itself when the visitor prefers reduced motion", async () => {
    await commands.emulateReducedMotion("reduce");
    show();
    await expectPaused(true);
    await elapse(20_000);
    await expectSlide(1);

    // The buttons still work.
    await userEvent.click(next);
    await expectSlide(2);

    // The setting is followed as it changes: with motion allowed again, and the pointer and
    // focus away from the carousel, it turns.
    await userEvent.hover(heading);
    next.element().blur();
    await commands.emulateReducedMotion("no-preference");
    await expectTurnsAgain();
  });

  it("steps with the previous and next buttons, wrapping at both ends", async () => {
    show();
    await userEvent.click(next);
    await expectSlide(2);
    await userEvent.click(next);
    await expectSlide(3);
    await userEvent.click(next);
    await expectSlide(1);
    await userEvent.click(previous);
    await expectSlide(3);
    await userEvent.click(previous);
    await expectSlide(2);
  });

  it("labels the carousel, its slides and its buttons in the visitor's language", async () => {
    show("en", en);
    // The carousel's own name, not the section's ("What our clients say", its heading).
    const region = page.getByRole("region", { name: en["testimonials.carousel"] });
    await settle();
    expect(region.getByRole("group").element()).toHaveAccessibleName("Testimonial 1 of 3");
    await userEvent.click(region.getByRole("button", { name: "Next testimonial" }));
    await settle();
    expect(region.getByRole("group").element()).toHaveAccessibleName("Testimonial 2 of 3");
    await userEvent.click(region.getByRole("button", { name: "Previous testimonial" }));
    await settle();
    expect(region.getByRole("group").element()).toHaveAccessibleName("Testimonial 1 of 3");
  });
});
