import { expect, test } from "@playwright/test";
import { adminHeaders, expectNoAxeViolations, open } from "../support/site";

/** A 1 x 1 PNG, uploaded through the real storage API. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("demos gallery", () => {
  test("shows each type: video and image inline, pdf and lien behind a button opening a new tab", async ({
    page,
    request,
  }) => {
    const headers = await adminHeaders(request);
    const upload = await request.post("/api/storage/demos", {
      headers,
      multipart: { file: { name: "capture écran.png", mimeType: "image/png", buffer: PNG } },
    });
    expect(upload.status()).toBe(201);
    const { publicUrl } = (await upload.json()) as { publicUrl: string };
    const stamp = Date.now();
    const demos = [
      {
        title: `Vidéo ${stamp}`,
        type: "video",
        description: "Assistant en action",
        media_url: publicUrl.replace(/\.png$/, ".mp4"),
      },
      {
        title: `Image ${stamp}`,
        type: "image",
        description: "Tableau de bord",
        media_url: publicUrl,
      },
      {
        title: `PDF ${stamp}`,
        type: "pdf",
        description: "Livre blanc",
        media_url: "https://example.com/livre-blanc.pdf",
      },
      {
        title: `Lien ${stamp}`,
        type: "lien",
        description: "",
        media_url: "https://example.com/demo",
      },
    ];
    for (const demo of demos) {
      const created = await request.post("/api/demos", { headers, data: demo });
      expect(created.status(), JSON.stringify(await created.json())).toBe(201);
    }

    await open(page, "/demos?lang=fr");
    await expect(page.getByRole("heading", { level: 1, name: "Démonstrations" })).toBeVisible();
    const card = (title: string) => page.getByRole("article").filter({ hasText: title });

    const video = card(`Vidéo ${stamp}`);
    await expect(video.getByText("Vidéo", { exact: true })).toBeVisible();
    await expect(video.locator("video")).toHaveAttribute("controls", "");
    await expect(video.getByText("Assistant en action")).toBeVisible();

    const image = card(`Image ${stamp}`);
    const img = image.getByRole("img", { name: `Image ${stamp}` });
    await expect(img).toHaveAttribute("src", publicUrl);
    await expect(img).toHaveAttribute("width", "640");
    await expect(img).toHaveAttribute("height", "360");
    await expect(image.getByText("Image", { exact: true })).toBeVisible();

    const pdf = card(`PDF ${stamp}`).getByRole("link", { name: /Ouvrir le PDF/ });
    await expect(pdf).toHaveAttribute("href", "https://example.com/livre-blanc.pdf");
    await expect(pdf).toHaveAttribute("target", "_blank");
    await expect(pdf).toHaveAttribute("rel", "noopener noreferrer");

    const link = card(`Lien ${stamp}`).getByRole("link", { name: /Accéder au lien/ });
    await expect(link).toHaveAttribute("href", "https://example.com/demo");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(card(`Lien ${stamp}`).getByText("Lien", { exact: true })).toBeVisible();

    // Newest first.
    const titles = await page.getByRole("article").getByRole("heading").allTextContents();
    expect(titles.indexOf(`Lien ${stamp}`)).toBeLessThan(titles.indexOf(`Vidéo ${stamp}`));

    await expectNoAxeViolations(page, "demos with every type");

    // English labels.
    await open(page, "/demos?lang=en");
    await expect(card(`PDF ${stamp}`).getByRole("link", { name: /Open the PDF/ })).toBeVisible();
    await expect(card(`Lien ${stamp}`).getByText("Link", { exact: true })).toBeVisible();
  });

  test("a visit from another page is a document load: the demos are in its first HTML", async ({
    page,
  }) => {
    await open(page, "/?lang=fr");
    // Public pages are server documents (no client-side navigation), so there is no state in
    // which the list is still loading: no route data is fetched and no loading text is shown.
    const data: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) data.push(request.url());
    });
    const document = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/demos" &&
        response.request().resourceType() === "document",
    );
    await page.getByRole("banner").getByRole("link", { name: "Demander une démo" }).click();
    expect(await (await document).text()).toContain("Démonstrations");
    await expect(page.getByRole("heading", { level: 1, name: "Démonstrations" })).toBeVisible();
    await expect(page.getByText("Chargement des démonstrations...")).toHaveCount(0);
    expect(data).toEqual([]);
  });
});
