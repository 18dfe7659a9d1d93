import { redirect, redirectDocument } from "react-router";
import { isStaffRole } from "#domain/roles";
import { FieldShell } from "~/admin/components/field-shell";
import { signInIsland } from "~/admin/sign-in/sign-in.island";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { SIGN_IN_PATH } from "~/lib/areas";
import { readAdminSession } from "~/lib/auth/session.server";
import { islandAttributes } from "~/site/islands/contract";
import type { Route } from "./+types/login";

/**
 * The sign-in page is a server document run by its own script (app/admin/sign-in), not by React:
 * the back office reaches it with a document load; a navigation that still arrives in the browser's
 * router loads it as a document.
 */
export const clientLoader = () => redirectDocument(SIGN_IN_PATH);

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

const part = signInIsland.part;

export default function LoginRoute({ loaderData }: Route.ComponentProps) {
  const { demoCredentials } = loaderData;
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/30 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">Administration</h1>
          <CardDescription>Connectez-vous pour gérer le contenu du site.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6" {...islandAttributes(signInIsland, {})}>
          <div role="alert" className="empty:hidden" {...part("alerts")} />
          <form noValidate className="flex flex-col gap-4" {...part("signIn")}>
            <EmailField id="login-email" />
            <FieldShell id="login-password" label="Mot de passe" errorSlot>
              {(aria) => (
                <Input
                  id="login-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  {...aria}
                  aria-required
                />
              )}
            </FieldShell>
            <Button type="submit">Se connecter</Button>
            <Button type="button" variant="link" className="self-start px-0" {...part("forgot")}>
              Mot de passe oublié ?
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
          <template {...part("alert")}>
            <div className="rounded-md border border-destructive/50 bg-destructive/10 p-4 text-sm">
              <p className="font-medium" {...part("alertTitle")} />
              <p {...part("alertText")} />
            </div>
          </template>
          <template {...part("forgotten")}>
            <ForgottenPassword />
          </template>
          <template {...part("sent")}>
            <p role="status" className="rounded-md border bg-muted p-4 text-sm">
              {RESET_SENT}
            </p>
          </template>
        </CardContent>
      </Card>
    </main>
  );
}

/** The member's address, on both forms (the browser offers the saved one). */
function EmailField({ id }: { id: string }) {
  return (
    <FieldShell id={id} label="E-mail" errorSlot>
      {(aria) => (
        <Input id={id} name="email" type="email" autoComplete="username" {...aria} aria-required />
      )}
    </FieldShell>
  );
}

const RESET_SENT =
  "Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation vient d'être envoyé. Le lien est valable 1 heure.";

/**
 * 'Mot de passe oublié ?': the address, then the same confirmation whether or not an account
 * exists (the server answers alike); only a rate limit is said otherwise.
 */
function ForgottenPassword() {
  return (
    <section aria-labelledby="forgot-title" className="flex flex-col gap-4">
      <h2 id="forgot-title" className="text-lg font-semibold">
        Mot de passe oublié ?
      </h2>
      <form noValidate className="flex flex-col gap-4" {...part("forgotForm")}>
        <p className="text-sm text-muted-foreground">
          Indiquez l'adresse e-mail de votre compte : vous recevrez un lien pour choisir un nouveau
          mot de passe.
        </p>
        <EmailField id="forgot-email" />
        <Button type="submit">Recevoir un lien</Button>
      </form>
      <Button type="button" variant="outline" {...part("back")}>
        Retour à la connexion
      </Button>
    </section>
  );
}
