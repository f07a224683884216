import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the next POST /v1/messages answers. Deltas are sent one SSE event each. */
export type FakeScenario =
  | { kind: 'text'; chunks: string[] }
  | { kind: 'thinking'; thinking: string[]; chunks: string[] }
  | { kind: 'http-error'; status: number; type: string; message?: string }
  /** headers and the text deltas, then the socket is destroyed */
  | { kind: 'cut'; chunks: string[] }
  /** text deltas, then `event: error` */
  | { kind: 'error-event'; chunks: string[]; type?: string }
  /** text deltas, then a data line that is not JSON */
  | { kind: 'malformed'; chunks: string[] }
  /** text deltas, then message_delta, and the body ends without message_stop */
  | { kind: 'no-stop'; chunks: string[] }
  /** no response headers before delayMs */
  | { kind: 'slow'; delayMs: number; chunks: string[] }
  /** text deltas, then silence for stallMs before the rest */
  | { kind: 'stall'; chunks: string[]; stallMs: number };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface FakeAnthropic {
  url: string;
  requests: RecordedRequest[];
  /** how many streams the client closed before their end (an aborted SDK stream closes its connection) */
  aborted(): number;
  /** queue one or more scenarios, consumed one per request; with the queue empty it streams "Hello there." */
  next(...scenarios: FakeScenario[]): void;
  close(): Promise<void>;
}

const sse = (type: string, data: unknown) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function messageStart(model: unknown): string {
  const message = {
    id: 'msg_fake', type: 'message', role: 'assistant', model, content: [],
    stop_reason: null, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 1 },
  };
  return sse('message_start', { type: 'message_start', message });
}

function textBlock(index: number, chunks: string[]): string[] {
  return [
    sse('content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } }),
    ...chunks.map((text) => sse('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text } })),
  ];
}

function thinkingBlock(index: number, chunks: string[]): string[] {
  return [
    sse('content_block_start', { type: 'content_block_start', index, content_block: { type: 'thinking', thinking: '', signature: '' } }),
    ...chunks.map((thinking) => sse('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'thinking_delta', thinking } })),
    sse('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'signature_delta', signature: 'c2ln' } }),
    sse('content_block_stop', { type: 'content_block_stop', index }),
  ];
}

const ending = (index: number) => [
  sse('content_block_stop', { type: 'content_block_stop', index }),
  sse('message_delta', { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 12 } }),
  sse('message_stop', { type: 'message_stop' }),
];

function startStream(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'request-id': 'req_fake' });
}

/** writes each event as its own chunk, with a tick between, so the client sees a real stream */
async function writeEvents(res: ServerResponse, events: string[]): Promise<void> {
  for (const event of events) {
    if (res.destroyed) return;
    res.write(event);
    await pause(2);
  }
}

async function respond(res: ServerResponse, scenario: FakeScenario, model: unknown): Promise<void> {
  switch (scenario.kind) {
    case 'http-error': {
      const body = { type: 'error', error: { type: scenario.type, message: scenario.message ?? scenario.type } };
      res.writeHead(scenario.status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      res.end(JSON.stringify(body));
      return;
    }
    case 'slow':
      await pause(scenario.delayMs);
      if (res.destroyed) return;
      return respond(res, { kind: 'text', chunks: scenario.chunks }, model);
    case 'thinking':
      startStream(res);
      await writeEvents(res, [messageStart(model), ...thinkingBlock(0, scenario.thinking), ...textBlock(1, scenario.chunks), ...ending(1)]);
      res.end();
      return;
    default:
      startStream(res);
      await writeEvents(res, [messageStart(model), ...textBlock(0, scenario.chunks)]);
      return finish(res, scenario);
  }
}

async function finish(res: ServerResponse, scenario: FakeScenario): Promise<void> {
  switch (scenario.kind) {
    case 'cut':
      await pause(20); // let the deltas reach the client before the connection drops
      res.socket?.destroy();
      return;
    case 'error-event': {
      const error = { type: scenario.type ?? 'api_error', message: 'Internal server error' };
      await writeEvents(res, [sse('error', { type: 'error', error })]);
      break;
    }
    case 'malformed':
      await writeEvents(res, ['event: content_block_delta\ndata: {"type":"content_block_delta","index":0,\n\n']);
      break;
    case 'no-stop':
      await writeEvents(res, ending(0).slice(0, 2));
      break;
    case 'stall':
      await pause(scenario.stallMs);
      await writeEvents(res, ending(0));
      break;
    default:
      await writeEvents(res, ending(0));
  }
  if (!res.destroyed) res.end();
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  const text = Buffer.concat(parts).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startFakeAnthropic(): Promise<FakeAnthropic> {
  const requests: RecordedRequest[] = [];
  const queue: FakeScenario[] = [];
  let aborted = 0;
  const server = createServer((req, res) => {
    res.on('close', () => { if (!res.writableEnded) aborted += 1; });
    void (async () => {
      const body = await readJson(req);
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      if (req.method !== 'POST' || !req.url?.startsWith('/v1/messages') || body.stream !== true) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: 'only streaming messages' } }));
        return;
      }
      await respond(res, queue.shift() ?? { kind: 'text', chunks: ['Hello', ' there.'] }, body.model);
    })().catch(() => res.socket?.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    aborted: () => aborted,
    next: (...scenarios) => { queue.push(...scenarios); },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
