import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { type EntityDef, entities } from "#domain/entities";
import { LANGUAGES, type Language } from "#domain/languages";
import { missesTranslation } from "#domain/list-query";
import { type MediaItem, missingAltLanguages } from "#domain/media-library";
import { translatableFields } from "#domain/translations";
import { invitedMember, strongPassword, uniqueSuffix } from "#testing/members";
import {
  ADMIN,
  expect,
  expectNoAxeViolations,
  open,
  startExtraServer,
  anonymousTest as test,
  unique,
} from "../support/admin";
import { freePort } from "../support/built-server";
import { signInOnPage } from "../support/mail";
import { adminHeaders } from "../support/site";

/**
 * The dashboard's 'À faire', on a server of its own so that every row is known: a draft, a row
 * missing Arabic, a scheduled publication, an image without alternative text, a new contact
 * message and an unanswered question. The card's lines are exactly the expected ones (each
 * count computed here from the whole lists by the rules the filters implement), and each link,
 * followed, lands on a list holding exactly those rows; a translator's card holds its
 * language's lines only, and they land on exactly filtered lists too.
 */
test.describe.configure({ mode: "serial" });

const LANGUAGE_NAMES: Record<Language, string> = { fr: "français", en: "anglais", ar: "arabe" };
const TRANSLATOR = {
  email: `traductrice-${uniqueSuffix()}@example.com`,
  password: strongPassword(),
};

let server: Awaited<ReturnType<typeof startExtraServer>>;
let headers: Record<string, string>;
/** The rows made here, removed (204) before the server stops. */
const made: string[] = [];

/** What a line of 'À faire' says, and what its list must show: the items' names and their number. */
interface Line {
  label: string;
  /** `rows` a table's, `messages` the inbox's cards, `images` the library's cards (named by hash). */
  kind: "rows" | "messages" | "images";
  names: string[];
}

