import { LinkScreen, linkPageHeaders, linkPageMeta } from "~/admin/components/link-screen";

export const headers = linkPageHeaders;
export const meta = () => linkPageMeta("recovery");

/** The reset link's page, outside the guarded layout: its link signs the member in. */
export default function ResetRoute() {
  return <LinkScreen kind="recovery" />;
}
