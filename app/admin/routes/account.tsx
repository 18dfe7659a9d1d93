import { type FormEvent, useCallback, useEffect, useState } from "react";
import { usernameSchema } from "#domain/auth";
import { REQUIRED_MESSAGE } from "#domain/fields";
import { ConfirmDialog } from "~/admin/components/confirm-dialog";
import { FieldShell } from "~/admin/components/field-shell";
import { FormError } from "~/admin/components/form-error";
import { notify } from "~/admin/components/notify";
import {
  type NewPasswordErrors,
  NewPasswordFields,
  type NewPasswordValues,
} from "~/admin/components/password-fields";
import { ScreenHeader } from "~/admin/components/screen-header";
import {
  type AccountSession,
  accountSessions,
  changePassword,
  describeUserAgent,
  formatLastUsed,
  newPasswordErrors,
  passwordErrorText,
  SERVER_DOWN,
  setDisplayName,
} from "~/admin/lib/account";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api/client";
import { useAuth } from "~/lib/auth/auth-provider";

/**
 * 'Mon compte', for every member of the team: the display name the welcome line shows, the
 * password (the current one asked first), the account's sessions with 'Déconnecter' for each
 * other one, and 'Déconnecter partout'.
 */
export default function AccountScreen() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <ScreenHeader
        title="Mon compte"
        description="Votre nom d'affichage, votre mot de passe et les appareils connectés à votre compte."
      />
      <DisplayName />
      <PasswordChange />
      <Sessions />
    </div>
  );
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Card aria-labelledby={id} role="region">
      <CardHeader>
        <h2 id={id} className="text-xl font-semibold leading-tight">
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The name as the server checks it (trimmed, counted in characters as people count them). */
function displayNameError(name: string): string | undefined {
  const parsed = usernameSchema.safeParse(name);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

function DisplayName() {
  const auth = useAuth();
  const current = auth.profile?.username ?? "";
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const value = name ?? current;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = displayNameError(value);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await setDisplayName(value.trim());
      setName(null);
      auth.reloadProfile();
      notify.success("Votre nom d'affichage est enregistré.", "Nom modifié");
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.fields?.username ?? failure.message);
      else notify.error(SERVER_DOWN);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section
      id="account-name-title"
      title="Votre nom"
      description="Le nom qui vous accueille dans l'administration."
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <FieldShell id="account-name" label="Nom d'affichage" error={error}>
          {(aria) => (
            <Input
              id="account-name"
              name="username"
              autoComplete="nickname"
              value={value}
              onChange={(event) => setName(event.target.value)}
              {...aria}
              aria-required
            />
          )}
        </FieldShell>
        <Button type="submit" className="self-start" disabled={busy}>
          {busy ? "Enregistrement..." : "Enregistrer le nom"}
        </Button>
      </form>
    </Section>
  );
}

const NO_PASSWORD: NewPasswordValues = { password: "", confirm: "" };

function PasswordChange() {
  const auth = useAuth();
  const email = auth.user?.email;
  const [currentPassword, setCurrentPassword] = useState("");
  const [values, setValues] = useState<NewPasswordValues>(NO_PASSWORD);
  const [errors, setErrors] = useState<NewPasswordErrors & { current?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(currentPassword ? {} : { current: REQUIRED_MESSAGE }),
      ...newPasswordErrors(values, email),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changePassword(currentPassword, values.password);
      setCurrentPassword("");
      setValues(NO_PASSWORD);
      notify.success("Votre nouveau mot de passe est enregistré.", "Mot de passe modifié");
    } catch (failure) {
      if (!(failure instanceof ApiError)) notify.error(SERVER_DOWN);
      else if (failure.fields?.current_password) {
        setErrors({ current: failure.fields.current_password });
      } else setErrors({ password: passwordErrorText(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section
      id="account-password-title"
      title="Mot de passe"
      description="Votre mot de passe actuel vous est demandé avant d'en choisir un nouveau."
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {/* The account's address for the browser's password manager, which files the change. */}
        <input type="hidden" name="username" autoComplete="username" value={email ?? ""} />
        <FieldShell id="account-current" label="Mot de passe actuel" error={errors.current}>
          {(aria) => (
            <Input
              id="account-current"
              name="current-password"
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
              {...aria}
              aria-required
            />
          )}
        </FieldShell>
        <NewPasswordFields
          idPrefix="account-new"
          values={values}
          errors={errors}
          email={email}
          onChange={setValues}
        />
        <Button type="submit" className="self-start" disabled={busy}>
          {busy ? "Enregistrement..." : "Changer le mot de passe"}
        </Button>
      </form>
    </Section>
  );
}

function Sessions() {
  const auth = useAuth();
  const [sessions, setSessions] = useState<AccountSession[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const load = useCallback(async () => {
    try {
      setSessions(await accountSessions.list());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function end(session: AccountSession) {
    try {
      await accountSessions.end(session.id);
      setSessions((list) => list?.filter((item) => item.id !== session.id) ?? null);
      notify.success(
        `${describeUserAgent(session.user_agent)} est déconnecté.`,
        "Session déconnectée",
      );
    } catch (failure) {
      notify.error(failure instanceof ApiError ? failure.message : SERVER_DOWN);
      void load();
    }
  }

  // Signed out, the guard leads to the login page; a refusal closes the question and says why.
  async function endEverywhere() {
    const { error } = await auth.signOut("global");
    setConfirming(false);
    if (error) notify.error(error.message);
  }

  return (
    <Section
      id="account-sessions-title"
      title="Sessions"
      description="Les navigateurs connectés à votre compte. Déconnectez ceux que vous ne reconnaissez pas."
    >
      <div className="flex flex-col gap-4">
        {sessions === null && !failed ? <Spinner label="Chargement des sessions..." /> : null}
        {failed ? (
          <FormError>
            Les sessions n'ont pas pu être chargées.{" "}
            <Button type="button" variant="link" className="h-auto p-0" onClick={() => void load()}>
              Réessayer
            </Button>
          </FormError>
        ) : null}
        {sessions ? (
          <ul className="flex flex-col gap-3">
            {sessions.map((session) => (
              <SessionItem key={session.id} session={session} onEnd={() => void end(session)} />
            ))}
          </ul>
        ) : null}
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() => setConfirming(true)}
        >
          Déconnecter partout
        </Button>
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title="Déconnecter partout ?"
          description="Toutes les sessions de votre compte prennent fin, celle-ci comprise : il faudra vous reconnecter sur chaque appareil."
          confirmLabel="Déconnecter partout"
          onConfirm={endEverywhere}
        />
      </div>
    </Section>
  );
}

function SessionItem({ session, onEnd }: { session: AccountSession; onEnd: () => void }) {
  const nameId = `session-${session.id}`;
  return (
    <li className="flex flex-col gap-3 rounded-md border p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span id={nameId}>{describeUserAgent(session.user_agent)}</span>
          {session.current ? <Badge variant="secondary">Cette session</Badge> : null}
        </p>
        <p className="break-words text-muted-foreground">Adresse : {session.ip ?? "inconnue"}</p>
        <p className="text-muted-foreground">
          Dernière activité : {formatLastUsed(session.last_used_at)}
        </p>
      </div>
      {session.current ? null : (
        <Button
          type="button"
          variant="outline"
          className="self-start sm:self-center"
          aria-describedby={nameId}
          onClick={onEnd}
        >
          Déconnecter
        </Button>
      )}
    </li>
  );
}
