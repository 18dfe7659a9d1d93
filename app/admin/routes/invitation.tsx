/** Being built: the screen replaces this. */
export default function Placeholder() {
  return <p>…</p>;
}
