import type { Db } from '@jobbridge/db';
import type { AppError } from '@jobbridge/shared';
import type { SessionUser } from '../types';

/** Who asks: the session's user, or null for a visitor. */
export type Actor = SessionUser | null;

/**
 * The actor of a question whose answer does not depend on the session: a
 * public read (a published job), or a WeChat scene, whose right is the
 * requester's proof carried with the row.
 */
export const ANYONE: Actor = null;

/** Decides one action on one row; `db` for rules that must look further (an application, a setting). */
export type Rule<R> = (actor: Actor, row: R, db: Db) => boolean | Promise<boolean>;

/**
 * The policy of one kind of resource (a career entry, a job alert, a
 * question...): a rule per action and the one refusal. Each domain that
 * takes ids keeps its policies in its `policy.ts` (decision 0016).
 */
export interface Policy<A extends string, R> {
  /** The resource's name, e.g. 'career'. */
  name: string;
  /**
   * The refusal, whatever the reason: the resource's own "not found" (4004),
   * so that someone else's row and a row that does not exist answer alike.
   */
  refuse: () => AppError;
  rules: Record<A, Rule<R>>;
}

/** A row (or its absence) under its policy, ready to be asked about. */
export interface Resource<A extends string, R> {
  policy: Policy<A, R>;
  row: R | null;
  db: Db;
}

/**
 * A policy, and the way to name one of its rows: `career(db, row)` is the
 * resource that `authorize(actor, 'change', career(db, row))` asks about.
 */
export function definePolicy<A extends string, R>(policy: Policy<A, R>) {
  const resource = <T extends R>(db: Db, row: T | null | undefined): Resource<A, T> => ({
    policy,
    row: row ?? null,
    db,
  });
  return Object.assign(resource, { policy });
}

/** Whether the actor may do the action (false for a missing row). */
export async function allowed<A extends string, R>(actor: Actor, action: A, resource: Resource<A, R>) {
  return resource.row !== null && (await resource.policy.rules[action](actor, resource.row, resource.db));
}

/**
 * The one way to ask: the row when the actor may do the action on it, else
 * the policy's refusal (4004), the same for a missing row and someone
 * else's. Calls that need a session refuse visitors (4001) before asking.
 */
export async function authorize<A extends string, R>(actor: Actor, action: A, resource: Resource<A, R>): Promise<R> {
  if (!(await allowed(actor, action, resource))) throw resource.policy.refuse();
  return resource.row as R;
}

/** The rule "only its own user": the row's user is the actor. */
export const isOwner =
  <R>(userOf: (row: R) => number | null) =>
  (actor: Actor, row: R): boolean =>
    actor !== null && userOf(row) === actor.user_id;
