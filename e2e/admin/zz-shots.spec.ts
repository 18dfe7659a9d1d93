import { ADMIN, expect, open, anonymousTest as test } from "../support/admin";
import { type BuiltServer, freePort, startBuiltServer } from "../support/built-server";
import { copyOfTemplate } from "../support/template-server";

let server: BuiltServer;
let dataDir: Awaited<ReturnType<typeof copyOfTemplate>>;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = await copyOfTemplate();
  server = await startBuiltServer(await freePort(), { DATA_DIR: dataDir.dataDir, TRANSLATION_LLM_URL: "http://127.0.0.1:9/v1" });
});
test.afterAll(async () => { await server?.stop(); dataDir?.remove(); });

test("shots", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: server.origin });
  await context.request.post("/auth/v1/token?grant_type=password", { data: ADMIN });
  const made = await context.request.post("/api/case_studies", { headers: { Origin: server.origin }, data: {
    title: "Étude témoin", description: "Une clinique accélère le traitement de ses dossiers.", client: "Clinique",
    results: "Délai de traitement réduit de 40 % ; l'équipe gagne deux heures par jour.",
    translations: { en: { title: "Witness", results: "Processing time cut by 40%; two hours a day saved." }, ar: { title: "دراسة", results: "انخفض وقت المعالجة بنسبة 40٪ ؛ يوفر الفريق ساعتين يوميًا." } } } });
  const { id } = await made.json();
  await context.request.patch(`/api/case_studies/${id}`, { headers: { Origin: server.origin }, data: { results: "Délai de traitement réduit de 45 % ; l'équipe gagne trois heures par jour." } });
  const page = await context.newPage();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, "/admin/cases?q=t%C3%A9moin");
    await page.getByRole("button", { name: "Modifier Étude témoin", exact: true }).click();
    for (const tab of ["English", "العربية"]) {
      await page.getByRole("tab", { name: new RegExp(tab) }).click();
      await page.getByRole("group", { name: /Résultats/ }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/form-${tab === "English" ? "en" : "ar"}-${width}.png` });
    }
    await open(page, "/admin/translations");
    await page.screenshot({ path: `/tmp/shots/translations-${width}.png`, fullPage: true });
    await open(page, "/admin");
    await expect(page.getByText("À faire : traductions")).toBeVisible();
    await page.getByText("À faire : traductions").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/dashboard-${width}.png` });
    await open(page, "/admin/cases");
    await page.screenshot({ path: `/tmp/shots/cases-${width}.png` });
  }
});
