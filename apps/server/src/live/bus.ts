import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export type BusHandler = (message: unknown) => void;

/**
 * Publish/subscribe between the server's instances. Messages are JSON values;
 * a publisher also receives its own messages (every instance, itself
 * included, delivers to its own sockets).
 */
export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: BusHandler): Promise<void>;
  close(): Promise<void>;
}

/** One process: an EventEmitter. Messages are copied through JSON, as over Redis. */
export class InProcessBus implements Bus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private closed = false;

  async publish(channel: string, message: unknown): Promise<void> {
    if (this.closed) return;
    const text = JSON.stringify(message);
    // Deliver asynchronously, like a network bus, so publishers never re-enter handlers.
    queueMicrotask(() => this.emitter.emit(channel, JSON.parse(text)));
  }

  async subscribe(channel: string, handler: BusHandler): Promise<void> {
    this.emitter.on(channel, handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.emitter.removeAllListeners();
  }
}

/** Many instances: Redis pub/sub with one publishing and one subscribed connection. */
export class RedisBus implements Bus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, Set<BusHandler>>();

  constructor(
    url: string,
    private readonly onError: (error: unknown) => void = () => {},
    /** Prepended to every channel name on Redis. */
    private readonly prefix = '',
  ) {
    const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true } as const;
    this.publisher = new Redis(url, { ...options, connectionName: 'jobbridge-bus-pub' });
    this.subscriber = new Redis(url, { ...options, connectionName: 'jobbridge-bus-sub' });
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (fullChannel: string, text: string) => {
      const handlers = this.handlers.get(fullChannel.slice(this.prefix.length));
      if (!handlers) return;
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch (error) {
        this.onError(error);
        return;
      }
      for (const handler of handlers) {
        try {
          handler(message);
        } catch (error) {
          this.onError(error);
        }
      }
    });
  }

  /** Connects both connections; fails when Redis cannot be reached. */
  async connect(): Promise<this> {
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    return this;
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.publisher.publish(this.prefix + channel, JSON.stringify(message));
  }

  async subscribe(channel: string, handler: BusHandler): Promise<void> {
    let handlers = this.handlers.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(channel, handlers);
      await this.subscriber.subscribe(this.prefix + channel);
    }
    handlers.add(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}

/** The bus the environment asks for: Redis when REDIS_URL is set, else in-process. */
export async function createBus(
  redisUrl: string | undefined,
  options: { prefix?: string; onError?: (error: unknown) => void } = {},
): Promise<Bus> {
  if (!redisUrl) return new InProcessBus();
  return new RedisBus(redisUrl, options.onError, options.prefix).connect();
}
