import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { InProcessBus } from './bus';
import { Hub, type HubSocket } from './hub';

/** What the hub calls on a socket in a round of the heartbeat, counted. */
class FakeSocket implements HubSocket {
  readyState = 1;
  alive = true;
  pinged = false;
  session: number | null = null;
  watching: number[] | null = null;
  pings = 0;
  terminated = false;
  ping(): void {
    this.pings += 1;
  }
  terminate(): void {
    this.terminated = true;
  }
  close(): void {}
  send(): void {}
}

const quiet = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

function hubWith(count: number): { hub: Hub; sockets: FakeSocket[] } {
  const hub = new Hub(new InProcessBus(), quiet);
  const sockets = Array.from({ length: count }, () => new FakeSocket());
  for (const [i, socket] of sockets.entries()) hub.add(i + 1, socket);
  return { hub, sockets };
}

describe('heartbeat', () => {
  it('leaves a socket that spoke during the round alone: no ping', async () => {
    const { hub, sockets } = hubWith(3);
    for (let round = 0; round < 5; round += 1) {
      for (const socket of sockets) hub.touch(socket);
      await hub.sweep();
    }
    expect(sockets.map((s) => s.pings)).toEqual([0, 0, 0]);
    expect(sockets.some((s) => s.terminated)).toBe(false);
  });

  it('pings a socket silent for a round, and keeps it when the pong comes', async () => {
    const { hub, sockets } = hubWith(1);
    const [socket] = sockets;
    await hub.sweep(); // opened in this round: alive
    await hub.sweep(); // silent for a round: pinged
    expect(socket.pings).toBe(1);
    hub.touch(socket); // a pong (live/routes.ts)
    await hub.sweep();
    await hub.sweep();
    expect(socket.pings).toBe(2);
    expect(socket.terminated).toBe(false);
  });

  it('drops a socket that stays silent after its ping, and only that one', async () => {
    const { hub, sockets } = hubWith(2);
    const [silent, speaking] = sockets;
    for (let round = 0; round < 3; round += 1) {
      hub.touch(speaking);
      await hub.sweep();
    }
    expect(silent.pings).toBe(1);
    expect(silent.terminated).toBe(true);
    expect(speaking.terminated).toBe(false);
    expect(speaking.pings).toBe(0);
  });
});
