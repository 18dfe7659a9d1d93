import { REQUIRED_MESSAGE } from "#domain/form-messages";
import {
  FORGOT_PASSWORD_HASH,
  markWelcome,
  requestPasswordReset,
  SERVER_DOWN,
} from "~/admin/lib/sign-in";
import { ApiError } from "~/lib/api/client";
import { httpAuthClient } from "~/lib/auth/auth-client";
import { defineIsland, NO_PROPS } from "~/site/islands/contract";
import { showFieldError, whileSending } from "~/site/islands/form-controls";

/**
 * The sign-in page's browser part. The page is a server document (app/admin/routes/login.tsx):
 * this island checks the fields, signs in through the API, which sets the session cookies, and
 * loads the dashboard's document, which says 'Connexion réussie' once it has hydrated. A refusal
 * shows 'Erreur de connexion' with the server's message above the form; 'Mot de passe oublié ?'
 * swaps the form for the reset request (opened at once by the page's `#mot-de-passe-oublie`).
 * Texts shown later come from the server's templates.
 */
export const signInIsland = defineIsland({
  name: "sign-in",
  root: "div",
  props: NO_PROPS,
  parts: {
    alerts: "div",
    alert: "template",
    alertTitle: "p",
    alertText: "p",
    signIn: "form",
    forgot: "button",
    forgotten: "template",
    forgotForm: "form",
    back: "button",
    sent: "template",
  },
  bind(_root, _props, parts) {
    const signIn = parts.one("signIn");
    const forgot = parts.one("forgot");
    const alerts = parts.one("alerts");

    /** The message above the form (a live region): `null` clears it. */
    const say = (title: string | null, text = "") => {
      if (title === null) return alerts.replaceChildren();
      const alert = parts.clone("alert");
      parts.one("alertTitle", alert).textContent = title;
      parts.one("alertText", alert).textContent = text;
      alerts.replaceChildren(alert);
    };

    signIn.addEventListener("submit", (event) => {
      event.preventDefault();
      void submitSignIn();
    });
    async function submitSignIn() {
      const submit = submitButton(signIn);
      if (submit.disabled) return;
      const email = fieldOf(signIn, "email");
      const password = fieldOf(signIn, "password");
      const errors = {
        email: emailError(email),
        password: password.value === "" ? REQUIRED_MESSAGE : undefined,
      };
      showFieldError(email, errors.email);
      showFieldError(password, errors.password);
      say(null);
      if (errors.email || errors.password) {
        (errors.email ? email : password).focus();
        return;
      }
      const done = whileSending(submit, "Connexion...");
      try {
        const { error } = await httpAuthClient.signInWithPassword({
          email: email.value.trim(),
          password: password.value,
        });
        if (error) {
          say("Erreur de connexion", error.message);
          done();
          return;
        }
        markWelcome();
        // Signed in: the page is left for the dashboard, whose document brings the profile.
        location.replace("/admin");
      } catch {
        say("Erreur de connexion", "Une erreur est survenue lors de la connexion");
        done();
      }
    }

    const openForgotten = () => {
      const section = parts.clone("forgotten");
      const form = parts.one("forgotForm", section);
      const input = fieldOf(form, "email");
      input.value = fieldOf(signIn, "email").value;
      say(null);
      // The sign-in form leaves the page meanwhile (what is typed in it stays in its fields).
      signIn.replaceWith(section);
      input.focus();
      parts.one("back", section).addEventListener("click", () => {
        section.replaceWith(signIn);
        say(null);
        // Back on the sign-in form, focus returns to the button that left it.
        forgot.focus();
      });
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        void submitForgotten(form, input);
      });
    };
    async function submitForgotten(form: HTMLFormElement, input: HTMLInputElement) {
      const submit = submitButton(form);
      if (submit.disabled) return;
      const invalid = emailError(input);
      showFieldError(input, invalid);
      say(null);
      if (invalid) {
        input.focus();
        return;
      }
      const done = whileSending(submit, "Envoi...");
      try {
        // The same confirmation whether or not an account exists (the server answers alike).
        await requestPasswordReset(input.value.trim());
        form.replaceWith(parts.clone("sent"));
      } catch (failure) {
        done();
        if (failure instanceof ApiError && failure.status === 429) {
          showFieldError(
            input,
            "Trop de demandes de réinitialisation. Réessayez dans quelques minutes.",
          );
        } else {
          say("Erreur", SERVER_DOWN);
        }
      }
    }

    forgot.addEventListener("click", openForgotten);
    // A reset link that no longer works sends the member here with the request form open.
    if (location.hash === FORGOT_PASSWORD_HASH) openForgotten();
    return undefined;
  },
});

const fieldOf = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as HTMLInputElement;

const submitButton = (form: HTMLFormElement) =>
  form.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement;

/**
 * E-mail (e-mail format) is required. The format is the browser's own check of an e-mail field
 * (the forms are `noValidate`, so it only reports here): a schema library would weigh more than
 * the whole page's script.
 */
function emailError(field: HTMLInputElement): string | undefined {
  if (field.value.trim() === "") return REQUIRED_MESSAGE;
  return field.validity.typeMismatch ? "Veuillez saisir une adresse e-mail valide" : undefined;
}
