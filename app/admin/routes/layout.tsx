import { LogOutIcon, MenuIcon } from "lucide-react";
import { useEffect, useState } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  replace,
  useLocation,
} from "react-router";
import { isStaffRole, type Member, roleMay } from "#domain/roles";
import { ensureProfile } from "#server/auth/accounts.server";
import { publicConfig } from "#server/spine/config.server";
import type { AdminContext } from "~/admin/components/admin-context";
import {
  ACCOUNT_PAGE,
  ADMIN_NAV,
  accessOf,
  activeLabel,
  RESERVED_TO,
} from "~/admin/components/admin-nav";
import { notify } from "~/admin/components/notify";
import { prepareFormats } from "~/admin/lib/intl-formats";
import { type MemberRights, rightsOf } from "~/admin/lib/member";
import { takeWelcome } from "~/admin/lib/sign-in";
import { whenIdle } from "~/admin/lib/when-idle";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { Spinner } from "~/components/ui/spinner";
import { SIGN_IN_PATH } from "~/lib/areas";
import { AuthProvider, useAuth } from "~/lib/auth/auth-provider";
import { readAdminSession } from "~/lib/auth/session.server";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/layout";

/**
 * The guard of every admin screen, on the server and before any page is sent:
 * signed out → /admin/login, replacing history (a document load: the sign-in page is not run by
 * the router); signed in without a staff role (an account made
 * by public sign-up) → 403, the refusal below; a screen whose access level the member does not
 * pass (the journal, 'Équipe' for a non-administrator; the inbox and the visitors' questions for
 * a translator) → 403, 'Accès réservé' in the back office.
 */
function toSignIn() {
  const response = replace(SIGN_IN_PATH);
  response.headers.set("X-Remix-Reload-Document", "true");
  return response;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = await readAdminSession(context.deps, request);
  if (!signedIn) throw toSignIn();
  const { role, languages } = signedIn.user;
  if (!isStaffRole(role)) throw data("forbidden", { status: 403 });
  const config = publicConfig(context.deps.config);
  const reserved = !roleMay(role, accessOf(new URL(request.url).pathname));
  // The welcome line's name comes with the page: the browser does not ask for it.
  const profile = await ensureProfile(context.deps.database.db, signedIn.user.id);
  return data(
    {
      session: signedIn.session,
      profile: profile && {
        id: profile.id,
        username: profile.username,
        role: profile.role,
        languages: profile.languages,
      },
      dataSource: config.adminDataSource,
      uploadMaxBytes: config.uploadMaxBytes,
      siteTimeZone: config.siteTimeZone,
      // The model the server's suggestions use (TRANSLATION_LLM_*, else the assistant's).
      translationModel: context.deps.translationModel !== undefined,
      member: { role, languages } satisfies Member,
    },
    reserved ? { status: 403 } : undefined,
  );
}

// Run the guard again on every navigation inside the admin, not only on the first request.
export const shouldRevalidate = () => true;

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Administration" },
  { name: "robots", content: "noindex" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const context: AdminContext = {
    dataSource: loaderData.dataSource,
    uploadMaxBytes: loaderData.uploadMaxBytes,
    siteTimeZone: loaderData.siteTimeZone,
    translationModel: loaderData.translationModel,
    member: loaderData.member,
  };
  return (
    <AuthProvider initial={loaderData.session} profile={loaderData.profile}>
      <AdminShell context={context} />
    </AuthProvider>
  );
}

