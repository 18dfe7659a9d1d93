import type { Browser, Page } from "@playwright/test";
import { fr } from "#domain/i18n/fr";
import { type FakeModel, startFakeModel } from "#testing/fake-llm";
import {
  ADMIN,
  expect,
  expectNoAxeViolations,
  open,
  anonymousTest as test,
  toast,
  unique,
} from "../support/admin";
import { type BuiltServer, freePort, startBuiltServer } from "../support/built-server";
import { userCreate as runUserCreate, signedInAt } from "../support/operator";
import { expectFitsPhones } from "../support/phone-widths";
import { copyOfTemplate } from "../support/template-server";

/**
 * Translations that know when they are out of date, as the team works on them: an editor's change
 * of the French flags the translations 'À revoir' with what changed; the Arabic translator fixes
 * the Arabic from its queue, an editor validates the English; the model's draft is saved, stays
 * French for visitors until approved; an XLIFF file goes out and comes back from a CAT tool. On a
 * server of its own with a translator (ar) and a loopback fake model.
 */
test.describe.configure({ mode: "serial" });

const TRANSLATOR = { email: "traductrice-ar@example.com", password: "Traductrice-e2e-Passw0rd!" };
const RESULTS = {
  before: "Délai de traitement réduit de 40 % ; l'équipe gagne deux heures par jour.",
  after: "Délai de traitement réduit de 45 % ; l'équipe gagne trois heures par jour.",
  en: "Processing time cut by 40%; the team saves two hours a day.",
  ar: "انخفض وقت المعالجة بنسبة 40٪ ؛ يوفر الفريق ساعتين يوميًا.",
  arFixed: "انخفض وقت المعالجة بنسبة 45٪ ؛ يوفر الفريق ثلاث ساعات يوميًا.",
};
const MACHINE = "The clinic's waiting times fell by half within three months of the launch.";

const stale = unique("Étude à revoir");
const drafted = unique("Étude traduite par le modèle");
const exported = unique("Étude exportée");
let server: BuiltServer;
let model: FakeModel;
let dataDir: Awaited<ReturnType<typeof copyOfTemplate>> | undefined;
const ids: Record<string, string> = {};
const slugs: Record<string, string> = {};

const userCreate = (...args: string[]) => runUserCreate(dataDir?.dataDir ?? "", ...args);

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  dataDir = await copyOfTemplate();
  await userCreate(
    ...["--email", TRANSLATOR.email, "--password", TRANSLATOR.password],
    ...["--role", "translator", "--languages", "ar"],
  );
  model = await startFakeModel();
  model.answer = MACHINE;
  server = await startBuiltServer(await freePort(), {
    DATA_DIR: dataDir.dataDir,
    TRANSLATION_LLM_URL: model.url,
    TRANSLATION_LLM_MODEL: "fake-model",
  });
  const request = await playwright.request.newContext({ baseURL: server.origin });
  const signIn = await request.post("/auth/v1/token?grant_type=password", {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(signIn.status()).toBe(200);
  const rows = {
    stale: {
      title: stale,
      description: "Une clinique accélère le traitement de ses dossiers.",
      client: "Clinique du Parc",
      results: RESULTS.before,
      translations: {
        en: { title: "A faster clinic", results: RESULTS.en },
        ar: { title: "عيادة أسرع", results: RESULTS.ar },
      },
    },
    drafted: {
      title: drafted,
      description: "Une clinique réduit ses temps d'attente.",
      client: "Clinique des Lilas",
      results: "Les temps d'attente ont baissé de moitié en trois mois.",
      published: true,
    },
    exported: {
      title: exported,
      description: "Un cabinet automatise ses comptes rendus.",
      client: "Cabinet Martin",
      results: "Les comptes rendus sont prêts le jour même.",
    },
  };
  for (const [key, row] of Object.entries(rows)) {
    const created = await request.post("/api/case_studies", {
      headers: { Origin: server.origin },
      data: row,
    });
    expect(created.status(), key).toBe(201);
    const body = (await created.json()) as { id: string; slug: string };
    ids[key] = body.id;
    slugs[key] = body.slug;
  }
  await request.dispose();
});

test.afterAll(async () => {
  await server?.stop();
  await model?.close();
  dataDir?.remove();
});

const signedIn = (browser: Browser, member: { email: string; password: string }) =>
  signedInAt(browser, server.origin, member);

const status = (page: Page, label: string) =>
  page.getByRole("group", { name: `État de la traduction : ${label}` });

/** Opens a case study's form from its list (searched by its title). */
async function edit(page: Page, title: string, path = "/admin/cases") {
  await open(page, `${path}${path.includes("?") ? "&" : "?"}q=${encodeURIComponent(title)}`);
  await page.getByRole("button", { name: `Modifier ${title}`, exact: true }).click();
  return page.getByRole("dialog", { name: "Modifier l'étude de cas" });
}

