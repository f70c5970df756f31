import { request as httpRequest } from "node:http";
import { expect, PORT, test } from "./fixtures";

/**
 * Refusals sent before the request body is read (401, 403, 413, 415), driven through the same
 * local server a developer runs. The client writes a 3 MB body in one go without
 * `Expect: 100-continue`, as most HTTP clients do (curl sends Expect above 1 MB and hides the
 * problem): the server must still answer with the refusal, never 500 "Network connection lost".
 */

const BODY = Buffer.alloc(3 * 1024 * 1024, "a");

function post(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: PORT,
        path,
        method: "POST",
        headers: { ...headers, "Content-Length": String(BODY.length) },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on("error", reject);
    request.end(BODY);
  });
}

const refusals: {
  why: string;
  path: string;
  headers: Record<string, string>;
  status: number;
  error: RegExp;
}[] = [
  {
    why: "413: a JSON body over the API's limit",
    path: "/api/convert",
    headers: { "Content-Type": "application/json" },
    status: 413,
    error: /larger than/,
  },
  {
    why: "415: a body that is not JSON",
    path: "/api/convert",
    headers: { "Content-Type": "text/plain" },
    status: 415,
    error: /as JSON/,
  },
  {
    why: "401: an admin endpoint without a session",
    path: "/api/blog-posts",
    headers: { "Content-Type": "application/json" },
    status: 401,
    error: /Sign in/,
  },
  {
    why: "403: a cross-site write",
    path: "/api/auth/login",
    headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
    status: 403,
    error: /Cross-site/,
  },
];

test.describe("a refusal sent before the body is read", () => {
  for (const refusal of refusals) {
    test(refusal.why, async () => {
      // The failure was a race: one request in two or three. Five in a row must all hold.
      for (let attempt = 0; attempt < 5; attempt++) {
        const { status, body } = await post(refusal.path, refusal.headers);
        expect(status, body.slice(0, 200)).toBe(refusal.status);
        expect(JSON.parse(body)).toEqual({ error: expect.stringMatching(refusal.error) });
      }
    });
  }
});
