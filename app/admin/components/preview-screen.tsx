import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useNavigation, useSearchParams } from "react-router";
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from "#domain/languages";
import {
  type EditTarget,
  type FrameMessage,
  type ParentMessage,
  previewUrl,
} from "#domain/preview";
import type { RoutesApi } from "#server/http/openapi-route";
import type { openPreview } from "#server/preview/preview.routes";
import { Button } from "~/components/ui/button";
import { type AnswerOf, apiFetch } from "~/lib/api/client";

/** The frame's widths: a phone, a tablet, a desktop screen. */
export const PREVIEW_WIDTHS = [
  { label: "Téléphone", width: 390 },
  { label: "Tablette", width: 768 },
  { label: "Ordinateur", width: 1280 },
] as const;

/** The preview cookie lasts 15 minutes: asked again well before, while the screen is open. */
const COOKIE_RENEWAL_MS = 10 * 60 * 1000;

/** `POST /api/preview/session`: the preview cookie set (a 204, as its route declares it). */
const openPreviewSession = () =>
  apiFetch<AnswerOf<RoutesApi<[typeof openPreview]>, "/session", "$post">>("/api/preview/session", {
    method: "POST",
  });

/** What the editor beside the frame is given: what was clicked, and how to act on the frame. */
export interface PreviewEditorProps {
  /** The element clicked in 'Modifier sur la page' mode (domain/preview.ts `EditTarget`). */
  target: EditTarget;
  /** The language of the page shown (the field's language to start with). */
  lang: Language;
  /** The public page shown, without `lang` (`/cases/x`). */
  path: string;
  /** Shows the saved text: the frame asks its page again, at the same scroll position. */
  refresh: () => void;
  /** Scrolls the frame to a marked element and outlines it. */
  focus: (target: EditTarget) => void;
  /** Closes the editor (back to the page alone). */
  close: () => void;
}

/**
 * 'Aperçu': the public page `?path=` in `?lang=` as visitors will see it, drafts and scheduled
 * rows included, in a frame at a phone's, a tablet's or a desktop's width; 'Modifier sur la page'
 * outlines what can be edited, and a click on it opens `renderEditor` in the aside beside the
 * frame. `?focus=<target>` scrolls the first page shown to that element and outlines it. The
 * frame's own links stay in the preview; the address follows the page it shows.
 */
