/**
 * A group of checkboxes under its legend: the values checked, in the options' order; one that
 * needs at least one says so under the group when none is.
 */
export function CheckboxGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  id,
}: {
  legend: string;
  options: readonly { value: V; label: string }[];
  value: readonly V[];
  onChange: (next: V[]) => void;
  error?: string;
  id: string;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={value.includes(option.value)}
              onChange={(event) =>
                onChange(
                  options
                    .map((each) => each.value)
                    .filter((each) =>
                      each === option.value ? event.target.checked : value.includes(each),
                    ),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
