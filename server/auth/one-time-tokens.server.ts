import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { oneTimeTokens } from "../db/schema";
import type { Config } from "../spine/config.server";
import { hashToken } from "./sessions.server";

/**
 * Single-use links e-mailed to a member: an invitation (7 days) or a password reset (1 hour).
 *
 * A token is 32 random bytes (256 bits) in base64url. Only its SHA-256 is stored: the row is
 * found by that digest (an index lookup of a digest tells a guesser nothing about the token),
 * and the digests are compared once more in constant time. A token is spent by the transaction
 * that uses it (`used_at`), and a newer link of the same kind revokes the older ones. The token
 * travels in the link's fragment (`#token_hash=…`), which browsers never send to a server, so it
 * reaches no access log; nothing here ever logs it.
 */

export type OneTimeKind = "invite" | "recovery";

export const TOKEN_LIFETIME_MS: Record<OneTimeKind, number> = {
  invite: 7 * 24 * 3600 * 1000,
  recovery: 3600 * 1000,
};

/** The back-office page each kind of link opens. */
const LINK_PATHS: Record<OneTimeKind, string> = {
  invite: "/admin/invitation",
  recovery: "/admin/reset",
};

/** The link a member receives: built from PUBLIC_URL, never from the request's Host. */
export function linkFor(config: Pick<Config, "PUBLIC_URL">, kind: OneTimeKind, token: string) {
  return `${config.PUBLIC_URL}${LINK_PATHS[kind]}#token_hash=${token}`;
}

/** Anything that runs queries: the database or a transaction on it. */
type Queries = Pick<Db, "select" | "insert" | "update">;

/**
 * A new link of `kind` for the member, valid for its lifetime; the member's older links of that
 * kind stop working (revoked). Returns the token (to e-mail, never to store) and its row's id.
 */
export async function issueToken(
  tx: Queries,
  userId: string,
  kind: OneTimeKind,
  now = new Date(),
): Promise<{ id: string; token: string; expiresAt: Date }> {
  await revokeTokens(tx, userId, kind, now);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]);
  const [row] = await tx
    .insert(oneTimeTokens)
    .values({ user_id: userId, kind, token_hash: hashToken(token), expires_at: expiresAt })
    .returning({ id: oneTimeTokens.id });
  return { id: row!.id, token, expiresAt };
}

/** Withdraws the member's unused links (of one kind, or all): they say so when opened. */
export async function revokeTokens(
  tx: Queries,
  userId: string,
  kind?: OneTimeKind,
  now = new Date(),
): Promise<void> {
  await tx
    .update(oneTimeTokens)
    .set({ revoked_at: now })
    .where(
      and(
        eq(oneTimeTokens.user_id, userId),
        kind ? eq(oneTimeTokens.kind, kind) : undefined,
        isNull(oneTimeTokens.used_at),
        isNull(oneTimeTokens.revoked_at),
      ),
    );
}

/** Why a link did not work: never issued (or altered), past its time, spent, or withdrawn. */
export type TokenRefusal = "invalid" | "expired" | "used" | "revoked";

export type SpentToken =
  | { ok: true; userId: string; tokenId: string }
  | { ok: false; reason: TokenRefusal };

/**
 * Whether a link of `kind` could be spent now, without spending it: its member, or why it cannot
 * be used (the page a link opens says so before asking for anything).
 */
export async function checkToken(
  tx: Queries,
  token: string,
  kind: OneTimeKind,
  now = new Date(),
): Promise<SpentToken> {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) return { ok: false, reason: "invalid" };
  const digest = hashToken(token);
  const [row] = await tx
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.token_hash, digest), eq(oneTimeTokens.kind, kind)))
    .limit(1);
  if (!row || !sameDigest(row.token_hash, digest)) return { ok: false, reason: "invalid" };
  if (row.used_at) return { ok: false, reason: "used" };
  if (row.revoked_at) return { ok: false, reason: "revoked" };
  if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, userId: row.user_id, tokenId: row.id };
}

/**
 * Spends a link of `kind`: marks it used in `tx` and answers its member, or says why it cannot
 * be used. Call it in the transaction that does what the link allows (setting the password), so
 * a failed write leaves the link usable and two concurrent uses spend it once (the update only
 * matches an unspent row).
 */
export async function spendToken(
  tx: Queries,
  token: string,
  kind: OneTimeKind,
  now = new Date(),
): Promise<SpentToken> {
  const usable = await checkToken(tx, token, kind, now);
  if (!usable.ok) return usable;
  const [spent] = await tx
    .update(oneTimeTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(oneTimeTokens.id, usable.tokenId),
        isNull(oneTimeTokens.used_at),
        isNull(oneTimeTokens.revoked_at),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  if (!spent) return { ok: false, reason: "used" };
  return usable;
}

function sameDigest(stored: string, computed: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(computed);
  return a.length === b.length && timingSafeEqual(a, b);
}
