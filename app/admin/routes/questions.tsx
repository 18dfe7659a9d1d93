import { Trash2Icon } from "lucide-react";
import { useEffect, useState } from "react";
import { notify } from "~/admin/components/notify";
import { ScreenHeader } from "~/admin/components/screen-header";
import { formatDate } from "~/admin/lib/labels";
import {
  QUESTION_LANGUAGE_LABELS,
  type UnansweredQuestion,
  unansweredQuestions,
} from "~/admin/lib/questions";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";

const languageLabel = (lang: string) =>
  QUESTION_LANGUAGE_LABELS[lang as keyof typeof QUESTION_LANGUAGE_LABELS] ?? lang;

/**
 * 'Questions des visiteurs': what visitors asked the assistant that the site's content did not
 * answer well, to tell staff which content is missing. Grouped by text and language, most asked
 * first, with the last date; one can be deleted (after a confirmation). No address or identity is
 * kept, and the server forgets a question 90 days after it was last asked. Editors and
 * administrators only (a translator is refused the screen).
 */
export default function QuestionsScreen() {
  const [questions, setQuestions] = useState<UnansweredQuestion[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let cancelled = false;
    unansweredQuestions
      .list()
      .then((list) => {
        if (!cancelled) setQuestions(list);
      })
      .catch(() => {
        if (!cancelled) notify.error("Impossible de charger les questions");
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  async function remove(question: UnansweredQuestion) {
    if (!window.confirm("Êtes-vous sûr de vouloir supprimer cette question ?")) return;
    try {
      await unansweredQuestions.remove(question.id);
      setQuestions((list) => list.filter((item) => item.id !== question.id));
      notify.success("Question supprimée avec succès");
    } catch {
      notify.error("Impossible de supprimer la question");
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader
        title="Questions des visiteurs"
        description="Les questions auxquelles l'assistant n'a pas trouvé de bonne réponse sur le site, les plus posées d'abord : le contenu qui manque. Conservées 90 jours, sans adresse ni identité."
      />
      <Card>
        <CardHeader>
          <h2 className="text-xl font-semibold">Questions ({questions.length})</h2>
        </CardHeader>
        <CardContent>
          {loading ? (
            <Spinner label="Chargement..." />
          ) : questions.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">
              Aucune question sans réponse pour le moment
            </p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Question</TableHead>
                  <TableHead>Langue</TableHead>
                  <TableHead className="text-end">Nombre</TableHead>
                  <TableHead className="max-sm:hidden">Dernière fois</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {questions.map((question) => (
                  <TableRow key={question.id}>
                    <TableCell className="whitespace-normal wrap-anywhere">
                      <span lang={question.lang} dir="auto">
                        {question.question}
                      </span>
                      {/* On a phone the date sits under the question rather than in its column. */}
                      <span className="block text-xs text-muted-foreground sm:hidden">
                        {formatDate(question.last_asked_at)}
                      </span>
                    </TableCell>
                    <TableCell>{languageLabel(question.lang)}</TableCell>
                    <TableCell className="text-end tabular-nums">{question.count}</TableCell>
                    <TableCell className="whitespace-nowrap max-sm:hidden">
                      {formatDate(question.last_asked_at)}
                    </TableCell>
                    <TableCell className="w-0 px-1">
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Supprimer la question « ${question.question} »`}
                        onClick={() => void remove(question)}
                      >
                        <Trash2Icon aria-hidden="true" className="text-destructive" />
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
