import { describe, expect, it } from "vitest";
import { baseOfKey, isVariantKey, responsiveImage, variantWidths } from "./media";

const HASH = "0123456789abcdef01234567";

describe("variant widths", () => {
  it("are the listed widths below the image's, then its own, at most the widest", () => {
    expect(variantWidths(4000)).toEqual([160, 480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([160, 480, 960, 1600]);
    expect(variantWidths(1000)).toEqual([160, 480, 960, 1000]);
    expect(variantWidths(300)).toEqual([160, 300]);
    expect(variantWidths(100)).toEqual([100]);
  });
});

describe("a stored image's responsive form", () => {
  it("lists every variant in WebP and in the fallback, with the widest one's size", () => {
    const image = responsiveImage(`/storage/media/${HASH}-3000x4000-1600.jpg`);
    expect(image).toEqual({
      src: `/storage/media/${HASH}-3000x4000-1600.jpg`,
      width: 1600,
      height: 2133,
      sources: [
        {
          type: "image/webp",
          srcSet: [160, 480, 960, 1600]
            .map((w) => `/storage/media/${HASH}-3000x4000-${w}.webp ${w}w`)
            .join(", "),
        },
        {
          type: "image/jpeg",
          srcSet: [160, 480, 960, 1600]
            .map((w) => `/storage/media/${HASH}-3000x4000-${w}.jpg ${w}w`)
            .join(", "),
        },
      ],
    });
  });

  it("keeps the object store's address and PNG as the fallback", () => {
    const image = responsiveImage(`https://cdn.example.com/files/media/${HASH}-300x200-300.png`);
    expect(image?.src).toBe(`https://cdn.example.com/files/media/${HASH}-300x200-300.png`);
    expect(image?.sources[1]).toEqual({
      type: "image/png",
      srcSet: `https://cdn.example.com/files/media/${HASH}-300x200-160.png 160w, https://cdn.example.com/files/media/${HASH}-300x200-300.png 300w`,
    });
  });

  it("draws any other URL as it is", () => {
    for (const url of [
      "https://example.com/photo.jpg",
      `/storage/demos/${HASH}-300x200-300.png`,
      `/storage/media/${HASH}-300x200.original-0011223344556677.jpg`,
      `/storage/media/${HASH}-0x200-300.png`,
      `${HASH}-300x200-300.png`,
    ]) {
      expect(responsiveImage(url), url).toBeNull();
    }
  });

  it("tells variants from originals, and finds the image either belongs to", () => {
    expect(isVariantKey(`${HASH}-300x200-160.webp`)).toBe(true);
    expect(isVariantKey(`${HASH}-300x200.original-0011223344556677.jpg`)).toBe(false);
    expect(baseOfKey(`${HASH}-300x200.original-0011223344556677.jpg`)).toBe(`${HASH}-300x200`);
    expect(baseOfKey(`${HASH}-300x200-160.webp`)).toBe(`${HASH}-300x200`);
    expect(baseOfKey("1700000000000-photo.jpg")).toBeNull();
  });
});
