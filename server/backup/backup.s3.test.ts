import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startLocalS3 } from "#testing/s3-server";
import { openPglite } from "../db/client.server";
import { caseStudies } from "../db/schema";
import { parseConfig } from "../spine/config.server";
import { createStorage } from "../storage/create-storage.server";
import { storeImage } from "../storage/media.server";
import { removeTempDirs, tempDir, withDatabase } from "../test/support/backup";
import { phonePhoto } from "../test/support/uploads";
import { createBackup } from "./backup.server";

afterAll(removeTempDirs);

describe("backup of images kept on S3", () => {
  it("archives every file of an image a row points to: the original and all its variants", async () => {
    const s3 = await startLocalS3();
    try {
      const config = parseConfig({
        DATA_DIR: await tempDir("ada-backup-s3-"),
        JWT_SECRET: "backup-test-secret-long-enough-0123456789",
        ...s3.env,
      });
      const client = await openPglite({
        dataDir: path.join(config.DATA_DIR, "pglite"),
        loadDataDir: new Blob([readFileSync(inject("pgliteTemplate"))]),
      });
      await client.close();
      const storage = createStorage(config);
      const source = path.join(config.DATA_DIR, "photo.jpg");
      writeFileSync(source, await phonePhoto(1200, 900));
      const image = await storeImage(storage, source, "a".repeat(24), "image/jpeg");
      // An upload no row points to is not the site's: left out.
      writeFileSync(source, await phonePhoto(600, 400));
      await storeImage(storage, source, "b".repeat(24), "image/jpeg");
      await withDatabase(config, (database) =>
        database.db.insert(caseStudies).values({
          title: "T",
          description: "D",
          client: "C",
          slug: "t",
          image_url: image.publicUrl,
        }),
      );

      const summary = await createBackup(
        config,
        path.join(await tempDir("ada-backup-out-"), "site.tar.gz"),
      );
      // Originals, never served, are kept under private/ (the bucket's anonymous read stops there).
      const stored = [...(await s3.keys("media/")), ...(await s3.keys("private/media/"))]
        .filter((key) => /^(private\/)?media\/aaa/.test(key))
        .map((key) => key.replace(/^private\//, ""));
      expect(stored).toHaveLength(7); // 160, 480 and 900 wide in two formats, and the original
      expect(summary.manifest.files.map((f) => `${f.bucket}/${f.key}`).sort()).toEqual(
        stored.sort(),
      );
    } finally {
      await s3.close();
    }
  });
});