type Row = Record<string, unknown> & { id: string; published?: boolean };

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${server.origin}${path}`, { headers });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

async function post(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(`${server.origin}${path}`, { headers, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  return (await res.json()) as { id: string };
}

const nameOf = (entity: EntityDef, row: Row) => String(row[entity.screen?.nameField ?? "title"]);
const future = (value: unknown) => typeof value === "string" && Date.parse(value) > Date.now();

/**
 * The lines 'À faire' must show for these languages (an editor also gets messages, drafts,
 * schedules and questions), each with the items of its list, computed from the whole lists:
 * drafts are unpublished rows, a schedule is a publication or withdrawal date to come, a missing
 * translation is `missesTranslation`, a missing text is `missingAltLanguages`. Lines at 0 are
 * left out, as the card leaves them out.
 */
async function expectedLines(request: APIRequestContext, languages: Language[], edits: boolean) {
  const lines: Line[] = [];
  const add = (label: string, kind: Line["kind"], names: string[]) => {
    if (names.length > 0) lines.push({ label, kind, names });
  };
  if (edits) {
    const inbox = await api<{ name: string; status: string }[]>(request, "/api/contact");
    add(
      "Nouveaux messages",
      "messages",
      inbox.filter((message) => message.status === "new").map((message) => message.name),
    );
  }
  for (const entity of Object.values(entities) as EntityDef[]) {
    const rows = await api<Row[]>(request, `/api/${entity.table}`);
    const names = (keep: (row: Row) => boolean) =>
      rows.filter(keep).map((row) => nameOf(entity, row));
    if (edits && entity.publication) {
      add(
        `${entity.label} : brouillons`,
        "rows",
        names((row) => row.published === false),
      );
      add(
        `${entity.label} : publications programmées`,
        "rows",
        names((row) => future(row.publish_at) || future(row.unpublish_at)),
      );
    }
    if (translatableFields(entity.fields).length === 0) continue;
    for (const language of languages) {
      if (language === "fr") continue;
      add(
        `${entity.label} sans traduction en ${LANGUAGE_NAMES[language]}`,
        "rows",
        names((row) => missesTranslation(entity.fields, row, language)),
      );
    }
  }
  const media = await api<MediaItem[]>(request, "/api/storage/media");
  for (const language of languages) {
    add(
      `Images sans texte alternatif en ${LANGUAGE_NAMES[language]}`,
      "images",
      media
        .filter((item) => missingAltLanguages(item).includes(language))
        .map((item) => item.path.slice(0, 24)),
    );
  }
  if (edits) {
    const questions = await api<{ question: string }[]>(request, "/api/assistant/unanswered");
    add(
      "Questions des visiteurs sans réponse",
      "rows",
      questions.map((question) => question.question),
    );
  }
  return lines;
}

/** A browser on this spec's server, signed in as this member through the login page. */
async function signedIn(browser: Browser, member: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await signInOnPage(page, member.email, member.password);
  await expect(page).toHaveURL(/\/admin\/?$/);
  return { context, page };
}

const todoCard = (page: Page) =>
  page.getByRole("heading", { name: "À faire", exact: true }).locator("xpath=../..");

/** The card's lines as shown: label and count of each link. */
async function shownLines(page: Page) {
  const card = todoCard(page);
  await expect(card.getByRole("link").first()).toBeVisible();
  return card.getByRole("link").evaluateAll((links) =>
    links.map((link) => {
      const [label, count] = [...link.querySelectorAll("span")].map((span) => span.textContent);
      return { label: label ?? "", count: Number(count) };
    }),
  );
}

/** The items of the list a line lands on (its first page). */
function itemsOf(list: Locator, kind: Line["kind"]) {
  if (kind === "images") return list.getByRole("list", { name: "Images" }).getByRole("listitem");
  if (kind === "messages") return list.getByRole("article");
  return list.locator("tbody tr");
}

/**
 * The dashboard shows exactly `expected`'s lines with their counts; each link, followed from the
 * dashboard, lands on a list whose total is that count and whose rows are those items.
 */
async function followEachLine(page: Page, expected: Line[]) {
  await open(page, "/admin");
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
  await expect
    .poll(async () => (await shownLines(page)).sort(byLabel))
    .toEqual(
      expected.map((line) => ({ label: line.label, count: line.names.length })).sort(byLabel),
    );
  await expectNoAxeViolations(page);
  for (const line of expected) {
    await todoCard(page).getByRole("link", { name: line.label }).click();
    const heading = page.getByRole("heading", { level: 2, name: /\(\d+\)/ });
    await expect(heading, line.label).toContainText(`(${line.names.length})`);
    const items = itemsOf(heading.locator("xpath=../.."), line.kind);
    await expect(items, line.label).toHaveCount(Math.min(line.names.length, 25));
    // Beyond a page, the total and a full first page say enough.
    const onePage = line.names.length <= 25;
    if (onePage && line.kind === "images") {
      for (const hash of line.names) {
        await expect(items.filter({ has: page.locator(`img[src*="${hash}"]`) })).toHaveCount(1);
      }
    } else if (onePage) {
      const texts = await items.allInnerTexts();
      for (const name of line.names) {
        expect(
          texts.some((text) => text.includes(name)),
          `${line.label}: ${name}`,
        ).toBe(true);
      }
    }
    await page.goBack();
    await expect(todoCard(page).getByRole("link", { name: line.label })).toBeVisible();
  }
}

test.beforeAll(async ({ request }) => {
  server = await startExtraServer(await freePort());
  headers = await adminHeaders(request, server.origin);
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  // A draft; a draft scheduled for tomorrow; a published service with English but no Arabic.
  for (const [path, data] of [
    [
      "/api/research",
      {
        title: unique("Projet en brouillon"),
        description: "Pas encore publié.",
        start_date: "2026-12-01",
        published: false,
      },
    ],
    [
      "/api/research",
      {
        title: unique("Projet programmé"),
        description: "Publié demain.",
        start_date: "2026-12-01",
        published: false,
        publish_at: tomorrow,
      },
    ],
    [
      "/api/services",
      {
        title: unique("Audit traduit"),
        description: "Un audit.",
        category: "Conseil",
        published: true,
        translations: {
          en: { title: "Translated audit", description: "An audit.", category: "Advice" },
        },
      },
    ],
  ] as const) {
    made.push(`${path}/${(await post(request, path, data)).id}`);
  }
  // An image without any alternative text.
  const image = await request.post(`${server.origin}/api/storage/media`, {
    headers,
    multipart: {
      file: {
        name: "sans-texte.png",
        mimeType: "image/png",
        buffer: await sharp({
          create: { width: 320, height: 200, channels: 3, background: "#3a6" },
        })
          .png()
          .toBuffer(),
      },
    },
  });
  expect(image.status()).toBe(201);
  // A visitor's message and a question the site cannot answer, without any session.
  const sent = await request.post(`${server.origin}/api/contact`, {
    headers: { Origin: server.origin },
    data: { name: unique("Visiteuse"), email: "visiteuse@example.com", message: "Un devis ?" },
  });
  expect(sent.status()).toBe(201);
  const asked = await request.post(`${server.origin}/api/assistant`, {
    data: { message: `Réparez-vous les ${unique("gramophones")} ?`, lang: "fr" },
  });
  expect(asked.status()).toBe(200);
  expect(((await asked.json()) as { handover: boolean }).handover).toBe(true);
  // An Arabic translator, invited through the team API.
  await invitedMember({ origin: server.origin, adminHeaders: headers }, "translator", {
    ...TRANSLATOR,
    languages: ["ar"],
  });
});

test.afterAll(async ({ request }) => {
  for (const path of made.splice(0)) {
    const res = await request.delete(`${server.origin}${path}`, { headers });
    expect(res.status(), path).toBe(204);
  }
  await server?.stop();
});

test("each line of an editor's 'À faire' lands on its list filtered to exactly those rows", async ({
  browser,
  request,
}) => {
  test.slow();
  const expected = await expectedLines(request, [...LANGUAGES], true);
  // The situation made above is among them.
  for (const label of [
    "Nouveaux messages",
    "Recherches : brouillons",
    "Recherches : publications programmées",
    "Services sans traduction en arabe",
    "Images sans texte alternatif en arabe",
    "Questions des visiteurs sans réponse",
  ]) {
    expect(expected.map((line) => line.label)).toContain(label);
  }
  const { context, page } = await signedIn(browser, ADMIN);
  await followEachLine(page, expected);
  await context.close();
});

test("a translator's 'À faire' holds its language's lines only, each exactly filtered", async ({
  browser,
  request,
}) => {
  test.slow();
  const expected = await expectedLines(request, ["ar"], false);
  expect(expected.map((line) => line.label)).toContain("Services sans traduction en arabe");
  expect(expected.map((line) => line.label)).toContain("Images sans texte alternatif en arabe");
  const { context, page } = await signedIn(browser, TRANSLATOR);
  await followEachLine(page, expected);
  await context.close();
});
