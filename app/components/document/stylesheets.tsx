import { createContext, useContext } from "react";
import type { StylesheetReader } from "#domain/stylesheets";

const StylesheetText = createContext<StylesheetReader | null>(null);

/** Set by entry.server from the load context: the browser never has one. */
export const StylesheetTextProvider = StylesheetText.Provider;

/**
 * The site's stylesheets. In production the server writes their text into the
 * first HTML, so painting waits for no request (Lighthouse FCP under slow 4G), and the browser
 * renders nothing here: during hydration React 19 passes over a `<head>` element it did not
 * render, so the server's `<style>` stays. The dev server links them, for Vite's hot reload.
 */
export function Stylesheets({ hrefs }: { hrefs: readonly string[] }) {
  const read = useContext(StylesheetText);
  if (import.meta.env.DEV) {
    return hrefs.map((href) => (
      <link key={href} rel="stylesheet" href={href} precedence="default" />
    ));
  }
  if (!read) return null;
  return hrefs.map((href) => {
    const text = read(href);
    if (text === undefined) throw new Error(`No built stylesheet at ${href}`);
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built CSS, checked by the reader
    return <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: text }} />;
  });
}
