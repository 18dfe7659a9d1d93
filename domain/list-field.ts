// List fields are entered as comma-separated text: split on commas, trimmed, empty items dropped.
export function parseListField(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export function formatListField(items: readonly string[] | null | undefined): string {
  return (items ?? []).join(", ");
}
