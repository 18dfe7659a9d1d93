import { EditPanel } from "~/admin/components/edit-panel/edit-panel";
import { PreviewScreen } from "~/admin/components/preview-screen";

/**
 * 'Aperçu' (/admin/apercu?path=/cases/x&lang=ar), every role: the public site as visitors will
 * see it, drafts included, with 'Modifier sur la page' and the editor of what is clicked.
 */
export default function PreviewRoute() {
  return <PreviewScreen renderEditor={(editor) => <EditPanel {...editor} />} />;
}
