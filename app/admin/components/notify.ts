import { toast } from "sonner";

/** Every admin message is a toast with a title and a description (contrast: theme.css). */
export const notify = {
  success: (description: string, title = "Succès") => toast.success(title, { description }),
  error: (description: string, title = "Erreur") => toast.error(title, { description }),
};
