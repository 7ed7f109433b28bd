// The ledger of the load of issue 8: every create, delete, upload and save the server acknowledged (or left
// unanswered), kept by the artisans at work and read by the reconciliation in holdings.ts.

export interface AckedCreate {
  artisanId: number;
  pathImg: string;
  at: number;
}

/** What the server acknowledged, to be compared with what it holds at the end. */
export class Ledger {
  created = new Map<number, AckedCreate>();
  /** Rows created by a request that got no answer, found afterwards by reading the artisan's details. */
  createdUnacked = new Map<number, AckedCreate>();
  deleted = new Set<number>();
  /** Deletes that got no answer and whose row was gone when retried (404). */
  deletedUnacked = new Set<number>();
  /**
   * Deletes that got no answer and were not retried before the load stopped (a kill): the row may be there or not,
   * both are correct, so it is neither expected nor counted as lost.
   */
  deleteInDoubt = new Set<number>();
  uploads = new Map<string, number>();
  saves = 0;
  /** Per artisan: the rayon of the last acknowledged save, then those of later saves that got no answer. */
  rayon = new Map<number, { acked: number | null; unsure: number[] }>();
}
