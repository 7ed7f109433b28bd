// From the register's tables to the directory's listings (artisans): the second half of an import, run after
// runImport by the command and the demo seed. Set-based statements, each over every establishment at once, so that
// a trade's stored order (specialite_orders, refreshed by statement-level triggers) is rebuilt a few times per run,
// never once per listing.
//
// What it writes, and what it never touches:
// - a listing for each open (`A`), fully diffusible (`O`) establishment with a trade and a name, unless its SIRET was
//   withdrawn (registre_suppressions): a listing nobody manages (artisans.non_geree);
// - the register's fields of every linked listing (name, address, position and whether it is only the commune's
//   centre, SIREN, creation date, closure) when the register changed them; a listing nobody manages follows the
//   register on every run, trades included;
// - the qualifications of ADEME's list, as checked qualifications (artisan_details.registre_qualification_id);
// - a listing nobody manages whose establishment became partially diffusible (`P`) or was withdrawn is deleted:
//   nothing in it was written by anyone but the registers.
// A managed listing's description, photos, phone, chosen trades and visibility are never written here.
import { sql } from 'drizzle-orm';
import { normalizeText } from '@annuaire/shared/domain/text';
import type { Db } from '../db/database';
import { rowCountOf, rowsOf } from '../db/rows';
import { MissingBuildDataError } from '../build-data/files';
import { readCommunesIndex } from '../geo/communes-index';
import type { Tx } from '../repositories/artisan/columns';

/** The centre of a commune from its INSEE code, [longitude, latitude]; null when the index does not know it. */
export type CommuneCentre = (codeCommune: string) => readonly [number, number] | null;

/**
 * The centres of the communes index the build wrote into `buildDataDir`; null when the build has not written it (the
 * establishments without a position then stay without one, and the report says why).
 */
export function communeCentresFrom(buildDataDir: string): CommuneCentre | null {
  let communes;
  try {
    communes = readCommunesIndex(buildDataDir).index.data.communes;
  } catch (error) {
    if (error instanceof MissingBuildDataError) return null;
    throw error;
  }
  // [INSEE code, name, postcodes, lon, lat, …] (geo/communes-index.ts).
  const centres = new Map(communes.map((row) => [row[0], [row[3], row[4]] as const]));
  return (code) => centres.get(code) ?? null;
}

export interface PublishOptions {
  /** The import run whose changes are published; a managed listing follows only what this run changed. */
  runId: number;
  /** The communes index: establishments the files give no position get their commune's centre. */
  communeCentre?: CommuneCentre;
}

export interface PublishReport {
  /** Listings created for establishments not yet in the directory. */
  creees: number;
  /** Existing listings (typed by hand, with the same SIRET) now linked to their establishment. */
  liees: number;
  /** Listings whose register fields changed. */
  modifiees: number;
  /** Listings closed by this run, and closed ones open again. */
  fermees: number;
  rouvertes: number;
  /** Listings nobody managed, deleted because their establishment is now `P` or withdrawn. */
  supprimees: number;
  /** Establishments without a position in the files, placed at their commune's centre. */
  centresCommune: number;
  /** Trades created because a NAF code names one the directory did not have yet. */
  metiersCrees: string[];
  qualifications: { creees: number; modifiees: number };
}

// The listing's position is only its commune's centre (artisans.position_approchee).
const approximate = sql.raw(`coalesce(r.position_precision = 'commune', false)`);

// The establishments that deserve a listing: open, fully diffusible, named, with a trade, not withdrawn.
const publishable = sql.raw(`r.etat = 'A' and r.publie and r.nom is not null and cardinality(r.metiers) > 0
  and not exists (select 1 from registre_suppressions s where s.siret = r.siret)`);

async function placeAtCommuneCentres(tx: Tx, communeCentre: CommuneCentre): Promise<number> {
  const rows = rowsOf<{ code: string }>(
    await tx.execute(sql`select distinct code_commune as code from registre_etablissements r
      where r.longitude is null and ${publishable}`),
  );
  const placed = rows.flatMap(({ code }) => {
    const centre = communeCentre(code);
    return centre ? [{ code, lon: centre[0], lat: centre[1] }] : [];
  });
  if (placed.length === 0) return 0;
  const result = await tx.execute(sql`update registre_etablissements r
    set longitude = c.lon, latitude = c.lat, position_precision = 'commune', position_source = 'commune',
      updated_at = now()
    from json_to_recordset(${JSON.stringify(placed)}::json) as c(code text, lon float8, lat float8)
    where r.code_commune = c.code and r.longitude is null and ${publishable}`);
  return rowCountOf(result);
}

