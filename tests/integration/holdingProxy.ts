/**
 * A real TCP proxy for fault tests (tests/integration/dependency-stall.int.test.ts,
 * tests/e2e/postgres-outage.e2e.test.ts): it accepts every connection and forwards both ways;
 * while holding it forwards nothing and closes nothing (a stalled server, a network that drops
 * packets), and on release it sends what it held, in order.
 */
import net from 'node:net'

export function holdingProxy(target: URL, defaultPort: number) {
  const sockets = new Set<net.Socket>()
  let holding = false
  let held: Array<() => void> = []
  const forward = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk) => {
      const send = () => {
        if (!to.destroyed) to.write(chunk)
      }
      if (holding) held.push(send)
      else send()
    })
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || defaultPort), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => socket.destroy())
    }
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
    forward(client, upstream)
    forward(upstream, client)
  })
  return {
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))),
    hold() {
      holding = true
    },
    release() {
      holding = false
      const pending = held
      held = []
      for (const send of pending) send()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
