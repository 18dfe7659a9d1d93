import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Public pages are rendered on the server and never hydrated: an event handler, state or an
// effect written in one of their components does nothing in the browser, silently. What a
// visitor does with a widget belongs to its island (app/site/islands/*/*.island.ts).

const APP = path.resolve(import.meta.dirname, "..");
const PUBLIC_COMPONENT_FOLDERS = ["site"];

/** React's hooks that only act once hydrated: state, effects, refs to the live DOM. */
const BROWSER_HOOKS = new Set([
  "useState",
  "useReducer",
  "useEffect",
  "useLayoutEffect",
  "useInsertionEffect",
  "useRef",
  "useImperativeHandle",
  "useSyncExternalStore",
  "useTransition",
  "useDeferredValue",
  "useOptimistic",
  "useActionState",
  "useFormStatus",
]);

/** Each event handler (`onClick={…}`) and browser-only hook in a component's source, by line. */
function browserOnlyCode(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const at = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && /^on[A-Z]/.test(node.name.getText(file))) {
      found.push(`${fileName}:${at(node)} event handler ${node.name.getText(file)}`);
    }
    const called = ts.isCallExpression(node) ? node.expression : null;
    const name = called && (ts.isPropertyAccessExpression(called) ? called.name : called);
    if (name && ts.isIdentifier(name) && BROWSER_HOOKS.has(name.text)) {
      found.push(`${fileName}:${at(node)} ${name.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function componentFiles(folder: string): string[] {
  return readdirSync(path.join(APP, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".tsx") && !/\.test\.tsx$/.test(name))
    .map((name) => path.join(folder, name));
}

describe("server-only public components", () => {
  it("have no event handler, state or effect (a widget's behaviour is its island's)", () => {
    const files = PUBLIC_COMPONENT_FOLDERS.flatMap(componentFiles);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) =>
      browserOnlyCode(file, readFileSync(path.join(APP, file), "utf8")),
    );
    expect(found).toEqual([]);
  });

  it("reports a click handler, a state and an effect written in a component", () => {
    const planted = `
      import { useEffect, useState } from "react";
      export function Counter() {
        const [count, setCount] = useState(0);
        React.useEffect(() => {}, []);
        // onClick={nothing} in a comment is not code
        return <button type="button" onClick={() => setCount(count + 1)}>{count}</button>;
      }`;
    expect(browserOnlyCode("counter.tsx", planted)).toEqual([
      "counter.tsx:4 useState",
      "counter.tsx:5 useEffect",
      "counter.tsx:7 event handler onClick",
    ]);
  });
});
