import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Hub } from './hub';

/** Whether a user has a live socket anywhere (the recruiter's online flag on a job page). */
export interface Presence {
  isOnline(userId: number): Promise<boolean>;
  close(): Promise<void>;
}

/** How long an instance's word that a user is connected holds without being renewed. */
export const PRESENCE_TTL_MS = 90_000;
/** How often an instance renews the users connected to it (well inside the TTL). */
export const PRESENCE_RENEW_MS = 30_000;
/** Users renewed in one pipeline. */
const VOUCH_SLICE = 250;

/** One instance (no Redis): the hub's own sockets are the whole truth. */
export class LocalPresence implements Presence {
  constructor(private readonly hub: Hub) {}
  async isOnline(userId: number): Promise<boolean> {
    return this.hub.isConnectedHere(userId);
  }
  async close(): Promise<void> {}
}

/**
 * Many instances (REDIS_URL): a hash per user, one field per instance holding
 * the time until which that instance vouches for a socket of the user. An
 * instance sets its field on a user's first socket, deletes it on the last
 * close, and renews its fields every 30 s; an instance that died without
 * cleaning up stops counting when its time passes (90 s).
 */
export class RedisPresence implements Presence {
  private readonly instance = randomBytes(8).toString('hex');
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly hub: Hub,
    private readonly log: FastifyBaseLogger,
    private readonly prefix = '',
    private readonly now: () => number = Date.now,
  ) {
    hub.onPresence((userId, online) => {
      const done = online ? this.vouch([userId]) : this.withdraw(userId);
      done.catch((error) => this.log.warn({ err: error }, 'live: presence not stored'));
    });
    this.timer = setInterval(() => {
      this.vouch(hub.connectedUsers()).catch((error) => this.log.warn({ err: error }, 'live: presence not renewed'));
    }, PRESENCE_RENEW_MS).unref();
  }

  private key(userId: number): string {
    return `${this.prefix}presence:${userId}`;
  }

  /** Vouches for the users, VOUCH_SLICE a pipeline, one after the other (a renewal of thousands never stalls the rest). */
  private async vouch(userIds: readonly number[]): Promise<void> {
    for (let i = 0; i < userIds.length; i += VOUCH_SLICE) {
      const until = this.now() + PRESENCE_TTL_MS;
      const pipeline = this.redis.pipeline();
      for (const userId of userIds.slice(i, i + VOUCH_SLICE)) {
        pipeline.hset(this.key(userId), this.instance, String(until));
        pipeline.pexpire(this.key(userId), PRESENCE_TTL_MS);
      }
      await pipeline.exec();
    }
  }

  private async withdraw(userId: number): Promise<void> {
    await this.redis.hdel(this.key(userId), this.instance);
  }

  async isOnline(userId: number): Promise<boolean> {
    if (this.hub.isConnectedHere(userId)) return true;
    try {
      const vouchers = await this.redis.hvals(this.key(userId));
      const now = this.now();
      return vouchers.some((until) => Number(until) > now);
    } catch (error) {
      // Redis unreachable: say offline rather than fail the page.
      this.log.warn({ err: error }, 'live: presence not read');
      return false;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    const users = this.hub.connectedUsers();
    await Promise.all(users.map((userId) => this.withdraw(userId))).catch(() => {});
  }
}
