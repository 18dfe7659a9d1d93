// The team screen's dialogs: invite a member, change a role, show an invitation's link once.
import { CopyIcon } from "lucide-react";
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "#domain/fields";
import { ROLE_LABELS, roleAssignmentSchema, STAFF_ROLES, type StaffRole } from "#domain/roles";
import { invitationSchema } from "#domain/team";
import { FieldShell } from "~/admin/components/field-shell";
import { OptionSelect } from "~/admin/components/filters";
import { FormError } from "~/admin/components/form-error";
import { notify } from "~/admin/components/notify";
import {
  type InvitationAnswer,
  type TeamMember,
  TRANSLATED_LANGUAGE_LABELS,
  TRANSLATED_LANGUAGES,
  teamApi,
} from "~/admin/lib/team";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { ApiError } from "~/lib/api/client";

/** The server's French sentence for a refusal it explains (409, 400), a generic one otherwise. */
export const reasonOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && (error.status === 409 || error.status === 400)
    ? error.message
    : fallback;

interface RoleValues {
  role: StaffRole;
  languages: string[];
}

const ROLE_OPTIONS = STAFF_ROLES.map((role) => [role, ROLE_LABELS[role]] as const);

/** The role select, and a translator's languages as checkboxes (shown for a translator only). */
function RoleFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: RoleValues;
  errors: Record<string, string>;
  onChange: (values: RoleValues) => void;
}) {
  const languagesError = `${idPrefix}-languages-error`;
  return (
    <>
      <FieldShell id={`${idPrefix}-role`} label="Rôle" required error={errors.role}>
        {(aria) => (
          <OptionSelect
            id={`${idPrefix}-role`}
            aria-required="true"
            {...aria}
            value={values.role}
            onChange={(role) => onChange({ ...values, role: role as StaffRole })}
            options={ROLE_OPTIONS}
          />
        )}
      </FieldShell>
      {values.role === "translator" ? (
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.languages ? languagesError : undefined}
        >
          <legend className="mb-2 text-sm font-medium">
            Langues
            <span aria-hidden="true" className="text-destructive">
              {" "}
              *
            </span>
          </legend>
          {TRANSLATED_LANGUAGES.map((language) => (
            <label key={language} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={values.languages.includes(language)}
                onChange={(event) =>
                  onChange({
                    ...values,
                    languages: event.target.checked
                      ? [...values.languages, language]
                      : values.languages.filter((item) => item !== language),
                  })
                }
              />
              {TRANSLATED_LANGUAGE_LABELS[language]}
            </label>
          ))}
          {errors.languages ? (
            <p id={languagesError} className="text-sm text-destructive">
              {errors.languages}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </>
  );
}

/** Field messages of a refused call (400, 409 with fields), or the server's sentence. */
function refusal(error: unknown, fallback: string): Record<string, string> {
  if (error instanceof ApiError && error.fields) return error.fields;
  return { _: reasonOf(error, fallback) };
}

/**
 * A dialog's form: its values checked with the server's schema (field messages in French), then
 * sent; a refusal shows under its field, or above the buttons (`_`).
 */
function useDialogForm(fallback: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  async function submit<T, R>(
    parsed: { success: true; data: T } | { success: false; error: z.ZodError },
    send: (value: T) => Promise<R>,
    done: (answer: R) => void,
  ) {
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      done(await send(parsed.data));
    } catch (error) {
      setErrors(refusal(error, fallback));
    } finally {
      setBusy(false);
    }
  }
  const reset = useCallback(() => setErrors({}), []);
  return { errors, busy, submit, reset };
}

/** The frame of the team's form dialogs: title, description, fields, 'Annuler' and submit. */
function FormDialog({
  open,
  title,
  description,
  submitLabel,
  form,
  onSubmit,
  onClose,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  submitLabel: string;
  form: { errors: Record<string, string>; busy: boolean };
  onSubmit: () => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent
        className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
          <FormError>{form.errors._}</FormError>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" disabled={form.busy}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const NO_ROLE: RoleValues = { role: "editor", languages: [] };

export function InviteDialog({
  open,
  onClose,
  onInvited,
  onCloseAutoFocus,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: (answer: InvitationAnswer) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<RoleValues>(NO_ROLE);
  const form = useDialogForm("Impossible d'envoyer l'invitation");
  const { reset } = form;

  useEffect(() => {
    if (!open) return;
    setEmail("");
    setRole(NO_ROLE);
    reset();
  }, [open, reset]);

  return (
    <FormDialog
      open={open}
      title="Inviter un membre"
      description="Le membre reçoit un lien, valable 7 jours, pour choisir son mot de passe."
      submitLabel="Envoyer l'invitation"
      form={form}
      onSubmit={() =>
        void form.submit(invitationSchema.safeParse({ email, ...role }), teamApi.invite, onInvited)
      }
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <FieldShell id={`${id}-email`} label="E-mail" required error={form.errors.email}>
        {(aria) => (
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            aria-required="true"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...aria}
          />
        )}
      </FieldShell>
      <RoleFields idPrefix={id} values={role} errors={form.errors} onChange={setRole} />
    </FormDialog>
  );
}

export function RoleDialog({
  member,
  onClose,
  onChanged,
  onCloseAutoFocus,
}: {
  member: TeamMember | null;
  onClose: () => void;
  onChanged: (member: TeamMember) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const id = useId();
  const [values, setValues] = useState<RoleValues>(NO_ROLE);
  const form = useDialogForm("Impossible de modifier le rôle");
  const { reset } = form;

  useEffect(() => {
    if (!member) return;
    const role = (STAFF_ROLES as readonly string[]).includes(member.role)
      ? (member.role as StaffRole)
      : "editor";
    setValues({ role, languages: [...member.languages] });
    reset();
  }, [member, reset]);

  return (
    <FormDialog
      open={member !== null}
      title="Modifier le rôle"
      description={member?.email}
      submitLabel="Enregistrer"
      form={form}
      onSubmit={() => {
        if (!member) return;
        void form.submit(
          roleAssignmentSchema.safeParse(values),
          (change) => teamApi.change(member.id, change),
          onChanged,
        );
      }}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <RoleFields idPrefix={id} values={values} errors={form.errors} onChange={setValues} />
    </FormDialog>
  );
}

/** The invitation's link, shown once (no e-mail carries it), with a copy button. */
export function LinkDialog({
  link,
  onClose,
  onCloseAutoFocus,
}: {
  link: { email: string; url: string } | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const id = useId();

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      notify.success("Lien copié");
    } catch {
      notify.error("Impossible de copier le lien : sélectionnez-le et copiez-le vous-même");
    }
  }

  return (
    <Dialog open={link !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Lien d'invitation</DialogTitle>
          <DialogDescription>
            Aucun e-mail n'est envoyé : transmettez ce lien à {link?.email}. Il ne sera plus
            affiché. Il est valable 7 jours et ne sert qu'une fois.
          </DialogDescription>
        </DialogHeader>
        <FieldShell id={`${id}-link`} label="Lien d'invitation">
          {(aria) => (
            <Input
              id={`${id}-link`}
              readOnly
              value={link?.url ?? ""}
              onFocus={(event) => event.currentTarget.select()}
              {...aria}
            />
          )}
        </FieldShell>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <CopyIcon aria-hidden="true" />
            Copier le lien
          </Button>
          <Button type="button" onClick={onClose}>
            Terminé
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
