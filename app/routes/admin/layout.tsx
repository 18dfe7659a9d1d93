import { Outlet } from "react-router";

// Placeholder: the shared public layout (header, footer) is built by the public-site issue.
export default function SiteLayout() {
  return <Outlet />;
}
