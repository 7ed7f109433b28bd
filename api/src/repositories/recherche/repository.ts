// Search repository: GET /api/recherche and its suggestions. What the query means is parse.ts's; here each reading
// is one query on an index, so that its cost follows the page, not the directory (README « Deployment at scale »):
// SIRET and SIREN on their btree indexes; a trade through artisan_specialites; a name of one or two words through
// the ranked words and pairs of words of nom_mot_fiches (their best listings first, however many names hold them); a
// name of more words through the same pairs (pairedListings) or the full-text index of the folded name's words
// (nameTsQuery), its candidates capped at RECHERCHE_LIMITS.totalCap + 1 and ranked when read. Either way: the words
// exactly, then the last one as a prefix (a word being typed), then the words corrected from the nom_mots dictionary
// (trigram similarity, typing errors); ranked by the words' similarity to the name, then managed listings and
// pertinence, and the page's cards read by id. Closed listings (fermee_le) never appear; register listings
// (non_geree) rank after managed ones at equal score.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { RECHERCHE_LIMITS } from '@annuaire/shared/contract/recherche-texts';
import type { RecherchePage, RechercheSuggestion } from '@annuaire/shared/contract/recherche';
import type { Db } from '../../db/database';
import { likeLiteral } from '../../db/like';
import { rowsOf } from '../../db/rows';
import {
  artisanSpecialites,
  artisans,
  nomMotFiches,
  nomMots,
  specialites,
  VILLE_KEY_SQL,
} from '../../db/schema';
import { cardColumns, toCard } from '../artisan/columns';
import { nameTsQuery, nameWords, parseQuery, type ParsedQuery, type Place } from './parse';

export interface RechercheRepository {
  search(q: string, page: number, size: number): Promise<RecherchePage>;
  suggestions(q: string): Promise<RechercheSuggestion[]>;
}

const open = sql`${artisans.fermeeLe} is null`;
/** How many dictionary words may stand for a word that finds nothing as typed. */
const CORRECTIONS_PER_WORD = 3;
/** A search reads or counts this many listings at most: the total's cap, and one more to tell it was passed. */
const CANDIDATES = RECHERCHE_LIMITS.totalCap + 1;
/**
 * How many dictionary words a word being typed may open and still be read from nom_mot_fiches, by keyedListings
 * (« mar » opens 402 words of a million SIRENE-like names). Beyond, or for digits (not in the dictionary), the
 * full-text index's prefix reads them.
 */
const COMPLETIONS_MAX = 5000;
/**
 * Up to this many keys (words or pairs), each key's best listings are read whole in one statement (8,008 rows at
 * most); beyond, by growing trigram counts (TRIGRAM_STEPS), where a key's rows are mostly left unread.
 */
const FEW_KEYS = 8;
/**
 * The trigram counts, beyond the typed words' own, under which the listings of many words or pairs are read, in
 * turn, until CANDIDATES are found: most names have 15 to 35 trigrams, and the best of a word are the fewest. Any
 * steps give the same listings; these read few of them twice.
 */
const TRIGRAM_STEPS = [8, 16, 32, 64];
/** How many words a second word being typed may open and still have the pairs of their corrections read. */
const CORRECTED_OPENED_MAX = 500;
/** nom_mot_fiches's order (its rank index): for names holding the word, the most similar first (migration 0038). */
const WORD_RANK = sql.raw('"trigrammes", "non_geree", "pertinence" desc, "artisan_id"');
const villeKey = sql.raw(VILLE_KEY_SQL);

/** These folded words as a set's rows (a word holds no space), for a statement to read them in one parameter. */
const unnestWords = (mots: readonly string[]) => sql`unnest(string_to_array(${mots.join(' ')}, ' '))`;

/**
 * nom_mot_fiches's key of two words (migration 0039): the two in bytewise order joined by a space; the word alone
 * where both are the same, as the full-text query « martin & mar:* » finds « martin ».
 */
const pairKey = (x: SQL, y: SQL) =>
  sql`case when ${x} = ${y} then ${x} when ${x} collate "C" < ${y} then ${x} || ' ' || ${y} else ${y} || ' ' || ${x} end`;

/**
 * A key's (a word's or a pair's) best listings, CANDIDATES at most, read in order from nom_mot_fiches's rank index,
 * with the columns that rank them; `under` narrows them (a trigram count).
 */
const bestUnder = (key: SQL, under: SQL = sql``) =>
  sql`(select "artisan_id", "trigrammes", "non_geree", "pertinence" from ${nomMotFiches}
    where "mot" collate "C" = ${key} ${under} order by ${WORD_RANK} limit ${CANDIDATES})`;

