// User repository: account look-ups for authentication, the admin's account management, an artisan's own
// contact fields, the password reset and the activation of an account created without a password. Decorates `fastify.userRepository`; used by routes/auth.ts,
// routes/user.ts and routes/email.ts. No method ever returns a password hash except the two that exist for
// checking one (login, reset link).
import { and, asc, count, eq, gt, isNotNull, isNull, or, sql, TransactionRollbackError } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import type { User } from '@annuaire/shared/contract/user';
import { isSerialId, type Db } from '../db/database';
import { likeLiteral } from '../db/like';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/pg-errors';
import { newNonce } from '../auth/activation-token';
import { accountActivations, artisans, rowCounts, users } from '../db/schema';

export type Role = (typeof users.$inferSelect)['role'];
type PersonnalDataToShow = (typeof users.$inferSelect)['personnalDataToShow'];

export interface LoginAccount {
  id: number;
  /** Null while the account waits for its activation: no password logs it in. */
  passwordHash: string | null;
  role: Role;
  /** The artisan profile this account owns, if any. */
  artisanId: number | null;
  sessionVersion: number;
}

/** What an authenticated request is allowed to do, as the database says now. */
export interface SessionAccount {
  role: Role;
  /** The artisan profile this account owns, if any. */
  artisanId: number | null;
  /** Compared with the version a token carries: a token of another version is a session that ended. */
  sessionVersion: number;
}

/** What the reset link is bound to: the account's e-mail and current password hash. */
export interface ResetAccount {
  id: number;
  email: string;
  /** Named in the reset mail: the artisan who forgot its username learns it there. */
  username: string;
  passwordHash: string;
}

export interface UserWrite {
  email: string;
  username: string;
  telephone: string | null;
  role: Role;
  personnalDataToShow: PersonnalDataToShow;
}

export interface OwnContactWrite {
  telephone?: string | null;
  personnalDataToShow?: PersonnalDataToShow;
}

/** An activation link's row, with what its check needs of the account. */
export interface ActivationRecord {
  id: number;
  userId: number;
  email: string;
  username: string;
  nonce: string;
  expiresAt: string;
  usedAt: string | null;
  /** The account already has a password: the link no longer has anything to do. */
  hasPassword: boolean;
}

/** A write refused because the e-mail or the username belongs to another account. */
export type Conflict = 'email' | 'username';

export type DeleteOutcome = 'deleted' | 'not-found' | 'owns-artisan';

export interface UserRepository {
  findLoginAccount(username: string): Promise<LoginAccount | null>;
  /** The account behind a session token, read on every authenticated request; null once deleted. */
  findSession(id: number): Promise<SessionAccount | null>;
  /**
   * Ends every session of the account (its tokens stop being accepted) if its version is still `version`:
   * a logout of a session that already ended changes nothing. Returns whether it ended them.
   */
  endSessions(id: number, version: number): Promise<boolean>;
  /**
   * The accounts, of one role when given; `free`: only those no artisan belongs to, and the account of
   * `free.exceptArtisanId` when given (the artisan being edited keeps its own account in the select).
   */
  list(role?: Role, free?: { exceptArtisanId?: number }): Promise<User[]>;
  /**
   * One page of accounts by username (the back office's list), of one role when given, whose e-mail or username
   * contains `q`, case ignored; `free` as for `list` (the artisan form's owner combobox); `total` counts them all.
   */
  page(request: {
    q?: string;
    role?: Role;
    free?: { exceptArtisanId?: number };
    page: number;
    size: number;
  }): Promise<{ items: User[]; total: number }>;
  findById(id: number): Promise<User | null>;
  /** Creates an account; passwordHash is already an argon2id hash, or null for an account to activate. */
  create(input: UserWrite & { passwordHash: string | null }): Promise<User | Conflict>;
  /**
   * Admin edit; the password hash changes only when given. A new password or another role ends the account's
   * sessions. Null when the account does not exist.
   */
  update(id: number, input: UserWrite & { passwordHash?: string }): Promise<User | Conflict | null>;
  /** An artisan's own telephone and visibility; fields left undefined are kept. */
  updateOwnContact(id: number, input: OwnContactWrite): Promise<User | null>;
  delete(id: number): Promise<DeleteOutcome>;
  findResetAccount(email: string): Promise<ResetAccount | null>;
  /**
   * Replaces the password hash only if it is still `expectedHash`: of two requests using the same reset link,
   * only one succeeds. It ends the account's sessions. Returns whether it replaced it.
   */
  replacePasswordHash(id: number, expectedHash: string, newHash: string): Promise<boolean>;
  /**
   * A new activation link for the account, valid until `expiresAt`; the account's previous links stop working at
   * once (a resent mail replaces the one before).
   */
  createActivation(userId: number, expiresAt: Date): Promise<{ id: number; nonce: string }>;
  findActivation(id: number): Promise<ActivationRecord | null>;
  /**
   * Uses an activation link: sets the account's first password if the link is unused, unexpired, and the account
   * still has none; of two concurrent uses only one succeeds. Returns the account's username, or null.
   */
  activate(activationId: number, passwordHash: string): Promise<string | null>;
}

const publicColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  telephone: users.telephone,
  role: users.role,
  personnalDataToShow: users.personnalDataToShow,
  pendingActivation: sql<boolean>`${users.passwordHash} IS NULL`.mapWith(Boolean),
};

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * `free`: the accounts no artisan belongs to (users.libre, kept by the triggers of migration 0042), and the one of
 * `free.exceptArtisanId` when given. The free accounts of a role are read from their partial index in the list's
 * order; the excepted owner's account is one more row, read through the artisan's own row.
 */
function freeCondition(free: { exceptArtisanId?: number } | undefined) {
  if (!free) return undefined;
  const owner = free.exceptArtisanId;
  return owner === undefined ? sql`${users.libre}` : or(sql`${users.libre}`, ownerAccount(owner));
}

/** The account artisan `artisanId` belongs to, if any (artisans' primary key, then users'). */
function ownerAccount(artisanId: number) {
  return sql`${users.id} = (SELECT ${artisans.userId} FROM ${artisans} WHERE ${artisans.id} = ${artisanId})`;
}

export function createUserRepository(db: Db): UserRepository {
  /** Which unique field another account already holds; usernames are compared ignoring case. */
  async function findConflict(email: string, username: string, exceptId?: number): Promise<Conflict | null> {
    const rows = await db
      .select({ id: users.id, email: users.email, username: users.username })
      .from(users)
      .where(sql`(${users.email} = ${email} OR lower(${users.username}) = lower(${username}))`);
    const others = rows.filter((row) => row.id !== exceptId);
    if (others.some((row) => row.email === email)) return 'email';
    if (others.length > 0) return 'username';
    return null;
  }

  /** Runs a write that may hit a unique constraint when two requests race past findConflict. */
  async function guarded<T>(write: () => Promise<T>, email: string, username: string, exceptId?: number) {
    try {
      return await write();
    } catch (error) {
      if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
      return (await findConflict(email, username, exceptId)) ?? 'username';
    }
  }

  async function findById(id: number): Promise<User | null> {
    if (!isSerialId(id)) return null;
    const [row] = await db.select(publicColumns).from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  /**
   * The accounts of a role (every role without one), or its free accounts, as row_counts keeps them; the excepted
   * owner's account counts once more when it is of that role, since an owned account is never free.
   */
  function keptTotal(role: Role | undefined, free: { exceptArtisanId?: number } | undefined) {
    const prefix = free ? 'libres:' : 'users:';
    const kept = sql<number>`coalesce(sum(${rowCounts.count}), 0)`;
    const owner = free?.exceptArtisanId;
    const excepted =
      owner === undefined
        ? sql`0`
        : sql`(SELECT count(*) FROM ${artisans} JOIN ${users} ON ${users.id} = ${artisans.userId}
            WHERE ${artisans.id} = ${owner}${role ? sql` AND ${users.role} = ${role}` : sql``})`;
    return db
      .select({ total: sql<number>`${kept} + ${excepted}`.mapWith(Number) })
      .from(rowCounts)
      .where(role ? eq(rowCounts.key, `${prefix}${role}`) : sql`${rowCounts.key} like ${`${prefix}%`}`);
  }

  return {
    async findLoginAccount(username) {
      const [row] = await db
        .select({
          id: users.id,
          passwordHash: users.passwordHash,
          role: users.role,
          artisanId: artisans.id,
          sessionVersion: users.sessionVersion,
        })
        .from(users)
        .leftJoin(artisans, eq(artisans.userId, users.id))
        // The username or the e-mail (compared ignoring case, as stored): an artisan remembers one or the other.
        // Should a username equal another account's e-mail, the username wins.
        .where(or(eq(users.username, username), eq(users.email, normaliseEmail(username))))
        .orderBy(sql`${users.username} = ${username} desc`)
        .limit(1);
      return row ?? null;
    },

    async findSession(id) {
      if (!isSerialId(id)) return null;
      const [row] = await db
        .select({ role: users.role, artisanId: artisans.id, sessionVersion: users.sessionVersion })
        .from(users)
        .leftJoin(artisans, eq(artisans.userId, users.id))
        .where(eq(users.id, id))
        .limit(1);
      return row ?? null;
    },

    async endSessions(id, version) {
      if (!isSerialId(id)) return false;
      const rows = await db
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(and(eq(users.id, id), eq(users.sessionVersion, version)))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    list(role, free) {
      return db
        .select(publicColumns)
        .from(users)
        .where(and(role ? eq(users.role, role) : undefined, freeCondition(free)))
        .orderBy(asc(users.username), asc(users.id));
    },

    async page({ q, role, free, page, size }) {
      // The trigram indexes of the migration « account_search_trigram » serve LIKE '%x%' from 3 characters on.
      const needle = q ? likeLiteral(q.toLowerCase()) : '';
      const pattern = `%${needle}%`;
      const searched = and(
        role ? eq(users.role, role) : undefined,
        needle
          ? or(sql`${users.email} like ${pattern}`, sql`lower(${users.username}) like ${pattern}`)
          : undefined,
      );
      const where = and(searched, freeCondition(free));
      const offset = (page - 1) * size;
      const ordered = [asc(users.username), asc(users.id)] as const;
      const owner = free?.exceptArtisanId;
      const items =
        owner === undefined
          ? db
              .select(publicColumns)
              .from(users)
              .where(where)
              .orderBy(...ordered)
              .limit(size)
              .offset(offset)
          : // The free accounts up to the page's end from their index, and the excepted owner's account, sorted
            // together: one condition « free or that one » would make the planner read every account.
            unionAll(
              db
                .select(publicColumns)
                .from(users)
                .where(and(searched, sql`${users.libre}`))
                .orderBy(...ordered)
                .limit(offset + size),
              db
                .select(publicColumns)
                .from(users)
                .where(and(searched, sql`NOT ${users.libre}`, ownerAccount(owner))),
            )
              .orderBy(asc(sql.identifier('username')), asc(sql.identifier('id')))
              .limit(size)
              .offset(offset);
      const [rows, [counted]] = await Promise.all([
        items,
        // Without a search, the total the database keeps (row_counts): counting a million accounts takes 200 ms.
        needle ? db.select({ total: count() }).from(users).where(where) : keptTotal(role, free),
      ]);
      return { items: rows, total: counted?.total ?? 0 };
    },

    findById,

    async create(input) {
      const values = { ...input, email: normaliseEmail(input.email) };
      const conflict = await findConflict(values.email, values.username);
      if (conflict) return conflict;
      return guarded(
        async () => {
          const [row] = await db.insert(users).values(values).returning(publicColumns);
          return row!;
        },
        values.email,
        values.username,
      );
    },

    async update(id, input) {
      if (!isSerialId(id)) return null;
      const { passwordHash, ...fields } = input;
      const values = {
        ...fields,
        email: normaliseEmail(fields.email),
        ...(passwordHash ? { passwordHash } : {}),
        // Decided in the statement itself, against the role the row has when it is written.
        sessionVersion: passwordHash
          ? sql`${users.sessionVersion} + 1`
          : sql`${users.sessionVersion} + CASE WHEN ${users.role} = ${fields.role} THEN 0 ELSE 1 END`,
      };
      const conflict = await findConflict(values.email, values.username, id);
      if (conflict) return conflict;
      return guarded(
        async () => {
          const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning(publicColumns);
          return row ?? null;
        },
        values.email,
        values.username,
        id,
      );
    },

    async updateOwnContact(id, input) {
      if (!isSerialId(id)) return null;
      const values: OwnContactWrite = {};
      if (input.telephone !== undefined) values.telephone = input.telephone;
      if (input.personnalDataToShow !== undefined) values.personnalDataToShow = input.personnalDataToShow;
      if (Object.keys(values).length === 0) return findById(id);
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning(publicColumns);
      return row ?? null;
    },

    async delete(id) {
      if (!isSerialId(id)) return 'not-found';
      return db.transaction(async (tx) => {
        // Locks the account so that an artisan cannot be linked to it between the check and the delete.
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
        if (!user) return 'not-found';
        const [owned] = await tx
          .select({ id: artisans.id })
          .from(artisans)
          .where(eq(artisans.userId, id))
          .limit(1);
        if (owned) return 'owns-artisan';
        await tx.delete(users).where(eq(users.id, id));
        return 'deleted';
      });
    },

    async findResetAccount(email) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          username: users.username,
          passwordHash: users.passwordHash,
        })
        .from(users)
        // An account waiting for its activation has no password to reset: its activation mail is the way in.
        .where(and(eq(users.email, normaliseEmail(email)), isNotNull(users.passwordHash)))
        .limit(1);
      return row?.passwordHash ? { ...row, passwordHash: row.passwordHash } : null;
    },

    async replacePasswordHash(id, expectedHash, newHash) {
      const rows = await db
        .update(users)
        .set({ passwordHash: newHash, sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(and(eq(users.id, id), eq(users.passwordHash, expectedHash)))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    async createActivation(userId, expiresAt) {
      return db.transaction(async (tx) => {
        const now = new Date().toISOString();
        await tx
          .update(accountActivations)
          .set({ expiresAt: now })
          .where(
            and(
              eq(accountActivations.userId, userId),
              isNull(accountActivations.usedAt),
              gt(accountActivations.expiresAt, now),
            ),
          );
        const nonce = newNonce();
        const [row] = await tx
          .insert(accountActivations)
          .values({ userId, nonce, expiresAt: expiresAt.toISOString() })
          .returning({ id: accountActivations.id });
        return { id: row!.id, nonce };
      });
    },

    async findActivation(id) {
      if (!isSerialId(id)) return null;
      const [row] = await db
        .select({
          id: accountActivations.id,
          userId: accountActivations.userId,
          email: users.email,
          username: users.username,
          nonce: accountActivations.nonce,
          expiresAt: accountActivations.expiresAt,
          usedAt: accountActivations.usedAt,
          hasPassword: sql<boolean>`${users.passwordHash} IS NOT NULL`.mapWith(Boolean),
        })
        .from(accountActivations)
        .innerJoin(users, eq(users.id, accountActivations.userId))
        .where(eq(accountActivations.id, id))
        .limit(1);
      return row ?? null;
    },

    async activate(activationId, passwordHash) {
      if (!isSerialId(activationId)) return null;
      return db
        .transaction(async (tx) => {
          const now = new Date().toISOString();
          const [used] = await tx
            .update(accountActivations)
            .set({ usedAt: now })
            .where(
              and(
                eq(accountActivations.id, activationId),
                isNull(accountActivations.usedAt),
                gt(accountActivations.expiresAt, now),
              ),
            )
            .returning({ userId: accountActivations.userId });
          if (!used) return null;
          const [account] = await tx
            .update(users)
            .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
            .where(and(eq(users.id, used.userId), isNull(users.passwordHash)))
            .returning({ username: users.username });
          if (!account) {
            // The account got a password meanwhile (an administrator's edit): the link is left as it was.
            tx.rollback();
          }
          return account!.username;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return null;
          throw error;
        });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    userRepository: UserRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('userRepository', createUserRepository(fastify.db));
  },
  { name: 'user-repository', dependencies: ['db'] },
);
