import path from "node:path";
import { openPglite } from "#server/db/client.server";

/** Words the bench's rows are made of: every row gets a few, so `q` finds some rows, not all. */
export const INDUSTRIES = [
  ["Logistique", "Logistics", "اللوجستيات"],
  ["Santé", "Healthcare", "الصحة"],
  ["Énergie", "Energy", "الطاقة"],
  ["Banque", "Banking", "البنوك"],
  ["Assurance", "Insurance", "التأمين"],
  ["Distribution", "Retail", "التجزئة"],
  ["Industrie", "Manufacturing", "الصناعة"],
  ["Télécoms", "Telecoms", "الاتصالات"],
] as const;

/** A title every bench row carries (the admin's timing waits for it). */
export const BENCH_MARK = "Bench";

/** The body of a case study written through the API, as the back office sends it. */
export function caseStudyBody(i: number) {
  const [fr, en, ar] = INDUSTRIES[i % INDUSTRIES.length]!;
  return {
    title: `${BENCH_MARK} ${i} : prévision de la demande pour un acteur ${fr.toLowerCase()}`,
    description:
      "Cadrage, preuve de concept, mise en production et suivi d'un modèle d'apprentissage automatique sur les données du client, hébergé en Europe, avec un tableau de bord pour les équipes métier.",
    client: `Client ${i}`,
    industry: fr,
    challenge: "Des prévisions faites à la main, des ruptures de stock et des surplus coûteux.",
    solution: "Un modèle de prévision entraîné chaque semaine, expliqué aux équipes.",
    results: "Ruptures divisées par deux, stocks réduits de 18 %.",
    published: true,
    translations: {
      en: { title: `${BENCH_MARK} ${i}: demand forecasting for a ${en} company`, industry: en },
      ar: { title: `${BENCH_MARK} ${i}: توقع الطلب لشركة في قطاع ${ar}`, industry: ar },
    },
  };
}

/** The SQL array literal of one column of INDUSTRIES, for the bulk insert's `[1 + i % 8]`. */
const industries = (language: 0 | 1 | 2) =>
  `array[${INDUSTRIES.map((names) => `'${names[language]}'`).join(", ")}]`;

/**
 * Fills the embedded database of a stopped bench server (DATA_DIR/pglite) up to `cases` case
 * studies and `rows` contact messages and journal entries, in bulk (one statement per table, the
 * rows made by the database itself): the API's write rate is measured separately. Rows already
 * there count.
 */
export async function fillInBulk(
  dataDir: string,
  { cases: target, rows }: { cases: number; rows: number },
) {
  const client = await openPglite({ dataDir: path.join(dataDir, "pglite") });
  try {
    const count = async (table: string) =>
      Number(
        (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n,
      );
    const cases = await count("case_studies");
    await client.query(
      `insert into case_studies (title, description, client, industry, challenge, solution, results, slug, region, published, position, translations, created_at)
       select '${BENCH_MARK} ' || i || ' : prévision de la demande pour un acteur ' || lower((${industries(0)})[1 + i % 8]),
              'Cadrage, preuve de concept, mise en production et suivi d''un modèle d''apprentissage automatique sur les données du client, hébergé en Europe, avec un tableau de bord pour les équipes métier.',
              'Client ' || i, (${industries(0)})[1 + i % 8],
              'Des prévisions faites à la main, des ruptures de stock et des surplus coûteux.',
              'Un modèle de prévision entraîné chaque semaine, expliqué aux équipes.',
              'Ruptures divisées par deux, stocks réduits de 18 %.',
              'bench-bulk-' || i, (array['europe', 'gulf'])[1 + i % 2], true, i,
              jsonb_build_object(
                'en', jsonb_build_object('title', '${BENCH_MARK} ' || i || ': demand forecasting for a ' || (${industries(1)})[1 + i % 8] || ' company', 'industry', (${industries(1)})[1 + i % 8]),
                'ar', jsonb_build_object('title', '${BENCH_MARK} ' || i || ': توقع الطلب لشركة في قطاع ' || (${industries(2)})[1 + i % 8], 'industry', (${industries(2)})[1 + i % 8])),
              now() - (i || ' minutes')::interval
       from generate_series($1::int, $2::int) as i`,
      [cases + 1, target],
    );
    const messages = await count("contact_messages");
    await client.query(
      `insert into contact_messages (name, email, company, message, status, created_at)
       select 'Visiteur ' || i, 'visiteur' || i || '@example.com', 'Société ' || i,
              'Bonjour, nous aimerions échanger sur un projet d''IA pour notre activité ' || lower((${industries(0)})[1 + i % 8]) || '.',
              (array['new', 'read'])[1 + i % 2], now() - (i || ' minutes')::interval
       from generate_series($1::int, $2::int) as i`,
      [messages + 1, rows],
    );
    const entries = await count("audit_log");
    await client.query(
      `insert into audit_log (at, user_email, action, table_name, row_id, changes)
       select now() - (i || ' minutes')::interval, 'bench@example.com', 'update', 'case_studies',
              gen_random_uuid()::text,
              jsonb_build_object('title', jsonb_build_object('before', 'Étude ' || i, 'after', '${BENCH_MARK} ' || i))
       from generate_series($1::int, $2::int) as i`,
      [entries + 1, rows],
    );
    await client.query("analyze");
    return {
      case_studies: await count("case_studies"),
      contact_messages: await count("contact_messages"),
      audit_log: await count("audit_log"),
    };
  } finally {
    await client.close();
  }
}
