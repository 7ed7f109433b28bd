// Search repository: GET /api/recherche and its suggestions. What the query means is parse.ts's; here each reading
// is one query on an index, so that its cost follows the page, not the directory (README « Deployment at scale »):
// SIRET and SIREN on their btree indexes; a trade through artisan_specialites; a name through the full-text index of
// the folded name's words (nameTsQuery): exactly, then the last word as a prefix, then the words corrected from the
// nom_mots dictionary (trigram similarity, typing errors), candidates capped at RECHERCHE_LIMITS.totalCap, read once
// with their ranking (word similarity, then managed listings and pertinence), and the page's cards by id.
// Closed listings (fermee_le) never appear; register listings (non_geree) rank after managed ones at equal score.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { RECHERCHE_LIMITS } from '@annuaire/shared/contract/recherche-texts';
import type { RecherchePage, RechercheSuggestion } from '@annuaire/shared/contract/recherche';
import type { Db } from '../../db/database';
import { likeLiteral } from '../../db/like';
import { artisanSpecialites, artisans, nomMots, specialites, VILLE_KEY_SQL } from '../../db/schema';
import { cardColumns, toCard } from '../artisan/columns';
import { nameTsQuery, parseQuery, type ParsedQuery, type Place } from './parse';

export interface RechercheRepository {
  search(q: string, page: number, size: number): Promise<RecherchePage>;
  suggestions(q: string): Promise<RechercheSuggestion[]>;
}

const open = sql`${artisans.fermeeLe} is null`;
/** How many dictionary words may stand for a word that finds nothing as typed. */
const CORRECTIONS_PER_WORD = 3;
const villeKey = sql.raw(VILLE_KEY_SQL);

function placeCondition(place: Place): SQL {
  switch (place.kind) {
    case 'codePostal':
      return eq(artisans.codePostal, place.value);
    case 'departement':
      return sql`${artisans.codePostal} like ${`${place.value}%`}`;
    case 'ville': {
      // The town itself, or its first words (« brive », « saint etienne du »): the "C" index of its key serves
      // both, the prefix included. LIKE's wildcards are escaped (the folding already drops them: a safeguard).
      const prefix = `${likeLiteral(place.value)} %`;
      return sql`((${villeKey}) collate "C" = ${place.value} or (${villeKey}) collate "C" like ${prefix})`;
    }
  }
}

interface Plan {
  where: SQL;
  order: SQL[];
  /** The artisan_specialites join of a trade's search. */
  specialiteId?: number;
}

/** SIRET, SIREN and trade searches: one query each (a name's has its own steps, searchName). */
function plan(parsed: Exclude<ParsedQuery, { mode: 'vide' | 'nom' }>): Plan {
  const byPertinence = [asc(artisans.nonGeree), desc(artisans.pertinence), asc(artisans.id)];
  switch (parsed.mode) {
    case 'siret':
      return { where: and(open, eq(artisans.siret, parsed.value))!, order: byPertinence };
    case 'siren':
      return { where: and(open, eq(artisans.siren, parsed.value))!, order: byPertinence };
    case 'metier':
      return {
        where: and(open, parsed.place ? placeCondition(parsed.place) : undefined)!,
        order: byPertinence,
        specialiteId: parsed.specialiteId,
      };
  }
}

