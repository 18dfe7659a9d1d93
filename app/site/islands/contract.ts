/**
 * The contract between a public widget's server component and its browser part (an island). One
 * declaration, `defineIsland({ name, root, props, parts, bind })`, gives both sides:
 * - the server component renders `<Island name props>` (./island.tsx): the root element, marked
 *   with the island's name and its props, checked with `props` before they are written;
 * - the islands script (app/site/islands/main.ts) finds every `[data-island]`, parses its props with
 *   the same `props` schema and calls `bind` with the root element, the typed props and the named
 *   parts.
 * Parts are the elements the browser part acts on, named once here (`data-part`) with their tag;
 * markup shown later (a form's outcome) is a `<template>` part rendered by React on the server
 * and cloned in the browser. The one exception is markup that only a module loaded on demand
 * shows (the assistant's panel, built by its module on the first opening): carried as templates
 * in every page it would weigh on every visitor's HTML, so that module builds it, texts only as
 * text, from the site texts in the island's props.
 *
 * This module runs in the browser's first-load script: no React, no zod (the public pages'
 * first-load script budget is 20 KB gzip). The props schemas are the small typed parsers below.
 */

/** Parses a value into `T` or throws an error naming where it went wrong. */
export interface Schema<T> {
  parse(value: unknown, path?: string): T;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

function expected(path: string, what: string): never {
  throw new TypeError(`${path || "props"}: expected ${what}`);
}

/** The props schemas: JSON values only (they travel in an attribute). */
export const prop = {
  string: (): Schema<string> => ({
    parse: (value, path = "") => (typeof value === "string" ? value : expected(path, "a string")),
  }),
  number: (): Schema<number> => ({
    parse: (value, path = "") =>
      typeof value === "number" && Number.isFinite(value) ? value : expected(path, "a number"),
  }),
  array: <T>(item: Schema<T>): Schema<T[]> => ({
    parse: (value, path = "") =>
      Array.isArray(value)
        ? value.map((each, index) => item.parse(each, `${path}[${index}]`))
        : expected(path, "an array"),
  }),
  /** Keys not in the shape are dropped. */
  object: <Shape extends Record<string, Schema<unknown>>>(
    shape: Shape,
  ): Schema<{ [K in keyof Shape]: Infer<Shape[K]> }> => ({
    parse(value, path = "") {
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        return expected(path, "an object");
      }
      const record = value as Record<string, unknown>;
      const parsed: Record<string, unknown> = {};
      for (const [key, schema] of Object.entries(shape)) {
        parsed[key] = schema.parse(record[key], path ? `${path}.${key}` : key);
      }
      return parsed as { [K in keyof Shape]: Infer<Shape[K]> };
    },
  }),
};

/** No props. */
export const NO_PROPS = prop.object({});

type Tag = keyof HTMLElementTagNameMap;
type PartTags = Record<string, Tag>;
type TemplateNames<Parts extends PartTags> = {
  [K in keyof Parts]: Parts[K] extends "template" ? K : never;
}[keyof Parts] &
  string;

/** Finds an island's parts (`data-part`) in its root, or in a clone of one of its templates. */
export interface Parts<P extends PartTags> {
  /** The part; a missing part or one of another tag is an error naming the island. */
  one<K extends keyof P & string>(name: K, scope?: ParentNode): HTMLElementTagNameMap[P[K]];
  all<K extends keyof P & string>(name: K, scope?: ParentNode): HTMLElementTagNameMap[P[K]][];
  /** A copy of the template's element, to be put in the page. */
  clone(name: TemplateNames<P>): HTMLElement;
}

/** Stops an island (its timers and listeners): tests bind and unbind. */
export type Unbind = () => void;

/** What `bind` answers when it reloads the page: nothing else is bound. */
export const RELOADING = "reloading";

export interface IslandDefinition<
  Name extends string = string,
  Root extends Tag = Tag,
  Props = unknown,
  P extends PartTags = PartTags,
> {
  readonly name: Name;
  /** The root element's tag: the server component renders it, the browser checks it. */
  readonly root: Root;
  readonly props: Schema<Props>;
  /** The named elements it acts on, with their tag (none: it acts on its root alone). */
  readonly parts?: P;
  bind(
    root: HTMLElementTagNameMap[Root],
    props: Props,
    parts: Parts<P>,
  ): Unbind | typeof RELOADING | undefined;
}

/** An island's declaration, with `part(name)`: the attribute its server component writes. */
export function defineIsland<
  const Name extends string,
  const Root extends Tag,
  Props,
  const P extends PartTags = Record<never, Tag>,
>(definition: IslandDefinition<Name, Root, Props, P>) {
  return {
    ...definition,
    part: (name: keyof P & string) => ({ "data-part": name }),
  };
}

/**
 * The attributes that make an element an island's root, its props checked with the island's
 * schema (a prop of the wrong shape fails the server's render, never reaches a visitor).
 */
export function islandAttributes<Props>(
  island: { name: string; props: Schema<Props> },
  props: NoInfer<Props>,
) {
  return {
    "data-island": island.name,
    "data-props": JSON.stringify(island.props.parse(props)),
  };
}

function partsOf<P extends PartTags>(island: IslandDefinition, root: HTMLElement): Parts<P> {
  const tags = (island.parts ?? {}) as P;
  const matches = (name: keyof P & string, element: Element) =>
    element.localName === tags[name] ||
    expected(`${island.name} part "${name}"`, `a <${tags[name]}>`);
  const parts: Parts<P> = {
    one(name, scope = root) {
      const element = scope.querySelector(`[data-part="${name}"]`);
      if (!element) throw new Error(`island ${island.name}: no part "${name}"`);
      matches(name, element);
      return element as HTMLElementTagNameMap[P[typeof name]];
    },
    all(name, scope = root) {
      const elements = [...scope.querySelectorAll(`[data-part="${name}"]`)];
      for (const element of elements) matches(name, element);
      return elements as HTMLElementTagNameMap[P[typeof name]][];
    },
    clone(name) {
      const template = parts.one(name) as HTMLTemplateElement;
      const element = template.content.firstElementChild?.cloneNode(true);
      if (!(element instanceof HTMLElement)) {
        throw new Error(`island ${island.name}: "${name}" is empty`);
      }
      return element;
    },
  };
  return parts;
}

/**
 * Binds every island root in `scope` (the document, in the page) to its declaration, by name.
 * One that fails (unknown name, props or parts not as declared) is reported and the others are
 * still bound. Answers the unbinders, or `RELOADING` when an island reloads the page.
 */
export function bindIslands(
  scope: ParentNode,
  islands: readonly { name: string; bind(...args: never[]): unknown }[],
): Unbind[] | typeof RELOADING {
  const byName = new Map(islands.map((island) => [island.name, island]));
  const unbind: Unbind[] = [];
  // The document's own element (`<html>`) included, first.
  for (const root of scope.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = root.dataset.island ?? "";
    try {
      const island = byName.get(name) as IslandDefinition | undefined;
      if (!island) throw new Error(`no island is declared under this name`);
      if (root.localName !== island.root) expected("root", `a <${island.root}>`);
      const props = island.props.parse(JSON.parse(root.dataset.props ?? "{}"));
      const bound = island.bind(root, props, partsOf(island, root));
      if (bound === RELOADING) return RELOADING;
      if (bound) unbind.push(bound);
    } catch (error) {
      console.error(`island ${name}:`, error);
    }
  }
  return unbind;
}
