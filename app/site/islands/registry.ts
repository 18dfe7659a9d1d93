import { carouselIsland } from "./carousel/carousel.island";
import { chatIsland } from "./chat/chat.island";
import { contactIsland } from "./contact/contact.island";
import { menuIsland } from "./menu/menu.island";
import { preferencesIsland } from "./preferences/preferences.island";
import { themeToggleIsland } from "./theme-toggle/theme-toggle.island";

/** Every island of the public pages: `<Island name>` renders them, the islands script binds them. */
export const ISLANDS = [
  preferencesIsland,
  themeToggleIsland,
  menuIsland,
  chatIsland,
  contactIsland,
  carouselIsland,
] as const;
