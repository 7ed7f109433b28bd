// The directory bench/scale.ts measures, generated straight with drizzle into an empty, migrated database: trades,
// accounts, particuliers, artisans spread over France's towns, their trades, an image detail each and the reviews.
import type { DatabaseHandle, Db } from '../../../api/src/db/database';
import { artisans, specialites } from '../../../api/src/db/schema';
import { FRANCE_TOWNS } from '../../../remote-public/src/features/map/geo/france-geo';
import { artisanFields } from '../bench-artisans';
import { seededRandom } from '../product';
import { COMPANY_WORDS, SURNAMES, TRADES } from './names';
import { NOTES_PER_ARTISAN } from './settings';

function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A SQL array literal of our own constant strings (never user input). */
const sqlText = (values: readonly string[]) =>
  `(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}])`;

/** Runs one statement of our own (only constants and computed numbers in it) and returns its rows. */
async function query<T = Record<string, unknown>>(db: Db, text: string): Promise<T[]> {
  const result = (await db.execute(text)) as unknown as { rows?: T[] };
  return result.rows ?? [];
}

/** The kinds of query the search is measured with, in the order they are printed. */
export const SEARCH_LABELS = [
  'nom',
  'faute de frappe',
  'métier + ville',
  'SIRET',
  'mot courant',
  'début de mot',
  'mot en cours',
  'deux mots',
  'second mot en cours',
] as const;

export interface Generated {
  ms: number;
  artisanId: number;
  tradeId: number;
  tradeArtisans: number;
  counts: Record<string, number>;
  /** Every artisan id, and how many artisans each trade has: the « base » runs draw their URLs from them. */
  artisanIds: number[];
  trades: { id: number; artisans: number }[];
  /** What a visitor would type to find the middle artisan: its name, its name mistyped, a trade and its town, its SIRET. */
  searches: Record<string, string>;
}

