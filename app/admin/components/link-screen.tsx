import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { usernameSchema } from "#domain/auth";
import { REQUIRED_NOTE } from "~/admin/components/entity-fields";
import { FieldShell } from "~/admin/components/field-shell";
import { notify } from "~/admin/components/notify";
import {
  type NewPasswordErrors,
  NewPasswordFields,
  type NewPasswordValues,
} from "~/admin/components/password-fields";
import {
  FORGOT_PASSWORD_HASH,
  LINK_WORDING,
  type LinkKind,
  type LinkRefusal,
  newPasswordErrors,
  passwordErrorText,
  SERVER_DOWN,
  setPassword,
  verifyLink,
} from "~/admin/lib/account";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api/client";
import { SIGN_IN_PATH } from "~/lib/areas";

/** What both link pages answer besides the screen: never stored, never indexed. */
export const linkPageHeaders = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const linkPageMeta = (kind: LinkKind) => [
  { title: `${LINK_WORDING[kind].page} - Administration` },
  { name: "robots", content: "noindex" },
];

/** The link's token, read once from the fragment (never sent to the server in a URL). */
function takeTokenFromAddress(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get("token_hash");
  if (window.location.hash) {
    // Out of the address bar, the history and any later copy of the address at once.
    window.history.replaceState(
      window.history.state,
      "",
      window.location.pathname + window.location.search,
    );
  }
  return token || null;
}

type Stage =
  | { name: "reading" }
  | { name: "form" }
  | { name: "refused"; reason: LinkRefusal | "missing" };

/**
 * The screen behind an invitation or reset link: 'Choisissez votre mot de passe', then signed in
 * on the dashboard. The link is spent only when the member submits a password the policy accepts:
 * verify answers the link's session, then PUT /auth/v1/user sets the password in it. Leaving the
 * page or reloading it before then leaves the link usable from the e-mail; once verified, a
 * refused password is tried again in the same session, without the link.
 */
export function LinkScreen({ kind }: { kind: LinkKind }) {
  const wording = LINK_WORDING[kind];
  const navigate = useNavigate();
  const token = useRef<string | null>(null);
  const verified = useRef<{ email: string | undefined } | null>(null);
  const [stage, setStage] = useState<Stage>({ name: "reading" });
  const [values, setValues] = useState<NewPasswordValues>({ password: "", confirm: "" });
  const [username, setUsername] = useState("");
  const [errors, setErrors] = useState<NewPasswordErrors & { username?: string }>({});
  const [busy, setBusy] = useState(false);
  const refusalHeading = useRef<HTMLHeadingElement>(null);

  // The link is read when the page opens, and again when another link is pasted into the same
  // tab (only the fragment changes, so the page is not loaded again).
  useEffect(() => {
    const read = () => {
      const taken = takeTokenFromAddress();
      if (!taken && token.current) return;
      token.current = taken;
      verified.current = null;
      setErrors({});
      if (!taken) {
        setStage({ name: "refused", reason: "missing" });
        return;
      }
      // A used, expired or replaced link says so before the page asks for anything (the check
      // spends nothing); the server being out of reach leaves the form, checked again on submit.
      setStage({ name: "reading" });
      void verifyLink(kind, taken, { dryRun: true })
        .catch(() => ({ ok: true }) as const)
        .then((check) => {
          if (token.current !== taken) return;
          setStage(
            !check.ok && "reason" in check
              ? { name: "refused", reason: check.reason }
              : { name: "form" },
          );
        });
    };
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, [kind]);

  useEffect(() => {
    if (stage.name === "refused") refusalHeading.current?.focus();
  }, [stage.name]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = kind === "invite" ? usernameSchema.safeParse(username) : undefined;
    const found = {
      ...(name?.success === false ? { username: name.error.issues[0]?.message } : {}),
      ...newPasswordErrors(values, verified.current?.email),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    try {
      if (!verified.current) {
        const check = await verifyLink(kind, token.current ?? "");
        if (!check.ok) {
          if ("reason" in check) setStage({ name: "refused", reason: check.reason });
          else notify.error(check.error.message);
          return;
        }
        token.current = null;
        verified.current = { email: check.email };
      }
      await setPassword(values.password, name?.data);
      notify.success(wording.done, "Mot de passe enregistré");
      navigate("/admin", { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) notify.error(SERVER_DOWN);
      else if (error.fields?.username) setErrors({ username: error.fields.username });
      else setErrors({ password: passwordErrorText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/30 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <p className="text-sm font-medium text-muted-foreground">{wording.title}</p>
          <h1 className="text-2xl font-semibold leading-tight">Choisissez votre mot de passe</h1>
          <CardDescription>{wording.intro}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {stage.name === "reading" ? <Spinner label="Chargement..." /> : null}
          {stage.name === "form" ? (
            <form
              noValidate
              onSubmit={(event) => void submit(event)}
              className="flex flex-col gap-4"
            >
              <p className="rounded-md border bg-muted p-3 text-sm">
                Ce lien ne sert qu'une fois : il est utilisé quand vous enregistrez votre mot de
                passe.
              </p>
              <p className="text-sm text-muted-foreground">{REQUIRED_NOTE}</p>
              {kind === "invite" ? (
                <FieldShell
                  id="invite-name"
                  label="Nom d'affichage"
                  required
                  note="Le nom qui vous accueille dans l'administration et que voit l'équipe."
                  error={errors.username}
                >
                  {(aria) => (
                    <Input
                      id="invite-name"
                      name="username"
                      autoComplete="name"
                      value={username}
                      onChange={(event) => setUsername(event.target.value)}
                      {...aria}
                      aria-required
                    />
                  )}
                </FieldShell>
              ) : null}
              <NewPasswordFields
                idPrefix={kind}
                values={values}
                errors={errors}
                email={verified.current?.email}
                onChange={setValues}
              />
              <Button type="submit" disabled={busy}>
                {busy ? "Enregistrement..." : "Enregistrer le mot de passe"}
              </Button>
            </form>
          ) : null}
          {stage.name === "refused" ? (
            <section aria-labelledby="link-refused" className="flex flex-col gap-3">
              <h2
                id="link-refused"
                ref={refusalHeading}
                tabIndex={-1}
                className="text-lg font-semibold outline-none"
              >
                {stage.reason === "missing"
                  ? "Ce lien est incomplet : ouvrez-le à nouveau depuis l'e-mail reçu."
                  : wording.refusals[stage.reason]}
              </h2>
              {stage.reason === "missing" ? null : <p className="text-sm">{wording.again}</p>}
              <p className="flex flex-col gap-2 text-sm">
                {kind === "recovery" ? (
                  <Link
                    className="text-primary underline underline-offset-4"
                    to={`${SIGN_IN_PATH}${FORGOT_PASSWORD_HASH}`}
                    reloadDocument
                  >
                    Mot de passe oublié ?
                  </Link>
                ) : null}
                <Link
                  className="text-primary underline underline-offset-4"
                  to={SIGN_IN_PATH}
                  reloadDocument
                >
                  Aller à la page de connexion
                </Link>
              </p>
            </section>
          ) : null}
        </CardContent>
      </Card>
    </main>
  );
}
