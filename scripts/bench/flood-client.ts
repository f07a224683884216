/*
 * A flooding client in its own process (forked by the backpressure bench and tests/support/pressure.ts), so
 * the process that measures the server does not spend its time writing the flood.
 * argv: url token chatId count. Sends `{ answers: {ok, refused, retryAfterMin, codes}, seconds, connected }`.
 */
import { io as connect } from 'socket.io-client';

const [url, token, chatId, countText] = process.argv.slice(2);
const count = Number(countText);
const socket = connect(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });

socket.once('connect', () => {
  const tally = { ok: 0, refused: 0, retryAfterMin: Number.POSITIVE_INFINITY, codes: {} as Record<string, number> };
  const started = performance.now();
  let answered = 0;
  for (let i = 0; i < count; i++) {
    socket.emit('message:send', { chatId, clientId: `flood-${i}`, message: `flood ${i}` }, (ack: { ok: boolean; code?: string; retryAfter?: number }) => {
      if (ack.ok) tally.ok += 1;
      else {
        tally.refused += 1;
        tally.codes[ack.code ?? 'none'] = (tally.codes[ack.code ?? 'none'] ?? 0) + 1;
        tally.retryAfterMin = Math.min(tally.retryAfterMin, ack.retryAfter ?? 0);
      }
      answered += 1;
      if (answered === count) {
        process.send?.({ answers: tally, seconds: (performance.now() - started) / 1000, connected: socket.connected });
        socket.close();
        setTimeout(() => process.exit(0), 50);
      }
    });
  }
});
socket.once('connect_error', (error) => {
  process.send?.({ error: String(error) });
  process.exit(1);
});
