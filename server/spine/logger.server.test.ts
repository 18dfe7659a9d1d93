import { describe, expect, it } from "vitest";
import { createLogger, line } from "./logger.server";

const parse = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe("log lines", () => {
  it("start with the time, the level and the event, then the fields as given", () => {
    const text = line("info", "request", { method: "GET", path: "/", status: 200 });
    expect(Object.keys(parse(text))).toEqual([
      "time",
      "level",
      "event",
      "method",
      "path",
      "status",
    ]);
    expect(parse(text)).toMatchObject({ level: "info", event: "request", path: "/", status: 200 });
    expect(new Date(parse(text).time as string).toISOString()).toBe(parse(text).time);
    expect(Object.keys(parse(line("warn", "started")))).toEqual(["time", "level", "event"]);
    expect(Object.keys(parse(line("warn", "started", {})))).toEqual(["time", "level", "event"]);
  });

  it("leave out undefined fields", () => {
    expect(
      parse(line("info", "request", { path: "/", client_request_id: undefined })),
    ).not.toHaveProperty("client_request_id");
  });

  it("never carry a password, token, cookie or secret, at any depth up to four", () => {
    const text = line("error", "failed", {
      email: "a@example.com",
      password: "Hunter2-Hunter2",
      body: { user: { apiToken: "tok-123", profile: { name: "Ada" } } },
      headers: [{ cookie: "session=abc" }, { Authorization: "Bearer xyz" }],
      JWT_SECRET: "s3cr3t",
    });
    for (const secret of ["Hunter2", "tok-123", "session=abc", "Bearer xyz", "s3cr3t"]) {
      expect(text).not.toContain(secret);
    }
    expect(parse(text)).toMatchObject({
      email: "a@example.com",
      password: "[redacted]",
      body: { user: { apiToken: "[redacted]", profile: { name: "Ada" } } },
      headers: [{ cookie: "[redacted]" }, { Authorization: "[redacted]" }],
    });
  });

  it("write an error as its name and message, without its stack", () => {
    const text = line("error", "failed", { error: new TypeError("bad input") });
    expect(parse(text).error).toEqual({ name: "TypeError", message: "bad input" });
    expect(text).not.toContain("logger.server.test");
  });

  it("let a field named like the line's own keys replace it", () => {
    expect(parse(line("info", "job", { event: "renamed", level: "custom" }))).toMatchObject({
      event: "renamed",
      level: "custom",
    });
  });
});

describe("the logger", () => {
  it("writes the events at or above its level, one line each", () => {
    const lines: string[] = [];
    const logger = createLogger("warn", (text) => lines.push(text));
    logger.debug("d");
    logger.info("i", { n: 1 });
    logger.warn("w", { token: "abc" });
    logger.error("e");
    expect(lines.map((text) => parse(text).event)).toEqual(["w", "e"]);
    expect(parse(lines[0]!).token).toBe("[redacted]");
    expect(createLogger("silent", (text) => lines.push(text)).error("x")).toBeUndefined();
    expect(lines).toHaveLength(2);
  });
});
