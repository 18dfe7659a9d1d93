import type { Deps } from "../http/context";

// Placeholder: the first administrator (CONTRACT 2), implemented with the auth API.
export async function ensureAdmins(_deps: Deps): Promise<void> {}
