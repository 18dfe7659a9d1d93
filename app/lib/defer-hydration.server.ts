import { Transform } from "node:stream";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;
const MODULE_SCRIPT = /<script(?: nonce="[^"]*")? type="module" async="">[\s\S]*?<\/script>/;
const DEFERRED = "template[data-after-paint]";

/**
 * Puts the deferred parts back in place once the browser has reported the first contentful paint
 * (a frame's paint is reported when presented, after the next task could already have started
 * the downloads); at once in a hidden tab or a browser without paint timing; after 3 s at most.
 */
const BOOT = `(function(){var done=false;function go(){if(done)return;done=true;document.querySelectorAll(${JSON.stringify(DEFERRED)}).forEach(function(t){t.replaceWith(t.content.cloneNode(true))})}try{if(document.visibilityState!=="visible"||PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true});setTimeout(go,3000)}catch(_){setTimeout(go,0)}})()`;

/**
 * Starts the page's JavaScript after its first paint (decision 053). The server-rendered HTML is
 * the page, readable and usable without JavaScript; on a slow connection its module preloads
 * competed with it and the first paint waited behind them (Lighthouse LCP). React Router's module
 * preloads and its module script are wrapped in inert `<template>`s, and a small script of ours
 * puts them back in place after the first frame: the DOM React hydrates is the one it rendered.
 * Nothing changes when the HTML holds no module script (a resource route, an error before it).
 */
export function deferHydration(html: string, nonce: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const wrap = (element: string) => `<template data-after-paint="">${element}</template>`;
  const boot = `<script nonce="${nonce}">${BOOT}</script>`;
  const body =
    html.slice(0, script.index) +
    wrap(script[0]) +
    boot +
    html.slice(script.index + script[0].length);
  return body.replace(MODULE_PRELOAD, wrap);
}

/** The whole document through {@link deferHydration}: React's output is collected, then sent. */
export function deferHydrationStream(nonce: string): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    flush(done) {
      done(null, deferHydration(Buffer.concat(chunks).toString("utf8"), nonce));
    },
  });
}