export function PreviewScreen({
  renderEditor,
}: {
  /** The editor of what was clicked; without it the aside names the element. */
  renderEditor?: (props: PreviewEditorProps) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const initialLang = params.get("lang");
  const [path, setPath] = useState(() => params.get("path") || "/");
  const [lang, setLang] = useState<Language>(isLanguage(initialLang) ? initialLang : "fr");
  const [width, setWidth] = useState<number>(PREVIEW_WIDTHS[2].width);
  const [editing, setEditing] = useState(false);
  const [target, setTarget] = useState<EditTarget | null>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const scale = useFitScale(box, width);
  const pendingFocus = useRef(params.get("focus"));
  const editingRef = useRef(editing);
  editingRef.current = editing;
  // A navigation away (the sidebar, a link) is under way: the frame's late news must not undo it.
  const navigation = useNavigation();
  const leavingRef = useRef(false);
  const shownRef = useRef<{ path: string; lang: string }>({ path, lang });
  leavingRef.current = navigation.state !== "idle";

  const tell = useCallback((message: ParentMessage) => {
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, []);

  /** The preview cookie, then the frame at `page` in `language`. */
  const show = useCallback((page: string, language: Language) => {
    openPreviewSession()
      .then(() => {
        setFailed(false);
        setSrc(previewUrl(page, language));
      })
      .catch(() => setFailed(true));
  }, []);

  // On a phone the page is first shown at a phone's width (the screen cannot show more).
  useEffect(() => {
    if (window.innerWidth < PREVIEW_WIDTHS[1].width) setWidth(PREVIEW_WIDTHS[0].width);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page only; later ones are shown by the switches and the frame's links
  useEffect(() => {
    show(path, lang);
    const renewal = setInterval(() => {
      openPreviewSession().catch(() => setFailed(true));
    }, COOKIE_RENEWAL_MS);
    return () => clearInterval(renewal);
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = event.data as FrameMessage | null;
      if (message?.type === "ada-preview:navigated") {
        setPath(message.path);
        if (isLanguage(message.lang)) setLang(message.lang);
        // The address follows a page reached inside the frame; the page asked for is there
        // already, and a navigation away (the sidebar, a link) must not be undone by late news.
        const moved =
          message.path !== shownRef.current.path || message.lang !== shownRef.current.lang;
        if (moved && !leavingRef.current) {
          setParams({ path: message.path, lang: message.lang }, { replace: true });
        }
        shownRef.current = { path: message.path, lang: message.lang };
        tell({ type: "ada-preview:mode", editing: editingRef.current });
        const focus = pendingFocus.current;
        pendingFocus.current = null;
        if (focus) tell({ type: "ada-preview:focus", target: focus as EditTarget });
      } else if (message?.type === "ada-preview:edit" && editingRef.current) {
        setTarget(message.target);
        if (isLanguage(message.lang)) setLang(message.lang);
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [setParams, tell]);

  const toggleEditing = () => {
    const next = !editing;
    setEditing(next);
    tell({ type: "ada-preview:mode", editing: next });
    if (!next) setTarget(null);
  };

  const chooseLanguage = (language: Language) => {
    setLang(language);
    show(path, language);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Aperçu</h1>
        <p className="text-sm text-muted-foreground">
          Le site tel que les visiteurs le verront, brouillons et publications programmées compris.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <Choice
          label="Largeur"
          options={PREVIEW_WIDTHS.map((option) => ({
            key: String(option.width),
            label: `${option.label} (${option.width} px)`,
            pressed: width === option.width,
            onPress: () => setWidth(option.width),
          }))}
        />
        <Choice
          label="Langue"
          options={LANGUAGES.map((language) => ({
            key: language,
            label: LANGUAGE_NAMES[language],
            lang: language,
            pressed: lang === language,
            onPress: () => chooseLanguage(language),
          }))}
        />
        <Button
          type="button"
          variant={editing ? "default" : "outline"}
          aria-pressed={editing}
          onClick={toggleEditing}
        >
          Modifier sur la page
        </Button>
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          Impossible d'ouvrir l'aperçu. Rechargez la page ou reconnectez-vous.
        </p>
      ) : null}
      <div className="flex flex-col gap-4 xl:flex-row xl:items-start">
        <div
          ref={box}
          className="h-[75vh] w-full min-w-0 overflow-hidden rounded-md border bg-muted xl:flex-1"
        >
          {src ? (
            // Drawn at the chosen width, scaled down to fit the screen when it is wider than it.
            <iframe
              ref={frame}
              src={src}
              title={`Aperçu de la page ${path}`}
              className="mx-auto block origin-top-left border-0 bg-background"
              style={{
                width,
                height: `${100 / scale}%`,
                transform: scale < 1 ? `scale(${scale})` : undefined,
              }}
            />
          ) : (
            <p className="p-4 text-sm text-muted-foreground">Chargement de l'aperçu…</p>
          )}
        </div>
        <aside
          aria-label="Édition"
          className="flex w-full flex-col gap-3 rounded-md border p-4 xl:sticky xl:top-4 xl:w-96"
        >
          {target ? (
            renderEditor ? (
              renderEditor({
                target,
                lang,
                path,
                refresh: () => tell({ type: "ada-preview:refresh" }),
                focus: (to) => tell({ type: "ada-preview:focus", target: to }),
                close: () => setTarget(null),
              })
            ) : (
              <p className="text-sm">
                Élément choisi : <code className="break-all">{target}</code>
              </p>
            )
          ) : (
            <p className="text-sm text-muted-foreground">
              {editing
                ? "Cliquez sur un texte ou une image de la page pour le modifier."
                : "Activez « Modifier sur la page » puis cliquez sur un texte ou une image."}
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}

/** How much a frame `width` wide must shrink to fit its box (1: it fits). */
function useFitScale(box: React.RefObject<HTMLDivElement | null>, width: number): number {
  const [room, setRoom] = useState(width);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setRoom(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return Math.min(1, room / width);
}

/** A group of toggle buttons, one pressed: the frame's width, the page's language. */
function Choice({
  label,
  options,
}: {
  label: string;
  options: { key: string; label: string; lang?: string; pressed: boolean; onPress: () => void }[];
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of toggle buttons, not a form's fieldset
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-1">
      <span className="me-1 text-sm font-medium" aria-hidden="true">
        {label}
      </span>
      {options.map((option) => (
        <Button
          key={option.key}
          type="button"
          size="sm"
          variant={option.pressed ? "default" : "outline"}
          aria-pressed={option.pressed}
          lang={option.lang}
          onClick={option.onPress}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
