/**
 * The back office's `Intl` formats, each made the first time it formats something, never as its
 * module loads. A page's first `Intl` object loads its locale's data (about 80 ms of main thread
 * with the CPU slowed 4×; the formats after it cost 1 to 15 ms): made at load, that cost fell on
 * every back-office page between its first paint and a usable screen, the dashboard's included,
 * which needs no `Intl` at all.
 */
const formats: (() => unknown)[] = [];

/** A format made on its first use and kept: `make` runs once. */
export function intlFormat<T>(make: () => T): () => T {
  let format: T | undefined;
  const get = () => {
    format ??= make();
    return format;
  };
  formats.push(get);
  return get;
}

/**
 * Makes every format declared so far: called in idle time once a screen is usable, so that the
 * next screen's first rows find them made.
 */
export function prepareFormats(): void {
  for (const get of formats) get();
}
