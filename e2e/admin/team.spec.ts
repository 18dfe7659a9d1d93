import {
  ADMIN,
  choose,
  expect,
  expectNoAxeViolations,
  open,
  test,
  toast,
  unique,
} from "../support/admin";
import { expectFitsPhones } from "../support/phone-widths";
import { rememberSecret } from "../support/secrets";
import { adminHeaders } from "../support/site";

const emailFor = (label: string) =>
  `${unique(label).replace(/\s+/g, "-").toLowerCase()}@example.com`;

test("an administrator invites an editor, passes on the link shown once, disables, re-enables and removes it", async ({
  page,
}) => {
  const email = emailFor("editeur");
  await open(page, "/admin/team");
  await expect(page.getByRole("heading", { name: "Équipe", level: 1 })).toBeVisible();
  const own = page.getByRole("row").filter({ hasText: ADMIN.email });
  await expect(own).toContainText("Administrateur");
  await expect(own).toContainText("Actif");

  // The form checks what it sends with the server's own schema, in French.
  await page.getByRole("button", { name: "Inviter un membre" }).click();
  const dialog = page.getByRole("dialog", { name: "Inviter un membre" });
  await expect(dialog.getByLabel("E-mail")).toBeFocused();
  await dialog.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(dialog.getByText("L'adresse e-mail est obligatoire")).toBeVisible();
  await expect(dialog.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("E-mail").fill(email);
  await choose(page, /^Rôle/, "Traducteur");
  await dialog.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(dialog.getByText("Choisissez au moins une langue pour un traducteur")).toBeVisible();
  await choose(page, /^Rôle/, "Éditeur");
  await expect(dialog.getByRole("group", { name: "Langues" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Envoyer l'invitation" }).click();

  // No SMTP on this server: the link is shown once, to be passed on.
  const shown = page.getByRole("dialog", { name: "Lien d'invitation" });
  await expect(shown.getByLabel("Lien d'invitation")).toHaveValue(
    /^http:\/\/127\.0\.0\.1:\d+\/admin\/invitation#token_hash=[A-Za-z0-9_-]{43}$/,
  );
  // Shown once here, never written to the server's log (checked after the run).
  const link = await shown.getByLabel("Lien d'invitation").inputValue();
  rememberSecret(link, new URL(link).hash.replace("#token_hash=", ""));
  await expect(shown).toContainText("Il ne sera plus affiché");
  await expect(shown.getByRole("button", { name: "Copier le lien" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shown.getByRole("button", { name: "Terminé" }).click();
  await expect(shown).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Éditeur");
  await expect(row).toContainText("Invité");
  // The member's address whole in its first cell (its name until it chooses one); no sign-in yet.
  await expect(row.getByRole("cell").first()).toHaveText(email);
  await expect(row.getByRole("cell").nth(4)).toHaveText("—");
  // The same address again: the server's French refusal under the field.
  await page.getByRole("button", { name: "Inviter un membre" }).click();
  await dialog.getByLabel("E-mail").fill(email.toUpperCase());
  await dialog.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(dialog.getByText("Un compte existe déjà avec cette adresse e-mail")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Shown once: the list, reloaded, carries no link.
  await open(page, "/admin/team");
  await expect(row).toContainText("Invité");
  expect(await page.content()).not.toContain("token_hash");

  await row.getByRole("button", { name: `Désactiver ${email}` }).click();
  await expect(row).toContainText("Désactivé");
  await row.getByRole("button", { name: `Réactiver ${email}` }).click();
  await expect(row).toContainText("Invité");

  // A translator for Arabic.
  await row.getByRole("button", { name: `Modifier le rôle de ${email}` }).click();
  const roleDialog = page.getByRole("dialog", { name: "Modifier le rôle" });
  await choose(page, /^Rôle/, "Traducteur");
  await roleDialog.getByLabel("Arabe").check();
  await roleDialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(roleDialog).toBeHidden();
  await expect(row).toContainText("Traducteur");
  await expect(row).toContainText("Arabe");

  // Removal asks first; 'Annuler' keeps the member.
  await row.getByRole("button", { name: `Retirer ${email}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Retirer ce membre ?" });
  await expect(confirm).toContainText(email);
  await confirm.getByRole("button", { name: "Annuler" }).click();
  await expect(row.getByRole("button", { name: `Retirer ${email}` })).toBeFocused();
  await row.getByRole("button", { name: `Retirer ${email}` }).click();
  await confirm.getByRole("button", { name: "Retirer" }).click();
  await expect(toast(page, `${email} a été retiré de l'équipe`)).toBeVisible();
  await expect(row).toHaveCount(0);
  // Its row gone, focus goes to 'Inviter un membre', not to the page.
  await expect(page.getByRole("button", { name: "Inviter un membre" })).toBeFocused();
});

test("the only active administrator cannot be demoted: the refusal in French", async ({
  page,
  request,
}) => {
  await open(page, "/admin/team");
  const answer = await request.get("/api/team", { headers: await adminHeaders(request) });
  const team = (await answer.json()) as { role: string; status: string }[];
  // This server's one active administrator is the signed-in one.
  expect(team.filter((m) => m.role === "admin" && m.status === "active")).toHaveLength(1);
  const own = page.getByRole("row").filter({ hasText: ADMIN.email });
  await own.getByRole("button", { name: `Modifier le rôle de ${ADMIN.email}` }).click();
  const roleDialog = page.getByRole("dialog", { name: "Modifier le rôle" });
  await choose(page, /^Rôle/, "Éditeur");
  await roleDialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(roleDialog.getByRole("alert")).toContainText(
    "Il faut au moins un administrateur actif",
  );
  await page.keyboard.press("Escape");
  await expect(own).toContainText("Administrateur");
});

test("'Équipe' fits a 320 px phone, works from the keyboard and has no axe violation", async ({
  page,
}) => {
  await open(page, "/admin/team");
  await expect(page.getByRole("row").filter({ hasText: ADMIN.email })).toBeVisible();
  await expectFitsPhones(page, "Équipe");
  await page.setViewportSize({ width: 320, height: 740 });
  await expectNoAxeViolations(page);
  const invite = page.getByRole("button", { name: "Inviter un membre" });
  await invite.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Inviter un membre" });
  await expect(dialog.getByLabel("E-mail")).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(invite).toBeFocused();
});
