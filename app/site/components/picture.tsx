import { responsiveImage } from "#domain/media";

/**
 * A stored image, drawn responsively: `<picture>` with a WebP source and a JPEG/PNG one, each
 * listing every variant width, so the browser fetches the smallest that fills `sizes`. Width and
 * height are always set (the variant's own, or the caller's for an external URL) so the space is
 * reserved before the image arrives and nothing moves. An external URL is drawn as is.
 */
export function Picture({
  src,
  alt,
  sizes,
  width,
  height,
  className,
  priority = false,
}: {
  src: string;
  alt: string;
  /** Which width the image takes in the layout, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  /** The box an external image is drawn in (its size is unknown). */
  width: number;
  height: number;
  className?: string;
  /** The page's main image: fetched at once, not when scrolled to. */
  priority?: boolean;
}) {
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
      />
    </picture>
  );
}