function AdminShell({ context }: { context: AdminContext }) {
  const auth = useAuth();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // The browser-side guard: a session that ends (sign-out, refused refresh) leaves the admin for
  // the sign-in page's document.
  useEffect(() => {
    if (auth.status === "unauthenticated") window.location.replace(SIGN_IN_PATH);
  }, [auth.status]);

  // What the next screen needs, made once this one is usable rather than as it loads: the formats
  // lists and dates need, and the content screens' shared module (its table, form and dialogs).
  // Each module of the back office's shared scripts runs when first imported (the build keeps
  // each one's own start), so the dashboard does not pay for the screens a member has not opened.
  useEffect(() => whenIdle(prepareFormats), []);
  useEffect(() => whenIdle(() => void import("~/admin/components/entity-manager")), []);

  // Just signed in on the sign-in page (this tab): the welcome.
  useEffect(() => {
    if (takeWelcome()) notify.success("Bienvenue dans l'administration", "Connexion réussie");
  }, []);

  if (auth.status !== "authenticated") {
    // A centred spinner while the session loads.
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Chargement..." />
      </div>
    );
  }

  async function signOut() {
    const { error } = await auth.signOut();
    if (error) notify.error(error.message);
  }

  const rights = rightsOf(context.member);
  const sidebar = (
    <SidebarContent
      username={auth.profile?.username}
      rights={rights}
      onNavigate={() => setMenuOpen(false)}
      onSignOut={() => void signOut()}
    />
  );

  return (
    <div className="min-h-screen bg-muted/30 xl:flex">
      <aside
        aria-label="Administration"
        className="hidden w-64 shrink-0 flex-col border-e bg-card xl:sticky xl:top-0 xl:flex xl:h-screen"
      >
        {sidebar}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center gap-3 border-b bg-card px-4 md:px-8">
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="xl:hidden" aria-label="Ouvrir le menu">
                <MenuIcon aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent side="start" className="p-0" aria-describedby={undefined}>
              <SheetTitle className="sr-only">Menu de l'administration</SheetTitle>
              {sidebar}
            </SheetContent>
          </Sheet>
          <p className="text-lg font-semibold">{activeLabel(pathname)}</p>
        </header>
        <main className="flex-1 p-4 md:p-8">
          {rights.may(accessOf(pathname)) ? (
            <Outlet context={context} />
          ) : (
            <AccessReserved to={RESERVED_TO[accessOf(pathname)]} />
          )}
        </main>
      </div>
    </div>
  );
}

function SidebarContent({
  username,
  rights,
  onNavigate,
  onSignOut,
}: {
  username: string | undefined;
  rights: MemberRights;
  onNavigate: () => void;
  onSignOut: () => void;
}) {
  return (
    <div className="flex h-full flex-col gap-6 p-6">
      <div className="flex flex-col gap-1">
        <p className="text-xl font-bold">Administration</p>
        {/* The welcome line shows the signed-in profile's username; 'Mon compte' follows it. */}
        <p className="text-sm text-muted-foreground">Bienvenue{username ? `, ${username}` : ""}</p>
        <Link
          to={ACCOUNT_PAGE.to}
          onClick={onNavigate}
          className="self-start text-sm text-primary underline underline-offset-4"
        >
          {ACCOUNT_PAGE.label}
        </Link>
      </div>
      {/* The entries scroll within the sidebar's height, so 'Déconnexion' stays in view below
          them on a short screen (the padding keeps the focus rings whole). */}
      <nav
        aria-label="Navigation de l'administration"
        className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1 py-1"
      >
        <ul className="flex flex-col gap-1">
          {ADMIN_NAV.filter((item) => rights.may(item.access)).map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
                    isActive &&
                      "bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground",
                  )
                }
              >
                <item.icon className="size-4" aria-hidden="true" />
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Button type="button" variant="outline" onClick={onSignOut}>
        <LogOutIcon aria-hidden="true" />
        Déconnexion
      </Button>
    </div>
  );
}

/**
 * A screen the member's role does not open, in place of the screen, the sidebar kept; `to` names
 * who it is for.
 */
function AccessReserved({ to }: { to: string }) {
  return (
    <section aria-labelledby="access-reserved" className="flex max-w-xl flex-col gap-4">
      <h1 id="access-reserved" className="text-2xl font-bold">
        Accès réservé
      </h1>
      <p className="text-muted-foreground">
        Cette page est réservée {to}. Votre rôle ne permet pas de l'ouvrir.
      </p>
      <p>
        <Link className="text-primary underline underline-offset-4" to="/admin">
          Retour au tableau de bord
        </Link>
      </p>
    </section>
  );
}

/** A signed-in account without a role of the back office is refused, in French. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-8">
      <h1 className="text-2xl font-bold">
        {forbidden ? "Accès refusé" : "Une erreur est survenue"}
      </h1>
      <p className="text-muted-foreground">
        {forbidden
          ? "Votre compte n'a pas accès à l'administration du site. Demandez à un administrateur de vous inviter dans l'équipe."
          : "La page n'a pas pu être affichée. Réessayez plus tard."}
      </p>
      <p>
        <Link
          className="text-primary underline underline-offset-4"
          to={SIGN_IN_PATH}
          reloadDocument
        >
          Se connecter avec un autre compte
        </Link>
      </p>
    </main>
  );
}
