// A client that hangs up does not want its answer: its statement is cancelled
// at once rather than holding a pooled connection until it ends or times out.
// The cancel goes over PostgreSQL's own cancel request (a separate short
// connection with the backend's pid and secret key), so it needs no pool slot.
import type http from 'node:http';
import net from 'node:net';
import type pg from 'pg';

/** The parts of a connected pg client a cancel request needs (public fields of pg.Client). */
interface Backend {
  host: string;
  port: number;
  processID: number | null;
  secretKey: number | null;
}

const CANCEL_REQUEST_CODE = 80877102;

function sendCancelRequest({ host, port, processID, secretKey }: Backend): void {
  if (processID === null || secretKey === null) return;
  const packet = Buffer.alloc(16);
  packet.writeInt32BE(16, 0);
  packet.writeInt32BE(CANCEL_REQUEST_CODE, 4);
  packet.writeInt32BE(processID, 8);
  packet.writeInt32BE(secretKey, 12);
  const socket = host.startsWith('/') ? net.connect(`${host}/.s.PGSQL.${port}`) : net.connect(port, host);
  socket.on('error', () => socket.destroy()); // best effort: the statement timeout still bounds it
  socket.end(packet);
}

/**
 * Cancels the client's running statement if `res` closes before it was answered.
 * Returns the disposer, which says whether a cancel was sent: the cancel travels
 * on its own connection and may reach the backend after the statement ended, when
 * it would cancel the next request's statement on that pooled connection, so a
 * connection that was sent a cancel must not go back to the pool.
 */
export function cancelOnHangup(client: pg.PoolClient, res: http.ServerResponse): () => boolean {
  let sent = false;
  const onClose = () => {
    if (res.writableFinished) return;
    sent = true;
    sendCancelRequest(client as unknown as Backend);
  };
  res.once('close', onClose);
  return () => {
    res.off('close', onClose);
    return sent;
  };
}
