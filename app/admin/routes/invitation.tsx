import { LinkScreen, linkPageHeaders, linkPageMeta } from "~/admin/components/link-screen";

export const headers = linkPageHeaders;
export const meta = () => linkPageMeta("invite");

/** The invitation link's page, outside the guarded layout: its link signs the member in. */
export default function InvitationRoute() {
  return <LinkScreen kind="invite" />;
}
