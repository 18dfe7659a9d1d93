import { SendIcon } from "lucide-react";
import { useState } from "react";
import { ROLE_LABELS } from "#domain/roles";
import { MEMBER_STATUS_LABELS, type MemberStatus } from "#domain/team";
import { useMember } from "~/admin/components/admin-context";
import { EmailText } from "~/admin/components/columns";
import { useConfirmation } from "~/admin/components/confirm-dialog";
import { DateTime } from "~/admin/components/date-time";
import { type ListColumn, ListRows } from "~/admin/components/entity-table";
import { notify } from "~/admin/components/notify";
import { type FirstPage, keepFirstPage, usePage } from "~/admin/components/paged-list";
import { RowActionList } from "~/admin/components/row-actions";
import { ScreenHeader } from "~/admin/components/screen-header";
import { InviteDialog, LinkDialog, RoleDialog, reasonOf } from "~/admin/components/team-dialogs";
import { useReturnFocus } from "~/admin/components/use-return-focus";
import { teamLoader } from "~/admin/lib/screen-pages.server";
import {
  type InvitationAnswer,
  languagesText,
  TEAM_KEY,
  type TeamMember,
  teamApi,
} from "~/admin/lib/team";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import type { Route } from "./+types/team";

export const loader = teamLoader;
export const shouldRevalidate = keepFirstPage;

const INVITE_BUTTON = "team-invite";

const STATUS_VARIANT: Record<MemberStatus, "default" | "secondary" | "outline"> = {
  active: "default",
  invited: "secondary",
  disabled: "outline",
};

const COLUMNS: ListColumn<TeamMember>[] = [
  { label: "Membre", cell: (item) => <MemberName member={item} /> },
  { label: "Rôle", cell: (item) => ROLE_LABELS[item.role] ?? item.role },
  { label: "Langues", cell: (item) => languagesText(item.languages) },
  {
    label: "Statut",
    cell: (item) => (
      <Badge variant={STATUS_VARIANT[item.status]}>{MEMBER_STATUS_LABELS[item.status]}</Badge>
    ),
  },
  {
    label: "Dernière connexion",
    // Date and time on two lines where the e-mails need the room.
    className: "tabular-nums",
    cell: (item) => (item.last_sign_in_at ? <DateTime iso={item.last_sign_in_at} /> : "—"),
  },
];

/**
 * A member's display name over its e-mail, the address once when the name is the address (an
 * invited member's name until it chooses one). Nothing is cut: a long address breaks before its
 * '@' first (`EmailText`).
 */
function MemberName({ member }: { member: TeamMember }) {
  if (member.username === member.email) {
    return <EmailText className="font-medium" email={member.email} />;
  }
  return (
    <span className="flex flex-col gap-0.5">
      <span className="font-medium">{member.username}</span>
      <EmailText className="text-muted-foreground text-xs" email={member.email} />
    </span>
  );
}

/**
 * 'Équipe' (administrators): the back office's members with their role, languages, status and
 * last sign-in; invite a member, change its role, disable or re-enable it, send its invitation
 * again, remove it. Without SMTP the invitation's link is shown once, to be passed on. The list
 * comes with the route (`teamLoader`); each change then shows the member as the API answers it.
 */
export default function TeamRoute({ loaderData }: Route.ComponentProps) {
  const member = useMember();
  if (!member.may("admin")) {
    return <p role="alert">Cette page est réservée aux administrateurs.</p>;
  }
  return <TeamScreen first={loaderData} />;
}

