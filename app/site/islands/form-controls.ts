/**
 * What a form's island does to its controls, for every page that is not hydrated (the contact
 * form, the sign-in page): no React, no dependency.
 */

/**
 * A field's error in the note its `aria-describedby` names (rendered by the server, hidden while
 * empty): the message shown and the field marked invalid; without one, hidden and unmarked.
 */
export function showFieldError(
  field: HTMLInputElement | HTMLTextAreaElement,
  message: string | undefined,
) {
  const note = document.getElementById(field.getAttribute("aria-describedby") ?? "");
  if (note) {
    note.textContent = message ?? "";
    note.hidden = !message;
  }
  if (message) field.setAttribute("aria-invalid", "true");
  else field.removeAttribute("aria-invalid");
}

/** A submit button while its form is on its way: disabled, saying `doing`. Answers the way back. */
export function whileSending(button: HTMLButtonElement, doing: string): () => void {
  const label = button.textContent;
  button.disabled = true;
  button.textContent = doing;
  return () => {
    button.disabled = false;
    button.textContent = label;
  };
}
