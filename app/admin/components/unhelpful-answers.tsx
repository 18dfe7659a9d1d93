import { formatDate } from "~/admin/lib/labels";
import {
  QUESTION_LANGUAGE_LABELS,
  UNHELPFUL_KEY,
  type UnhelpfulAnswer,
  unhelpfulAnswers,
} from "~/admin/lib/questions";
import { Card, CardContent } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { notify } from "./notify";
import { type FirstPage, usePage } from "./paged-list";

/** A site path as the visitor saw it: the public page in the visitor's language. */
export function pageInLanguage(url: string, lang: string): string {
  const address = new URL(url, "http://site");
  address.searchParams.set("lang", lang);
  return `${address.pathname}${address.search}${address.hash}`;
}

/** One rated answer: the question, what the assistant answered, the pages shown, the comment. */
function RatedAnswer({ rated }: { rated: UnhelpfulAnswer }) {
  const dir = rated.lang === "ar" ? "rtl" : "ltr";
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-6">
        <p className="text-sm text-muted-foreground">
          {QUESTION_LANGUAGE_LABELS[rated.lang]} · {formatDate(rated.created_at)}
        </p>
        <h3 lang={rated.lang} dir={dir} className="font-semibold break-words">
          {rated.question || "(question non conservée)"}
        </h3>
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">Réponse de l'assistant</span>
          <p lang={rated.lang} dir={dir} className="break-words whitespace-pre-line">
            {rated.answer}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">Pages montrées</span>
          {rated.sources.length === 0 ? (
            <p className="text-muted-foreground">Aucune</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {rated.sources.map((source) => (
                <li key={source.url} className="break-words">
                  <a
                    href={pageInLanguage(source.url, rated.lang)}
                    target="_blank"
                    rel="noopener"
                    lang={rated.lang}
                    className="underline underline-offset-4"
                  >
                    {source.title}
                  </a>{" "}
                  <span className="text-sm text-muted-foreground" dir="ltr">
                    ({source.url})
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">Commentaire du visiteur</span>
          {rated.comment ? (
            <p dir="auto" className="break-words whitespace-pre-line">
              {rated.comment}
            </p>
          ) : (
            <p className="text-muted-foreground">Aucun commentaire</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * 'Réponses jugées inutiles': the answers visitors said did not help, latest first, each with the
 * question, the answer, the pages shown (opened in a new tab, in the visitor's language) and the
 * visitor's comment. Kept 90 days, with nothing of who rated. `first`: the list read with the
 * route.
 */
export function UnhelpfulAnswers({ first }: { first: FirstPage<UnhelpfulAnswer> | null }) {
  const list = usePage(
    UNHELPFUL_KEY,
    unhelpfulAnswers,
    () => notify.error("Impossible de charger les réponses jugées inutiles"),
    first,
  );
  if (list.loading) return <Spinner label="Chargement..." />;
  if (list.failed) {
    return <p className="text-destructive">Impossible de charger les réponses jugées inutiles</p>;
  }
  return (
    <section aria-labelledby="unhelpful-heading" className="flex flex-col gap-4">
      <h2 id="unhelpful-heading" className="text-xl font-semibold">
        Réponses jugées inutiles ({list.total})
      </h2>
      {list.rows.length === 0 ? (
        <p className="text-muted-foreground">Aucune réponse jugée inutile pour le moment</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.rows.map((rated) => (
            <li key={rated.id}>
              <RatedAnswer rated={rated} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
