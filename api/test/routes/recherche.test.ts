// /api/recherche and its suggestions: accents, case, hyphens, apostrophes and plurals folded, a trade and a place,
// typing errors, SIRET and SIREN exact, closed listings never shown, register listings after managed ones, empty
// and unknown queries, the querystring's limits and French 400s.
import { eq, inArray, sql } from 'drizzle-orm';
import {
  RECHERCHE_LIMITS,
  RECHERCHE_TEXTS,
  RecherchePageSchema,
  RechercheSuggestionListSchema,
} from '@annuaire/shared/contract/recherche';
import { artisans } from '../../src/db/schema';
import { insertArtisan, specialiteIds } from '../helpers/fixture-artisans';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('/api/recherche', () => {
  let ctx: TestApp;
  const ids: Record<string, number> = {};

  const search = async (q: string, extra = '') => {
    const response = await ctx.app.inject({ url: `/api/recherche?q=${encodeURIComponent(q)}${extra}` });
    expect(response.statusCode).toBe(200);
    return RecherchePageSchema.parse(response.json());
  };
  // The names among this file's listings (the test app's seed has its own).
  const names = async (q: string) =>
    (await search(q)).items
      .filter((item) => Object.values(ids).includes(item.id))
      .map((item) => item.entrepriseNom);

  beforeAll(async () => {
    ctx = await createTestApp();
    const trades = await specialiteIds(ctx.app);
    const add = async (key: string, values: Parameters<typeof insertArtisan>[1]) => {
      ids[key] = await insertArtisan(ctx.app, values);
    };
    await add('electricite', {
      entrepriseNom: 'Électricité Générale Dupré',
      ville: 'Brive-la-Gaillarde',
      codePostal: '19100',
      specialiteIds: [trades['Électricien']!],
    });
    await add('plomberie', {
      entrepriseNom: "L'Atelier d'Hervé Plomberie",
      ville: 'Tulle',
      codePostal: '19000',
      specialiteIds: [trades['Plombier']!],
    });
    await add('plombierLyon', {
      entrepriseNom: 'Chauffage Rhône Services',
      ville: 'Lyon',
      codePostal: '69003',
      specialiteIds: [trades['Plombier']!],
    });
    await add('registre', {
      entrepriseNom: 'Sanitaires Limousin',
      ville: 'Tulle',
      codePostal: '19000',
      specialiteIds: [trades['Plombier']!],
    });
    await add('ferme', {
      entrepriseNom: 'Plomberie Fermée Tulle',
      ville: 'Tulle',
      codePostal: '19000',
      specialiteIds: [trades['Plombier']!],
    });
    await add('plombierBrive', {
      entrepriseNom: 'Besse Sanitaire',
      ville: 'Brive-la-Gaillarde',
      codePostal: '19100',
      specialiteIds: [trades['Plombier']!],
    });
    await add('saintEtienne', {
      entrepriseNom: 'Maçonnerie Forézienne',
      ville: 'Saint-Étienne',
      codePostal: '42000',
      specialiteIds: [trades['Maçon']!],
    });
    await ctx.app.db.update(artisans).set({ nonGeree: true }).where(eq(artisans.id, ids.registre!));
    await ctx.app.db
      .update(artisans)
      .set({ fermeeLe: new Date().toISOString() })
      .where(eq(artisans.id, ids.ferme!));
  });
  afterAll(() => ctx?.close());

  /**
   * More names than the count's cap (`many` and a number), all longer than the four written after them: an unordered
   * read of the names' index meets those four last. Returns them in the order they must rank: the closest name
   * (`closest`), then three of `equal`: at equal similarity, the managed listings by pertinence, then the register's.
   */
  async function bestAfterMany(many: string, closest: string, equal: string): Promise<number[]> {
    await ctx.app.db.execute(sql`insert into artisans (entreprise_nom, siret, siren)
      select ${many} || ' ' || n, '73282932000074', '732829320'
      from generate_series(1, ${RECHERCHE_LIMITS.totalCap + 50}::int) as n`);
    const court = await insertArtisan(ctx.app, { entrepriseNom: closest });
    const registre = await insertArtisan(ctx.app, { entrepriseNom: equal });
    const gere = await insertArtisan(ctx.app, { entrepriseNom: equal });
    const note = await insertArtisan(ctx.app, { entrepriseNom: equal });
    await ctx.app.db.update(artisans).set({ nonGeree: true }).where(eq(artisans.id, registre));
    // Five stars four times: a higher pertinence (migration 0011's trigger).
    await ctx.app.db.update(artisans).set({ notesCount: 4, notesStarsSum: 20 }).where(eq(artisans.id, note));
    return [court, note, gere, registre];
  }

  it('finds a name whatever its accents, case, hyphens and apostrophes', async () => {
    expect(await names('electricite generale')).toEqual(['Électricité Générale Dupré']);
    expect(await names('ÉLECTRICITÉ-GÉNÉRALE')).toEqual(['Électricité Générale Dupré']);
    expect(await names('L atelier d Herve')).toContain("L'Atelier d'Hervé Plomberie");
    expect(await names('l’atelier d’hervé')).toContain("L'Atelier d'Hervé Plomberie");
  });

  it('reads œ and æ as the two letters people type, in a name and in a town', async () => {
    const trades = await specialiteIds(ctx.app);
    ids.ligature = await insertArtisan(ctx.app, {
      entrepriseNom: 'Cœur de Bois Menuiserie',
      ville: 'Vœuil-et-Giget',
      codePostal: '16400',
      specialiteIds: [trades['Plombier']!],
    });
    for (const q of ['coeur de bois', 'Cœur de bois', 'CŒUR', 'coeur de b', 'ceur de bois'])
      expect([q, await names(q)]).toEqual([q, ['Cœur de Bois Menuiserie']]);
    for (const q of ['plombier voeuil', 'plombier Vœuil-et-Giget', 'plombier VOEUIL ET GIGET'])
      expect([q, await names(q)]).toEqual([q, ['Cœur de Bois Menuiserie']]);
    await ctx.app.db.delete(artisans).where(eq(artisans.id, ids.ligature));
    delete ids.ligature;
  });

  it('tolerates a typing error in a name', async () => {
    expect(await names('electrisite')).toEqual(['Électricité Générale Dupré']);
    expect(await names('sanitaire limousn')).toEqual(['Sanitaires Limousin']);
  });

  it('finds a name from the start of a word being typed, and the words of a renamed listing', async () => {
    expect(await names('electricite gen')).toEqual(['Électricité Générale Dupré']);
    expect(await names('forez')).toEqual(['Maçonnerie Forézienne']);
    await ctx.app.db
      .update(artisans)
      .set({ entrepriseNom: 'Maçonnerie Quaglieri' })
      .where(eq(artisans.id, ids.saintEtienne!));
    // The new name's words join the dictionary its typing errors are corrected from.
    expect(await names('maconnerie quaglieri')).toEqual(['Maçonnerie Quaglieri']);
    expect(await names('maconerie quaglierri')).toEqual(['Maçonnerie Quaglieri']);
    expect(await names('forezienne')).toEqual([]);
    await ctx.app.db
      .update(artisans)
      .set({ entrepriseNom: 'Maçonnerie Forézienne' })
      .where(eq(artisans.id, ids.saintEtienne!));
  });

  it('ranks the best of a word more names hold than it counts, typed whole, being typed or mistyped', async () => {
    const ranked = await bestAfterMany('Lauzier Couvreur Ardoisier Compagnon', 'Lauzier', 'Lauzier Roc');
    const pluriel = await insertArtisan(ctx.app, { entrepriseNom: 'Lauziers Sud 64250' });

    const whole = await search('Lauzier');
    expect(whole).toMatchObject({ mode: 'nom', total: RECHERCHE_LIMITS.totalCap, totalPlafonne: true });
    expect(whole.items.slice(0, 4).map((item) => item.id)).toEqual(ranked);
    expect(whole.items.map((item) => item.id)).not.toContain(pluriel);
    // The word being typed opens « lauzier » and « lauziers »: their listings merged in the same order.
    const typed = (await search('lauzi')).items.map((item) => item.id);
    expect(typed.slice(0, 4)).toEqual(ranked);
    expect(typed).toContain(pluriel);
    expect((await search('lauzeir')).items.slice(0, 4).map((item) => item.id)).toEqual(ranked);
    // The last page of the counted total is full.
    const last = await search('lauzier', `&page=${RECHERCHE_LIMITS.totalCap / 20}&size=20`);
    expect(last.items).toHaveLength(20);
    // Numbers are not in the dictionary: the full-text index reads them.
    expect((await search('Compagnon 1049')).items.map((item) => item.entrepriseNom)).toEqual([
      'Lauzier Couvreur Ardoisier Compagnon 1049',
    ]);
    expect((await search('6425')).items.map((item) => item.id)).toEqual([pluriel]);
    // A start opening hundreds of dictionary words: their listings by growing trigram counts, in the same order.
    const opening = (count: number) =>
      ctx.app.db.execute(sql`insert into nom_mots (mot)
        select 'lauzw' || n from generate_series(1, ${count}::int) as n on conflict do nothing`);
    await opening(300);
    const wide = await search('lauz');
    expect(wide).toMatchObject({ total: RECHERCHE_LIMITS.totalCap, totalPlafonne: true });
    expect(wide.items.slice(0, 4).map((item) => item.id)).toEqual(ranked);
    // Thousands of them: the full-text index's prefix.
    await opening(6000);
    expect(await search('lauz')).toMatchObject({ total: RECHERCHE_LIMITS.totalCap, totalPlafonne: true });
    await ctx.app.db.execute(sql`delete from nom_mots where mot like 'lauzw%'`);
    await ctx.app.db.delete(artisans).where(sql`${artisans.entrepriseNomKey} like 'lauzier%'`);
    expect((await search('lauzier')).total).toBe(0);
  });

  it('ranks the best of two words more names hold than it counts, in any order, the second typed or not', async () => {
    const ranked = await bestAfterMany(
      'Tuilerie Couvreur Zingueur Ardoisier',
      'Couvreur Tuilerie',
      'Tuilerie Couvreur Roc',
    );
    const seul = await insertArtisan(ctx.app, { entrepriseNom: 'Tuilerie' });
    const first4 = async (q: string) => (await search(q)).items.slice(0, 4).map((item) => item.id);

    const whole = await search('tuilerie couvreur');
    expect(whole).toMatchObject({ mode: 'nom', total: RECHERCHE_LIMITS.totalCap, totalPlafonne: true });
    expect(whole.items.slice(0, 4).map((item) => item.id)).toEqual(ranked);
    expect(whole.items.map((item) => item.id)).not.toContain(seul);
    expect(await first4('Couvreur, Tuilerie')).toEqual(ranked);
    // The second word being typed, whichever word it is.
    expect(await first4('tuilerie couv')).toEqual(ranked);
    expect(await first4('couvreur tuil')).toEqual(ranked);
    // A start opening the first word again needs only that word, as the full-text query « tuilerie & tuil:* » does.
    expect((await search('tuilerie tuil')).items[0]!.id).toBe(seul);
    // A number is not in the dictionary, yet names hold it with a word the second opens.
    expect((await search('1049 couv')).items.map((item) => item.entrepriseNom)).toEqual([
      'Tuilerie Couvreur Zingueur Ardoisier 1049',
    ]);
    // Three words go through the full-text index.
    expect((await search('tuilerie couvreur roc')).items.map((item) => item.id)).toEqual(ranked.slice(1));
    // A typing error in one of two words, the second typed or being typed: the pairs of their nearest words, ranked
    // the same way; with a second word opening hundreds of dictionary words, the full-text index.
    expect(await first4('tuilerie couvruer')).toEqual(ranked);
    expect(await first4('tuilrie couv')).toEqual(ranked);
    await ctx.app.db.execute(sql`insert into nom_mots (mot)
      select 'couvw' || n from generate_series(1, 600) as n on conflict do nothing`);
    expect(await search('tuilrie couv')).toMatchObject({
      total: RECHERCHE_LIMITS.totalCap,
      totalPlafonne: true,
    });
    await ctx.app.db.execute(sql`delete from nom_mots where mot like 'couvw%'`);
    await ctx.app.db
      .delete(artisans)
      .where(sql`${artisans.entrepriseNomKey} like any (array['tuilerie%', 'couvreur%'])`);
    expect((await search('tuilerie couvreur')).total).toBe(0);
  });

  it('ranks the pairs of a mistyped word by similarity, a longer name first where it is closer', async () => {
    // « tuilrie couv » (13 trigrams) corrected: « Tuile Couvreur Bois » (20 trigrams, 8 shared with the query through
    // the pair « couvreur tuile ») is shorter than « Tuilerie Couvreur Abc » (22, 10 shared through « couvreur
    // tuilerie ») but less similar: 8 / (13 + 20 - 8) against 10 / (13 + 22 - 10). The shorter ones fill the count's
    // cap before the longer ones are read.
    await ctx.app.db.execute(sql`insert into artisans (entreprise_nom, siret, siren)
      select 'Tuile Couvreur Bois', '73282932000074', '732829320'
      from generate_series(1, ${RECHERCHE_LIMITS.totalCap + 50}::int)`);
    const closer = [
      await insertArtisan(ctx.app, { entrepriseNom: 'Tuilerie Couvreur Abc' }),
      await insertArtisan(ctx.app, { entrepriseNom: 'Tuilerie Couvreur Abc' }),
    ];
    const found = await search('tuilrie couv');
    expect(found).toMatchObject({ total: RECHERCHE_LIMITS.totalCap, totalPlafonne: true });
    expect(found.items.slice(0, 2).map((item) => item.id)).toEqual(closer);
    expect(found.items[2]!.entrepriseNom).toBe('Tuile Couvreur Bois');
    await ctx.app.db
      .delete(artisans)
      .where(sql`${artisans.entrepriseNomKey} like any (array['tuile %', 'tuilerie %'])`);
  });

  it('finds three words or more in any order, the last typed whole, being typed or a number', async () => {
    const added: number[] = [];
    for (const entrepriseNom of [
      'Scop Zinguerie Quenardel',
      'Scop Zinguerie Quentin Frères',
      'Scop Zinguerie Quentin',
      'SARL Zinguerie Quentin',
      'Scop Ardoiserie Quentin',
      'Scop Zinguerie Quercy 190',
    ])
      added.push(await insertArtisan(ctx.app, { entrepriseNom }));
    const found = async (q: string) =>
      (await search(q)).items.filter((item) => added.includes(item.id)).map((item) => item.entrepriseNom);
    try {
      // Each word is required: the SARL and the Ardoiserie lack one. The closest name first.
      expect(await found('scop zinguerie quentin')).toEqual([
        'Scop Zinguerie Quentin',
        'Scop Zinguerie Quentin Frères',
      ]);
      expect(await found('quentin SCOP zinguerie')).toEqual([
        'Scop Zinguerie Quentin',
        'Scop Zinguerie Quentin Frères',
      ]);
      expect(await found('scop zinguerie quentin freres')).toEqual(['Scop Zinguerie Quentin Frères']);
      // The last word being typed: every word it opens, under the other two.
      expect(await found('scop zinguerie que')).toEqual([
        'Scop Zinguerie Quentin',
        'Scop Zinguerie Quenardel',
        'Scop Zinguerie Quercy 190',
        'Scop Zinguerie Quentin Frères',
      ]);
      expect(await found('zinguerie quentin fr')).toEqual([]);
      expect(await found('zinguerie quentin fre')).toEqual(['Scop Zinguerie Quentin Frères']);
      // A number being typed (not in the dictionary; under three characters, read whole), and typing errors.
      expect(await found('scop zinguerie 19')).toEqual([]);
      expect(await found('scop zinguerie 190')).toEqual(['Scop Zinguerie Quercy 190']);
      expect(await found('190 quercy scop')).toEqual(['Scop Zinguerie Quercy 190']);
      // Each word or one of its nearest dictionary words: « quenardel » is one of « quentn »'s.
      expect(await found('scop zingueri quentn')).toEqual([
        'Scop Zinguerie Quentin',
        'Scop Zinguerie Quentin Frères',
        'Scop Zinguerie Quenardel',
      ]);
    } finally {
      await ctx.app.db.delete(artisans).where(inArray(artisans.id, added));
    }
  });

  it('gives a listing once when its name holds several of the words read', async () => {
    const gravier = await insertArtisan(ctx.app, { entrepriseNom: 'Gravier Graviers Sable Sables' });
    const once = async (q: string) => {
      const found = (await search(q)).items.map((item) => item.id);
      expect(found.filter((id) => id === gravier)).toEqual([gravier]);
      expect(new Set(found).size).toBe(found.length);
    };
    // Being typed (« gravi » opens both words), mistyped (« gravire » is near both), and as a pair's second word.
    await once('gravi');
    await once('gravire');
    await once('gravier sabl');
    await once('gravire sables');
    await ctx.app.db.delete(artisans).where(eq(artisans.id, gravier));
  });

  it('reads a trade, plural or not, then a town, a postcode or a département', async () => {
    const tulle = await search('plombiers tulle');
    expect(tulle.mode).toBe('metier');
    // The managed listing first, the register's after it; the closed one never.
    expect(await names('plombiers tulle')).toEqual(["L'Atelier d'Hervé Plomberie", 'Sanitaires Limousin']);
    expect(
      tulle.items
        .filter((item) => item.id === ids.plomberie || item.id === ids.registre)
        .map((item) => item.geree),
    ).toEqual([true, false]);
    expect(await names('Plombier à Lyon')).toEqual(['Chauffage Rhône Services']);
    expect(await names('plombier 69003')).toEqual(['Chauffage Rhône Services']);
    expect(await names('plombier 19')).toEqual([
      "L'Atelier d'Hervé Plomberie",
      'Besse Sanitaire',
      'Sanitaires Limousin',
    ]);
    expect(await names('maçons saint etienne')).toEqual(['Maçonnerie Forézienne']);
    // A town's first words find it; a word cut short does not (« bri »), nor the end of a word.
    expect(await names('plombier brive')).toEqual(['Besse Sanitaire']);
    expect(await names('plombier Brive-la-Gaillarde')).toEqual(['Besse Sanitaire']);
    expect(await names('plombier bri')).toEqual([]);
    expect(await names('plombier _rive')).toEqual([]);
    expect(await names('macon Saint-Étienne')).toEqual(['Maçonnerie Forézienne']);
    expect(await names('maçon St Etienne')).toEqual(['Maçonnerie Forézienne']);
    expect(await names('plombier')).toEqual([
      "L'Atelier d'Hervé Plomberie",
      'Chauffage Rhône Services',
      'Besse Sanitaire',
      'Sanitaires Limousin',
    ]);
  });

  it('finds a SIRET or a SIREN exactly, spaces allowed, never a closed listing', async () => {
    const [row] = await ctx.app.db
      .select({ siret: artisans.siret, siren: artisans.siren })
      .from(artisans)
      .where(eq(artisans.id, ids.electricite!));
    const spaced = `${row!.siret.slice(0, 3)} ${row!.siret.slice(3, 6)} ${row!.siret.slice(6, 9)} ${row!.siret.slice(9)}`;
    const bySiret = await search(spaced);
    expect(bySiret.mode).toBe('siret');
    expect(bySiret.items.map((item) => item.id)).toEqual([ids.electricite]);
    const bySiren = await search(row!.siren);
    expect(bySiren.mode).toBe('siren');
    expect(bySiren.items.map((item) => item.id)).toEqual([ids.electricite]);
    expect(
      (await search(`${row!.siret.slice(0, 13)}9`)).items.filter((i) => i.id === ids.electricite),
    ).toEqual([]);

    const [closed] = await ctx.app.db
      .select({ siret: artisans.siret })
      .from(artisans)
      .where(eq(artisans.id, ids.ferme!));
    expect((await search(closed!.siret)).items).toEqual([]);
    expect(await names('plomberie fermee')).not.toContain('Plomberie Fermée Tulle');
  });

  it('answers an empty or unknown query with no result', async () => {
    const empty = await search('   ');
    expect(empty).toMatchObject({ mode: 'vide', items: [], total: 0, pageCount: 0, totalPlafonne: false });
    const none = await search('zzqxw kkjjy');
    expect(none).toMatchObject({ mode: 'nom', items: [], total: 0 });
  });

  it('pages the results by links: page and size', async () => {
    const all = await search('plombier 69');
    expect(all.items.map((item) => item.entrepriseNom)).toEqual(['Chauffage Rhône Services']);
    const first = await search('plombiers tulle', '&size=1');
    const second = await search('plombiers tulle', '&size=1&page=2');
    expect(first).toMatchObject({ page: 1, size: 1, pageCount: first.total });
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
      (await search('plombiers tulle')).items.slice(0, 2).map((item) => item.id),
    );
  });

  it('refuses a query too long, a page or a size out of range, in French', async () => {
    const long = await ctx.app.inject({ url: `/api/recherche?q=${'a'.repeat(RECHERCHE_LIMITS.qMax + 1)}` });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(RECHERCHE_TEXTS.qTooLong);
    for (const [query, message] of [
      ['page=0', RECHERCHE_TEXTS.page],
      [`page=${RECHERCHE_LIMITS.pageMax + 1}`, RECHERCHE_TEXTS.page],
      ['page=x', RECHERCHE_TEXTS.page],
      ['size=0', RECHERCHE_TEXTS.size],
      [`size=${RECHERCHE_LIMITS.pageSizeMax + 1}`, RECHERCHE_TEXTS.size],
    ] as const) {
      const response = await ctx.app.inject({ url: `/api/recherche?q=plombier&${query}` });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    const suggestion = await ctx.app.inject({
      url: `/api/recherche/suggestions?q=${'a'.repeat(RECHERCHE_LIMITS.qMax + 1)}`,
    });
    expect(suggestion.statusCode).toBe(400);
  });

  it('suggests the first results from two characters, nothing shorter', async () => {
    const suggest = async (q: string) => {
      const response = await ctx.app.inject({ url: `/api/recherche/suggestions?q=${encodeURIComponent(q)}` });
      expect(response.statusCode).toBe(200);
      return RechercheSuggestionListSchema.parse(response.json());
    };
    expect(await suggest('e')).toEqual([]);
    expect(await suggest('electricite')).toEqual([
      {
        id: ids.electricite,
        entrepriseNom: 'Électricité Générale Dupré',
        ville: 'Brive-la-Gaillarde',
        codePostal: '19100',
      },
    ]);
    expect((await suggest('plombiers tulle')).map((item) => item.entrepriseNom)).toEqual([
      "L'Atelier d'Hervé Plomberie",
      'Sanitaires Limousin',
    ]);
  });
});
