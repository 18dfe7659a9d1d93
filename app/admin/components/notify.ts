/**
 * Every admin message is a toast with a title and a description (contrast: theme.css). sonner is
 * loaded with the first toast, as its host is (root.tsx), not with the screen's first-load
 * scripts; toasts keep their order.
 */
const sonner = () => import("sonner").then((module) => module.toast);

export const notify = {
  success: (description: string, title = "Succès") =>
    void sonner().then((toast) => toast.success(title, { description })),
  error: (description: string, title = "Erreur") =>
    void sonner().then((toast) => toast.error(title, { description })),
};
