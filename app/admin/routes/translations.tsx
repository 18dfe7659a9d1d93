import { ScreenHeader } from "~/admin/components/screen-header";
import { XliffExport } from "~/admin/components/xliff-export";
import { XliffImport } from "~/admin/components/xliff-import";

/**
 * 'Traductions': the site's translations to and from a translation tool (XLIFF 1.2): export a
 * language's chosen tables and states, import the file translated. A translator works only in
 * its languages.
 */
export default function TranslationsScreen() {
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader
        title="Traductions"
        description="Échangez les traductions avec un outil de traduction assistée (XLIFF)."
      />
      <XliffExport />
      <XliffImport />
    </div>
  );
}