/**
 * How many of the trigrams of `a` are in `b`: pg_trgm's similarity's numerator, read back from it (s = n / (|a| + |b|
 * - n), so n = s (|a| + |b|) / (1 + s); a count of tens, exact once rounded from its float4), four times cheaper than
 * counting the arrays' common elements in SQL.
 */
const sharedTrigrams = (a: SQL, b: SQL) =>
  sql`(select round(s * (nom_trigrammes(${a}) + nom_trigrammes(${b})) / (1 + s))::int
    from (select similarity(${a}, ${b})) x (s))`;

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
      where ${p.where} limit ${CANDIDATES}) capped`);
    return Number(rowsOf<{ n: number | string }>(result)[0]!.n);
  }

  /** Up to CORRECTIONS_PER_WORD dictionary words near each word (trigram similarity `%`, nearest first). */
  async function corrections(words: string): Promise<Map<string, string[]>> {
    const result =
      await db.execute(sql`select w.word, m.mot from unnest(string_to_array(${words}, ' ')) w(word)
      cross join lateral (select mot from ${nomMots} where mot % w.word and mot <> w.word
        order by mot <-> w.word limit ${CORRECTIONS_PER_WORD}) m
      where char_length(w.word) >= 3`);
    const found = new Map<string, string[]>();
    for (const { word, mot } of rowsOf<{ word: string; mot: string }>(result))
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

  /** The open listings' names that hold the words of `tsQuery`, through the names' full-text index. */
  const matching = (tsQuery: string) =>
    sql`to_tsvector('simple', ${artisans.entrepriseNomKey}) @@ to_tsquery('simple', ${tsQuery})`;

  /**
   * The open listings `found` selects (matching, or pairedListings), totalCap + 1 at most, in one read with what
   * ranks them: the words' similarity to the name, then managed listings and pertinence.
   */
  async function nameCandidates(words: string, found: SQL) {
    const rows = await db
      .select({
        id: artisans.id,
        wordSimilarity: sql<number>`word_similarity(${words}, ${artisans.entrepriseNomKey})`.mapWith(Number),
        similarity: sql<number>`similarity(${words}, ${artisans.entrepriseNomKey})`.mapWith(Number),
        nonGeree: artisans.nonGeree,
        pertinence: artisans.pertinence,
      })
      .from(artisans)
      .where(and(found, open))
      .limit(CANDIDATES);
    return rows
      .sort(
        (a, b) =>
          b.wordSimilarity - a.wordSimilarity ||
          b.similarity - a.similarity ||
          Number(a.nonGeree) - Number(b.nonGeree) ||
          b.pertinence - a.pertinence ||
          a.id - b.id,
      )
      .map((row) => row.id);
  }

  const ids = (result: unknown) => rowsOf<{ id: number | string }>(result).map((row) => Number(row.id));

  /** nom_mot_fiches's keys of these words, as a statement's rows. */
  const wordKeys = (mots: readonly string[]) => sql`select ${unnestWords(mots)}`;

  /** nom_mot_fiches's keys (pairKey) of one of `firsts` with one of `others`. */
  const pairKeys = (firsts: readonly string[], others: readonly string[]) =>
    sql`select ${pairKey(sql`x`, sql`y`)} from ${unnestWords(firsts)} x, ${unnestWords(others)} y`;

  /**
   * The names' ids that hold each of `others` and one of `lasts` (three words or more: the last as typed, or the
   * words it opens), CANDIDATES at most, without reading the names: the listings under a pair of `lasts` with the
   * longest of `others` (likely the rarest: « eurl plomberie mar » reads « plomberie » with the words « mar »
   * opens, not « eurl »), intersected with those under the pair of that word with each other one. Each set is read
   * from the rank index alone; the full-text index would unite the listings of every word `lasts` holds, in any
   * name, before intersecting them.
   */
  function pairedListings(others: readonly string[], lasts: readonly string[]): SQL {
    const driver = others.reduce((longest, word) =>
      Array.from(word).length > Array.from(longest).length ? word : longest,
    );
    const withDriver = others
      .filter((word) => word !== driver)
      .map(
        (word) => sql` intersect select "artisan_id" from ${nomMotFiches}
          where "mot" collate "C" = ${pairKey(sql`${word}::text`, sql`${driver}::text`)}`,
      );
    return sql`${artisans.id} in (select c."artisan_id" from (${pairKeys([driver], lasts)}) k (k)
      cross join lateral (select "artisan_id" from ${nomMotFiches} where "mot" collate "C" = k.k) c
      ${sql.join(withDriver, sql``)} limit ${CANDIDATES})`;
  }

  /**
   * The best open listings under any of `keys` (words or pairs, `count` of them), in nom_mot_fiches's order, each
   * key's read from its rank index. Beyond FEW_KEYS, the keys' listings of at most T trigrams, T growing from those
   * of `words` (TRIGRAM_STEPS) until CANDIDATES are found: exact, as a listing of more trigrams ranks after all those
   * read. A name under two of the keys comes once: its rows rank alike, so they meet and DISTINCT keeps one.
   */
  async function keyedListings(keys: SQL, count: number, words: string): Promise<number[]> {
    if (count === 0) return [];
    for (const step of [...(count > FEW_KEYS ? TRIGRAM_STEPS : []), null]) {
      const under = step === null ? sql`` : sql`and "trigrammes" <= nom_trigrammes(${words}) + ${step}`;
      const found = ids(
        await db.execute(sql`select distinct "trigrammes", "non_geree", "pertinence", "artisan_id" as id
          from (${keys}) k (k) cross join lateral ${bestUnder(sql`k.k`, under)} c
          order by ${WORD_RANK} limit ${CANDIDATES}`),
      );
      if (found.length === CANDIDATES || step === null) return found;
    }
    return [];
  }

  /**
   * The best open listings whose name holds one of the corrections of `word`, ranked as a name's candidates are:
   * the word's similarity to the correction (the closest correction first), then to the name, computed from the
   * trigrams they share (those of the word and its correction) and the name's trigram count, without reading the
   * names; then managed listings and pertinence.
   */
  async function correctedListings(word: string, mots: readonly string[]): Promise<number[]> {
    return ids(
      await rankedOnce(sql`with near (mot, ws, shared, own) as materialized (
          select m, word_similarity(${word}, m), ${sharedTrigrams(sql`${word}`, sql`m`)}, nom_trigrammes(${word})
          from ${unnestWords(mots)} m)
        select c."artisan_id", near.ws, near.shared::float8 / (near.own + c."trigrammes" - near.shared) as similarity,
          c."trigrammes", c."non_geree", c."pertinence"
        from near cross join lateral ${bestUnder(sql`near.mot`)} c`),
    );
  }

  /**
   * Candidates read under several words or pairs, each listing once with its best scores (a name may hold two of
   * the words read), ranked by them, then as nom_mot_fiches ranks: `candidates` selects "artisan_id", "ws",
   * "similarity" and the rank's columns.
   */
  function rankedOnce(candidates: SQL) {
    return db.execute(sql`select "artisan_id" as id from (${candidates}) c
      group by "artisan_id", "trigrammes", "non_geree", "pertinence"
      order by max("ws") desc, max("similarity") desc, ${WORD_RANK} limit ${CANDIDATES}`);
  }

  /** The dictionary's words that `prefix` opens, COMPLETIONS_MAX + 1 at most (bytewise index, migration 0038). */
  async function completions(prefix: string): Promise<string[]> {
    const result = await db.execute(sql`select ${nomMots.mot} as mot from ${nomMots}
      where ${nomMots.mot} collate "C" like ${`${likeLiteral(prefix)}%`} order by ${nomMots.mot} collate "C"
      limit ${COMPLETIONS_MAX + 1}`);
    return rowsOf<{ mot: string }>(result).map((row) => row.mot);
  }

  /**
   * The best open listings whose name holds one of `firsts` and one of `others`, for each of `pairs` (the words of
   * `query` and their corrections), each pair's best read from the rank index, ranked by the query's similarity to
   * the name, computed as correctedListings does from the trigrams the pair shares with the query and the name's
   * count.
   */
  async function correctedPairListings(
    pairs: readonly (readonly [readonly string[], readonly string[]])[],
    query: string,
  ): Promise<number[]> {
    const keys = sql.join(
      pairs.map(([firsts, others]) => pairKeys(firsts, others)),
      sql` union `,
    );
    return ids(
      await rankedOnce(sql`with p (mot, shared) as materialized (
          select k, ${sharedTrigrams(sql`${query}`, sql`k`)} from (${keys}) k (k))
        select c."artisan_id", 0 as ws,
          p.shared::float8 / (nom_trigrammes(${query}) + c."trigrammes" - p.shared) as similarity,
          c."trigrammes", c."non_geree", c."pertinence"
        from p cross join lateral ${bestUnder(sql`p.mot`)} c`),
    );
  }

  /**
   * The dictionary words a last word being typed opens (none under three characters), or null where the full-text
   * index's prefix must read it instead: numbers (not in the dictionary) and starts opening more than
   * COMPLETIONS_MAX words.
   */
  async function opening(last: string): Promise<string[] | null> {
    if (last.length < 3) return [];
    if (/^\d+$/.test(last)) return null;
    const opened = await completions(last);
    return opened.length > COMPLETIONS_MAX ? null : opened;
  }

  /**
   * Whether a name may hold `word`: a word the nom_mots dictionary leaves out (under three characters, counted as
   * char_length counts them, or digits only), or one of its words (it keeps every word a name has held). Else no
   * word or pair of nom_mot_fiches holds it.
   */
  async function mayBeHeld(word: string): Promise<boolean> {
    if (Array.from(word).length < 3 || /^\d+$/.test(word)) return true;
    const result = await db.execute(sql`select 1 from ${nomMots} where ${nomMots.mot} = ${word}`);
    return rowsOf(result).length > 0;
  }

  /** The words as typed, the last one as a prefix, through the full-text index. */
  const prefixCandidates = (words: string) =>
    nameCandidates(words, matching(nameTsQuery(words, { prefixLast: true })!));

  /** Several words, each as typed or one of its nearest dictionary words, through the full-text index. */
  async function nameCorrections(words: string): Promise<number[]> {
    const near = await corrections(words);
    if (near.size === 0) return [];
    return nameCandidates(words, matching(nameTsQuery(words, { prefixLast: true, corrections: near })!));
  }

  /** One word's candidates: typed whole, being typed, then its nearest dictionary words. */
  async function searchWord(words: string, word: string): Promise<number[]> {
    const exact = await keyedListings(wordKeys([word]), 1, words);
    if (exact.length > 0) return exact;
    const opened = await opening(word);
    const typed =
      opened === null
        ? await prefixCandidates(words)
        : await keyedListings(wordKeys(opened), opened.length, words);
    if (typed.length > 0) return typed;
    const near = (await corrections(word)).get(word);
    return near ? correctedListings(word, near) : [];
  }

  /**
   * Two words' candidates: typed whole, the second being typed, then either word or its nearest dictionary words
   * (the second also as typed so far), all from the pairs; a start the pairs cannot read goes through the full-text
   * index, corrections included.
   */
  async function searchPair(words: string, first: string, last: string): Promise<number[]> {
    const exact = await keyedListings(pairKeys([first], [last]), 1, words);
    if (exact.length > 0) return exact;
    const [opened, held] = await Promise.all([opening(last), mayBeHeld(first)]);
    if (opened === null) {
      const typed = await prefixCandidates(words);
      return typed.length > 0 ? typed : nameCorrections(words);
    }
    const typed = held ? await keyedListings(pairKeys([first], opened), opened.length, words) : [];
    if (typed.length > 0) return typed;
    // Each correction of the first word pairs with each word the second opens, or its corrections; the first as
    // typed only with the latter, as no name holds it with a word the second opens (read above), and not at all
    // when no name holds it. « plombreie mar »: 228 pairs; beyond CORRECTED_OPENED_MAX words opened, the full-text
    // index costs less.
    if (opened.length > CORRECTED_OPENED_MAX) return nameCorrections(words);
    const near = await corrections(words);
    if (near.size === 0) return [];
    const nearLast = near.get(last) ?? [];
    return correctedPairListings(
      [
        [near.get(first) ?? [], [last, ...nearLast, ...opened]],
        ...(held ? [[[first], nearLast] as const] : []),
      ],
      words,
    );
  }

  /**
   * A name's candidates, ranked, in the cheapest reading that finds any: the words exactly; the last one as a prefix
   * (a word being typed); then each word or its nearest dictionary words (typing errors). All from nom_mot_fiches
   * (its words and pairs of words: pairedListings beyond two) but a last word that the dictionary cannot open (digits,
   * or a start opening more than COMPLETIONS_MAX words) and the corrections of three words or more, which the
   * full-text index reads.
   */
  async function searchName(words: string): Promise<number[]> {
    const kept = [...new Set(nameWords(words))];
    if (kept.length === 1) return searchWord(words, kept[0]!);
    if (kept.length === 2) return searchPair(words, kept[0]!, kept[1]!);
    const others = kept.slice(0, -1);
    const last = kept[kept.length - 1]!;
    const found = await nameCandidates(words, pairedListings(others, [last]));
    if (found.length > 0) return found;
    // A start under three characters opens nothing (opening): the words exactly were all there was.
    const opened = await opening(last);
    const typed =
      opened === null
        ? await prefixCandidates(words)
        : opened.length > 0
          ? await nameCandidates(words, pairedListings(others, opened))
          : [];
    if (typed.length > 0) return typed;
    return nameCorrections(words);
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
        rows = await cardsOf(candidates.slice((page - 1) * size, page * size));
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
