/**
 * The testimonials carousel (`[data-carousel]`). The server renders every slide's body inside one
 * slide group, the first shown and the others `hidden`, the group's label with `{index}` and
 * `{total}` in `data-position-label`, and the interval in `data-interval` (ms). It turns by itself
 * at that interval, pauses while hovered or while focus is inside it, and never turns by itself
 * when the visitor prefers reduced motion (followed as the setting changes: WCAG 2.2.2). Paused,
 * the group is a polite live region, so a slide chosen with the buttons is announced.
 */
export function bindCarousels(scope: ParentNode): () => void {
  const unbind = [...scope.querySelectorAll<HTMLElement>("[data-carousel]")].map(bindCarousel);
  return () => {
    for (const each of unbind) each();
  };
}

/** Binds one carousel; the function returned unbinds it (its timer and its listeners). */
export function bindCarousel(carousel: HTMLElement): () => void {
  const group = carousel.querySelector<HTMLElement>("[data-carousel-group]");
  const slides = [...carousel.querySelectorAll<HTMLElement>("[data-carousel-slide]")];
  if (!group || slides.length < 2) return () => {};
  const bound = new AbortController();
  const { signal } = bound;
  const interval = Number(carousel.dataset.interval ?? 5000);
  const positionLabel = group.dataset.positionLabel ?? "";
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
      positionLabel.replace("{index}", String(index + 1)).replace("{total}", String(slides.length)),
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
    target: Element | null,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) => target?.addEventListener(type, listener as EventListener, { signal });
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
  on(carousel.querySelector("[data-carousel-previous]"), "click", () => show(index - 1));
  on(carousel.querySelector("[data-carousel-next]"), "click", () => show(index + 1));
  update();
  return () => {
    bound.abort();
    window.clearInterval(timer);
  };
}
