// Builds the demo dataset from demo-data.ts with a seeded PRNG: the same rows on every machine and every run.
// Pure (no I/O): demo-seed.ts renders the images and hands the rows to the seed repository.
import { currentMonth, displayedAuthor } from '@annuaire/shared/contract/note';
import { normalizeText } from '@annuaire/shared/domain/text';
import type { DemoArtisan, DemoAvis, DemoDataset, DemoDemande, DemoUser } from '../repositories/seed';
import { badgeSvg, mainPictureSvg, realisationSvg, tradeCardSvg, type ImageJob } from './demo-images';
import {
  AVIS_DETAILS,
  COMMENTAIRES,
  DEMANDES_DEMO,
  FORMULES_ACCUEIL,
  NOMS_FAMILLE,
  NORMES,
  PRENOMS,
  REPONSES_CRITIQUES,
  REPONSES_POSITIVES,
  REALISATIONS,
  TOWNS,
  TRADES,
  type Town,
  type Trade,
} from './demo-data';
import { loadDemoIcons, type DemoIcons } from './icons';
import { createPrng, type Prng } from './prng';
import { addDays, addYears, parisToday } from '@annuaire/shared/contract/qualification';
import { makeSiret } from './identifiers';

export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', password: 'Admin@2024', email: 'admin@annuaire-artisans.fr' },
  artisan: { username: 'artisan', password: 'Artisan@2024' },
} as const;

export interface PasswordHashes {
  admin: string;
  artisan: string;
  /** One hash shared by the generated artisan accounts (an unpublished random password). */
  others: string;
}

const PARTICULIERS_COUNT = 30;
const VISIBILITIES = ['ALL', 'TEL', 'MAIL', 'NOTHING', null] as const;

