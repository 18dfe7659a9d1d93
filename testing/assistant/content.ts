import type { ContentRows } from "#server/assistant/documents";
import { SEED_CASE_STUDIES, SEED_RESEARCH, SEED_SERVICES } from "#server/content/seed-content";

type SeedRow = { title: string; translations: Record<string, Record<string, string>> };

/** A copy of a seed row whose title, in every language, ends with its number: its own texts. */
function copyOf<R extends SeedRow>(row: R, copy: number): R {
  const translations = Object.fromEntries(
    Object.entries(row.translations).map(([lang, values]) => [
      lang,
      { ...values, title: `${values.title} ${copy}` },
    ]),
  );
  return { ...row, title: `${row.title} ${copy}`, translations };
}

/**
 * The first start's content as published rows (ids and timestamps as the database gives them);
 * with `count`, that many rows in all: numbered copies of the seed's services, case studies and
 * research in turn, each its own page, to measure the index at that size.
 */
export function seedRows(count = 0): ContentRows {
  const at = new Date(0).toISOString();
  const base = { published: true, created_at: at, updated_at: at };
  const services = SEED_SERVICES.map((row, index) => ({ ...base, ...row, id: `s${index}` }));
  const caseStudies = SEED_CASE_STUDIES.map((row, index) => ({
    ...base,
    ...row,
    id: `c${index}`,
  }));
  const research = SEED_RESEARCH.map((row, index) => ({ ...base, ...row, id: `r${index}` }));
  const seeded = services.length + caseStudies.length + research.length;
  for (let copy = 0; copy < count - seeded; copy++) {
    if (copy % 3 === 0) {
      const row = copyOf(SEED_SERVICES[copy % SEED_SERVICES.length]!, copy);
      services.push({ ...base, ...row, id: `s-${copy}` });
    } else if (copy % 3 === 1) {
      const row = copyOf(SEED_CASE_STUDIES[copy % SEED_CASE_STUDIES.length]!, copy);
      caseStudies.push({ ...base, ...row, id: `c-${copy}`, slug: `${row.slug}-${copy}` });
    } else {
      const row = copyOf(SEED_RESEARCH[copy % SEED_RESEARCH.length]!, copy);
      research.push({ ...base, ...row, id: `r-${copy}` });
    }
  }
  return {
    services,
    case_studies: caseStudies,
    research,
    demos: [],
    testimonials: [],
  } as unknown as ContentRows;
}