function TeamScreen({ first }: { first: FirstPage<TeamMember> | null }) {
  const list = usePage(TEAM_KEY, teamApi.page, undefined, first);
  const members = list.rows;
  const setMembers = (change: (rows: TeamMember[]) => TeamMember[]) =>
    list.setPage((page) => {
      const rows = change(page.rows);
      return { rows, total: rows.length };
    });
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [shownLink, setShownLink] = useState<{ email: string; url: string } | null>(null);
  // The removal's confirmation gives focus back itself (ConfirmDialog).
  const focus = useReturnFocus(inviting || editing !== null || shownLink !== null, INVITE_BUTTON);

  const replace = (next: TeamMember) =>
    setMembers((list) => list.map((item) => (item.id === next.id ? next : item)));

  /** The link is shown once when no e-mail carries it; otherwise the e-mail is on its way. */
  function invited(answer: InvitationAnswer) {
    const { invite_url: url, ...member } = answer;
    setMembers((list) =>
      list.some((item) => item.id === member.id)
        ? list.map((item) => (item.id === member.id ? member : item))
        : [...list, member],
    );
    if (url) setShownLink({ email: member.email, url });
    else notify.success(`Invitation envoyée à ${member.email}`);
  }

  async function resend(target: TeamMember) {
    try {
      const answer = await teamApi.resend(target.id);
      // Once answered, what has focus (the row's '…' button, the menu having closed) gets it
      // back when the link's dialog closes.
      focus.remember();
      invited(answer);
    } catch (error) {
      notify.error(reasonOf(error, "Impossible de renvoyer l'invitation"));
    }
  }

  async function setDisabled(target: TeamMember, disabled: boolean) {
    try {
      replace(await teamApi.change(target.id, { disabled }));
      notify.success(disabled ? `${target.email} est désactivé` : `${target.email} est réactivé`);
    } catch (error) {
      notify.error(
        reasonOf(
          error,
          disabled ? "Impossible de désactiver ce membre" : "Impossible de réactiver ce membre",
        ),
      );
    }
  }

  async function remove(target: TeamMember) {
    try {
      await teamApi.remove(target.id);
      setMembers((list) => list.filter((item) => item.id !== target.id));
      notify.success(`${target.email} a été retiré de l'équipe`);
    } catch (error) {
      notify.error(reasonOf(error, "Impossible de retirer ce membre"));
    }
  }
  const removal = useConfirmation({
    textsOf: (member: TeamMember) => ({
      title: "Retirer ce membre ?",
      description: `${member.email} ne pourra plus se connecter : son compte est supprimé et ses sessions prennent fin.`,
    }),
    confirmLabel: "Retirer",
    destructive: true,
    // Its row gone, focus goes to 'Inviter un membre'.
    fallbackFocusId: INVITE_BUTTON,
    act: remove,
  });

  const open = (set: () => void) => {
    focus.remember();
    set();
  };

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader
        title="Équipe"
        description="Les membres de l'administration, leur rôle et leur accès."
        actionLabel="Inviter un membre"
        actionId={INVITE_BUTTON}
        onAction={() => open(() => setInviting(true))}
      />
      <Card>
        <CardHeader>
          <h2 className="text-xl font-semibold leading-tight" aria-live="polite">
            {list.loading || list.failed ? "Membres" : `Membres (${members.length})`}
          </h2>
        </CardHeader>
        <CardContent>
          {list.loading ? (
            <Spinner label="Chargement..." />
          ) : list.failed ? (
            <p role="alert">Impossible de charger l'équipe</p>
          ) : (
            <ListRows
              label="Membres"
              rows={members}
              columns={COLUMNS}
              textActions
              actions={(item) => (
                <RowActionList
                  name={item.email}
                  actions={[
                    {
                      key: "role",
                      button: (
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          aria-label={`Modifier le rôle de ${item.email}`}
                          onClick={() => open(() => setEditing(item))}
                        >
                          Modifier le rôle
                        </Button>
                      ),
                    },
                    item.status === "invited" && {
                      key: "resend",
                      button: (
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          aria-label={`Renvoyer l'invitation à ${item.email}`}
                          onClick={() => void resend(item)}
                        >
                          Renvoyer l'invitation
                        </Button>
                      ),
                      menu: [
                        {
                          label: `Renvoyer l'invitation à ${item.email}`,
                          icon: SendIcon,
                          onSelect: () => void resend(item),
                        },
                      ],
                    },
                    {
                      key: "disable",
                      button: (
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          aria-label={`${item.status === "disabled" ? "Réactiver" : "Désactiver"} ${item.email}`}
                          onClick={() => void setDisabled(item, item.status !== "disabled")}
                        >
                          {item.status === "disabled" ? "Réactiver" : "Désactiver"}
                        </Button>
                      ),
                    },
                    {
                      key: "remove",
                      button: (
                        <Button
                          type="button"
                          variant="destructive"
                          size="sm"
                          aria-label={`Retirer ${item.email}`}
                          onClick={() => removal.ask(item)}
                        >
                          Retirer
                        </Button>
                      ),
                    },
                  ]}
                />
              )}
            />
          )}
        </CardContent>
      </Card>

      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(answer) => {
          setInviting(false);
          invited(answer);
        }}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      <RoleDialog
        member={editing}
        onClose={() => setEditing(null)}
        onChanged={(next) => {
          setEditing(null);
          replace(next);
          notify.success(`Rôle de ${next.email} modifié`);
        }}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      <LinkDialog
        link={shownLink}
        onClose={() => setShownLink(null)}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      {removal.dialog}
    </div>
  );
}
