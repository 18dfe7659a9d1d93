import { LoaderCircleIcon } from "lucide-react";
import { type ReactNode, useLayoutEffect, useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { useReturnFocus } from "./use-return-focus";

/**
 * The back office's one confirmation (an alertdialog): a title, a sentence, what the action
 * would do (`children`), 'Annuler' and the confirm button, red for an action that destroys.
 * Focus starts on 'Annuler'; Escape or 'Annuler' closes it; focus goes back to what had it when
 * the dialog opened (a row's button, not the page). While `onConfirm`'s promise runs, the
 * confirm button is disabled with a spinner and the dialog stays open, Escape, 'Annuler' and a
 * click outside included (the action's end would otherwise close the next dialog opened): the
 * screen closes it (`onClose`) when it is done.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  children,
  confirmLabel,
  destructive = false,
  disabled = false,
  className,
  fallbackFocusId,
  onConfirm,
}: {
  open: boolean;
  /** Escape, 'Annuler', or a click outside. */
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** Shown between the sentence and the buttons (what a restore changes, a refusal). */
  children?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /** The action cannot be confirmed yet (still loading) or at all (refused). */
  disabled?: boolean;
  className?: string;
  /** Where focus goes when what opened the dialog is gone (the row it removed). */
  fallbackFocusId?: string;
  onConfirm: () => void | Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const focus = useReturnFocus(open, fallbackFocusId);
  const { remember } = focus;
  // Layout effects run before Radix moves focus into the dialog: what has focus is the opener.
  useLayoutEffect(() => {
    if (open) remember();
  }, [open, remember]);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(isOpen) => (isOpen || busy ? undefined : onClose())}>
      <AlertDialogContent
        className={className}
        aria-busy={busy || undefined}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Annuler</AlertDialogCancel>
          <Button
            type="button"
            variant={destructive ? "destructive" : "default"}
            disabled={disabled || busy}
            onClick={() => void confirm()}
          >
            {busy ? (
              <LoaderCircleIcon
                aria-hidden="true"
                className="animate-spin motion-reduce:animate-none"
              />
            ) : null}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

type ConfirmDialogProps = Parameters<typeof ConfirmDialog>[0];

/**
 * A confirmation asked about one item (a message, a question, a member): `ask(item)` opens the
 * dialog, its texts made from the item (`textsOf`); confirmed, `act(item)` runs with the dialog
 * busy, which closes when it ends. The screen renders `dialog`.
 */
export function useConfirmation<T>({
  textsOf,
  act,
  ...dialog
}: Omit<ConfirmDialogProps, "open" | "onClose" | "onConfirm" | "title" | "description"> & {
  textsOf: (item: T) => { title: string; description: ReactNode };
  act: (item: T) => void | Promise<void>;
}): { ask: (item: T) => void; dialog: ReactNode } {
  // The item stays once the dialog closes: its texts are still shown while it fades out.
  const [asked, setAsked] = useState<{ item: T; open: boolean } | null>(null);
  const close = () => setAsked((current) => current && { ...current, open: false });
  return {
    ask: (item) => setAsked({ item, open: true }),
    dialog: (
      <ConfirmDialog
        {...dialog}
        {...(asked ? textsOf(asked.item) : { title: "", description: "" })}
        open={asked?.open ?? false}
        onClose={close}
        onConfirm={async () => {
          if (asked) await act(asked.item);
          close();
        }}
      />
    ),
  };
}
