import type { MessageKey } from "#domain/i18n/fr";
import { useI18n } from "~/i18n/i18n-provider";
import type { TranslateParams } from "~/i18n/translate";
import { Section } from "./section";

/** A page of titled paragraphs (legal notice, privacy). */
export function TextPage({
  title,
  intro,
  parts,
  params,
}: {
  title: MessageKey;
  intro?: MessageKey;
  parts: { title: MessageKey; text: MessageKey }[];
  params: TranslateParams;
}) {
  const { t } = useI18n();
  return (
    <Section title={t(title, params)} intro={intro ? t(intro, params) : undefined} asPage>
      <div className="max-w-3xl space-y-8">
        {parts.map((part) => (
          <section key={part.title}>
            <h2 className="text-xl font-semibold">{t(part.title, params)}</h2>
            <p className="mt-2 text-muted-foreground">{t(part.text, params)}</p>
          </section>
        ))}
      </div>
    </Section>
  );
}
