// The PostgreSQL advisory locks the API takes, one id each. An advisory lock id is a bare number shared by every
// session of the server: two tasks that picked the same one would wait for each other for no reason (the demo seed
// and the retention sweep once did). Every lock is named here, and a test checks that the ids are distinct and that
// no code takes a lock by a number of its own.
export const ADVISORY_LOCKS = {
  /** Several instances starting together: one migrates while the others wait (session lock). */
  migrations: 720_240_919,
  /** The daily retention sweep of each instance: one at a time, the second finding nothing old. */
  retentionSweep: 720_240_920,
  /** The demo seed of instances starting together on an empty database. */
  demoSeed: 720_240_921,
  /** The daily digests of new requests (demande-alertes repository): one sweep at a time, the second finding none due. */
  recapitulatifSweep: 720_240_922,
} as const;

export type AdvisoryLock = keyof typeof ADVISORY_LOCKS;
