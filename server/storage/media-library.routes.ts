import { z } from "zod";
import { MEDIA_TYPES } from "#domain/media";
import { mediaAltPatchSchema, mediaItemSchema, mediaQuerySchema } from "#domain/media-library";
import { requireLanguage } from "../auth/access.server";
import { pagedListRoute } from "../http/list-routes";
import { defineRoute, guardedUser, type RoutesApi } from "../http/openapi-route";
import { jsonBodyOf, jsonOf, response } from "../http/openapi-schemas";
import { receiveImage } from "./media.server";
import {
  allMedia,
  deleteMedia,
  mediaItem,
  pageMedia,
  replaceMedia,
  updateAlt,
} from "./media-library.server";
import { multipartFileBody } from "./upload.server";

const tags = ["Médiathèque"];

/** The key of the file rows point to (the image's widest JPEG or PNG variant). */
const pathParams = z.object({ path: z.string() });

const MediaItem = mediaItemSchema.meta({ id: "MediaItem" });

/** `GET /api/storage/media`: the team reads the library (a translator too: it writes alt texts). */
export const listMedia = pagedListRoute(
  "staff",
  {
    path: "/media",
    operationId: "listMedia",
    tags,
    description:
      "Chaque image stockée, la plus récente d'abord, avec les fiches qui l'utilisent et ses textes alternatifs. `q` : mots cherchés dans le chemin, le nom du fichier envoyé et les textes ; `unused=true` : celles qu'aucune fiche n'utilise ; `missing={langue}` : celles qui demandent un texte alternatif qu'elles n'ont pas dans cette langue. Sans paramètre, toutes les images ; avec l'un d'eux, la page demandée (depuis `offset`, `limit` images au plus, toutes les suivantes sans `limit`) et son en-tête `Content-Range`, qui donne le total.",
    query: mediaQuerySchema,
    item: MediaItem,
    answered: "Les images",
  },
  {
    whole: (c) => allMedia(c.get("deps")),
    page: (c, query) => pageMedia(c.get("deps"), query),
  },
);

/** `PATCH /api/storage/media/{path}`: alternative texts; a translator writes only its languages. */
export const patchMedia = defineRoute(
  "staff",
  {
    method: "patch",
    path: "/media/{path}",
    operationId: "updateMediaAlt",
    tags,
    description:
      "Textes alternatifs de l'image par langue (texte brut sur une ligne, 250 caractères au plus ; un texte vide retire celui de la langue). Un traducteur n'écrit que ses langues, jamais le français.",
    request: { params: pathParams, body: jsonBodyOf(mediaAltPatchSchema) },
    responses: {
      200: { description: "L'image", content: jsonOf(MediaItem) },
      400: response("BadRequest"),
      404: response("NotFound"),
    },
  },
  async (c) => {
    const { path } = c.req.valid("param");
    const user = guardedUser(c);
    const { alt } = c.req.valid("json");
    for (const language of Object.keys(alt)) requireLanguage(user, language);
    return c.json(await updateAlt(c.get("deps"), user, path, alt), 200);
  },
);

/** `DELETE /api/storage/media/{path}`: an unused image, with its files. */
export const removeMedia = defineRoute(
  "editor",
  {
    method: "delete",
    path: "/media/{path}",
    operationId: "deleteMedia",
    tags,
    description:
      "Supprime l'image (original et variantes). 409 `in_use` tant qu'une fiche l'utilise, avec `used_by` : les fiches qui l'utilisent.",
    request: { params: pathParams },
    responses: {
      204: { description: "Supprimée" },
      404: response("NotFound"),
      409: response("Conflict"),
    },
  },
  async (c) => {
    const { path } = c.req.valid("param");
    await deleteMedia(c.get("deps"), guardedUser(c), path);
    return c.body(null, 204);
  },
);

/** `PUT /api/storage/media/{path}`: 'Remplacer', a new image for the rows using this one. */
export const replaceMediaRoute = defineRoute(
  "editor",
  {
    method: "put",
    path: "/media/{path}",
    operationId: "replaceMedia",
    tags,
    description:
      "Remplace l'image (multipart, champ `file`, comme l'envoi d'une image) : les fiches qui l'utilisaient montrent la nouvelle, qui garde ses textes alternatifs. La nouvelle image a ses propres noms de fichiers (tirés de ses octets) : l'ancienne adresse, gardée un an par les navigateurs, n'est plus servie.",
    request: { params: pathParams, body: multipartFileBody(MEDIA_TYPES.join(", ")) },
    responses: {
      200: { description: "La nouvelle image", content: jsonOf(MediaItem) },
      400: response("BadRequest"),
      404: response("NotFound"),
      413: response("TooLarge"),
      415: response("UnsupportedType"),
    },
  },
  async (c) => {
    const { path } = c.req.valid("param");
    const deps = c.get("deps");
    const item = await mediaItem(deps, path);
    const stored = await receiveImage(deps, c.req.raw);
    return c.json(await replaceMedia(deps, guardedUser(c), item, stored), 200);
  },
);

export const mediaLibraryRoutes = [listMedia, patchMedia, removeMedia, replaceMediaRoute] as const;

/** The media library (under `/api/storage`) as its client sees it, from its routes' declarations. */
export type MediaLibraryApi = RoutesApi<typeof mediaLibraryRoutes>;
