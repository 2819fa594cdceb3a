import net from 'node:net';

/**
 * A bare HTTP/1.1 keep-alive connection for load generators that share the
 * CPUs with the server they measure: a request is one write of a prepared
 * buffer, a response is read by its Content-Length and nothing else (node:http
 * spent about three times as much CPU per request). One request at a time;
 * reconnects when the server has closed an idle connection.
 * @param {string} url  the server's base URL (http only)
 */
export function rawConnection(url) {
  const { hostname, port } = new URL(url);
  /** @type {net.Socket | undefined} */
  let socket;
  let buffered = Buffer.alloc(0);
  /** @type {{ resolve: (response: { status: number, body: string }) => void, reject: (error: Error) => void } | undefined} */
  let pending;

  const fail = (/** @type {Error} */ error) => {
    socket = undefined;
    pending?.reject(error);
    pending = undefined;
  };
  const connect = () => {
    buffered = Buffer.alloc(0);
    const opened = net.connect({ host: hostname, port: Number(port), noDelay: true });
    opened.on('data', (chunk) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      const response = pending && completeResponse(buffered);
      if (!response) return;
      buffered = buffered.subarray(response.length);
      const { resolve } = pending;
      pending = undefined;
      resolve(response);
    });
    opened.on('error', fail);
    opened.on('close', () => fail(new Error('connection closed')));
    return opened;
  };

  return {
    /**
     * @param {string} head  request line and headers, without the blank line or Content-Length
     * @param {string} body
     * @returns {Promise<{ status: number, body: string }>}
     */
    send(head, body) {
      if (pending) throw new Error('one request at a time on a raw connection');
      if (!socket || socket.destroyed) socket = connect();
      const request = `${head}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        socket.write(request);
      });
    },
    close: () => socket?.destroy(),
  };
}

/**
 * The first response in `data` when all of it has arrived.
 * @param {Buffer} data
 */
function completeResponse(data) {
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const head = data.toString('latin1', 0, headEnd);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (!length) throw new Error(`a response without Content-Length: ${head.split('\r\n')[0]}`);
  const end = headEnd + 4 + Number(length[1]);
  if (data.length < end) return undefined;
  return {
    status: Number(head.slice(9, 12)),
    body: data.toString('utf8', headEnd + 4, end),
    length: end,
  };
}
