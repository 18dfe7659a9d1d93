import { type ClientRequest, type IncomingHttpHeaders, request } from "node:http";

/**
 * Requests made with Node's own HTTP client, for what fetch cannot do: a path sent as written
 * (fetch normalises it), a Host header of the test's choosing, a chosen local address (a second
 * visitor on 127.0.0.2), a body sent in parts or cut off.
 */

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as written instead of the URL's path and query. */
  path?: string;
  /** The client side's address (loopback: 127.0.0.2, 127.0.0.3…); a new connection each time. */
  localAddress?: string;
}

/** Opens a request and leaves it to the caller to write and end; `answer` is the response. */
export function openRawRequest(
  url: string,
  options: RawRequestOptions = {},
): { request: ClientRequest; answer: Promise<RawAnswer> } {
  const target = new URL(url);
  const outgoing = request({
    host: target.hostname,
    port: target.port,
    path: options.path ?? `${target.pathname}${target.search}`,
    method: options.method ?? "GET",
    headers: options.headers,
    ...(options.localAddress ? { localAddress: options.localAddress, agent: false } : {}),
  });
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    outgoing.once("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on("error", reject);
    });
    outgoing.on("error", reject);
  });
  return { request: outgoing, answer };
}

/** Sends one request with an optional body and answers its status, headers and body. */
export function rawRequest(
  url: string,
  options: RawRequestOptions & { body?: string } = {},
): Promise<RawAnswer> {
  const { request: outgoing, answer } = openRawRequest(url, options);
  outgoing.end(options.body);
  return answer;
}
