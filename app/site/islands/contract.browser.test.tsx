import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bindIslands, defineIsland, prop } from "./contract";
import { Island } from "./island";

const counter = defineIsland({
  name: "counter",
  root: "div",
  props: prop.object({ step: prop.number(), labels: prop.array(prop.string()) }),
  parts: { button: "button", count: "output" },
  bind(_root, { step, labels }, parts) {
    const count = parts.one("count");
    count.textContent = labels[0] ?? "";
    parts.one("button").addEventListener("click", () => {
      count.textContent = String(Number(count.textContent || 0) + step);
    });
    return undefined;
  },
});

function page(html: string) {
  const container = document.createElement("div");
  container.dataset.testRoot = "";
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(() => {
  for (const root of document.querySelectorAll("[data-test-root]")) root.remove();
  vi.restoreAllMocks();
});

describe("island contract", () => {
  it("renders the declared root with its props, checked before they are written", () => {
    const html = renderToStaticMarkup(
      <Island name="carousel" props={{ interval: 5000, positionLabel: "{index}/{total}" }} />,
    );
    expect(html).toBe(
      '<section data-island="carousel" data-props="{&quot;interval&quot;:5000,&quot;positionLabel&quot;:&quot;{index}/{total}&quot;}"></section>',
    );
    expect(() =>
      renderToStaticMarkup(
        <Island name="carousel" props={{ interval: "5s" as never, positionLabel: "" }} />,
      ),
    ).toThrow("interval: expected a number");
  });

  it("binds each island by name with its parsed props and parts", () => {
    const root = page(
      '<div data-island="counter" data-props=\'{"step":2,"labels":["0"]}\'><button data-part="button">+</button><output data-part="count"></output></div>',
    );
    bindIslands(root, [counter]);
    const output = root.querySelector("output")!;
    expect(output.textContent).toBe("0");
    root.querySelector("button")!.click();
    expect(output.textContent).toBe("2");
  });

  it("reports an island whose props or parts are not as declared, and binds the others", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const root = page(
      [
        '<div data-island="counter" data-props=\'{"step":"2","labels":[]}\'></div>',
        '<div data-island="counter" data-props=\'{"step":1,"labels":[]}\'><span data-part="button"></span><output data-part="count"></output></div>',
        '<div data-island="nobody" data-props="{}"></div>',
        '<div data-island="counter" data-props=\'{"step":1,"labels":["5"]}\'><button data-part="button"></button><output data-part="count"></output></div>',
      ].join(""),
    );
    bindIslands(root, [counter]);
    expect(error.mock.calls.map(([where, what]) => `${where} ${String(what)}`)).toEqual([
      "island counter: TypeError: step: expected a number",
      'island counter: TypeError: counter part "button": expected a <button>',
      "island nobody: Error: no island is declared under this name",
    ]);
    expect(root.querySelectorAll("output")[1]!.textContent).toBe("5");
  });
});
