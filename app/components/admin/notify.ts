import { toast } from "sonner";

// The toaster's rich colours put red or green text on a pale tint below the WCAG AA ratio (axe
// color-contrast); the admin's toasts carry darker text of the same hue (issue 4, point 15).
const ERROR_CLASSES = { title: "!text-red-800", description: "!text-red-800" };
const SUCCESS_CLASSES = { title: "!text-green-900", description: "!text-green-900" };

/** SPEC 8: every message is a toast with a title and a description. */
export const notify = {
  success: (description: string, title = "Succès") =>
    toast.success(title, { description, classNames: SUCCESS_CLASSES }),
  error: (description: string, title = "Erreur") =>
    toast.error(title, { description, classNames: ERROR_CLASSES }),
};
