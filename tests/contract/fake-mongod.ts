import net from 'node:net';
import mongoose from 'mongoose';

const { BSON } = mongoose.mongo;
const OP_REPLY = 1;
const OP_QUERY = 2004;
const OP_MSG = 2013;

/** What a real mongod 7.0 standalone answers to `hello`: no setName, no `isdbgrid`. */
export const STANDALONE_HELLO = {
  helloOk: true, ismaster: true, isWritablePrimary: true, maxBsonObjectSize: 16_777_216, maxMessageSizeBytes: 48_000_000,
  maxWriteBatchSize: 100_000, logicalSessionTimeoutMinutes: 30, connectionId: 1, minWireVersion: 0, maxWireVersion: 21,
  readOnly: false, ok: 1,
};

export interface FakeMongod {
  uri: string;
  /** the name of every command received, in order (`ismaster`, `hello`, `endSessions`...) */
  commands: string[];
  close(): Promise<void>;
}

function frame(requestId: number, responseTo: number, opCode: number, body: Buffer): Buffer {
  const header = Buffer.alloc(16);
  header.writeInt32LE(16 + body.length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(responseTo, 8);
  header.writeInt32LE(opCode, 12);
  return Buffer.concat([header, body]);
}

/** The command document of an OP_QUERY (the handshake) or an OP_MSG (everything after it). */
function commandOf(opCode: number, body: Buffer): Record<string, unknown> {
  if (opCode === OP_QUERY) {
    const nameEnd = body.indexOf(0, 4);
    const at = nameEnd + 1 + 8;
    return BSON.deserialize(body.subarray(at, at + body.readInt32LE(at)));
  }
  // flagBits, then the kind-0 section that holds the command body
  const at = 4 + 1;
  return BSON.deserialize(body.subarray(at, at + body.readInt32LE(at)));
}

function reply(opCode: number, requestId: number, answer: Record<string, unknown>): Buffer {
  const doc = BSON.serialize({ ...answer, localTime: new Date() });
  if (opCode === OP_QUERY) {
    const prefix = Buffer.alloc(20);
    prefix.writeInt32LE(1, 16); // numberReturned; flags, cursor id and startingFrom stay 0
    return frame(requestId + 1_000_000, requestId, OP_REPLY, Buffer.concat([prefix, doc]));
  }
  return frame(requestId + 1_000_000, requestId, OP_MSG, Buffer.concat([Buffer.alloc(5), doc]));
}

/**
 * A loopback server that speaks just enough of the MongoDB wire protocol for the driver to connect and ask
 * `hello`: it answers as `hello` describes it (a standalone unless told otherwise) and `{ ok: 1 }` to anything else.
 */
export async function startFakeMongod(hello: Record<string, unknown> = STANDALONE_HELLO): Promise<FakeMongod> {
  const commands: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 16 && pending.length >= pending.readInt32LE(0)) {
        const length = pending.readInt32LE(0);
        const requestId = pending.readInt32LE(4);
        const opCode = pending.readInt32LE(12);
        const command = commandOf(opCode, pending.subarray(16, length));
        pending = pending.subarray(length);
        const name = Object.keys(command)[0] ?? '';
        commands.push(name);
        const answer = ['hello', 'ismaster', 'isMaster'].includes(name) ? hello : { ok: 1 };
        socket.write(reply(opCode, requestId, answer));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    uri: `mongodb://127.0.0.1:${port}/psycare_fake`,
    commands,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}
