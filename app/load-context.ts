import type { PreviewViewer } from "#domain/preview";
import type { StylesheetReader } from "#domain/stylesheets";
import type { AppServices } from "#server/spine/context";

/** What the server hands every loader and action (through the load context). */
export interface ServerContext {
  deps: AppServices;
  /** This response's CSP nonce. */
  nonce: string;
  /** The client's address (the socket's, or X-Forwarded-For's with TRUST_PROXY): rate limits. */
  clientAddress: string;
  /** The built stylesheets' text, inlined into the HTML in production. */
  stylesheets?: StylesheetReader;
  /**
   * The URL of the public pages' script (app/site/islands/main.ts): hashed in a production build, the
   * source file itself under `npm run dev` (Vite serves it).
   */
  islandsScript?: string;
  /** The sign-in page's script (app/admin/sign-in/main.ts), hashed or the source file alike. */
  signInScript?: string;
  /** A staff session's preview render (server/preview): drafts shown, edited texts marked. */
  preview?: PreviewViewer;
  /** The preview's overlay script (app/site/preview/overlay.ts), given with `preview` only. */
  previewScript?: string;
}

declare module "react-router" {
  interface AppLoadContext extends ServerContext {}
}
