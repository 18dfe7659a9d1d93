import { useI18n } from "~/i18n/i18n-provider";
import { Link } from "~/site/components/links";
import { buttonClass } from "./classes";

/** 'Oops! Page not found' (translated in fr and ar) and a link home. */
export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 text-muted-foreground">{t("notFound.text")}</p>
      <Link to="/" className={`${buttonClass("default", "lg")} mt-8`}>
        {t("notFound.home")}
      </Link>
    </section>
  );
}