test("an editor changes the French results: the English and Arabic say 'À revoir' with what changed", async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, ADMIN);
  const form = await edit(page, stale);
  await form.getByLabel("Résultats", { exact: true }).fill(RESULTS.after);
  await form.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(toast(page, "modifiée avec succès")).toBeVisible();

  await edit(page, stale);
  for (const [tab, language] of [
    [/English/, "English"],
    [/العربية/, "العربية"],
  ] as const) {
    await page.getByRole("tab", { name: tab }).click();
    const results = status(page, `Résultats (${language})`);
    await expect(results).toContainText("À revoir");
    // The French then and now, only the words that changed marked.
    await expect(results.locator("del")).toHaveText(["40", "deux"]);
    await expect(results.locator("ins")).toHaveText(["45", "trois"]);
    await expect(
      results.getByRole("button", { name: `Valider : Résultats (${language})` }),
    ).toBeVisible();
    await expect(status(page, `Titre (${language})`)).toContainText("À jour");
    await expect(status(page, `Description (${language})`)).toContainText("Manquante");
  }
  await expectNoAxeViolations(page);
  await context.close();
});

test("the Arabic translator fixes the Arabic from its queue; an editor validates the English", async ({
  browser,
}) => {
  const translator = await signedIn(browser, TRANSLATOR);
  const page = translator.page;
  await open(page, "/admin");
  const arabic = page.getByRole("region", { name: "En arabe" });
  await expect(page.getByRole("region", { name: "En anglais" })).toHaveCount(0);
  await arabic.getByRole("link", { name: /^Études de cas : champs? à revoir/ }).click();
  await expect(page).toHaveURL(/translation=ar-outdated/);
  await expect(page.getByLabel("Traductions")).toHaveText("Français modifié (arabe)");
  await page.getByLabel("Rechercher").fill(stale);
  await page.getByRole("button", { name: `Modifier ${stale}`, exact: true }).click();
  // The form opens on the translator's language.
  const field = page.getByRole("textbox", { name: "Résultats (العربية)", exact: true });
  await expect(field).toHaveAttribute("dir", "rtl");
  await expect(status(page, "Résultats (العربية)")).toContainText("À revoir");
  await field.fill(RESULTS.arFixed);
  await page.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(toast(page, "modifiée avec succès")).toBeVisible();
  await edit(page, stale);
  await expect(status(page, "Résultats (العربية)")).toContainText("À jour");
  await expect(status(page, "Résultats (العربية)").locator("del")).toHaveCount(0);
  await translator.context.close();

  const editor = await signedIn(browser, ADMIN);
  await edit(editor.page, stale);
  await editor.page.getByRole("tab", { name: /English/ }).click();
  await editor.page.getByRole("button", { name: "Valider : Résultats (English)" }).click();
  await expect(status(editor.page, "Résultats (English)")).toContainText("À jour");
  await expect(
    editor.page.getByRole("textbox", { name: "Résultats (English)", exact: true }),
  ).toHaveValue(RESULTS.en);
  await editor.context.close();
});

test("the model's English for a new case study is saved, stays French on the English page, and shows once approved", async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, ADMIN);
  await edit(page, drafted);
  await page.getByRole("tab", { name: /English/ }).click();
  await page.getByRole("button", { name: /^Proposer une traduction \(\d champs\)$/ }).click();
  await expect(page.getByRole("textbox", { name: "Résultats (English)", exact: true })).toHaveValue(
    MACHINE,
  );
  await expect(page.getByRole("textbox", { name: "Titre (English)", exact: true })).toHaveValue(
    MACHINE,
  );
  // Nothing was saved: the field is the person's to edit, and the title is made shorter.
  await page
    .getByRole("textbox", { name: "Titre (English)", exact: true })
    .fill("Shorter waits at a clinic");
  await page.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(toast(page, "modifiée avec succès")).toBeVisible();

  await edit(page, drafted);
  await page.getByRole("tab", { name: /English/ }).click();
  await expect(status(page, "Résultats (English)")).toContainText("Traduction automatique");
  await expect(status(page, "Titre (English)")).toContainText("À jour");

  const visitor = await browser.newPage({ baseURL: server.origin });
  await visitor.goto(`/cases/${slugs.drafted}?lang=en`);
  await expect(visitor.getByText("Shorter waits at a clinic")).toBeVisible();
  await expect(visitor.locator('[lang="fr"]', { hasText: "baissé de moitié" })).toBeVisible();
  await expect(visitor.getByText(MACHINE)).toHaveCount(0);

  await page.getByRole("button", { name: "Valider : Résultats (English)" }).click();
  await expect(status(page, "Résultats (English)")).toContainText("À jour");
  await expect(async () => {
    await visitor.goto(`/cases/${slugs.drafted}?lang=en`);
    await expect(visitor.getByText(MACHINE)).toBeVisible({ timeout: 1000 });
  }).toPass();
  await visitor.close();
  await context.close();
});

