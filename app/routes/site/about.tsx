// Placeholder screen: built by its issue.
export default function Screen() {
  return <h1>about</h1>;
}
