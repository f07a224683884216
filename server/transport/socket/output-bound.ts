import type { PsycareServer, PsycareSocket } from './socket-server.js';

type EngineSocket = PsycareSocket['conn'];

/** Unsent bytes one connection may hold before it is cut (docs/architecture.md, "Back-pressure"). */
export const OUTPUT_BOUND_BYTES = 1024 * 1024;

interface Packet { type: string; data?: string | Buffer | ArrayBuffer | ArrayBufferView }
/** engine.io's websocket transport keeps the `ws` socket here; polling has none */
interface WsTransport { socket?: { bufferedAmount?: number; terminate?: () => void } }

const packetBytes = (packet: Packet) => {
  const { data } = packet;
  if (data === undefined) return 1;
  return 1 + (typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength);
};

/**
 * What a connection has not sent yet lives in two places: engine.io's write buffer (packets waiting for the
 * transport to be writable; counted as they are queued and zeroed when it is flushed) and, once flushed to a
 * WebSocket, `ws`'s own buffer (`bufferedAmount`, the bytes the kernel has not taken). A client that does not
 * read fills both. Each packet queued for a connection (an ack, a room broadcast, engine.io's own ping every
 * 25 s, which makes it a sweep too) first checks what is already waiting: past the bound the connection is
 * cut at once, its buffers dropped. So a client holds at most the bound plus one packet, and a large packet
 * on its own never cuts a client that reads.
 */
export function boundOutput(io: PsycareServer, log: (line: string) => void, bound = OUTPUT_BOUND_BYTES): void {
  io.engine.on('connection', (conn: EngineSocket) => {
    let queued = 0;
    conn.on('flush', () => { queued = 0; });
    conn.on('packetCreate', (packet: Packet) => {
      const unsent = queued + ((conn.transport as unknown as WsTransport).socket?.bufferedAmount ?? 0);
      if (unsent > bound) return cut(conn, unsent, log);
      queued += packetBytes(packet);
    });
  });
}

function cut(conn: EngineSocket, unsent: number, log: (line: string) => void) {
  const transport = conn.transport as unknown as WsTransport;
  log(`a socket was disconnected with ${unsent} bytes it did not read`);
  // discard: engine.io would otherwise wait for its buffer to drain before closing, which never happens here
  conn.close(true);
  // and `ws` would wait up to 30 s for the close handshake behind the unread bytes
  transport.socket?.terminate?.();
}