test("an XLIFF export of the Arabic missing fields, filled as a CAT tool would, comes back with a unit refused because its French changed", async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, TRANSLATOR);
  await open(page, "/admin/translations");
  await expect(page.getByRole("heading", { name: "Traductions", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  const states = page.getByRole("group", { name: "Traductions à inclure" });
  for (const state of ["À revoir", "Traduction automatique"]) {
    await states.getByRole("checkbox", { name: state }).uncheck();
  }
  const tables = page.getByRole("group", { name: "Contenus" });
  for (const box of await tables.getByRole("checkbox").all()) await box.uncheck();
  await tables.getByRole("checkbox", { name: "Études de cas" }).check();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Télécharger le fichier XLIFF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^traductions-ar-\d{4}-\d{2}-\d{2}\.xlf$/);
  const xliff = await (await import("node:fs/promises")).readFile(await download.path(), "utf8");
  expect(xliff).toContain('source-language="fr"');

  // The CAT tool: a target in each unit of the exported case study, a note, entities kept.
  const units = [
    ...xliff.matchAll(/<trans-unit[^>]*id="(case_studies\/[^"]+)"[^>]*>[\s\S]*?<\/trans-unit>/g),
  ].filter(([, id]) => id?.startsWith(`case_studies/${ids.exported}/`));
  expect(units.map(([, id]) => id?.split("/").at(-1)).sort()).toEqual(
    ["description", "results", "title"].sort(),
  );
  let filled = xliff;
  for (const [unit] of units) {
    const translated = unit
      .replace(/<target[^>]*\/>|<target[^>]*>[\s\S]*?<\/target>/, "")
      .replace(
        /(<\/source>)/,
        '$1\n        <target state="translated">  مكتب يؤتمت تقاريره &amp; يوفّر الوقت  </target>\n        <note from="translator">مراجعة</note>',
      );
    filled = filled.replace(unit, translated);
  }

  // Meanwhile an editor changes the French description.
  const editor = await signedIn(browser, ADMIN);
  const changed = await editor.context.request.patch(`/api/case_studies/${ids.exported}`, {
    headers: { Origin: server.origin },
    data: { description: "Un cabinet automatise ses comptes rendus et ses factures." },
  });
  expect(changed.status()).toBe(200);
  await editor.context.close();

  await page.getByLabel("Fichier XLIFF").setInputFiles({
    name: "traductions-ar.xlf",
    mimeType: "application/xliff+xml",
    buffer: Buffer.from(filled),
  });
  await page.getByRole("button", { name: "Importer" }).click();
  const result = page.getByRole("region", { name: "Résultat de l'import" });
  await expect(result).toContainText("2 traductions mises à jour");
  await expect(result).toContainText("1 refusée");
  await expect(result.getByRole("listitem").filter({ hasText: "Description" })).toContainText(
    "le texte français a changé depuis l'export",
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectFitsPhones(page, "Traductions");
  await context.close();
});

test("a French site text's edit makes its English 'À revoir'; 'Valider' makes it up to date again, and its history says so", async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, ADMIN);
  await open(page, "/admin/site-texts?q=hero.eyebrow");
  const entry = page.getByRole("group", { name: fr["hero.eyebrow"] });
  /** One language's form of the text: its field and its buttons. */
  const form = (language: string) =>
    entry.locator("form").filter({ has: page.getByRole("textbox", { name: language }) });
  await form("Français").getByRole("textbox").fill("Conseil en IA et science des données");
  await form("Français").getByRole("button", { name: "Enregistrer" }).click();
  await expect(toast(page, "Texte enregistré avec succès")).toBeVisible();

  const english = status(page, "hero.eyebrow (anglais)");
  await expect(english).toContainText("À revoir");
  await expect(english.locator("ins")).toHaveText(["IA"]);
  await expect(status(page, "hero.eyebrow (arabe)")).toContainText("À revoir");
  await english.getByRole("button", { name: "Valider : hero.eyebrow (anglais)" }).click();
  await expect(toast(page, "Traduction validée.")).toBeVisible();
  await expect(english).toContainText("À jour");
  await expect(english.getByRole("button", { name: /^Valider/ })).toHaveCount(0);
  await expect(status(page, "hero.eyebrow (arabe)")).toContainText("À revoir");

  // The model's Arabic fills the field; saved unchanged, it is the model's until approved.
  model.answer = "استشارات الذكاء الاصطناعي وعلوم البيانات للشركات";
  const arabic = status(page, "hero.eyebrow (arabe)");
  await arabic
    .getByRole("button", { name: "Proposer une traduction : hero.eyebrow (arabe)" })
    .click();
  await expect(form("Arabe").getByRole("textbox")).toHaveValue(model.answer);
  await form("Arabe").getByRole("button", { name: "Enregistrer" }).click();
  await expect(arabic).toContainText("Traduction automatique");
  model.answer = MACHINE;

  await open(page, "/admin/site-texts?q=hero.eyebrow");
  await expect(status(page, "hero.eyebrow (anglais)")).toContainText("À jour");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Historique de hero.eyebrow (français)" }).click();
  const history = page.getByRole("dialog", { name: "Historique de hero.eyebrow (français)" });
  await expect(history).toContainText("État de la traduction : Texte (anglais)");
  await expect(history).toContainText("À revoir");
  await context.close();
});
