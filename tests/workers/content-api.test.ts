import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminContent, PublicContent } from "~/admin/ai-content";
import { database } from "~/db/client.server";
import { findGuide } from "~/models/converter-guide.server";
import { signIn } from "./helpers/auth";
import { writeGuide } from "./helpers/guides";
import { auditRows, get, sendJson } from "./helpers/admin";

// /api/content (docs/decisions/044-converter-guides.md). Each test writes the guides of
// converters no other test of the file touches.

const db = database(env.DB);
let admin: Awaited<ReturnType<typeof signIn>>;
let user: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  admin = await signIn({ isAdmin: true });
  user = await signIn();
});

const adminCall = (method: string, path: string, body?: unknown) =>
  sendJson(method, path, body, { cookie: admin.cookie });
const adminGet = (path: string) => get(path, { cookie: admin.cookie });

/** Writes `key`'s guide as the queue consumer does, with the local writer. */
const written = writeGuide;

const edit = (overrides: Record<string, unknown> = {}) => ({
  metaTitle: "Torque, explained",
  metaDescription: "Newton meters, pound-feet and how to convert between them, with examples.",
  content: "<h2>Start</h2><p>1 N·m is about 0.7376 lbf·ft.</p><script>alert(1)</script>",
  keywords: ["torque", " newton meter "],
  imagePrompt: "A wrench on a bolt",
  ...overrides,
});

describe("the content API's access rules", () => {
  it("answers writes 401 signed out, 403 without the role or from another site", async () => {
    for (const [method, path, body] of [
      ["PUT", "/api/content/torque-converter", edit()],
      ["DELETE", "/api/content/torque-converter", undefined],
      ["POST", "/api/content/torque-converter/regenerate", undefined],
      ["POST", "/api/content/torque-converter/draft", undefined],
      ["POST", "/api/content/torque-converter/publish", undefined],
      ["POST", "/api/content/generate-all", undefined],
    ] as const) {
      const signedOut = await sendJson(method, path, body);
      expect(signedOut.status, `${method} ${path}`).toBe(401);
      const forbidden = await sendJson(method, path, body, { cookie: user.cookie });
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(await forbidden.json()).toEqual({ error: "Admin access required" });
      const crossSite = await sendJson(method, path, body, {
        cookie: admin.cookie,
        origin: "https://evil.example",
      });
      expect(crossSite.status, `${method} ${path}`).toBe(403);
      expect(await crossSite.json()).toEqual({ error: "Cross-site requests are not allowed" });
    }
  });

  it("shows visitors published guides only; admins every guide with its state", async () => {
    await written("energy");
    await written("power");
    expect((await adminCall("POST", "/api/content/power-converter/draft")).status).toBe(200);

    const visitor = (await (await get("/api/content")).json()) as PublicContent[];
    const slugs = visitor.map((guide) => guide.slug);
    expect(slugs).toContain("energy-converter");
    expect(slugs).not.toContain("power-converter");
    expect(visitor[0]).not.toHaveProperty("status");
    expect(visitor[0]).not.toHaveProperty("factCheck");

    const all = (await (await adminGet("/api/content")).json()) as AdminContent[];
    expect(all.find((guide) => guide.slug === "power-converter")).toMatchObject({
      status: "draft",
      model: "local-writer@2",
    });

    expect((await get("/api/content/power-converter")).status).toBe(404);
    expect(await (await get("/api/content/power-converter")).json()).toEqual({
      error: "Content not found",
    });
    expect((await adminGet("/api/content/power-converter")).status).toBe(200);
    const one = (await (await get("/api/content/energy-converter")).json()) as PublicContent;
    expect(Object.keys(one).sort()).toEqual(
      [
        "content",
        "converterKey",
        "imageUrl",
        "isGenerated",
        "keywords",
        "metaDescription",
        "metaTitle",
        "slug",
        "updatedAt",
        "visualElements",
      ].sort(),
    );
    expect((await get("/api/content/energy")).status).toBe(404);
    expect((await get("/api/content/no-such-converter")).status).toBe(404);
  });
});

