/** Heading levels under a section: one deeper on the home page, where the section is an h2. */
export function subHeading(asPage: boolean, depth = 0) {
  const level = (asPage ? 2 : 3) + depth;
  return `h${Math.min(level, 6)}` as "h2" | "h3" | "h4" | "h5" | "h6";
}
