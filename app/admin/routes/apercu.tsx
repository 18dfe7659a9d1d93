import { PreviewScreen } from "~/admin/components/preview-screen";

/**
 * 'Aperçu' (/admin/apercu?path=/cases/x&lang=ar), every role: the public site as visitors will
 * see it, drafts included, with 'Modifier sur la page'.
 */
export default function PreviewRoute() {
  return <PreviewScreen />;
}
