import { Hono } from "hono";
import type { AppEnv } from "../http/context";

// Placeholder: implemented by its own piece of work (see the issue).
export function profileRoutes() {
  return new Hono<AppEnv>();
}
