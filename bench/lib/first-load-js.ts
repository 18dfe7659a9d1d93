import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { builtScripts } from "#server/http/islands-script.server";

export interface FirstLoadJs {
  page: string;
  files: { path: string; bytes: number; gzip_bytes: number }[];
  total_kb: number;
  total_gzip_kb: number;
  /** Chunks only the admin routes use: must be empty. */
  admin_chunks: string[];
  /** Chunks named after a language's catalog: public pages load none (texts are in the HTML). */
  catalog_chunks: string[];
}

interface Manifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

/** React Router's client manifest of the build (build/client/assets/manifest-*.js). */
function readManifest(clientDir: string): Manifest {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}`);
  const source = readFileSync(path.join(assets, file), "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return JSON.parse(json) as Manifest;
}

/** Files that only admin routes load: none of them may reach a public page. */
export function adminOnlyChunks(clientDir: string): Set<string> {
  const manifest = readManifest(clientDir);
  const publicFiles = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  const adminFiles = new Set<string>();
  for (const [id, route] of Object.entries(manifest.routes)) {
    const files = [route.module, ...(route.imports ?? [])];
    const target = id.startsWith("routes/admin/") ? adminFiles : publicFiles;
    for (const file of files) target.add(file);
  }
  return new Set([...adminFiles].filter((file) => !publicFiles.has(file)));
}

/** Every script a page loads before it is interactive: module preloads, module scripts, imports. */
export function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!/rel="modulepreload"/.test(tag)) continue;
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (href) found.add(href);
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/(?:import\(|from\s*)"(\/assets\/[^"]+\.js)"/g)) {
    found.add(match[1]!);
  }
  return [...found].filter((src) => src.startsWith("/") && src.endsWith(".js"));
}

const LANGUAGES = ["fr", "en", "ar"];

/** The modules a module imports statically (`import "./x.js"`, `from "./x.js"`), as URLs. */
function staticImportsOf(source: string, src: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(
    /(?:\bimport\s*|\bfrom\s*)["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g,
  )) {
    found.push(new URL(match[1]!, `http://x${src}`).pathname);
  }
  return found;
}

/**
 * The JavaScript a first visit to `page` downloads before it is interactive, gzip-compressed as
 * the server sends it: the page's scripts and what they import statically, not what they import
 * lazily (budget: at most 20 KB gzip on `/`, the islands script).
 */
export async function measureFirstLoadJs(
  baseUrl: string,
  page: string,
  clientDir: string,
): Promise<FirstLoadJs> {
  const html = await (await fetch(`${baseUrl}${page}`)).text();
  const adminOnly = adminOnlyChunks(clientDir);
  const files = [];
  const queue = scriptsOf(html);
  const seen = new Set(queue);
  for (let src = queue.shift(); src !== undefined; src = queue.shift()) {
    const res = await fetch(`${baseUrl}${src}`, { headers: { "accept-encoding": "identity" } });
    if (!res.ok) throw new Error(`${src} answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    files.push({ path: src, bytes: body.length, gzip_bytes: gzipSync(body).length });
    for (const imported of staticImportsOf(body.toString("utf8"), src)) {
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  const baseName = (src: string) => path.basename(src).replace(/-[\w-]{8}\.js$/, "");
  const kb = (n: number) => Math.round((n / 1000) * 10) / 10;
  return {
    page,
    files,
    total_kb: kb(files.reduce((sum, f) => sum + f.bytes, 0)),
    total_gzip_kb: kb(files.reduce((sum, f) => sum + f.gzip_bytes, 0)),
    admin_chunks: files.map((f) => f.path).filter((src) => adminOnly.has(src)),
    catalog_chunks: files.map((f) => f.path).filter((src) => LANGUAGES.includes(baseName(src))),
  };
}

/**
 * The preview's overlay script (loaded by preview pages only, never by a visitor's): its built
 * file and every chunk it imports, gzipped, as islands.json names it.
 */
export function measurePreviewOverlay(buildDir: string): { file: string; gzip_kb: number } | null {
  const { previewScript } = builtScripts(buildDir);
  if (!previewScript) return null;
  const clientDir = path.join(buildDir, "client");
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const source = readFileSync(path.join(clientDir, url), "utf8");
    for (const [, imported] of source.matchAll(/\bfrom\s*"\.\/([^"]+\.js)"/g)) {
      visit(`/assets/${imported}`);
    }
  };
  visit(previewScript);
  const bytes = [...seen].reduce(
    (sum, url) => sum + gzipSync(readFileSync(path.join(clientDir, url))).length,
    0,
  );
  return { file: previewScript, gzip_kb: Math.round((bytes / 1024) * 10) / 10 };
}
