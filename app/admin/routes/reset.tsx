import { LinkScreen } from "~/admin/components/link-screen";
import type { Route } from "./+types/reset";

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Réinitialisation du mot de passe - Administration" },
  { name: "robots", content: "noindex" },
];

/** The reset link's page, outside the guarded layout: its link signs the member in. */
export default function ResetRoute() {
  return <LinkScreen kind="recovery" />;
}
