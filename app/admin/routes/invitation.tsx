import { LinkScreen } from "~/admin/components/link-screen";
import type { Route } from "./+types/invitation";

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Invitation - Administration" },
  { name: "robots", content: "noindex" },
];

/** The invitation link's page, outside the guarded layout: its link signs the member in. */
export default function InvitationRoute() {
  return <LinkScreen kind="invite" />;
}
