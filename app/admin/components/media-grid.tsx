import type { ReactNode } from "react";
import { responsiveImage } from "#domain/media";
import { mediaTitle } from "#domain/media-library";
import { formatDate } from "~/admin/lib/labels";
import { formatBytes, type MediaItem } from "~/admin/lib/media";

/**
 * Stored images as a grid of cards: the thumbnail (from the image's variants, the smallest that
 * fills the card), its title (the name of the file it was sent as, else its key), its dimensions, size and date, then what the screen puts under it.
 */
export function MediaGrid({
  items,
  label,
  children,
}: {
  items: MediaItem[];
  /** The list's accessible name. */
  label: string;
  children: (item: MediaItem) => ReactNode;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((item) => (
        <li key={item.path} className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-3">
          <Thumbnail item={item} />
          <h3 className="font-medium break-words">{mediaTitle(item)}</h3>
          <p className="text-sm text-muted-foreground">
            {item.width} × {item.height} px · {formatBytes(item.bytes)} ·{" "}
            {formatDate(item.created_at)}
          </p>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

/** The image itself: decoration beside its own card's details (alt=""). */
function Thumbnail({ item }: { item: MediaItem }) {
  const image = responsiveImage(item.publicUrl);
  return (
    <img
      src={image?.src ?? item.publicUrl}
      srcSet={image?.sources[0]?.srcSet}
      sizes="(min-width: 1280px) 360px, (min-width: 640px) 50vw, 100vw"
      alt=""
      width={item.width}
      height={item.height}
      loading="lazy"
      className="aspect-video w-full rounded-md bg-muted object-cover"
    />
  );
}
