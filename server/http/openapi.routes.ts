import { Hono } from "hono";
import type { AppEnv } from "./context";

// Placeholder: implemented by its own piece of work (see the issue).
export function openApiRoutes() {
  return new Hono<AppEnv>();
}
