/**
 * Makes a module's constant through `make`, telling the bundler that the call has no side
 * effects: a bundle that never reads the constant leaves it out, and nothing builds it as the
 * module loads. The domain's schemas are made this way: the back office's scripts carry the
 * domain's modules for a few of their exports, and the schemas only the server reads (the API's
 * requests and answers) were built on every page load (a `z.object` is a call like any other to
 * the bundler, so it kept them all).
 */
/*#__NO_SIDE_EFFECTS__*/
export function pure<T>(make: () => T): T {
  return make();
}
