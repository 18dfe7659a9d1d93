import { describe, expect, it, vi } from "vitest";
import { intlFormat } from "./intl-formats";
import { formatDate, formatEuro, formatNumber } from "./labels";

describe("the back office's dates and numbers in French", () => {
  it.each([
    "2026-12-07T09:05:00.000Z",
    "2026-01-31T23:59:59.999Z",
    "1999-03-04T00:00:00Z",
    "2030-02-28T12:00:00+04:00",
    "2026-07-01",
  ])("writes %s as French Intl does, the UTC day", (iso) => {
    const french = new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC" }).format(new Date(iso));
    expect(formatDate(iso)).toBe(french);
  });

  it("says nothing of a missing date and keeps a text that is no date", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDate("")).toBe("—");
    expect(formatDate("bientôt")).toBe("bientôt");
  });

  it("writes euros and numbers in French", () => {
    expect(formatEuro(1234.5)).toMatch(/^1\s234,50\s€$/u);
    expect(formatEuro(undefined)).toBe("—");
    expect(formatNumber(2.125)).toBe("2,13");
  });
});

describe("a format made on first use", () => {
  it("is made once, when first asked for, never as it is declared", () => {
    const make = vi.fn(() => new Intl.NumberFormat("fr-FR"));
    const format = intlFormat(make);
    expect(make).not.toHaveBeenCalled();
    expect(format().format(1000)).toBe(format().format(1000));
    expect(make).toHaveBeenCalledTimes(1);
  });
});
