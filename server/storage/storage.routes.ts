import { Hono } from "hono";
import type { AppEnv } from "../http/context";

// Placeholder: implemented by its own piece of work (see the issue).
export function uploadRoutes() {
  return new Hono<AppEnv>();
}
export function fileRoutes() {
  return new Hono<AppEnv>();
}