/**
 * The directory's trade of every trade name the register's rows carry ({ metier, id }), creating the missing ones
 * (a NAF code of the contract's table names a trade the directory did not have yet). Names match as trades are
 * unique: case and accents ignored (specialites.metier_key).
 */
async function tradesOfRegister(
  tx: Tx,
): Promise<{ trades: { metier: string; id: number }[]; created: string[] }> {
  const names = rowsOf<{ metier: string }>(
    await tx.execute(sql`select distinct unnest(metiers) as metier from registre_etablissements`),
  ).map((row) => row.metier);
  const byKey = new Map(
    rowsOf<{ id: number; key: string }>(
      await tx.execute(sql`select id, metier_key as key from specialites`),
    ).map((row) => [row.key, Number(row.id)]),
  );
  const trades: { metier: string; id: number }[] = [];
  const created: string[] = [];
  for (const metier of names) {
    const key = normalizeText(metier);
    let id = byKey.get(key);
    if (id === undefined) {
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(
          sql`insert into specialites (metier, metier_key) values (${metier}, ${key}) returning id`,
        ),
      );
      id = Number(row!.id);
      byKey.set(key, id);
      created.push(metier);
    }
    trades.push({ metier, id });
  }
  return { trades, created };
}

/** Publishes what the last import changed; see the file's header. One transaction: a failure publishes nothing. */
export async function publishRegistres(db: Db, options: PublishOptions): Promise<PublishReport> {
  return db.transaction(async (tx) => {
    const centresCommune = options.communeCentre ? await placeAtCommuneCentres(tx, options.communeCentre) : 0;

    // Listings nobody manages whose establishment may no longer be shown: `P`, withdrawn or without a trade.
    const supprimees = rowCountOf(
      await tx.execute(sql`delete from artisans a using registre_etablissements r
        where r.artisan_id = a.id and a.non_geree and a.user_id is null and not (r.publie and r.nom is not null
          and cardinality(r.metiers) > 0
          and not exists (select 1 from registre_suppressions s where s.siret = r.siret))`),
    );

    // A listing typed by hand with the SIRET of a newly read establishment is that establishment's listing.
    const liees = rowCountOf(
      await tx.execute(sql`update registre_etablissements r set artisan_id = m.id
        from (select siret, min(id) as id from artisans a
          where not exists (select 1 from registre_etablissements o where o.artisan_id = a.id)
          group by siret) m
        where r.artisan_id is null and r.siret = m.siret`),
    );

    const { trades, created: metiersCrees } = await tradesOfRegister(tx);
    const tradeTable = sql`json_to_recordset(${JSON.stringify(trades)}::json) as t(metier text, id int)`;

    const created = rowsOf<{ id: number; siret: string }>(
      await tx.execute(sql`insert into artisans (entreprise_nom, rue, ville, code_postal, pays, siret, siren,
          latitude, longitude, position_approchee, date_creation_entreprise, non_geree)
        select r.nom, coalesce(r.rue, ''), coalesce(r.commune, ''), coalesce(r.code_postal, ''), 'France', r.siret,
          r.siren, r.latitude, r.longitude, ${approximate}, r.date_creation, true
        from registre_etablissements r
        where r.artisan_id is null and ${publishable}
        order by r.siret
        returning id, siret`),
    );
    if (created.length > 0) {
      await tx.execute(sql`update registre_etablissements r set artisan_id = c.id
        from json_to_recordset(${JSON.stringify(created)}::json) as c(id int, siret text)
        where r.siret = c.siret`);
    }

    // Closure first (its own figures), then the register's fields.
    const fermees = rowCountOf(
      await tx.execute(sql`update artisans a set fermee_le = r.closed_at, date_update = now()
        from registre_etablissements r
        where r.artisan_id = a.id and r.etat = 'F' and a.fermee_le is null`),
    );
    const rouvertes = rowCountOf(
      await tx.execute(sql`update artisans a set fermee_le = null, date_update = now()
        from registre_etablissements r
        where r.artisan_id = a.id and r.etat = 'A' and a.fermee_le is not null`),
    );
    // A managed listing follows the register only where this run changed it: an address its owner corrected stays
    // until the register itself changes. The street stays empty for a `P` establishment (never stored).
    const modifiees = rowCountOf(
      await tx.execute(sql`update artisans a set entreprise_nom = coalesce(r.nom, a.entreprise_nom),
          rue = coalesce(r.rue, ''), ville = coalesce(r.commune, ''), code_postal = coalesce(r.code_postal, ''),
          siren = r.siren, latitude = r.latitude, longitude = r.longitude, position_approchee = ${approximate},
          date_creation_entreprise = r.date_creation, date_update = now()
        from registre_etablissements r
        where r.artisan_id = a.id and (a.non_geree or r.last_changed_run = ${options.runId})
          and (a.entreprise_nom, a.rue, a.ville, a.code_postal, a.siren, a.latitude, a.longitude,
            a.position_approchee, a.date_creation_entreprise)
          is distinct from (coalesce(r.nom, a.entreprise_nom), coalesce(r.rue, ''), coalesce(r.commune, ''),
            coalesce(r.code_postal, ''), r.siren, r.latitude, r.longitude, ${approximate}, r.date_creation)`),
    );

    // The trades of listings nobody manages are their NAF code's; a managed listing's are its owner's choice.
    await tx.execute(sql`delete from artisan_specialites l using artisans a, registre_etablissements r
      where l.artisan_id = a.id and a.non_geree and r.artisan_id = a.id
        and not exists (select 1 from ${tradeTable} where t.id = l.specialite_id and t.metier = any(r.metiers))`);
    await tx.execute(sql`insert into artisan_specialites (artisan_id, specialite_id)
      select distinct a.id, t.id from artisans a
      join registre_etablissements r on r.artisan_id = a.id
      join ${tradeTable} on t.metier = any(r.metiers)
      where a.non_geree
      on conflict do nothing`);

    const qualifications = await publishQualifications(tx);

    return {
      creees: created.length,
      liees,
      modifiees,
      fermees,
      rouvertes,
      supprimees,
      centresCommune,
      metiersCrees,
      qualifications,
    };
  });
}

