/**
 * Returns a built stylesheet's text from its URL, or undefined when unknown: the server reads the
 * client build and hands this to the pages, which inline the text into the first HTML.
 */
export type StylesheetReader = (href: string) => string | undefined;
