import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo } from '../../shared/api.js';
import { api, join, ok, signUpAll, type User } from '../support/chat-fixtures.js';
import { fillChat, percentile, probeAcks, sampleRss } from '../support/pressure.js';
import { connectRaw } from '../../scripts/bench/lib/raw-socket.js';
import { connectSocket, startTestServer, waitFor, type TestServer } from '../support/server.js';

/*
 * The issue's measurement on main: an anonymous raw WebSocket that sent 100 join frames for a large public
 * chat and never read took the server from 244 MB to 1,602 MB. The strict figures (RSS, others' ack p95)
 * are in the `slowreader` bench; this test holds the same shape with room for a loaded machine.
 */
const LARGE_CHAT_MESSAGES = 3000;
const BUSY_ROOM_MESSAGES = 300;

let server: TestServer;
let people: Record<string, User>;
let large: ChatInfo;
let small: ChatInfo;
const logged: string[] = [];

async function publicChat(owner: User, message: string): Promise<ChatInfo> {
  const chat = await ok<ChatInfo>(api(server, owner.token).post('/api/chats/new/private', { message }), 201);
  await ok(api(server, owner.token).put(`/api/chats/share/${chat.id}`, { public: true }));
  return chat;
}

beforeAll(async () => {
  // the production buckets, and the log, where the server says why it cut a socket
  server = await startTestServer({ userRateScale: 1, log: (line) => logged.push(line) });
  people = await signUpAll(server, ['owner1', 'reader1']);
  large = await publicChat(people.owner1, 'a long conversation');
  small = await publicChat(people.owner1, 'a short one');
  await fillChat(server, large.id, people.owner1.username, LARGE_CHAT_MESSAGES, 1000);
}, 300_000);
afterAll(async () => server?.close());

describe('an anonymous socket that never reads', () => {
  it('given 100 joins of a large public chat in a busy room, then it is disconnected, RSS grows < 50 MB and other users are answered quickly', async () => {
    // the chat is in the node's cache before the baseline, as it is for any chat people are reading
    const warm = await connectSocket(server, people.owner1.token);
    expect((await join(warm, large.id)).lastSeq).toBeGreaterThan(LARGE_CHAT_MESSAGES);
    const reader = await connectSocket(server, people.reader1.token);
    const raw = await connectRaw(server.url);
    expect(server.app.io.of('/').sockets.has(raw.id)).toBe(true);
    raw.stopReading();

    const rss = sampleRss();
    const others = probeAcks(reader, small.id, 300);
    for (let i = 0; i < 100; i++) raw.emit('chat:join', { chatId: large.id }, i);
    // the room is busy too: what it broadcasts piles up for a reader who does not read, whatever a join answers
    const busy = fillChat(server, large.id, people.owner1.username, BUSY_ROOM_MESSAGES, 7000);
    await waitFor(() => !server.app.io.of('/').sockets.has(raw.id), 60_000);
    await busy;
    const latencies = await others.stop();
    const memory = rss.stop();

    expect(logged.some((line) => /disconnected with \d+ bytes it did not read/.test(line)), logged.join('\n')).toBe(true);
    expect(memory.growthMb).toBeLessThan(50);
    expect(latencies.length).toBeGreaterThanOrEqual(2);
    // the target is 100 ms, held in the bench; here a shared 2-core machine under load gets room,
    // still far below the seconds others waited when every emit was taken
    expect(percentile(latencies, 95)).toBeLessThan(1000);
    // the people still connected were not touched
    expect(reader.connected && warm.connected).toBe(true);
    raw.close();
    reader.close();
    warm.close();
  }, 120_000);
});
