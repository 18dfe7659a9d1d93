// Placeholder resource route: built by the public-site issue.
export function loader() {
  return new Response("", { status: 404 });
}
