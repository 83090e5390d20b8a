import net from 'node:net';

/** A TCP port nothing listens on right now (for throwaway clusters and servers). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something already listens on host:port (binding it fails with EADDRINUSE). */
export function portTaken(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(true) : reject(error)));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(false)));
  });
}

/** The first port after `port` nothing listens on (a suggestion for the user), or undefined after 100 tries. */
export async function nextFreePort(port: number, host = '127.0.0.1'): Promise<number | undefined> {
  for (let candidate = port + 1; candidate <= Math.min(port + 100, 65535); candidate++) {
    if (!(await portTaken(candidate, host))) return candidate;
  }
  return undefined;
}

/** What to tell a user whose port is taken: the port, whose it is, and a setting that works. */
export async function portInUseMessage(port: number, what: string, variable: string, host = '127.0.0.1'): Promise<string> {
  const next = await nextFreePort(port, host);
  return `port ${port} (${variable}, ${what}) is already in use by another program: stop it, or choose a free port${next ? `, e.g. ${variable}=${next} npm start` : ` with ${variable}`}`;
}