/** Fills an empty, migrated database: JS-computed artisans in multi-row batches, the rest generated in SQL. */
export async function generate(handle: DatabaseHandle, count: number): Promise<Generated> {
  const started = Date.now();
  const { db } = handle;
  const next = seededRandom(count);
  await db.insert(specialites).values(TRADES.map((metier) => ({ metier, metierKey: fold(metier) })));

  // One ROLE_ARTISAN account per artisan, contact visibility varied (the artisan page joins it).
  const particuliers = Math.max(100, Math.round(count / 2));
  await db.transaction(async (tx) => {
    await query(
      tx,
      // Written as owned already (libre false: each gets its artisan below, which the trigger of migration 0042
      // would otherwise record one statement of 1,000 at a time): a million accounts entering the free accounts'
      // index and leaving it at once would leave it a million entries' size, which no directory's claims make.
      `insert into users (email, username, password_hash, telephone, role, personnal_data_to_show, libre)
      select 'artisan' || g || '@bench.test', 'artisan' || g, 'bench-sans-mot-de-passe',
             '06' || lpad(g::text, 8, '0'), 'ROLE_ARTISAN', (array['ALL', 'TEL', 'MAIL', 'NOTHING'])[1 + g % 4],
             false
      from generate_series(1, ${count}::int) g`,
    );
    await query(
      tx,
      `insert into particuliers (nom, prenom)
      select ${sqlText(SURNAMES)}[1 + g % ${SURNAMES.length}],
             (array['Marie', 'Jean', 'Camille', 'Louis', 'Léa', 'Hugo', 'Chloé', 'Lucas', 'Emma', 'Paul'])[1 + (g / 7) % 10]
      from generate_series(1, ${particuliers}::int) g`,
    );
  });
  const userIds = await query<{ first: number }>(db, `select min(id)::int as first from users`);
  const firstUser = Number(userIds[0]?.first ?? 1);

  // Artisans spread over France's towns (weighted by the square root of the population), as map-20k does.
  const weights = FRANCE_TOWNS.map(([, , , population]) => Math.sqrt(population));
  const cumulative: number[] = [];
  weights.reduce((sum, weight) => (cumulative.push(sum + weight), sum + weight), 0);
  const total = cumulative[cumulative.length - 1]!;
  const pickTown = () => {
    const target = next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return FRANCE_TOWNS[low]!;
  };
  const batch = 1000;
  const perTransaction = 10;
  for (let start = 0; start < count; start += batch * perTransaction) {
    await db.transaction(async (tx) => {
      for (let from = start; from < Math.min(count, start + batch * perTransaction); from += batch) {
        const rows = Array.from({ length: Math.min(batch, count - from) }, (_, offset) => {
          const n = from + offset + 1;
          const town = pickTown();
          const located = next() >= 0.02;
          const word = COMPANY_WORDS[Math.floor(next() * COMPANY_WORDS.length)]!;
          const surname = SURNAMES[Math.floor(next() * SURNAMES.length)]!;
          return {
            userId: firstUser + n - 1,
            entrepriseNom: `${word} ${surname} ${n}`,
            ...artisanFields(next, n, town, located),
          };
        });
        await tx.insert(artisans).values(rows);
      }
    });
  }

  // 1 to 3 trades per artisan (hashes of the id), an image detail each, then the reviews, by slices of ids: the
  // statement triggers that keep each artisan's trades and each trade's order (migrations 0005, 0006 and 0018)
  // join their transition tables, and at a million artisans one statement of all the links had not ended after
  // nine minutes. The importer publishes in batches for the same reason.
  const [idRange] = await query<{ low: number; high: number }>(
    db,
    `select min(id)::int as low, max(id)::int as high from artisans`,
  );
  // An image or a review changes a listing's pertinence, and the trigger of migration 0038 then rewrites the
  // listing's words and pairs in nom_mot_fiches (about 15 rows each): at a million artisans, 2 minutes per 50,000
  // details, hours for the reviews. The generation writes no name, so pertinence is the only figure of those rows
  // that these writes change: the trigger is set aside while they run, and the rows' pertinence brought up to date
  // in one statement after.
  await query(db, `alter table artisans disable trigger artisans_to_nom_mot_fiches_update`);
  const linkSlice = 50_000;
  for (let from = Number(idRange!.low); from <= Number(idRange!.high); from += linkSlice) {
    const slice = `a.id >= ${from}::int and a.id < ${from + linkSlice}::int`;
    await db.transaction(async (tx) => {
      await query(
        tx,
        `insert into artisan_specialites (artisan_id, specialite_id)
        select distinct a.id, t.ids[1 + abs(x.h % cardinality(t.ids))::int]
        from artisans a
        cross join (select array_agg(id order by id) as ids from specialites) t
        cross join lateral (values (hashint4extended(a.id, 1)),
          (case when a.id % 3 <> 0 then hashint4extended(a.id, 2) end),
          (case when a.id % 5 = 0 then hashint4extended(a.id, 3) end)) x(h)
        where x.h is not null and ${slice}`,
      );
      await query(
        tx,
        `insert into artisan_details (artisan_id, type, description, path_img)
        select a.id, 'IMG_PRINCIPALE', 'Photo de ' || a.entreprise_nom, '/uploads/bench/artisan-' || a.id || '.webp'
        from artisans a where ${slice}`,
      );
    });
  }
  type Bounds = { low: number; high: number };
  const [bounds] = await query<Bounds>(db, `select min(id)::int as low, max(id)::int as high from artisans`);
  const [pBounds] = await query<Bounds>(
    db,
    `select min(id)::int as low, max(id)::int as high from particuliers`,
  );
  const comments = [
    'Travail soigné, je recommande.',
    'Ponctuel et efficace.',
    'Devis clair, chantier propre.',
    'Très bon contact, prix correct.',
    'Un peu de retard mais résultat parfait.',
    'Réactif et de bon conseil.',
    'Conforme au devis.',
    'Nous referons appel à lui.',
  ];
  const slice = 10_000;
  for (let low = Number(bounds!.low); low <= Number(bounds!.high); low += slice * 5) {
    await db.transaction(async (tx) => {
      for (let from = low; from < Math.min(Number(bounds!.high) + 1, low + slice * 5); from += slice) {
        await query(
          tx,
          `insert into notes (particulier_id, artisan_id, commentaire, nombre_etoiles, date_creation,
                              date_publication, date_experience, auteur)
          select n.particulier_id, n.artisan_id, n.commentaire, n.nombre_etoiles, n.created, n.created,
                 to_char(n.created at time zone 'Europe/Paris', 'YYYY-MM'),
                 'Client ' || chr(65 + n.particulier_id % 26) || '.'
          from (
            select ${Number(pBounds!.low)} + abs(hashint4extended(a.id * 16 + k, 4) % ${
              Number(pBounds!.high) - Number(pBounds!.low) + 1
            })::int as particulier_id,
                   a.id as artisan_id,
                   ${sqlText(comments)}[1 + (a.id + k) % ${comments.length}] as commentaire,
                   (array[5, 5, 4, 4, 5, 3, 4, 5, 2, 1])[1 + abs(hashint4extended(a.id * 16 + k, 5) % 10)::int]
                     as nombre_etoiles,
                   now() - make_interval(days => abs(hashint4extended(a.id * 16 + k, 6) % 1500)::int) as created
            from artisans a cross join generate_series(1, ${NOTES_PER_ARTISAN}::int) k
            where a.id >= ${from}::int and a.id < ${from + slice}::int
          ) n`,
        );
      }
    });
  }
  await query(
    db,
    `update nom_mot_fiches f set pertinence = a.pertinence from artisans a
    where a.id = f.artisan_id and f.pertinence is distinct from a.pertinence`,
  );
  await query(db, `alter table artisans enable trigger artisans_to_nom_mot_fiches_update`);
  // As autovacuum would do after a bulk load (PGlite has no autovacuum): statistics and the visibility map.
  await query(db, `vacuum analyze`);
  return describeGenerated(db, Date.now() - started);
}

