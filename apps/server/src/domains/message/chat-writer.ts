import type { Db } from '@jobbridge/db';
import type { ChatSide } from '@jobbridge/shared';
import type { ConversationRef } from './chat-policy';
import type { Tx } from './chat-service';

/** One text message to check and store (writeChatMessage's arguments). */
export interface ChatWrite {
  senderId: number;
  conversation: ConversationRef;
  input: { to_user_id: number; client_id: string };
  content: string;
  recipientSide: ChatSide;
  /** Whether a candidate may open the conversation (known from the job); null: the company side, by application. */
  candidateMayOpen: boolean | null;
  values: { card: string; now: Date };
}

/** Writes one message on a connection or inside a transaction; answers what the statement found and stored. */
export type WriteOne<T> = (db: Db | Tx, write: ChatWrite) => Promise<T>;
/** Writes several messages, in the given order, inside a transaction; answers each one's result in that order. */
export type WriteMany<T> = (tx: Db | Tx, writes: ChatWrite[]) => Promise<T[]>;

/** What a writer did, for /metrics and the tests. */
export interface ChatWriterCounts {
  /** Commits: a transaction of several messages, or one message's own statement. */
  commits: number;
  /** Messages written (each is counted once, in the batch or alone). */
  messages: number;
  /** Batches undone by one failing statement, whose messages were then written one by one. */
  retriedAlone: number;
}

interface Waiting<T> {
  write: ChatWrite;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** At most this many messages in one transaction. */
export const CHAT_WRITE_BATCH_MAX = 100;
/**
 * Transactions in flight at once, each for its own conversations (of a pool of DATABASE_POOL_SIZE, 10 by
 * default): a message that finds its lane idle is written at once, as without batching.
 */
export const CHAT_WRITE_LANES = 8;

/**
 * Group commit of chat messages (decision 0044). A conversation's messages
 * go to one of CHAT_WRITE_LANES lanes (by conversation), and each lane
 * writes one transaction at a time: the messages that arrived while its
 * previous commit was in flight, at most CHAT_WRITE_BATCH_MAX, in arrival
 * order within each conversation, with a few statements whatever their
 * number (writeMany: the locks, the checks, one insert). A commit waits
 * for the disk, and one flush then stores many messages; the lanes keep
 * several connections busy. Nothing waits on purpose: a message that finds its
 * lane idle is written on the next turn of the event loop (with whatever
 * else arrived in the same turn). Every message's promise settles after
 * its transaction committed, with its own statement's answer: a refusal
 * (blocked, over the rate, a closed job) is an answer, not an error, so it
 * never undoes the others. When a statement fails (a concurrent send of
 * the same client id on another connection, a deadlock with another
 * instance), the transaction is undone and each of its messages is written
 * again alone, in arrival order, and settles with its own result or error.
 */
export class ChatWriter<T> {
  private readonly lanes: Array<Lane<T>>;
  readonly counts: ChatWriterCounts = { commits: 0, messages: 0, retriedAlone: 0 };

  constructor(
    db: () => Db,
    writeOne: WriteOne<T>,
    writeMany: WriteMany<T>,
    onCommit: (messages: number) => void = () => {},
    options: { lanes?: number; maxBatch?: number } = {},
  ) {
    const counted = (messages: number) => {
      this.counts.commits += 1;
      this.counts.messages += messages;
      onCommit(messages);
    };
    const retried = () => {
      this.counts.retriedAlone += 1;
    };
    const maxBatch = options.maxBatch ?? CHAT_WRITE_BATCH_MAX;
    this.lanes = Array.from(
      { length: options.lanes ?? CHAT_WRITE_LANES },
      () => new Lane(db, writeOne, writeMany, counted, retried, maxBatch),
    );
  }

  /** Stores a message with its lane's next commit; settles once it is committed (or refused, or failed). */
  write(write: ChatWrite): Promise<T> {
    const { candidate_id: candidateId, job_id: jobId } = write.conversation;
    return this.lanes[(candidateId * 31 + jobId) % this.lanes.length].write(write);
  }

  /** Waits until every message handed over so far is written (shutdown). */
  async drain(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.drain()));
  }
}

/** One transaction at a time, of what waited meanwhile. */
class Lane<T> {
  private queue: Array<Waiting<T>> = [];
  private running: Promise<void> | null = null;
  private scheduled = false;

  constructor(
    private readonly db: () => Db,
    private readonly writeOne: WriteOne<T>,
    private readonly writeMany: WriteMany<T>,
    private readonly counted: (messages: number) => void,
    private readonly retried: () => void,
    private readonly maxBatch: number,
  ) {}

  write(write: ChatWrite): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ write, resolve, reject });
      this.start();
    });
  }

  async drain(): Promise<void> {
    while (this.running || this.scheduled || this.queue.length > 0) {
      if (this.running) await this.running;
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private start(): void {
    if (this.running || this.scheduled) return;
    this.scheduled = true;
    // One turn of the event loop: frames read in the same turn join the first batch.
    setImmediate(() => {
      this.scheduled = false;
      this.running = this.run().finally(() => {
        this.running = null;
        if (this.queue.length > 0) this.start();
      });
    });
  }

  /** Commits batches until nothing waits: each batch is what arrived during the previous commit. */
  private async run(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      await this.commit(batch);
    }
  }

  private async commit(batch: Array<Waiting<T>>): Promise<void> {
    const db = this.db();
    if (batch.length === 1) {
      // Alone: the statement is its own transaction (one round trip, as without batching).
      await this.alone(db, batch[0]);
      return;
    }
    // Conversations in one order (ids, arrival order within each): two transactions that write
    // the same conversations (another instance's) take their locks in the same order and never
    // wait for each other in a cycle.
    const order = batch
      .map((item, i) => ({ item, i }))
      .sort(
        (x, y) =>
          x.item.write.conversation.candidate_id - y.item.write.conversation.candidate_id ||
          x.item.write.conversation.job_id - y.item.write.conversation.job_id ||
          x.i - y.i,
      );
    let results: T[];
    try {
      results = await db.transaction(async (tx) => {
        const inOrder = await this.writeMany(
          tx,
          order.map(({ item }) => item.write),
        );
        const answers = new Array<T>(batch.length);
        for (const [k, { i }] of order.entries()) answers[i] = inOrder[k];
        return answers;
      });
    } catch {
      // Nothing of the batch is stored: each message again, alone, settling with its own result or error.
      this.retried();
      for (const item of batch) await this.alone(db, item);
      return;
    }
    this.counted(batch.length);
    for (const [i, item] of batch.entries()) item.resolve(results[i]);
  }

  private async alone(db: Db, item: Waiting<T>): Promise<void> {
    try {
      const result = await this.writeOne(db, item.write);
      this.counted(1);
      item.resolve(result);
    } catch (error) {
      item.reject(error);
    }
  }
}
