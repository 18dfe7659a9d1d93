import { lazy, Suspense, useEffect, useState } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { directionOf, isLanguage, type Language } from "#domain/languages";
import {
  LANGUAGE_KEY,
  languageOf,
  preferenceCookie,
  readCookieValue,
  THEME_BOOT_SCRIPT,
  type Theme,
  themeOf,
} from "#domain/preferences";
import type { Route } from "./+types/root";
import adminCss from "./admin.css?url";
import { PrefetchNextPageScripts } from "./components/document/next-page-scripts";
import { Stylesheets } from "./components/document/stylesheets";
import { isAdminPath, isHydratedPath, SIGN_IN_PATH } from "./lib/areas";
import { FIRST_CLICK_SCRIPT } from "./lib/first-click";
import fontsCss from "./site/components/fonts.css?url";
import { islandAttributes } from "./site/islands/contract";
import { preferencesIsland } from "./site/islands/preferences/preferences.island";
import siteCss from "./site.css?url";

/** Each area inlines only its own stylesheet; both use the same faces. */
const SITE_STYLESHEETS = [siteCss, fontsCss];
const ADMIN_STYLESHEETS = [adminCss, fontsCss];

/**
 * Decides what `<html>` says before any script runs: language and direction, theme.
 * The admin is French and left to right whatever the visitor chose.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { language, source } = languageOf(request);
  const admin = isAdminPath(url.pathname);
  const headers = new Headers();
  // `?lang=` selects the language and saves it (unless already saved: a response
  // without Set-Cookie can be served from the page cache).
  const saved = readCookieValue(request.headers.get("cookie"), LANGUAGE_KEY);
  if (source === "query" && !admin && saved !== language) {
    headers.append("Set-Cookie", preferenceCookie(LANGUAGE_KEY, language));
  }
  return data(
    {
      nonce: context.nonce,
      language: admin ? "fr" : language,
      languageSource: source,
      theme: themeOf(request),
      islandsScript: context.islandsScript ?? null,
      signInScript: context.signInScript ?? null,
      preview: Boolean(context.preview),
      previewScript: context.preview ? (context.previewScript ?? null) : null,
    },
    { headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  // The site layout's loader runs on every public navigation, the root's only on the first load:
  // its language wins when present, so a client-side move from the admin to the site is right.
  const site = useRouteLoaderData("routes/site/layout") as { language?: unknown } | undefined;
  const nonce = root?.nonce;
  const { pathname } = useLocation();
  const admin = isAdminPath(pathname);
  const language: Language = isLanguage(site?.language)
    ? site.language
    : isLanguage(root?.language)
      ? root.language
      : "fr";
  const dir = directionOf(language);
  const theme: Theme | null = root?.theme ?? null;
  return (
    <html
      lang={language}
      dir={dir}
      className={theme === "dark" ? "dark" : undefined}
      style={theme ? { colorScheme: theme } : undefined}
      // Without a theme cookie the boot script sets the class before paint (no flash).
      suppressHydrationWarning
      // Where the language came from: the public pages' script mirrors it in localStorage.
      {...(admin || !root
        ? {}
        : islandAttributes(preferencesIsland, { source: root.languageSource }))}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, run first
          dangerouslySetInnerHTML={{ __html: FIRST_CLICK_SCRIPT }}
          suppressHydrationWarning
        />
        {theme === null ? (
          <script
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, run before paint
            dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }}
            suppressHydrationWarning
          />
        ) : null}
        <Stylesheets hrefs={admin ? ADMIN_STYLESHEETS : SITE_STYLESHEETS} />
        <Meta />
        <Links />
        <PrefetchNextPageScripts />
        {root?.preview ? <meta name="robots" content="noindex" /> : null}
      </head>
      <body>
        {children}
        {isHydratedPath(pathname) ? (
          <>
            <DeferredToaster dir={dir} />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          // Public pages, and the sign-in page, are server documents with one small script and no
          // React in the browser; app/entry.server.tsx leaves out the router's hydration data.
          <ServerDocumentScript
            src={pathname === SIGN_IN_PATH ? root?.signInScript : root?.islandsScript}
            nonce={nonce}
          />
        )}
        {root?.previewScript && !admin ? (
          <script type="module" src={root.previewScript} nonce={nonce} />
        ) : null}
      </body>
    </html>
  );
}

function ServerDocumentScript({ src, nonce }: { src: string | null | undefined; nonce?: string }) {
  return src ? <script type="module" src={src} nonce={nonce} /> : null;
}

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * The toasts' host, mounted once hydrated: sonner loads after the page is interactive
 * instead of in its first-load JavaScript. A toast raised before it mounts is shown
 * when it does (sonner replays active toasts to a new Toaster).
 */
function DeferredToaster({ dir }: { dir: "ltr" | "rtl" }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="top-center" dir={dir} />
    </Suspense>
  );
}

/**
 * Marks the document once React has hydrated: the first-click script then replays the clicks it
 * kept, and end-to-end tests can tell that the page is interactive.
 */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export default function App() {
  useHydratedMarker();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useHydratedMarker();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The router's default error screen says 'Unexpected Application Error'.
  const message = notFound ? "Oops! Page not found" : "Unexpected Application Error";
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-semibold">{message}</h1>
      <p className="mt-4">
        <a className="text-primary underline underline-offset-4" href="/">
          Home
        </a>
      </p>
    </main>
  );
}
