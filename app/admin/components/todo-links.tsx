import { Link } from "react-router";
import type { TodoItem } from "~/admin/lib/dashboard";

export type { TodoItem };

/** 'À faire' lines: each a link to its filtered list, the count at its end. */
export function TodoLinks({ items }: { items: TodoItem[] }) {
  return (
    <ul className="flex flex-col divide-y">
      {items.map((item) => (
        <li key={item.to + item.label} className="py-2">
          <Link
            to={item.to}
            className="flex items-center justify-between gap-4 rounded-sm underline-offset-4 hover:underline"
          >
            <span>{item.label}</span>
            <span className="shrink-0 font-bold whitespace-nowrap tabular-nums">{item.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