describe("an admin's changes", () => {
  it("edits a guide: sanitized, keywords trimmed and empties dropped, fact-checked, left alone by the nightly job, audited", async () => {
    await written("torque");
    const response = await adminCall(
      "PUT",
      "/api/content/torque-converter",
      edit({ keywords: [" torque ", "", "newton meter", "   "] }),
    );
    expect(response.status).toBe(200);
    const saved = (await response.json()) as AdminContent;
    expect(saved.content).not.toContain("<script");
    expect(saved.content).toContain("<h2>Start</h2>");
    expect(saved.keywords).toEqual(["torque", "newton meter"]);
    expect(saved.isGenerated).toBe(false);
    expect(saved.factCheck?.checked).toBe(1);
    const rows = await auditRows("converter-guide", "torque");
    expect(rows.map((row) => row.action)).toEqual(["converter-guide.updated"]);
    expect(JSON.parse(rows[0]?.after ?? "{}")).toMatchObject({ metaTitle: "Torque, explained" });
  });

  it("lists each wrong figure of an edit on the item", async () => {
    await written("pressure");
    const saved = (await (
      await adminCall(
        "PUT",
        "/api/content/pressure-converter",
        edit({ content: "<p>1 bar = 2 kPa.</p>" }),
      )
    ).json()) as AdminContent;
    expect(saved.factCheck?.problems).toEqual([
      expect.objectContaining({ stated: "2 kPa", sentence: expect.stringContaining("1 bar") }),
    ]);
  });

  it("refuses bad edits with the field's message", async () => {
    await written("area");
    for (const [body, message] of [
      [edit({ metaTitle: "x".repeat(61) }), "Meta title must be at most 60 characters"],
      [
        edit({ metaDescription: "x".repeat(161) }),
        "Meta description must be at most 160 characters",
      ],
      [edit({ content: "   " }), "Content is required"],
      [edit({ content: "<script>only</script>" }), "Content is required"],
      [edit({ keywords: "a, b" }), "keywords must be a list of words"],
      [{ ...edit(), extra: 1 }, expect.stringContaining("Send a JSON object like")],
    ] as const) {
      const response = await adminCall("PUT", "/api/content/area-converter", body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message });
    }
    expect((await adminCall("PUT", "/api/content/no-such-converter", edit())).status).toBe(404);
  });

  it("sends to draft and publishes again; a guide without content cannot be published", async () => {
    await written("speed");
    const draft = await adminCall("POST", "/api/content/speed-converter/draft");
    expect(((await draft.json()) as AdminContent).status).toBe("draft");
    const published = await adminCall("POST", "/api/content/speed-converter/publish");
    expect(((await published.json()) as AdminContent).status).toBe("published");
    expect((await auditRows("converter-guide", "speed")).map((row) => row.action)).toEqual([
      "converter-guide.drafted",
      "converter-guide.published",
    ]);
    vi.spyOn(env.GUIDE_QUEUE, "sendBatch").mockResolvedValue(undefined as never);
    await adminCall("POST", "/api/content/volume-converter/regenerate");
    const unwritten = await adminCall("POST", "/api/content/volume-converter/publish");
    expect(unwritten.status).toBe(409);
    vi.restoreAllMocks();
  });

  it("deletes a guide", async () => {
    await written("weight");
    const response = await adminCall("DELETE", "/api/content/weight-converter");
    expect(await response.json()).toEqual({ deleted: "weight-converter" });
    expect(await findGuide(db, "weight")).toBeNull();
    expect((await adminCall("DELETE", "/api/content/weight-converter")).status).toBe(404);
    expect((await auditRows("converter-guide", "weight")).map((row) => row.action)).toEqual([
      "converter-guide.deleted",
    ]);
  });

  it("regenerates through the queue: 202 with the job, the published version stays", async () => {
    await written("time");
    // Watched, not delivered: the local queue would write the guides after the file ends.
    const sent = vi.spyOn(env.GUIDE_QUEUE, "sendBatch").mockResolvedValue(undefined as never);
    const response = await adminCall("POST", "/api/content/time-converter/regenerate");
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({
      job: { status: "queued", slugs: ["time-converter"] },
    });
    expect(sent).toHaveBeenCalledWith([{ body: { key: "time", lease: expect.any(String) } }]);
    expect(await findGuide(db, "time")).toMatchObject({ status: "published" });
    expect((await findGuide(db, "time"))?.queuedAt).not.toBeNull();
    vi.restoreAllMocks();
  });

  it("generates all: queues every converter without a guide and counts the rest", async () => {
    // Watched, not delivered: the local queue would write the guides after the file ends.
    const sent = vi.spyOn(env.GUIDE_QUEUE, "sendBatch").mockResolvedValue(undefined as never);
    const response = await adminCall("POST", "/api/content/generate-all");
    expect(response.status).toBe(202);
    const body = (await response.json()) as {
      summary: { generated: number; existing: number };
      job: { slugs: string[] };
    };
    const existing = (
      await env.DB.prepare(
        "SELECT count(*) AS n FROM converter_guides WHERE status != 'failed' OR queued_at IS NOT NULL",
      ).first<{ n: number }>()
    )?.n;
    expect(body.summary.existing).toBeGreaterThan(0);
    expect(body.summary.generated + body.summary.existing).toBeGreaterThanOrEqual(79);
    expect(body.job.slugs).toHaveLength(body.summary.generated);
    const queued = sent.mock.calls.flatMap(([messages]) => [...messages]);
    expect(queued).toHaveLength(body.summary.generated);
    expect(existing).toBeGreaterThanOrEqual(body.summary.existing);
    // Asked again at once: nothing new to queue.
    const again = (await (await adminCall("POST", "/api/content/generate-all")).json()) as {
      summary: { generated: number };
    };
    expect(again.summary.generated).toBe(0);
    vi.restoreAllMocks();
  });
});
