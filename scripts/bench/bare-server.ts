/*
 * The baseline: a bare Socket.IO server with the same engine options as Psycare's (path, no deflate), no auth,
 * no store, no projection. A POST /broadcast {room, message} emits a `chat:event` shaped like the real one to
 * the room; POST /stream {rooms, tokens, intervalMs} emits timestamped `bot:token`s to each room like a bot
 * reply. Clients join with `join {room}`. Run by scripts/bench/run.ts.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { epochNow } from './lib/stats.js';

const port = Number(process.env.PORT ?? 0);
let seq = 0;

function readJson(req: import('node:http').IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => { body += chunk; });
    req.on('end', () => { try { resolve(JSON.parse(body || '{}')); } catch (error) { reject(error); } });
  });
}

/** The real server's message item carries these fields; the baseline sends the same weight. */
function item(chatId: string, message: string) {
  const now = Date.now();
  return {
    kind: 'message', id: randomUUID(), chat_id: chatId, seq, message, answer_message_id: null, answer_message: null,
    created_at_timestamp: now, updated_at_timestamp: null, deleted_at_timestamp: null, sender: 'user', author: 'benchuser',
    updated_by: null, deleted_by: null, negative_feedback_count: 0, positive_feedback_count: 0,
    is_positive_feedback_from_user: false, is_negative_feedback_from_user: false, status: 'OK', error_code: null, encrypted: false,
  };
}

function stream(io: Server, room: string, tokens: number, intervalMs: number) {
  const messageId = randomUUID();
  const started = performance.now();
  let index = 0;
  const tick = () => {
    io.to(room).emit('bot:token', { chatId: room, messageId, index, delta: `${epochNow().toFixed(3)};`, thinking: false });
    index += 1;
    if (index >= tokens) return void io.to(room).emit('bot:done', { chatId: room, messageId, status: 'OK' });
    setTimeout(tick, Math.max(0, started + index * intervalMs - performance.now()));
  };
  setTimeout(tick, intervalMs);
}

const httpServer = createServer(async (req, res) => {
  try {
    if (req.method === 'POST' && req.url === '/broadcast') {
      const { room, message } = await readJson(req) as { room: string; message: string };
      seq += 1;
      io.to(room).emit('chat:event', { chatId: room, seq, item: item(room, message), chat: null });
      return void res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ seq }));
    }
    if (req.method === 'POST' && req.url === '/stream') {
      const { rooms, tokens, intervalMs } = await readJson(req) as { rooms: string[]; tokens: number; intervalMs: number };
      for (const room of rooms) stream(io, room, tokens, intervalMs);
      return void res.writeHead(202).end('{}');
    }
    if (req.url === '/api/health') return void res.writeHead(200).end('{"status":"ok"}');
    res.writeHead(404).end();
  } catch {
    res.writeHead(400).end();
  }
});
const io = new Server(httpServer, { path: '/socket.io', serveClient: false, perMessageDeflate: false, maxHttpBufferSize: 64 * 1024 });
io.on('connection', (socket) => {
  socket.on('join', (payload: { room?: string }, ack?: (r: unknown) => void) => {
    if (typeof payload?.room === 'string') void socket.join(payload.room);
    if (typeof ack === 'function') ack({ ok: true, streams: [] });
  });
});
httpServer.listen(port, '127.0.0.1', () => {
  const address = httpServer.address();
  process.send?.({ ready: typeof address === 'object' && address ? address.port : port });
});
process.once('SIGTERM', () => { io.close(); process.exit(0); });
