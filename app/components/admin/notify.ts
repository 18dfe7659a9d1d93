import { toast } from "sonner";

/** SPEC 8: every message is a toast with a title and a description. */
export const notify = {
  success: (description: string) => toast.success("Succès", { description }),
  error: (description: string, title = "Erreur") => toast.error(title, { description }),
};
