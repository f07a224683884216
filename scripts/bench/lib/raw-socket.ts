import type { Socket as NetSocket } from 'node:net';
import WebSocket from 'ws';

/**
 * A Socket.IO client written by hand on a bare WebSocket, to behave as no library would: it completes the
 * Engine.IO/Socket.IO handshake (`0{sid..}` from the server, `40{auth}` back, `40{sid}` again), then may
 * stop reading altogether while it keeps writing frames.
 */
export interface RawSocketIo {
  /** the Socket.IO id the server gave this socket (its key in `io.of('/').sockets`) */
  id: string;
  /** writes one Socket.IO EVENT with an ack id (`42<ack>["event",payload]`) */
  emit(event: string, payload: unknown, ackId: number): void;
  /** stops reading from the TCP connection: the kernel buffers fill, then the server's */
  stopReading(): void;
  close(): void;
}

export function connectRaw(baseUrl: string, auth: Record<string, unknown> = {}): Promise<RawSocketIo> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, { perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('raw socket handshake timed out')), 10_000);
    ws.once('error', reject);
    ws.on('message', (data) => {
      const frame = data.toString();
      if (frame.startsWith('0{')) return ws.send(`40${JSON.stringify(auth)}`);
      if (frame === '2') return ws.send('3');
      if (!frame.startsWith('40{')) return;
      clearTimeout(timer);
      resolve({
        id: (JSON.parse(frame.slice(2)) as { sid: string }).sid,
        emit: (event, payload, ackId) => ws.send(`42${ackId}${JSON.stringify([event, payload])}`),
        stopReading: () => (ws as unknown as { _socket: NetSocket })._socket.pause(),
        close: () => ws.terminate(),
      });
    });
  });
}
