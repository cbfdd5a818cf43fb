import { createServer, type Server, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";

/**
 * An in-memory PGlite served on a TCP port in PostgreSQL's wire protocol (decision record 0067), so that the browser
 * tests' app (DATABASE_URL) and the tests themselves (drizzle over postgres.js) open the same database from different
 * processes, as they would open a PostgreSQL server.
 *
 * PGlite is one database session. Several connections share it by taking turns: a connection holds the session from
 * its first message until the session is idle again (a ReadyForQuery that says "not in a transaction"), so that
 * neither a transaction nor an extended-protocol exchange (Parse, Bind, Execute up to Sync, whose unnamed statement
 * and portal are the session's) is ever interleaved with another connection's messages. @electric-sql/pglite-socket
 * takes turns per message, which mixes the unnamed portals of concurrent queries (seen: `portal "" does not exist`
 * under the app's pool); hence this one.
 *
 * Notifications (LISTEN/NOTIFY: the list versions of decision record 0044) arrive in the stream of whichever
 * connection committed the NOTIFY; they are passed on to the connections that said LISTEN on that channel.
 */

/** SSLRequest and GSSENCRequest: answered "N" (no encryption), as a server without them does. */
const ENCRYPTION_REQUESTS = new Set([80877103, 80877104]);
const CANCEL_REQUEST = 80877102;

type Connection = {
  socket: Socket;
  buffer: Buffer;
  started: boolean;
  holding: boolean;
  channels: Set<string>;
  /** Messages are handled one after another, each after the previous one's answer was written. */
  work: Promise<void>;
};

export type PgliteServer = { url: string; close: () => Promise<void> };

export async function servePglite(db: PGlite, port: number, host = "127.0.0.1"): Promise<PgliteServer> {
  await db.waitReady;
  const connections = new Set<Connection>();
  let turn: Promise<void> = Promise.resolve();
  let release: (() => void) | undefined;

  /** Waits for the session, then holds it until `endTurn`. */
  async function takeTurn(connection: Connection): Promise<void> {
    const previous = turn;
    let done!: () => void;
    turn = new Promise((resolve) => (done = resolve));
    await previous;
    release = done;
    connection.holding = true;
  }

  function endTurn(connection: Connection): void {
    if (!connection.holding) return;
    connection.holding = false;
    const done = release;
    release = undefined;
    done?.();
  }

  async function run(connection: Connection, message: Uint8Array): Promise<void> {
    if (!connection.holding) await takeTurn(connection);
    const answer = Buffer.from(await db.execProtocolRaw(message));
    const { own, notifications, idle } = splitAnswer(answer);
    if (connection.socket.writable && own.length > 0) connection.socket.write(own);
    for (const notification of notifications) {
      const channel = channelOf(notification);
      for (const listener of connections) {
        if (listener.channels.has(channel) && listener.socket.writable) listener.socket.write(notification);
      }
    }
    if (idle) endTurn(connection);
  }

  async function handle(connection: Connection): Promise<void> {
    for (;;) {
      const { buffer } = connection;
      if (!connection.started) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        connection.buffer = buffer.subarray(length);
        if (ENCRYPTION_REQUESTS.has(code)) {
          connection.socket.write("N");
          continue;
        }
        if (code === CANCEL_REQUEST) {
          // There is no other backend to interrupt: a cancel is dropped, as its protocol allows.
          connection.socket.end();
          return;
        }
        connection.started = true;
        await run(connection, buffer.subarray(0, length));
        continue;
      }
      if (buffer.length < 5) return;
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) return;
      const type = String.fromCharCode(buffer[0]!);
      const message = buffer.subarray(0, length);
      connection.buffer = buffer.subarray(length);
      if (type === "X") {
        await finish(connection);
        connection.socket.end();
        return;
      }
      if (type === "Q" || type === "P") noteListen(connection, type, message);
      await run(connection, message);
    }
  }

  /**
   * A connection that leaves during its turn has its exchange ended (Sync) and its transaction rolled back before the
   * next connection's turn.
   */
  async function finish(connection: Connection): Promise<void> {
    connections.delete(connection);
    if (!connection.holding) return;
    await db.execProtocolRaw(SYNC);
    if (db.isInTransaction()) await db.execProtocolRaw(simpleQuery("rollback"));
    endTurn(connection);
  }

  const server: Server = createServer((socket) => {
    socket.setNoDelay(true);
    const connection: Connection = {
      socket,
      buffer: Buffer.alloc(0),
      started: false,
      holding: false,
      channels: new Set(),
      work: Promise.resolve(),
    };
    connections.add(connection);
    socket.on("data", (data) => {
      connection.buffer = Buffer.concat([connection.buffer, data]);
      connection.work = connection.work
        .then(() => handle(connection))
        .catch((error: unknown) => {
          console.error("[pglite server] a connection failed:", error);
          socket.destroy();
        });
    });
    const gone = () => {
      connection.work = connection.work.then(() => finish(connection)).catch(() => undefined);
    };
    socket.on("close", gone);
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return {
    url: `postgres://postgres@${host}:${port}/postgres`,
    close: async () => {
      for (const connection of connections) connection.socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The answer's messages for the connection that asked, its notifications ('A', for the listeners), and whether it
 * ends with the session idle (ReadyForQuery 'Z' with status 'I').
 */
function splitAnswer(answer: Buffer): { own: Buffer; notifications: Buffer[]; idle: boolean } {
  const own: Buffer[] = [];
  const notifications: Buffer[] = [];
  let idle = false;
  for (let at = 0; at + 5 <= answer.length;) {
    const end = at + 1 + answer.readInt32BE(at + 1);
    const message = answer.subarray(at, end);
    const type = String.fromCharCode(answer[at]!);
    if (type === "A") notifications.push(message);
    else own.push(message);
    if (type === "Z") idle = answer[at + 5] === "I".charCodeAt(0);
    at = end;
  }
  return { own: Buffer.concat(own), notifications, idle };
}

/** NotificationResponse: 'A', length, the notifying backend's pid, the channel, the payload. */
function channelOf(notification: Buffer): string {
  const start = 1 + 4 + 4;
  return notification.subarray(start, notification.indexOf(0, start)).toString("utf8");
}

/** Remembers the channels a connection LISTENs on (or no longer does), from its query text. */
function noteListen(connection: Connection, type: "Q" | "P", message: Buffer): void {
  let text = message.subarray(5);
  if (type === "P") text = text.subarray(text.indexOf(0) + 1);
  const query = text.subarray(0, text.indexOf(0)).toString("utf8");
  const match = /^\s*(listen|unlisten)\s+(?:"((?:[^"]|"")+)"|([^\s;]+))/i.exec(query);
  if (!match) return;
  const channel = match[2]?.replace(/""/g, '"') ?? match[3]!.toLowerCase();
  if (match[1]!.toLowerCase() === "listen") connection.channels.add(channel);
  else if (channel === "*") connection.channels.clear();
  else connection.channels.delete(channel);
}

const SYNC = Uint8Array.from([0x53, 0, 0, 0, 4]);

function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, "utf8");
  const message = Buffer.alloc(5 + body.length);
  message.write("Q", 0);
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}
