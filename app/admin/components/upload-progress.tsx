/** An upload's progress bar and its percentage (the bar carries the accessible name). */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="flex items-center gap-3">
      <progress className="h-2 w-full" max={100} value={percent} aria-label={label} />
      {/* The figure and its sign on one line ('100 %' never broken between them). */}
      <span className="text-sm whitespace-nowrap tabular-nums" aria-hidden="true">
        {`${percent}\u00a0%`}
      </span>
    </div>
  );
}