export function createRechercheRepository(db: Db): RechercheRepository {
  // The trades are a few dozen rows: read at each search (their names change with the back office).
  const trades = () => db.select({ id: specialites.id, metierKey: specialites.metierKey }).from(specialites);

  function from(p: Plan) {
    const base = db.select(cardColumns).from(artisans);
    return p.specialiteId === undefined
      ? base.where(p.where)
      : base
          .innerJoin(artisanSpecialites, eq(artisanSpecialites.artisanId, artisans.id))
          .where(and(eq(artisanSpecialites.specialiteId, p.specialiteId), p.where));
  }

  async function count(p: Plan): Promise<number> {
    const join =
      p.specialiteId === undefined
        ? sql``
        : sql`join ${artisanSpecialites} on ${artisanSpecialites.artisanId} = ${artisans.id}
            and ${artisanSpecialites.specialiteId} = ${p.specialiteId}`;
    const result = await db.execute(sql`select count(*)::int as n from (select 1 from ${artisans} ${join}
      where ${p.where} limit ${RECHERCHE_LIMITS.totalCap + 1}) capped`);
    return Number((result as unknown as { rows: { n: number | string }[] }).rows[0]!.n);
  }

  /** Up to CORRECTIONS_PER_WORD dictionary words near each word (trigram similarity `%`, nearest first). */
  async function corrections(words: string): Promise<Map<string, string[]>> {
    const result =
      await db.execute(sql`select w.word, m.mot from unnest(string_to_array(${words}, ' ')) w(word)
      cross join lateral (select mot from ${nomMots} where mot % w.word and mot <> w.word
        order by mot <-> w.word limit ${CORRECTIONS_PER_WORD}) m
      where char_length(w.word) >= 3`);
    const found = new Map<string, string[]>();
    for (const { word, mot } of (result as unknown as { rows: { word: string; mot: string }[] }).rows)
      found.set(word, [...(found.get(word) ?? []), mot]);
    return found;
  }

  async function run(p: Plan, page: number, size: number) {
    return Promise.all([
      from(p)
        .orderBy(...p.order)
        .limit(size)
        .offset((page - 1) * size),
      count(p),
    ]);
  }

  /**
   * The open listings whose name holds the words of `tsQuery` (the names' full-text index), totalCap + 1 at most,
   * in one read with what ranks them: the words' similarity to the name, then managed listings and pertinence.
   */
  async function nameCandidates(words: string, tsQuery: string) {
    const rows = await db
      .select({
        id: artisans.id,
        wordSimilarity: sql<number>`word_similarity(${words}, ${artisans.entrepriseNomKey})`.mapWith(Number),
        similarity: sql<number>`similarity(${words}, ${artisans.entrepriseNomKey})`.mapWith(Number),
        nonGeree: artisans.nonGeree,
        pertinence: artisans.pertinence,
      })
      .from(artisans)
      .where(
        and(
          sql`to_tsvector('simple', ${artisans.entrepriseNomKey}) @@ to_tsquery('simple', ${tsQuery})`,
          open,
        ),
      )
      .limit(RECHERCHE_LIMITS.totalCap + 1);
    return rows.sort(
      (a, b) =>
        b.wordSimilarity - a.wordSimilarity ||
        b.similarity - a.similarity ||
        Number(a.nonGeree) - Number(b.nonGeree) ||
        b.pertinence - a.pertinence ||
        a.id - b.id,
    );
  }

  /**
   * A name's candidates, in the cheapest reading that finds any: the words exactly; the last one as a prefix (a
   * word being typed); then each word or its nearest dictionary words (typing errors).
   */
  async function searchName(words: string): Promise<Awaited<ReturnType<typeof nameCandidates>>> {
    const exact = nameTsQuery(words);
    if (exact === null) return [];
    const found = await nameCandidates(words, exact);
    if (found.length > 0) return found;
    const typing = nameTsQuery(words, { prefixLast: true })!;
    if (typing !== exact) {
      const typed = await nameCandidates(words, typing);
      if (typed.length > 0) return typed;
    }
    const near = await corrections(words);
    if (near.size === 0) return [];
    return nameCandidates(words, nameTsQuery(words, { prefixLast: true, corrections: near })!);
  }

  /** The cards of these ids, in their order. */
  async function cardsOf(ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await db.select(cardColumns).from(artisans).where(inArray(artisans.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    async search(q, page, size) {
      const parsed = parseQuery(q, await trades());
      const empty = { q, page, size, items: [], total: 0, totalPlafonne: false, pageCount: 0 };
      if (parsed.mode === 'vide') return { ...empty, mode: 'vide' };
      let rows: Awaited<ReturnType<typeof run>>[0];
      let counted: number;
      if (parsed.mode === 'nom') {
        const candidates = await searchName(parsed.words);
        counted = candidates.length;
        rows = await cardsOf(candidates.slice((page - 1) * size, page * size).map((row) => row.id));
      } else {
        [rows, counted] = await run(plan(parsed), page, size);
      }
      const totalPlafonne = counted > RECHERCHE_LIMITS.totalCap;
      const total = Math.min(counted, RECHERCHE_LIMITS.totalCap);
      return {
        ...empty,
        mode: parsed.mode,
        items: rows.map(toCard),
        total,
        totalPlafonne,
        pageCount: Math.ceil(total / size),
      };
    },

    async suggestions(q) {
      const { items } = await this.search(q, 1, RECHERCHE_LIMITS.suggestionCount);
      return items.map(({ id, entrepriseNom, ville, codePostal }) => ({
        id,
        entrepriseNom,
        ville,
        codePostal,
      }));
    },
  };
}
