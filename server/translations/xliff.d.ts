// The part of the `xliff` package's API used here (the package ships no types).
declare module "xliff" {
  /** A unit's text: plain, or parts with inline elements (objects) between them. */
  type XliffValue = string | (string | Record<string, unknown>)[];
  interface XliffUnit {
    source: XliffValue;
    target?: XliffValue;
    note?: string | string[];
    additionalAttributes?: Record<string, string>;
  }
  interface XliffDocument {
    sourceLanguage: string;
    targetLanguage?: string;
    resources: Record<string, Record<string, XliffUnit>>;
  }
  export function jsToXliff12(
    document: XliffDocument,
    options?: { indent?: string },
  ): Promise<string>;
  export function xliff12ToJs(xml: string): Promise<XliffDocument>;
}
