// Registre import repository: the runs of the registers' importer as the table registre_imports keeps them (the
// importer, registres/import.ts, writes them; nothing here does), newest first one page at a time, and one run's
// whole report. Decorates `fastify.registreImportRepository`; used by routes/registres-imports.ts.
import { count, desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type {
  RegistreImport,
  RegistreImportDetails,
  RegistreImportFile,
  RegistreImportPage,
  RegistreImportSummary,
} from '@annuaire/shared/contract/registres-imports';
import { REGISTRE_IMPORTS_LIMITS } from '@annuaire/shared/contract/registres-imports';
import { isSerialId, type Db } from '../db/database';
import { toIso } from '../db/dates';
import { registreImports } from '../db/schema';

export interface RegistreImportRepository {
  /** One page of runs, the last started first; a page past the end has no items. */
  page(page: number, size: number): Promise<RegistreImportPage>;
  /** A run's whole report; null when there is no such run. */
  findById(id: number): Promise<RegistreImport | null>;
}

const summaryColumns = {
  id: registreImports.id,
  startedAt: registreImports.startedAt,
  endedAt: registreImports.endedAt,
  statut: registreImports.statut,
  departements: registreImports.departements,
  lues: registreImports.lues,
  retenues: registreImports.retenues,
  inserees: registreImports.inserees,
  modifiees: registreImports.modifiees,
  inchangees: registreImports.inchangees,
  fermees: registreImports.fermees,
  ignorees: registreImports.ignorees,
};

type SummaryRow = Pick<typeof registreImports.$inferSelect, keyof typeof summaryColumns>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toSummary(row: SummaryRow): RegistreImportSummary {
  return {
    ...row,
    startedAt: toIso(row.startedAt),
    endedAt: row.endedAt === null ? null : toIso(row.endedAt),
    // The importer writes { reason: count } with the contract's reasons; the answer's schema keeps only those.
    ignorees: (isObject(row.ignorees) ? row.ignorees : {}) as RegistreImportSummary['ignorees'],
  };
}

/**
 * The report's details, or null while the run is under way: the importer creates the row with `{}` and writes its
 * report (registres/import.ts, ImportReport['details']) when the run ends, finished or failed.
 */
function toDetails(value: unknown): RegistreImportDetails | null {
  return isObject(value) && isObject(value.positions) ? (value as RegistreImportDetails) : null;
}

export function createRegistreImportRepository(db: Db): RegistreImportRepository {
  return {
    async page(page, size) {
      // As the route validates them: a page's offset stays within what PostgreSQL's integers hold.
      if (!Number.isInteger(page) || page < 1 || page > REGISTRE_IMPORTS_LIMITS.pageMax) {
        throw new RangeError(`page ${page} outside 1 to ${REGISTRE_IMPORTS_LIMITS.pageMax}`);
      }
      if (!Number.isInteger(size) || size < 1 || size > REGISTRE_IMPORTS_LIMITS.pageSizeMax) {
        throw new RangeError(`page size ${size} outside 1 to ${REGISTRE_IMPORTS_LIMITS.pageSizeMax}`);
      }
      const [totals] = await db.select({ total: count() }).from(registreImports);
      const total = totals?.total ?? 0;
      const rows = await db
        .select(summaryColumns)
        .from(registreImports)
        // Started last first; runs started in the same instant by their order of creation.
        .orderBy(desc(registreImports.startedAt), desc(registreImports.id))
        .limit(size)
        .offset((page - 1) * size);
      return {
        items: rows.map(toSummary),
        total,
        page,
        size,
        pageCount: Math.max(1, Math.ceil(total / size)),
      };
    },

    async findById(id) {
      if (!isSerialId(id)) return null;
      const [row] = await db
        .select({
          ...summaryColumns,
          fichiers: registreImports.fichiers,
          details: registreImports.details,
          erreurs: registreImports.erreurs,
        })
        .from(registreImports)
        .where(eq(registreImports.id, id))
        .limit(1);
      if (!row) return null;
      const { fichiers, details, erreurs, ...summary } = row;
      return {
        ...toSummary(summary),
        fichiers: Array.isArray(fichiers) ? (fichiers as RegistreImportFile[]) : [],
        details: toDetails(details),
        erreurs: Array.isArray(erreurs) ? (erreurs as string[]) : [],
      };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    registreImportRepository: RegistreImportRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('registreImportRepository', createRegistreImportRepository(fastify.db));
  },
  { name: 'registre-import-repository', dependencies: ['db'] },
);