/** `Plâtrier & Fils` → `platrier-fils`: for usernames, e-mail domains and image file names. */
export function slug(value: string): string {
  return normalizeText(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const imageKey = {
  trade: (trade: Trade) => `specialites/${slug(trade.metier)}`,
  main: (trade: Trade) => `demo/principale-${slug(trade.metier)}`,
  realisation: (key: string) => `demo/realisation-${key}`,
  norme: (key: string) => `demo/norme-${key}`,
};
const pathOf = (key: string) => `/uploads/${key}.webp`;

/**
 * The demo pictures; independent of the database, so they can be drawn while it starts. The pictograms come from
 * the build (api/dist/demo-icons.json): MissingBuildDataError when it has not been run.
 */
export function demoImageJobs(icons: DemoIcons = loadDemoIcons()): ImageJob[] {
  const job = (key: string, svg: string): ImageJob => {
    const slash = key.indexOf('/');
    return { dir: key.slice(0, slash), name: key.slice(slash + 1), svg };
  };
  return [
    ...TRADES.map((trade) => job(imageKey.trade(trade), tradeCardSvg(icons(trade.icon), trade.palette))),
    ...TRADES.map((trade) => job(imageKey.main(trade), mainPictureSvg(icons(trade.icon), trade.palette))),
    ...REALISATIONS.map((item, index) =>
      job(imageKey.realisation(item.key), realisationSvg(icons(item.icon), item.palette, index)),
    ),
    ...NORMES.map((norme) => job(imageKey.norme(norme.key), badgeSvg(icons(norme.icon), norme.palette))),
  ];
}

function companyName(prng: Prng, nom: string, trade: Trade, town: Town): string {
  const patterns = [
    () => `${trade.activite} ${nom}`,
    () => `${nom} ${trade.activite}`,
    () => `SARL ${nom} & Fils`,
    () => `Ets ${nom}`,
    () => `${trade.activite} ${town.pays}`,
    () => `${nom} Bâtiment`,
    () => `Atelier ${nom}`,
    () => `EURL ${nom} ${trade.activite}`,
  ];
  return prng.pick(patterns)();
}

function description(
  prng: Prng,
  entreprise: string,
  trade: Trade,
  town: Town,
  years: number | null,
  rayon: number,
) {
  const since = years === null ? '' : `Depuis ${years} ans, `;
  const text = [
    `${since}${entreprise} met son savoir-faire de ${trade.metier.toLowerCase()} au service des particuliers de ${town.ville} et des environs.`,
    `Nous assurons ${trade.services}.`,
    `Nous intervenons dans un rayon de ${rayon} km autour de ${town.ville}.`,
    prng.pick(FORMULES_ACCUEIL),
  ].join(' ');
  // The editor refuses 500 characters or more (SPEC 5); keep the demo within the rule.
  return text.length < 500 ? text : `${text.slice(0, 496).trimEnd()}…`;
}

function stars(prng: Prng): 1 | 2 | 3 | 4 | 5 {
  const roll = prng.next();
  if (roll < 0.45) return 5;
  if (roll < 0.75) return 4;
  if (roll < 0.88) return 3;
  if (roll < 0.95) return 2;
  return 1;
}

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The month (`YYYY-MM`, in France) `count` months before the instant `iso`, never after the current month. */
export function monthsBefore(iso: string, count: number): string {
  const [year, month] = currentMonth(new Date(iso)).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - count;
  const result = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  const now = currentMonth();
  return result < now ? result : now;
}

/**
 * The whole demo dataset; only the password hashes come from outside (they are salted, hence random), and the
 * pictograms of its pictures from the build.
 */
export function buildDemoDataset(
  hashes: PasswordHashes,
  icons: DemoIcons = loadDemoIcons(),
  today: string = parisToday(),
): DemoDataset {
  const prng = createPrng(20240519);
  const tradeByMetier = new Map(TRADES.map((trade) => [trade.metier, trade]));
  const usedSirets = new Set<string>();
  const users: DemoUser[] = [
    {
      username: DEMO_ACCOUNTS.admin.username,
      email: DEMO_ACCOUNTS.admin.email,
      passwordHash: hashes.admin,
      telephone: '0555000000',
      role: 'ROLE_ADMIN',
      personnalDataToShow: null,
    },
  ];
  const artisans: DemoArtisan[] = [];
  /** Each artisan's main trade, for the demo requests written to it. */
  const primaries: Trade[] = [];

  const particuliers = Array.from({ length: PARTICULIERS_COUNT }, (_, index) => ({
    prenom: PRENOMS[index % PRENOMS.length]!,
    nom: NOMS_FAMILLE[NOMS_FAMILLE.length - 1 - index]!,
  }));
  // The month of each review's service (issue 20) comes from a PRNG of its own: adding it changed none of the
  // rows the main one draws.
  const experiencePrng = createPrng(20261201);

  const towns = TOWNS.flatMap((town) => Array.from({ length: town.artisans }, () => town));
  // Every fourth artisan is a plumber (the trade page then has several pages); the others cycle through the
  // remaining trades, so that every trade has artisans.
  const others = TRADES.filter((trade) => trade.metier !== 'Plombier');
  const plombier = tradeByMetier.get('Plombier')!;
  let otherCount = 0;
  const usedNames = new Set<string>();

  towns.forEach((town, index) => {
    const primary = index % 4 === 0 ? plombier : others[otherCount++ % others.length]!;
    primaries.push(primary);
    const nom = NOMS_FAMILLE[index % NOMS_FAMILLE.length]!;
    // The first artisan is the demo account's profile: a plumber in Brive who shows everything.
    const isDemoAccount = index === 0;
    let entreprise = isDemoAccount ? `Plomberie ${nom}` : companyName(prng, nom, primary, town);
    // Names built from the area ("Plomberie de la Corrèze") can repeat; the family name makes them unique.
    if (usedNames.has(entreprise)) entreprise = `${primary.activite} ${nom}`;
    usedNames.add(entreprise);
    const years = isDemoAccount ? 18 : prng.chance(0.15) ? null : prng.int(2, 35);
    const rayon = prng.int(2, 20) * 5;
    const extra = prng.shuffle(primary.related).slice(0, prng.int(0, Math.min(2, primary.related.length)));
    const specialites = [primary.metier, ...extra];

    const { siret, siren } = makeSiret(prng, usedSirets);
    const domain = slug(entreprise);
    const username = isDemoAccount
      ? DEMO_ACCOUNTS.artisan.username
      : `${slug(nom)}.${slug(primary.activite)}`;
    const mobile = prng.chance(0.5);
    users.push({
      username,
      email: `contact@${domain}.fr`,
      passwordHash: isDemoAccount ? hashes.artisan : hashes.others,
      telephone: `${mobile ? prng.pick(['06', '07']) : '05'}${String(prng.int(0, 99_999_999)).padStart(8, '0')}`,
      role: 'ROLE_ARTISAN',
      personnalDataToShow: isDemoAccount ? 'ALL' : VISIBILITIES[index % VISIBILITIES.length]!,
    });

    const foundedYear = 2023 - (years ?? prng.int(1, 20)) + prng.int(0, 3);
    const created = isoDate(2024, prng.int(1, 12), prng.int(1, 28));
    const normeKeys = [...new Set(specialites.flatMap((metier) => tradeByMetier.get(metier)!.normes))];
    const realisationKeys = [
      ...new Set(specialites.flatMap((metier) => tradeByMetier.get(metier)!.realisations)),
    ];
    const details: DemoArtisan['details'] = [
      { type: 'IMG_PRINCIPALE', pathImg: pathOf(imageKey.main(primary)), description: entreprise },
      {
        type: 'DESCRIPTION',
        pathImg: null,
        description: description(prng, entreprise, primary, town, years, rayon),
      },
      ...prng
        .shuffle(realisationKeys)
        .slice(0, isDemoAccount ? 3 : prng.int(0, Math.min(4, realisationKeys.length)))
        .map((key) => ({
          type: 'IMG_REALISATION' as const,
          pathImg: pathOf(imageKey.realisation(key)),
          description: `${REALISATIONS.find((item) => item.key === key)!.legende} – ${town.ville}`,
        })),
      ...prng
        .shuffle(normeKeys)
        .slice(0, isDemoAccount ? 2 : prng.int(0, Math.min(3, normeKeys.length)))
        .map((key) => ({
          type: 'NORME' as const,
          pathImg: pathOf(imageKey.norme(key)),
          description: NORMES.find((norme) => norme.key === key)!.libelle,
        })),
    ];

    const notes = Array.from({ length: isDemoAccount ? 4 : prng.int(0, 6) }, () => {
      const count = stars(prng);
      // Drawn in the same order as before issue 20, so that the demo rows stay the same.
      const particulierIndex = prng.int(0, PARTICULIERS_COUNT - 1);
      const commentaire = prng.chance(0.1) ? null : prng.pick(COMMENTAIRES[count]);
      const dateCreation = `${isoDate(2025, prng.int(1, 12), prng.int(1, 28))}T${String(prng.int(8, 20)).padStart(2, '0')}:00:00Z`;
      const particulier = particuliers[particulierIndex]!;
      return {
        particulierIndex,
        nombreEtoiles: count,
        commentaire,
        dateCreation,
        // Entered in the back office: a service of the month it was entered or up to three months before.
        dateExperience: monthsBefore(dateCreation, experiencePrng.int(0, 3)),
        auteur: displayedAuthor(particulier.prenom, particulier.nom),
        source: 'ADMINISTRATION' as const,
      };
    });

    artisans.push({
      ownerUsername: username,
      entrepriseNom: entreprise,
      rue: `${prng.int(1, 120)} ${prng.pick(town.streets)}`,
      ville: town.ville,
      codePostal: town.codePostal,
      pays: 'France',
      anneeExperience: years,
      rayonActivite: rayon,
      // A few hundred metres to two kilometres from the town hall, so that pins do not stack.
      latitude: round(town.latitude + prng.float(-0.015, 0.015), 6),
      longitude: round(town.longitude + prng.float(-0.02, 0.02), 6),
      siret,
      siren,
      dateCreation: `${created}T09:00:00Z`,
      dateUpdate: `${created}T09:00:00Z`,
      dateCreationEntreprise: isoDate(foundedYear, prng.int(1, 12), prng.int(1, 28)),
      specialiteKeys: specialites.map((metier) => normalizeText(metier)),
      details,
      notes,
    });
  });

  // Requests come from their own PRNG, after the rest: adding them changed none of the rows above.
  const demandesPrng = createPrng(20261125);
  artisans.forEach((artisan, index) => {
    artisan.demandes = demoDemandes(demandesPrng, index, primaries[index]!, artisan);
  });
  // Verified reviews too (issue 20), from a PRNG of their own: nothing above changes.
  const avisPrng = createPrng(20261126);
  artisans.forEach((artisan, index) => {
    artisan.avis = demoAvis(avisPrng, index);
  });
  // Reviews read like real life: most come from customers the artisan invited (« Avis vérifié »), a few were entered
  // in the back office from a customer's feedback. One back-office review in four is kept, drawn from a PRNG of
  // its own; the demo account keeps its four.
  const keptNotesPrng = createPrng(20261128);
  artisans.forEach((artisan, index) => {
    if (index > 0) artisan.notes = artisan.notes.filter(() => keptNotesPrng.chance(0.25));
  });
  // Qualifications' bodies and dates and the insurances (issue 21), from a PRNG of their own, dated relative to
  // the seeding so that the demo always has valid, soon-ending and expired ones.
  const qualificationPrng = createPrng(20261127);
  artisans.forEach((artisan, index) => {
    demoQualifications(qualificationPrng, index, artisan, today);
  });
  // Urgency and availability (contract/urgence.ts), without any PRNG (the rows above stay the same): every third
  // artisan, the demo's first included, offers an emergency service; every other one states an availability,
  // given on the day of the seeding so that it shows (it expires 30 days later).
  artisans.forEach((artisan, index) => {
    if (index % 3 === 0) {
      artisan.depannageUrgence = true;
      artisan.depannageHoraires = index % 2 === 0 ? '7j/7, 7 h – 22 h' : 'Du lundi au samedi, 8 h – 20 h';
    }
    if (index % 2 === 0) {
      artisan.disponibleSousJours = [2, 3, 7, 14][(index / 2) % 4]!;
      artisan.disponibiliteIndiqueeLe = `${today}T08:00:00+01:00`;
    }
  });

  return {
    users,
    specialites: TRADES.map((trade) => ({
      metier: trade.metier,
      metierKey: normalizeText(trade.metier),
      pathImg: pathOf(imageKey.trade(trade)),
    })),
    artisans,
    particuliers,
    images: demoImageJobs(icons),
  };
}

/** The body, number format and RGE mention of each demo certification (keys of NORMES). */
const NORME_ORGANISMES: Record<string, { organisme: string; numero: (prng: Prng) => string; rge: boolean }> =
  {
    rge: { organisme: 'Qualibat', numero: (prng) => `E-E${prng.int(100_000, 199_999)}`, rge: true },
    qualipac: { organisme: 'Qualit’EnR', numero: (prng) => `QPAC/${prng.int(10_000, 99_999)}`, rge: true },
    qualibois: { organisme: 'Qualit’EnR', numero: (prng) => `QBOIS/${prng.int(10_000, 99_999)}`, rge: true },
    qualipv: { organisme: 'Qualit’EnR', numero: (prng) => `QPV/${prng.int(10_000, 99_999)}`, rge: true },
    handibat: { organisme: 'Handibat', numero: (prng) => `HB-${prng.int(1_000, 9_999)}`, rge: false },
    qualifelec: { organisme: 'Qualifelec', numero: (prng) => `QE-${prng.int(100_000, 999_999)}`, rge: true },
  };

const ASSUREURS = [
  'SMABTP',
  'MAAF Pro',
  'AXA France',
  'MMA IARD',
  'Groupama',
  'Allianz IARD',
  'L’Auxiliaire',
];

/**
 * Issue 21: each certification gets its body, number and a validity of four years (Qualibat's), and each artisan but
 * one in ten a ten-year liability insurance certificate for a year. About one certification in six and one
 * insurance in eight have expired (hidden from the public). The demo account's first certification is a valid RGE
 * one and its second ends within the month (the editor's warning); its insurance is valid.
 */
function demoQualifications(prng: Prng, index: number, artisan: DemoArtisan, today: string): void {
  const isDemo = index === 0;
  let position = 0;
  artisan.details = artisan.details.map((detail) => {
    if (detail.type !== 'NORME') return detail;
    const key = NORMES.find((norme) => norme.libelle === detail.description)?.key;
    const body = key ? NORME_ORGANISMES[key] : undefined;
    if (!body) return detail;
    const expired = !isDemo && prng.chance(1 / 6);
    const endingSoon = isDemo && position === 1;
    position += 1;
    const dateFin = expired
      ? addDays(today, -prng.int(10, 400))
      : endingSoon
        ? addDays(today, 20)
        : addDays(today, prng.int(60, 1_400));
    const dateDebut = addDays(addYears(dateFin, -4), 1);
    return {
      ...detail,
      organisme: body.organisme,
      numero: body.numero(prng),
      dateDebut,
      dateFin,
      rge: body.rge,
      // The demo's RGE qualifications count as checked (on the day they began), so that the demo shows badges.
      ...(body.rge ? { verifieeLe: `${dateDebut}T12:00:00Z` } : {}),
    };
  });
  if (!isDemo && prng.chance(0.1)) return;
  const expired = !isDemo && prng.chance(1 / 8);
  const dateFin = expired ? addDays(today, -prng.int(5, 200)) : addDays(today, prng.int(30, 360));
  artisan.assurances = [
    {
      type: 'ASSURANCE',
      description: 'Responsabilité civile décennale',
      pathImg: null,
      organisme: prng.pick(ASSUREURS),
      numero: `RCD-${prng.int(1_000_000, 9_999_999)}`,
      dateDebut: addDays(addYears(dateFin, -1), 1),
      dateFin,
    },
  ];
}

/**
 * The requests an artisan received (issue 19): the demo account's inbox has five handled quickly and two new ones
 * (so it shows « 2 non traitées » and earns « Répond rapidement »); one artisan in six answers within a day (the
 * badge), one in six slowly or not at all (no badge); the others have received none yet.
 */
function demoDemandes(prng: Prng, index: number, trade: Trade, artisan: DemoArtisan): DemoDemande[] {
  const kind = index === 0 ? 'demo' : index % 6 === 1 ? 'fast' : index % 6 === 4 ? 'slow' : 'none';
  if (kind === 'none') return [];
  const count = kind === 'demo' ? 7 : prng.int(5, 7);
  return Array.from({ length: count }, (_, rank): DemoDemande => {
    const prenom = prng.pick(PRENOMS);
    const nom = prng.pick(NOMS_FAMILLE);
    const fresh = kind === 'demo' && rank < 2;
    // Newest first by rank: a few hours for the new ones, then every few days over the last two months.
    const hoursAgo = fresh ? 3 + rank * 18 : 40 + rank * prng.int(60, 200);
    const handledAfterHours = fresh
      ? null
      : kind === 'slow'
        ? prng.chance(0.3)
          ? null
          : prng.int(60, 200)
        : prng.int(1, 30);
    return {
      nom: `${prenom} ${nom}`,
      email: `${slug(prenom)}.${slug(nom)}@example.fr`,
      telephone: prng.chance(0.6) ? `06${String(prng.int(0, 99_999_999)).padStart(8, '0')}` : null,
      codePostal: artisan.codePostal,
      message: prng
        .pick(DEMANDES_DEMO)
        .replace('{activite}', trade.activite.toLowerCase())
        .replace('{ville}', artisan.ville),
      hoursAgo,
      handledAfterHours: handledAfterHours === null ? null : Math.min(handledAfterHours, hoursAgo - 1),
    };
  });
}

/**
 * Verified reviews: the demo account has two published (one answered) and one waiting for moderation, so that its
 * editor, its page and « Avis à modérer » show each case. Most other artisans have one to six published, mostly good,
 * a few low ones (each answered by the artisan, as a business does), with texts paired from two lists so that a page
 * never repeats itself; one artisan in six has none yet.
 */
function demoAvis(prng: Prng, index: number): DemoAvis[] {
  if (index === 0) return demoAccountAvis(prng);
  if (index % 6 === 5) return [];
  const written = new Set<string>();
  return Array.from({ length: prng.int(1, 6) }, (_, rank): DemoAvis => {
    const prenom = prng.pick(PRENOMS);
    const nom = prng.pick(NOMS_FAMILLE);
    const draw = prng.float(0, 1);
    const count = draw < 0.06 ? 1 : draw < 0.13 ? 2 : draw < 0.25 ? 3 : draw < 0.55 ? 4 : 5;
    const daysAgo = prng.int(10, 420);
    const posted = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    // Drawn again while it repeats one of this artisan's reviews (a few tries: the lists of low ratings are short).
    let commentaire = '';
    for (let attempt = 0; attempt < 8 && (commentaire === '' || written.has(commentaire)); attempt += 1) {
      const detail = prng.chance(0.7) || attempt > 0 ? ` ${prng.pick(AVIS_DETAILS[count])}` : '';
      commentaire = `${prng.pick(COMMENTAIRES[count])}${detail}`;
    }
    written.add(commentaire);
    const reponse =
      count <= 3 ? prng.pick(REPONSES_CRITIQUES) : prng.chance(0.2) ? prng.pick(REPONSES_POSITIVES) : null;
    return {
      // One review per address and artisan: the rank keeps two customers of the same name apart.
      email: `${slug(prenom)}.${slug(nom)}.${rank}@example.fr`,
      auteur: displayedAuthor(prenom, nom),
      nombreEtoiles: count,
      commentaire,
      dateExperience: monthsBefore(posted, prng.int(0, 2)),
      daysAgo,
      statut: 'PUBLIE',
      reponse,
    };
  });
}

function demoAccountAvis(prng: Prng): DemoAvis[] {
  const statuts: DemoAvis['statut'][] = ['PUBLIE', 'PUBLIE', 'EN_ATTENTE'];
  const written = new Set<string>();
  return statuts.map((statut, rank): DemoAvis => {
    const prenom = prng.pick(PRENOMS);
    const nom = prng.pick(NOMS_FAMILLE);
    const count = prng.chance(0.7) ? 5 : 4;
    const daysAgo = statut === 'EN_ATTENTE' ? 1 : 10 + rank * prng.int(5, 20);
    const posted = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    return {
      email: `${slug(prenom)}.${slug(nom)}@example.fr`,
      auteur: displayedAuthor(prenom, nom),
      nombreEtoiles: count,
      commentaire: unrepeated(prng.pick(COMMENTAIRES[count]), count, written, prng),
      dateExperience: monthsBefore(posted, prng.int(0, 1)),
      daysAgo,
      statut,
      reponse: rank === 0 ? REPONSES_POSITIVES[0]! : null,
    };
  });
}

/** `text`, or when this page already shows it, `text` with a detail of the same stars. */
function unrepeated(text: string, count: 1 | 2 | 3 | 4 | 5, written: Set<string>, prng: Prng): string {
  let result = text;
  for (let attempt = 0; attempt < 8 && written.has(result); attempt += 1) {
    result = `${text} ${prng.pick(AVIS_DETAILS[count])}`;
  }
  written.add(result);
  return result;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
