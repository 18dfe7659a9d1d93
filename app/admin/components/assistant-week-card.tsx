import { Link } from "react-router";
import { type AssistantWeek, QUESTION_LANGUAGE_LABELS } from "~/admin/lib/questions";
import { Card, CardContent, CardHeader } from "~/components/ui/card";

/** Where the content answering a question is written: a new service's form. */
export const WRITE_CONTENT = "/admin/services?nouveau=1";

const percent = (part: number, whole: number) =>
  whole === 0 ? "" : ` (${Math.round((part / whole) * 100)} %)`;

/**
 * 'L'assistant cette semaine': the last seven days' questions asked, answered from the site,
 * conversations handed to the team and answers rated helpful, then the questions asked this week
 * that found no answer, most asked first, each with a link to write the content that answers it.
 * Shown to those who may read the visitors' questions (not a translator): its figures come with
 * the dashboard's loader, null for the others.
 */
export function AssistantWeekCard({ week }: { week: AssistantWeek | "failed" | null }) {
  if (week === null) return null;
  const figures =
    week !== "failed"
      ? [
          { label: "Questions posées", value: `${week.asked}` },
          {
            label: "Répondues par le site",
            value: `${week.answered}${percent(week.answered, week.asked)}`,
          },
          { label: "Transmises à l'équipe", value: `${week.handed_over}` },
          { label: "Jugées utiles", value: `${week.helpful} sur ${week.rated} avis` },
        ]
      : [];
  return (
    <Card role="region" aria-labelledby="assistant-week-title">
      <CardHeader>
        <h2 id="assistant-week-title" className="text-xl font-semibold">
          L'assistant cette semaine
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {week === "failed" ? (
          <p className="text-destructive">Impossible de charger la semaine de l'assistant</p>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {figures.map((figure) => (
                <div key={figure.label} className="flex flex-col gap-1">
                  <dt className="text-sm text-muted-foreground">{figure.label}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{figure.value}</dd>
                </div>
              ))}
            </dl>
            <div className="flex flex-col gap-2">
              <h3 className="font-semibold">Questions les plus posées sans réponse</h3>
              {week.unanswered.length === 0 ? (
                <p className="text-muted-foreground">Aucune cette semaine.</p>
              ) : (
                <ul className="flex flex-col divide-y">
                  {week.unanswered.map((question) => (
                    <li
                      key={question.id}
                      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
                    >
                      <span className="min-w-0 break-words">
                        <span lang={question.lang} dir={question.lang === "ar" ? "rtl" : "ltr"}>
                          {question.question}
                        </span>{" "}
                        <span className="text-sm whitespace-nowrap text-muted-foreground">
                          ({QUESTION_LANGUAGE_LABELS[question.lang]}, {question.count} fois)
                        </span>
                      </span>
                      <Link
                        to={WRITE_CONTENT}
                        aria-label={`Écrire le contenu qui répond à « ${question.question} »`}
                        className="shrink-0 text-sm font-medium underline underline-offset-4"
                      >
                        Écrire le contenu
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              <Link to="/admin/questions" className="text-sm underline underline-offset-4">
                Toutes les questions des visiteurs
              </Link>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
