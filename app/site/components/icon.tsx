import type { LucideIcon, LucideIconData } from "lucide-react";
import { createElement } from "react";
import { cn } from "~/lib/utils";

/** What a lucide-react icon's component renders: lucide's `Icon` element with the icon's data. */
type IconRender = { render(props: object, ref: null): { props: { icon?: LucideIconData } } };

const DATA = new WeakMap<LucideIcon, LucideIconData>();

function iconData(of: LucideIcon): LucideIconData {
  let data = DATA.get(of);
  if (!data) {
    data = (of as unknown as IconRender).render({}, null).props.icon;
    if (!data?.node) throw new Error(`lucide-react no longer renders ${of.displayName}'s data`);
    DATA.set(of, data);
  }
  return data;
}

/**
 * A lucide icon as the public pages draw it: decorative (hidden from assistive technology), its
 * size and drawing attributes (stroke, caps, joins, 24 px) from the `icon` class of site.css
 * instead of written on every icon of the page, and without lucide's own class names.
 */
export function Icon({ of, className }: { of: LucideIcon; className?: string }) {
  const { node, size = 24 } = iconData(of);
  return (
    <svg viewBox={`0 0 ${size} ${size}`} aria-hidden="true" className={cn("icon", className)}>
      {node.map(([tag, attributes]) => createElement(tag, attributes))}
    </svg>
  );
}
