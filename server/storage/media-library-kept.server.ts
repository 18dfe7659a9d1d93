import type { MediaItem } from "#domain/media-library";
import { ALL_TABLES, type ContentChanges } from "../spine/changes";
import { MEDIA_BUCKET } from "./media-files.server";
import type { Storage } from "./storage.server";

/** What the library's changes are announced as: the table of its rows. */
export const MEDIA_TABLE = "media";

/**
 * The library as last built, one per process on the app's services (`AppServices.mediaLibrary`):
 * the list, its pages, the dashboard's counts and each image's lookup read it. Building it lists
 * the store, reads every row of `media` and every stored URL rows hold, and makes or drops rows,
 * which is read far more often than any of it changes. Kept until something it shows may have
 * changed, then built again on the next read:
 * - a write to a table holding stored URLs (their uses), or to `media` (texts, 'Remplacer');
 * - an upload (`recordMediaRow`) or a file removed from the images' bucket, whoever removed it
 *   (`watching`: the image removed, its row deleted or a file no row uses any more);
 * - the same of another process, relayed over PostgreSQL (`ALL_TABLES` when announcements may
 *   have been missed), and `MAX_AGE_MS` at most whatever happens (files a person copied into the
 *   store).
 * Reads that miss together share one build (the dashboard's three counts never race on making
 * the same rows); a build during which it was dropped is answered to its readers but not kept.
 */
export class MediaLibrary {
  static readonly MAX_AGE_MS = 10 * 60 * 1000;
  /** How soon a removal from the store is announced to the other processes. */
  static readonly ANNOUNCE_DELAY_MS = 50;
  #kept: { items: MediaItem[]; at: number } | undefined;
  #building: Promise<MediaItem[]> | undefined;
  #version = 0;
  #announcing: ReturnType<typeof setTimeout> | undefined;

  /** `usesIn`: the tables whose rows may hold a stored image's URL. */
  constructor(
    private readonly changes: ContentChanges,
    usesIn: readonly string[],
  ) {
    const shown = new Set([MEDIA_TABLE, ALL_TABLES, ...usesIn]);
    changes.subscribe((table) => {
      if (shown.has(table)) this.drop();
    });
  }

  /** Forgets the library: the next read builds it again. */
  drop() {
    this.#version++;
    this.#kept = undefined;
    this.#building = undefined;
  }

  /** The library kept, else the one being built, else `build()`'s. */
  read(build: () => Promise<MediaItem[]>): Promise<MediaItem[]> {
    const kept = this.#kept;
    if (kept && Date.now() - kept.at < MediaLibrary.MAX_AGE_MS) return Promise.resolve(kept.items);
    if (this.#building) return this.#building;
    const version = this.#version;
    const began = Date.now();
    const building = build().then((items) => {
      if (version === this.#version) this.#kept = { items, at: began };
      return items;
    });
    this.#building = building;
    const done = () => {
      if (this.#building === building) this.#building = undefined;
    };
    building.then(done, done);
    return building;
  }

  /**
   * `storage` telling the library of each file removed from the images' bucket, by any part of
   * the server: dropped at once, the other processes told once the removals pause.
   */
  watching(storage: Storage): Storage {
    return {
      ...storage,
      delete: async (bucket, key) => {
        try {
          await storage.delete(bucket, key);
        } finally {
          if (bucket === MEDIA_BUCKET) this.#storeChanged();
        }
      },
    };
  }

  /** A file removed: dropped here now, announced to the other processes soon. */
  #storeChanged() {
    this.drop();
    if (this.#announcing) return;
    this.#announcing = setTimeout(() => {
      this.#announcing = undefined;
      this.changes.emit(MEDIA_TABLE);
    }, MediaLibrary.ANNOUNCE_DELAY_MS);
    this.#announcing.unref?.();
  }
}

declare module "../spine/context" {
  interface AppServices {
    /** The media library as last built, kept until an image, its texts or its uses change. */
    mediaLibrary: MediaLibrary;
  }
}
