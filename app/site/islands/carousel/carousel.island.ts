import { defineIsland, prop } from "../contract";

/**
 * The testimonials carousel. The server renders every slide inside one slide group, the first
 * shown and the others `hidden`. It turns by itself every `interval` ms, pauses while hovered or
 * while focus is inside it, and never turns by itself when the visitor prefers reduced motion
 * (followed as the setting changes: WCAG 2.2.2). Paused, the group is a polite live region, so a
 * slide chosen with the buttons is announced; its label is `positionLabel` with `{index}` and
 * `{total}` filled in.
 */
export const carouselIsland = defineIsland({
  name: "carousel",
  root: "section",
  props: prop.object({ interval: prop.number(), positionLabel: prop.string() }),
  parts: { group: "div", slide: "div", previous: "button", next: "button" },
  bind(carousel, { interval, positionLabel }, parts) {
    const group = parts.one("group");
    const slides = parts.all("slide");
    if (slides.length < 2) return undefined;
    const bound = new AbortController();
    const { signal } = bound;
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let index = 0;
    let hovered = false;
    let focused = false;
    let timer: number | undefined;

    const show = (next: number) => {
      index = (next + slides.length) % slides.length;
      slides.forEach((slide, i) => {
        slide.hidden = i !== index;
      });
      group.setAttribute(
        "aria-label",
        positionLabel
          .replace("{index}", String(index + 1))
          .replace("{total}", String(slides.length)),
      );
    };
    const update = () => {
      const rotating = !hovered && !focused && !motion.matches;
      group.setAttribute("aria-live", rotating ? "off" : "polite");
      if (rotating && timer === undefined) {
        timer = window.setInterval(() => show(index + 1), interval);
      } else if (!rotating && timer !== undefined) {
        window.clearInterval(timer);
        timer = undefined;
      }
    };

    const on = <K extends keyof HTMLElementEventMap>(
      target: HTMLElement,
      type: K,
      listener: (event: HTMLElementEventMap[K]) => void,
    ) => target.addEventListener(type, listener, { signal });
    on(carousel, "mouseenter", () => {
      hovered = true;
      update();
    });
    on(carousel, "mouseleave", () => {
      hovered = false;
      update();
    });
    on(carousel, "focusin", () => {
      focused = true;
      update();
    });
    on(carousel, "focusout", (event) => {
      focused = carousel.contains(event.relatedTarget as Node | null);
      update();
    });
    motion.addEventListener("change", update, { signal });
    on(parts.one("previous"), "click", () => show(index - 1));
    on(parts.one("next"), "click", () => show(index + 1));
    update();
    return () => {
      bound.abort();
      window.clearInterval(timer);
    };
  },
});
