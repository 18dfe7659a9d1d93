import { useEffect, useState } from "react";
import { redirect, useNavigate } from "react-router";
import { z } from "zod";
import { REQUIRED_MESSAGE } from "#domain/fields";
import { notify } from "~/admin/components/notify";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { AuthProvider, useAuth } from "~/lib/auth/auth-provider";
import { readAdminSession } from "~/lib/auth/session.server";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  // Already signed in as an administrator → straight to the dashboard.
  const signedIn = await readAdminSession(context.deps, request);
  if (signedIn?.user.role === "admin") throw redirect("/admin");
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

// E-mail (e-mail format) and password are required.
const LoginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .pipe(z.email({ error: "Veuillez saisir une adresse e-mail valide" })),
  password: z.string().min(1, { error: REQUIRED_MESSAGE }),
});
type LoginErrors = Partial<Record<"email" | "password", string>>;

export default function LoginRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AuthProvider initial={null}>
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
    const parsed = LoginSchema.safeParse({ email, password });
    if (!parsed.success) {
      const next: LoginErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof LoginErrors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { error } = await auth.signIn(parsed.data);
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
          <form
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            className="flex flex-col gap-4"
          >
            <div className="flex flex-col gap-2">
              <Label htmlFor="login-email">E-mail</Label>
              <Input
                id="login-email"
                name="email"
                type="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? "login-email-error" : undefined}
                aria-required
              />
              {errors.email ? (
                <p id="login-email-error" className="text-sm text-destructive">
                  {errors.email}
                </p>
              ) : null}
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="login-password">Mot de passe</Label>
              <Input
                id="login-password"
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? "login-password-error" : undefined}
                aria-required
              />
              {errors.password ? (
                <p id="login-password-error" className="text-sm text-destructive">
                  {errors.password}
                </p>
              ) : null}
            </div>
            <Button type="submit" disabled={busy}>
              {busy ? "Connexion..." : "Se connecter"}
            </Button>
          </form>
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
