import { chatIsland } from "./chat/chat.island";
import { contactIsland } from "./contact/contact.island";

/** Every island of the public pages: `<Island name>` renders them, the islands script binds them. */
export const ISLANDS = [chatIsland, contactIsland] as const;
