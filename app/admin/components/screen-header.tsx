import { PlusIcon } from "lucide-react";
import { Button } from "~/components/ui/button";

/** A management screen's title and its "new" button. */
export function ScreenHeader({
  title,
  description,
  actionLabel,
  actionId,
  onAction,
}: {
  title: string;
  description?: string;
  actionLabel?: string;
  actionId?: string;
  onAction?: () => void;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actionLabel && onAction ? (
        <Button type="button" id={actionId} onClick={onAction}>
          <PlusIcon aria-hidden="true" />
          {actionLabel}
        </Button>
      ) : null}
    </div>
  );
}
