/**
 * The sign-in page's one script: binds its island, then marks `<html data-hydrated>`, which lets
 * the first-click script replay a click made before ('Se connecter' clicked at once).
 */
import { signInIsland } from "~/admin/sign-in/sign-in.island";
import { bindIslands } from "~/site/islands/contract";

bindIslands(document, [signInIsland]);
document.documentElement.dataset.hydrated = "true";
