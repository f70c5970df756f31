import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./helpers/auth";
import { api, BASE } from "./helpers/blog";

const MAX = 10_485_760;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A real 1×1 PNG. */
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);
/** The start of a JPEG (enough for the magic-byte check). */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const text = (s: string) => new TextEncoder().encode(s);

let admin: string;
let member: string;

beforeAll(async () => {
  admin = (await signIn({ isAdmin: true })).cookie;
  member = (await signIn()).cookie;
});

/** Asks for an upload URL as the admin; returns its path. */
async function uploadPath(): Promise<string> {
  const response = await api("POST", "/api/objects/upload", { cookie: admin });
  expect(response.status).toBe(200);
  const { uploadURL } = (await response.json()) as { uploadURL: string };
  return new URL(uploadURL).pathname;
}

function put(path: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  return SELF.fetch(`${BASE}${path}`, {
    method: "PUT",
    headers: { Cookie: admin, Origin: BASE, ...headers },
    body,
  });
}

describe("POST /api/objects/upload", () => {
  it("gives an admin a fresh upload URL whose key the server chose", async () => {
    const first = await api("POST", "/api/objects/upload", { cookie: admin });
    expect(first.status).toBe(200);
    const body = (await first.json()) as { uploadURL: string; method: string; maxBytes: number };
    expect(body.method).toBe("PUT");
    expect(body.maxBytes).toBe(MAX);
    const url = new URL(body.uploadURL);
    expect(url.origin).toBe(BASE);
    expect(url.pathname).toMatch(/^\/api\/objects\/upload\/[0-9a-f-]{36}$/);
    expect(url.pathname.split("/").pop()).toMatch(UUID);
    expect(await uploadPath()).not.toBe(url.pathname);
  });

  it("refuses visitors (401), non-admins (403) and other sites (403)", async () => {
    expect((await api("POST", "/api/objects/upload")).status).toBe(401);
    expect((await api("POST", "/api/objects/upload", { cookie: member })).status).toBe(403);
    const crossSite = await api("POST", "/api/objects/upload", {
      cookie: admin,
      site: "cross-site",
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("PUT /api/objects/upload/{id}", () => {
  it("stores an image and answers its public URL, which serves it with safe headers", async () => {
    const path = await uploadPath();
    const id = path.split("/").pop();
    // The browser's Content-Type is not trusted; the bytes are.
    const response = await put(path, PNG, { "Content-Type": "text/html" });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { url: string; contentType: string; size: number };
    expect(body).toEqual({ url: `/images/blog/${id}`, contentType: "image/png", size: PNG.length });

    const image = await SELF.fetch(`${BASE}${body.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");
    expect(image.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(image.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(image.headers.get("Content-Length")).toBe(String(PNG.length));
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    const etag = image.headers.get("ETag");
    expect(etag).toBeTruthy();
    const again = await SELF.fetch(`${BASE}${body.url}`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });

  it("types the image by its bytes", async () => {
    const response = await put(await uploadPath(), JPEG, { "Content-Type": "image/png" });
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect((await SELF.fetch(`${BASE}${url}`)).headers.get("Content-Type")).toBe("image/jpeg");
  });

  it("never overwrites: an upload URL works once", async () => {
    const path = await uploadPath();
    expect((await put(path, PNG)).status).toBe(201);
    const second = await put(path, JPEG);
    expect(second.status).toBe(409);
    const { url } = { url: `/images/blog/${path.split("/").pop()}` };
    expect((await SELF.fetch(`${BASE}${url}`)).headers.get("Content-Type")).toBe("image/png");
  });

  it("refuses visitors (401), non-admins (403) and other sites (403)", async () => {
    const path = await uploadPath();
    const anonymous = await SELF.fetch(`${BASE}${path}`, { method: "PUT", body: PNG });
    expect(anonymous.status).toBe(401);
    const user = await SELF.fetch(`${BASE}${path}`, {
      method: "PUT",
      headers: { Cookie: member },
      body: PNG,
    });
    expect(user.status).toBe(403);
    const crossSite = await put(path, PNG, { "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect((await SELF.fetch(`${BASE}/images/blog/${path.split("/").pop()}`)).status).toBe(404);
  });

  const refused: Array<[what: string, bytes: Uint8Array<ArrayBuffer>, message: RegExp]> = [
    [
      "SVG",
      text(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
      ),
      /^SVG images are not accepted/,
    ],
    [
      "SVG with an XML declaration",
      text('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
      /^SVG images are not accepted/,
    ],
    ["HTML", text("<!doctype html><script>alert(document.cookie)</script>"), /not a JPEG, PNG/],
    ["a PDF", text("%PDF-1.7\n%âãÏÓ"), /not a JPEG, PNG/],
    ["unknown bytes", new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), /not a JPEG, PNG/],
  ];
  for (const [what, bytes, message] of refused) {
    it(`refuses ${what} with 415 and stores nothing`, async () => {
      const path = await uploadPath();
      const response = await put(path, bytes, { "Content-Type": "image/png" });
      expect(response.status).toBe(415);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
      expect(await env.IMAGES.head(`blog/${path.split("/").pop()}`)).toBeNull();
    });
  }

  it("refuses an empty body with 400", async () => {
    const response = await put(await uploadPath(), new Uint8Array(0));
    expect(response.status).toBe(400);
  });

  it("refuses with 413 on Content-Length alone, without reading the body", async () => {
    let pulls = 0;
    // A body that would never finish: reading it to the end would hang the test.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls === 1) controller.enqueue(PNG);
        return new Promise(() => {});
      },
    });
    const path = await uploadPath();
    const response = await SELF.fetch(`${BASE}${path}`, {
      method: "PUT",
      headers: { Cookie: admin, Origin: BASE, "Content-Length": String(MAX + 1) },
      body: endless,
      // @ts-expect-error: a streamed request body needs duplex in the fetch spec
      duplex: "half",
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe(
      "The image is larger than 10 MB (10,485,760 bytes). Choose a smaller file.",
    );
    expect(pulls).toBeLessThanOrEqual(2);
  }, 10_000);

  it("refuses with 413 a streamed body that passes 10 MB without a Content-Length", async () => {
    const chunk = new Uint8Array(1024 * 1024);
    chunk.set(PNG);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX + chunk.length) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const path = await uploadPath();
    const response = await SELF.fetch(`${BASE}${path}`, {
      method: "PUT",
      headers: { Cookie: admin, Origin: BASE },
      body: stream,
      // @ts-expect-error: a streamed request body needs duplex in the fetch spec
      duplex: "half",
    });
    expect(response.status).toBe(413);
    expect(await env.IMAGES.head(`blog/${path.split("/").pop()}`)).toBeNull();
  });

  it("accepts an image of exactly 10,485,760 bytes", async () => {
    const bytes = new Uint8Array(MAX);
    bytes.set(PNG);
    const response = await put(await uploadPath(), bytes);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { size: number }).size).toBe(MAX);
  });

  it("answers 404 for an upload id the server did not make", async () => {
    const response = await put("/api/objects/upload/not-a-uuid", PNG);
    expect(response.status).toBe(404);
    const get = await api("GET", "/api/objects/upload");
    expect(get.status).toBe(405);
  });
});

describe("GET /images/*", () => {
  it("answers 404 for missing images and keys outside the blog's", async () => {
    for (const path of [
      `/images/blog/${crypto.randomUUID()}`,
      "/images/blog/not-an-id",
      "/images/other/thing.png",
      "/images/blog/../secrets",
    ]) {
      const response = await SELF.fetch(`${BASE}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(404);
    }
  });

  it("never serves an object with a stored type it does not trust", async () => {
    const key = `blog/${crypto.randomUUID()}`;
    await env.IMAGES.put(key, "<script>alert(1)</script>", {
      httpMetadata: { contentType: "text/html" },
    });
    const response = await SELF.fetch(`${BASE}/images/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/octet-stream");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
  });
});
