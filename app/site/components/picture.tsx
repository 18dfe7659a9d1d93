import { useRouteLoaderData } from "react-router";
import { responsiveImage } from "#domain/media";
import { imageIdOfUrl } from "#domain/media-library";
import type { EditTarget } from "#domain/preview";
import { SITE_LAYOUT_ID, type SiteData } from "~/site/lib/site-data";
import { useEditMarker } from "~/site/preview/edit-marker";

/**
 * The `alt` of an image: none for a decorative one; else its text from the media library in the
 * page's language (French where that language has none), else `fallback`, else none.
 */
function useAltOf(src: string, fallback: string | undefined, decorative: boolean): string {
  const site = useRouteLoaderData(SITE_LAYOUT_ID) as SiteData | undefined;
  if (decorative) return "";
  const id = imageIdOfUrl(src);
  return (id ? site?.imageAlts[id] : undefined) ?? fallback ?? "";
}

/**
 * A stored image, drawn responsively: `<picture>` with a WebP source and a JPEG/PNG one, each
 * listing every variant width, so the browser fetches the smallest that fills `sizes`. Width and
 * height are always set (the variant's own, or the caller's for an external URL) so the space is
 * reserved before the image arrives and nothing moves. An external URL is drawn as is. Its `alt`
 * is the one staff wrote in the media library, unless the image is `decorative`.
 */
export function Picture({
  src,
  alt: fallback,
  decorative = false,
  sizes,
  width,
  height,
  className,
  priority = false,
  edit,
}: {
  src: string;
  /** The text when the media library has none for this image. */
  alt?: string;
  /** Beside a text saying the same (a testimonial's photo by its author's name): `alt=""`. */
  decorative?: boolean;
  /** Which width the image takes in the layout, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  /** The box an external image is drawn in (its size is unknown). */
  width: number;
  height: number;
  className?: string;
  /** The page's main image: fetched at once, not when scrolled to. */
  priority?: boolean;
  /** The row's field it shows, marked in the preview only. */
  edit?: EditTarget;
}) {
  const alt = useAltOf(src, fallback, decorative);
  const marker = useEditMarker(edit);
  const image = responsiveImage(src);
  const loading = priority ? ("eager" as const) : ("lazy" as const);
  const fetchPriority = priority ? ("high" as const) : undefined;
  if (!image) {
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
        {...marker}
      />
    );
  }
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.sources[image.sources.length - 1]!.srcSet}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
        {...marker}
      />
    </picture>
  );
}
