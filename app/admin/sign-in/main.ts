/**
 * The sign-in page's one script: binds its island, then marks `<html data-hydrated>`, which lets
 * the first-click script replay a click made before ('Se connecter' clicked at once).
 */
import { whenIdle } from "~/admin/lib/when-idle";
import { signInIsland } from "~/admin/sign-in/sign-in.island";
import { bindIslands } from "~/site/islands/contract";

bindIslands(document, [signInIsland]);
document.documentElement.dataset.hydrated = "true";

/**
 * The back office writes numbers and dates in French. A tab's first French `Intl` format loads
 * the locale's data (about 50 ms of main thread with the CPU slowed 4×), which the browser keeps
 * for the next documents of the same site in that tab: made here in idle time, while the person
 * types, it spares the screens after sign-in that cost (their formats then take 1 to 4 ms).
 */
whenIdle(() => {
  new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 }).format(1.5);
  new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short" }).format(0);
});
