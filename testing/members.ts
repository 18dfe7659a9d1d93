/** The pages the account e-mails link to. */
export type LinkPage = "/admin/invitation" | "/admin/reset";

/** A suffix no other test uses, for addresses and names. */
export const uniqueSuffix = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A password the policy accepts, new each time. */
export const strongPassword = () => `Kestrel-${uniqueSuffix()}-Harbour9`;

/** The token of an e-mailed link (its fragment's `token_hash`). */
export const tokenOf = (link: string) => new URL(link).hash.replace("#token_hash=", "");

/** A server an administrator manages the team of. */
export interface TeamServer {
  origin: string;
  /** The administrator's Bearer header on this server. */
  adminHeaders: Record<string, string>;
  /**
   * On a server that sends e-mail: the link of the next e-mail to `recipient` that links to
   * `page`, once the local SMTP server caught it.
   */
  nextLink?: (recipient: string, page: LinkPage) => Promise<string>;
}

export interface Member {
  email: string;
  password: string;
  /** The member's Bearer header: the session that accepting the invitation opened. */
  authorization: string;
  /** The invitation's link, for a check that the server's log holds none of it. */
  link: string;
}

export interface MemberOptions {
  /** The address's first part (a unique suffix is added); the role's name unless told. */
  label?: string;
  /** The address itself, instead of one made from `label`. */
  email?: string;
  /** A new strong password unless told. */
  password?: string;
  /** A translator's languages. */
  languages?: string[];
  /** The display name chosen on accepting, if any. */
  name?: string;
}

/** Throws, with the answer's body, unless the server answered `status`. */
async function expectStatus(res: Response, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
}

async function call(server: TeamServer, method: string, path: string, init: RequestInit = {}) {
  return fetch(`${server.origin}${path}`, {
    ...init,
    method,
    headers: { "content-type": "application/json", ...init.headers },
  });
}

/**
 * A member made as an administrator makes one, for a test that needs one: invited through the
 * team API with a role (and a translator's languages), the invitation's link opened (the
 * e-mail's, read from the mail sink, on a server that sends mail; the answer's otherwise) and a
 * password chosen. The member can sign in with `email` and `password`.
 */
export async function invitedMember(
  server: TeamServer,
  role: "admin" | "editor" | "translator",
  options: MemberOptions = {},
): Promise<Member> {
  const email = options.email ?? `${options.label ?? role}-${uniqueSuffix()}@example.com`;
  const password = options.password ?? strongPassword();
  const invited = await call(server, "POST", "/api/team/invitations", {
    headers: server.adminHeaders,
    body: JSON.stringify({ email, role, languages: options.languages }),
  });
  await expectStatus(invited, 201, "the invitation");
  const link = server.nextLink
    ? await server.nextLink(email, "/admin/invitation")
    : ((await invited.json()) as { invite_url: string }).invite_url;
  const verified = await call(server, "POST", "/auth/v1/verify", {
    body: JSON.stringify({ type: "invite", token_hash: tokenOf(link) }),
  });
  await expectStatus(verified, 200, "opening the invitation's link");
  const { access_token } = (await verified.json()) as { access_token: string };
  const authorization = `Bearer ${access_token}`;
  const accepted = await call(server, "PUT", "/auth/v1/user", {
    headers: { authorization },
    body: JSON.stringify({
      password,
      ...(options.name ? { data: { username: options.name } } : {}),
    }),
  });
  await expectStatus(accepted, 200, "choosing the password");
  return { email, password, authorization, link };
}
