import { describe, expect, it } from "vitest";
import { zoneNote } from "./schedule";

describe("zoneNote", () => {
  it("names the zone by its city, underscores as spaces", () => {
    expect(zoneNote("Europe/Paris")).toBe("Heure de Paris");
    expect(zoneNote("America/New_York")).toBe("Heure de New York");
    expect(zoneNote("America/Argentina/Buenos_Aires")).toBe("Heure de Buenos Aires");
    expect(zoneNote("UTC")).toBe("Heure UTC");
  });
});
