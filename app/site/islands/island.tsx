import type { ComponentProps, ElementType } from "react";
import { type Infer, islandAttributes, type Schema } from "./contract";
import { ISLANDS } from "./registry";

type AnyIsland = (typeof ISLANDS)[number];
export type IslandName = AnyIsland["name"];
type Named<N extends IslandName> = Extract<AnyIsland, { name: N }>;

/**
 * A public widget's root element, rendered on the server as the island declared under `name`
 * says (its tag), with its props checked and written for the islands script, which binds it.
 * The other attributes and the children are the root element's.
 */
export function Island<N extends IslandName>({
  name,
  props,
  ...attributes
}: { name: N; props: Infer<Named<N>["props"]> } & Omit<
  ComponentProps<Named<N>["root"]>,
  "name" | "props"
>) {
  const island = ISLANDS.find((each) => each.name === name) as Named<N>;
  const Root = island.root as ElementType;
  const declared = island as { name: string; props: Schema<unknown> };
  return <Root {...attributes} {...islandAttributes(declared, props)} />;
}
