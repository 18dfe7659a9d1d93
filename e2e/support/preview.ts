import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type FrameLocator, type Page } from "@playwright/test";
import { invitedMember, type MemberOptions } from "#testing/members";
import { freePort } from "#testing/ports";
import { type anonymousTest, signInApi, startExtraServer } from "./admin";
import { openHydrated as open } from "./hydration";
import { signInOnPage } from "./mail";

// Editing in context ('Aperçu', 'Modifier sur la page'), as a member sees it: signed in on a
// server of the spec's own, the preview's frame in edit mode, the editor beside it.

/**
 * A server of the spec's own (its pages' texts change there), started before its tests with these
 * members invited, stopped after: its origin and the administrator's Bearer header.
 */
export function editingServer(
  test: typeof anonymousTest,
  members: [role: "editor" | "translator", options: MemberOptions][],
) {
  const own = { origin: "", headers: {} as Record<string, string> };
  let server: Awaited<ReturnType<typeof startExtraServer>> | undefined;
  test.beforeAll(async ({ playwright }) => {
    server = await startExtraServer(await freePort());
    own.origin = server.origin;
    const request = await playwright.request.newContext({ baseURL: server.origin });
    own.headers = await signInApi(request);
    await request.dispose();
    for (const [role, options] of members) {
      await invitedMember({ origin: own.origin, adminHeaders: own.headers }, role, options);
    }
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return own;
}

/** A member signed in through the sign-in page of `origin`, on a screen `width` wide. */
export async function signedInAt(
  browser: Browser,
  origin: string,
  member: { email: string; password: string },
  width = 1440,
) {
  const context = await browser.newContext({ baseURL: origin, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInOnPage(page, member.email, member.password);
  await expect(page).toHaveURL(/\/admin\/?$/);
  return page;
}

/** The preview's frame. */
export const previewFrame = (page: Page): FrameLocator =>
  page.frameLocator("iframe[title^='Aperçu']");

/** The preview of a public page, in 'Modifier sur la page' mode; its frame. */
export async function editablePreview(
  page: Page,
  path: string,
  lang: string,
): Promise<FrameLocator> {
  await open(page, `/admin/apercu?path=${encodeURIComponent(path)}&lang=${lang}`);
  const frame = previewFrame(page);
  await expect(frame.locator("h1")).toBeVisible();
  const mode = page.getByRole("button", { name: "Modifier sur la page" });
  await mode.click();
  await expect(mode).toHaveAttribute("aria-pressed", "true");
  return frame;
}

/** The editor beside the frame. */
export const editPanel = (page: Page) => page.getByRole("region", { name: "Modifier sur la page" });

/** Axe's findings in the editor beside the frame. */
export async function editPanelViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .include("[data-slot='edit-panel']")
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
}