/**
 * What the measures need of a generated database: counts, the middle artisan, the largest trade, every id. Read
 * again from a database kept by an earlier run (BENCH_SCALE_KEEP=1, then BENCH_SCALE_REUSE=1), `ms` is 0.
 */
export async function describeGenerated(db: Db, ms: number): Promise<Generated> {
  const [middle] = await query<{ id: number }>(
    db,
    `select id from artisans order by id offset (select count(*) / 2 from artisans) limit 1`,
  );
  const [trade] = await query<{ id: number; n: number }>(
    db,
    `select specialite_id as id, count(*)::int as n from artisan_specialites
      group by specialite_id order by count(*) desc, specialite_id limit 1`,
  );
  // The middle artisan's name, SIRET, town and first trade: what a visitor looking for it would type.
  const [sample] = await query<{ nom: string; siret: string; ville: string; metier: string }>(
    db,
    `select a.entreprise_nom as nom, a.siret, a.ville,
       (select s.metier from artisan_specialites l join specialites s on s.id = l.specialite_id
        where l.artisan_id = a.id order by s.id limit 1) as metier
     from artisans a where a.id = ${Number(middle!.id)}`,
  );
  const [firstWord = '', surname = ''] = sample!.nom.split(' ');
  const searches: Record<(typeof SEARCH_LABELS)[number], string> = {
    nom: sample!.nom,
    'faute de frappe': sample!.nom.slice(0, 3) + sample!.nom.slice(4),
    'métier + ville': `${sample!.metier.toLowerCase()}s ${sample!.ville}`,
    SIRET: sample!.siret,
    // The name's first word, one of COMPANY_WORDS: an eighth of the names hold it. Then the start of its surname,
    // typed alone (from the third letter, when suggestions read a start) and after that word, as the header's
    // suggestions ask at each keystroke; and the two words whole.
    'mot courant': firstWord,
    'début de mot': surname.slice(0, 3),
    'mot en cours': surname.slice(0, 4),
    'deux mots': `${firstWord} ${surname}`,
    'second mot en cours': `${firstWord} ${surname.slice(0, 3)}`,
  };
  const ids = await query<{ id: number }>(db, `select id from artisans order by id`);
  const trades = await query<{ id: number; n: number }>(
    db,
    `select specialite_id as id, count(*)::int as n from artisan_specialites group by specialite_id order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const table of [
    'artisans',
    'users',
    'particuliers',
    'artisan_specialites',
    'artisan_details',
    'notes',
  ]) {
    const [row] = await query<{ n: number }>(db, `select count(*)::int as n from ${table}`);
    counts[table] = Number(row!.n);
  }
  return {
    ms,
    artisanId: Number(middle!.id),
    tradeId: Number(trade!.id),
    tradeArtisans: Number(trade!.n),
    counts,
    artisanIds: ids.map((row) => Number(row.id)),
    trades: trades.map((row) => ({ id: Number(row.id), artisans: Number(row.n) })),
    searches,
  };
}
