import type { AppServices } from "../http/context";
import { apiRouter } from "../http/openapi-route";

/** /api/team: the members of the back office, their invitations, roles and status (admin). */
export function teamRoutes(_deps: AppServices) {
  return apiRouter([]);
}
