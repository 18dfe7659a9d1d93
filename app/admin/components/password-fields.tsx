import { type FieldAria, FieldShell } from "~/admin/components/field-shell";
import { PASSWORD_POLICY_TEXT, passwordStrength } from "~/admin/lib/account";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

const STRENGTH_CLASS = {
  "Trop faible": "text-destructive",
  Acceptable: "text-foreground",
  Robuste: "text-foreground",
} as const;

/**
 * A new password and its confirmation, the policy shown above them and the strength said as the
 * member types (a polite live region: the word only, the broken rules listed beside it). Shared
 * by the invitation and reset links and 'Mon compte'.
 */
export function NewPasswordFields({
  idPrefix,
  values,
  errors,
  email,
  onChange,
}: {
  idPrefix: string;
  values: NewPasswordValues;
  errors: NewPasswordErrors;
  /** The account's address, when known: a password made of it is refused. */
  email?: string;
  onChange: (values: NewPasswordValues) => void;
}) {
  const ids = {
    password: `${idPrefix}-password`,
    confirm: `${idPrefix}-confirm`,
    policy: `${idPrefix}-policy`,
    strength: `${idPrefix}-strength`,
  };
  const strength = values.password ? passwordStrength(values.password, email) : null;
  // The policy and the strength describe the password too, after its shell's error.
  const describedBy = (aria: FieldAria) =>
    [aria["aria-describedby"], ids.policy, ids.strength].filter(Boolean).join(" ");
  return (
    <>
      <p id={ids.policy} className="text-sm text-muted-foreground">
        {PASSWORD_POLICY_TEXT}
      </p>
      <FieldShell id={ids.password} label="Nouveau mot de passe" required error={errors.password}>
        {(aria) => (
          <>
            <Input
              id={ids.password}
              name="new-password"
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => onChange({ ...values, password: event.target.value })}
              {...aria}
              aria-describedby={describedBy(aria)}
              aria-required
            />
            <div id={ids.strength} className="text-sm">
              <p aria-live="polite" className={cn(strength && STRENGTH_CLASS[strength.label])}>
                {strength ? `Force du mot de passe : ${strength.label}` : ""}
              </p>
              {strength && strength.problems.length > 0 ? (
                <ul className="mt-1 list-disc ps-5 text-muted-foreground">
                  {strength.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </>
        )}
      </FieldShell>
      <FieldShell
        id={ids.confirm}
        label="Confirmer le mot de passe"
        required
        error={errors.confirm}
      >
        {(aria) => (
          <Input
            id={ids.confirm}
            name="confirm-password"
            type="password"
            autoComplete="new-password"
            value={values.confirm}
            onChange={(event) => onChange({ ...values, confirm: event.target.value })}
            {...aria}
            aria-required
          />
        )}
      </FieldShell>
    </>
  );
}