// ADEME's rows of the linked establishments as checked qualifications: the qualification's name, the body, the
// certificate (« numéro » field, ADEME's own reference: the code, else the certificate's name), the validity (ended at
// the list's date when a newer list dropped it) and the RGE mention. `verifiee_le` is the list's date, written with
// the fields in one statement: the trigger that clears a check on any change to what was checked (migration 0014)
// sees the check change too.
async function publishQualifications(tx: Tx): Promise<{ creees: number; modifiees: number }> {
  // A row without an end (neither its own nor a newer list's) keeps no dates and gives no badge: the database holds a
  // validity whole or not at all.
  const fields = sql.raw(`q.nom, q.organisme, left(coalesce(nullif(q.code, ''), q.certificat, q.nom), 40),
    case when q.date_debut is null or coalesce(q.date_fin, q.ended_at) is null then null else q.date_debut end,
    case when q.date_debut is null or coalesce(q.date_fin, q.ended_at) is null then null
      else greatest(q.date_debut, least(q.date_fin, q.ended_at)) end,
    q.date_debut is not null and coalesce(q.date_fin, q.ended_at) is not null,
    greatest(q.date_fichier, q.ended_at)::timestamptz`);
  const modifiees = rowCountOf(
    await tx.execute(sql`update artisan_details d
      set (description, organisme, numero, date_debut, date_fin, rge, verifiee_le) = (select ${fields})
      from registre_qualifications q
      where d.registre_qualification_id = q.id
        and (d.description, d.organisme, d.numero, d.date_debut, d.date_fin, d.rge, d.verifiee_le)
          is distinct from (${fields})`),
  );
  const creees = rowCountOf(
    await tx.execute(sql`insert into artisan_details (artisan_id, type, description, organisme, numero, date_debut,
        date_fin, rge, verifiee_le, registre_qualification_id)
      select r.artisan_id, 'NORME', ${fields}, q.id
      from registre_qualifications q
      join registre_etablissements r on r.siret = q.siret and r.artisan_id is not null
      where not exists (select 1 from artisan_details d where d.registre_qualification_id = q.id)`),
  );
  return { creees, modifiees };
}
