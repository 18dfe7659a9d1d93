import { apiRouter } from "../http/openapi-route";

/** /api/account: the signed-in account's own sessions ('Mon compte'). */
export function accountRoutes() {
  return apiRouter([]);
}
