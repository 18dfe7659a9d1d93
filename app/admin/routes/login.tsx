import { useEffect, useRef, useState } from "react";
import { redirect, useNavigate } from "react-router";
import { REQUIRED_MESSAGE } from "#domain/form-messages";
import { isStaffRole } from "#domain/roles";
import { FieldShell } from "~/admin/components/field-shell";
import { notify } from "~/admin/components/notify";
import { FORGOT_PASSWORD_HASH, requestPasswordReset, SERVER_DOWN } from "~/admin/lib/sign-in";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api/client";
import { AuthProvider, useAuth } from "~/lib/auth/auth-provider";
import { readAdminSession } from "~/lib/auth/session.server";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  // Already signed in as a member of the team → straight to the dashboard.
  const signedIn = await readAdminSession(context.deps, request);
  if (isStaffRole(signedIn?.user.role)) throw redirect("/admin");
  const { config } = context.deps;
  // The hint box with credentials exists only for public demo deployments.
  const demoCredentials =
    config.SHOW_DEMO_CREDENTIALS && config.ADMIN_EMAIL && config.ADMIN_PASSWORD
      ? { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }
      : null;
  return { demoCredentials };
}

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Connexion - Administration" },
  { name: "robots", content: "noindex" },
];

// E-mail (e-mail format) and password are required. The format is the browser's own check of an
// e-mail field (the form is `noValidate`, so it only reports here): a schema library would double
// the sign-in page's first-load scripts.
function emailError(form: HTMLFormElement): string | undefined {
  const field = form.elements.namedItem("email") as HTMLInputElement;
  if (field.value.trim() === "") return REQUIRED_MESSAGE;
  return field.validity.typeMismatch ? "Veuillez saisir une adresse e-mail valide" : undefined;
}
type LoginErrors = Partial<Record<"email" | "password", string>>;

export default function LoginRoute({ loaderData }: Route.ComponentProps) {
  return (
    // The page leaves once signed in: the dashboard's document brings the profile.
    <AuthProvider initial={null} loadsProfile={false}>
      <LoginScreen demoCredentials={loaderData.demoCredentials} />
    </AuthProvider>
  );
}

function LoginScreen({
  demoCredentials,
}: {
  demoCredentials: { email: string; password: string } | null;
}) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);
  const [forgotten, setForgotten] = useState(false);
  const forgotButton = useRef<HTMLButtonElement>(null);

  // A reset link that no longer works sends the member here with the request form open.
  useEffect(() => {
    if (window.location.hash === FORGOT_PASSWORD_HASH) setForgotten(true);
  }, []);

  // Once authenticated, go to /admin.
  useEffect(() => {
    if (auth.status === "authenticated") navigate("/admin", { replace: true });
  }, [auth.status, navigate]);

  if (auth.status === "loading") {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Chargement..." />
      </div>
    );
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the fields, not from state: what was typed before the page's scripts ran is
    // in the fields only (they are uncontrolled so that hydration keeps it).
    const form = event.currentTarget;
    const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
    const credentials = { email: field("email").trim(), password: field("password") };
    const next: LoginErrors = {
      email: emailError(event.currentTarget),
      password: credentials.password === "" ? REQUIRED_MESSAGE : undefined,
    };
    if (next.email || next.password) {
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { error } = await auth.signIn(credentials);
      if (error) {
        // The server's message under 'Erreur de connexion'.
        notify.error(error.message, "Erreur de connexion");
        return;
      }
      notify.success("Bienvenue dans l'administration", "Connexion réussie");
    } catch {
      notify.error("Une erreur est survenue lors de la connexion", "Erreur de connexion");
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/30 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">Administration</h1>
          <CardDescription>Connectez-vous pour gérer le contenu du site.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {forgotten ? (
            <ForgottenPassword
              initialEmail={email}
              onBack={() => {
                setForgotten(false);
                // Back on the sign-in form, focus returns to the button that left it.
                requestAnimationFrame(() => forgotButton.current?.focus());
              }}
            />
          ) : (
            <form
              noValidate
              onSubmit={(event) => void onSubmit(event)}
              className="flex flex-col gap-4"
            >
              <FieldShell id="login-email" label="E-mail" error={errors.email}>
                {(aria) => (
                  <Input
                    id="login-email"
                    name="email"
                    type="email"
                    autoComplete="username"
                    defaultValue={email}
                    onChange={(event) => setEmail(event.target.value)}
                    {...aria}
                    aria-required
                  />
                )}
              </FieldShell>
              <FieldShell id="login-password" label="Mot de passe" error={errors.password}>
                {(aria) => (
                  <Input
                    id="login-password"
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    defaultValue={password}
                    onChange={(event) => setPassword(event.target.value)}
                    {...aria}
                    aria-required
                  />
                )}
              </FieldShell>
              <Button type="submit" disabled={busy}>
                {busy ? "Connexion..." : "Se connecter"}
              </Button>
              <Button
                ref={forgotButton}
                type="button"
                variant="link"
                className="self-start px-0"
                onClick={() => setForgotten(true)}
              >
                Mot de passe oublié ?
              </Button>
            </form>
          )}
          {demoCredentials ? (
            <section
              aria-label="Compte de démonstration"
              className="rounded-md border bg-muted p-4 text-sm"
            >
              <p className="font-medium">Compte de démonstration</p>
              <p>E-mail : {demoCredentials.email}</p>
              <p>Mot de passe : {demoCredentials.password}</p>
            </section>
          ) : null}
        </CardContent>
      </Card>
    </main>
  );
}

const RESET_SENT =
  "Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation vient d'être envoyé. Le lien est valable 1 heure.";

/**
 * 'Mot de passe oublié ?': the address, then the same confirmation whether or not an account
 * exists (the server answers alike); only a rate limit is said otherwise.
 */
function ForgottenPassword({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => field.current?.focus(), []);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    const invalid = emailError(event.currentTarget);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await requestPasswordReset(address);
      setSent(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 429) {
        setError("Trop de demandes de réinitialisation. Réessayez dans quelques minutes.");
      } else {
        notify.error(SERVER_DOWN);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="forgot-title" className="flex flex-col gap-4">
      <h2 id="forgot-title" className="text-lg font-semibold">
        Mot de passe oublié ?
      </h2>
      {sent ? (
        <p role="status" className="rounded-md border bg-muted p-4 text-sm">
          {RESET_SENT}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">
            Indiquez l'adresse e-mail de votre compte : vous recevrez un lien pour choisir un
            nouveau mot de passe.
          </p>
          <FieldShell id="forgot-email" label="E-mail" error={error}>
            {(aria) => (
              <Input
                ref={field}
                id="forgot-email"
                name="email"
                type="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                {...aria}
                aria-required
              />
            )}
          </FieldShell>
          <Button type="submit" disabled={busy}>
            {busy ? "Envoi..." : "Recevoir un lien"}
          </Button>
        </form>
      )}
      <Button type="button" variant="outline" onClick={onBack}>
        Retour à la connexion
      </Button>
    </section>
  );
}
