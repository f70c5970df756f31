import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { database } from "~/db/client.server";
import { findGuide } from "~/models/converter-guide.server";
import { signIn } from "./helpers/auth";
import { writeGuide } from "./helpers/guides";
import { auditRows, get, pageHtml, postForm } from "./helpers/admin";

// The AI Content tab's page and forms, without JavaScript (docs/decisions/044-converter-guides.md).

const db = database(env.DB);
let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  admin = await signIn({ isAdmin: true });
});

const page = async (path = "/admin/ai-content") =>
  pageHtml(await get(path, { cookie: admin.cookie }));
const post = (fields: Record<string, string>, path = "/admin/ai-content") =>
  postForm(path, fields, { cookie: admin.cookie });

const written = writeGuide;

describe("the AI Content tab", () => {
  it("generates all: queues the missing guides, says how many, and shows progress from D1", async () => {
    // From no guide at all, whatever the file's other tests wrote before this one.
    await env.DB.prepare("DELETE FROM converter_guides").run();
    const sent = vi.spyOn(env.GUIDE_QUEUE, "sendBatch").mockResolvedValue(undefined as never);
    await written("length");
    const response = await post({ intent: "generate-all" });
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/admin\/ai-content\?generated=(\d+)&existing=(\d+)$/);
    const [, generated, existing] = /generated=(\d+)&existing=(\d+)/.exec(location) ?? [];
    expect(Number(generated)).toBe(80);
    expect(Number(existing)).toBe(1);
    expect(sent).toHaveBeenCalled();

    const html = await page(location);
    expect(html).toContain("Generated 80 new articles, 1 already existed");
    expect(html).toContain("Writing: 80 in the queue, 1 of 81 converters done");
    expect(html).toMatch(/<progress[^>]*value="1"[^>]*max="81"/);
    // The queue writes two of them: the progress follows.
    await written("temperature");
    await written("area");
    expect(await page()).toContain("Writing: 78 in the queue, 3 of 81 converters done");
    vi.restoreAllMocks();
  });

  it("lists guides with preview and fact-check, searches, and opens each page in a new tab", async () => {
    await written("speed");
    const html = await page("/admin/ai-content?q=speed");
    expect(html).toMatch(/<h3[^>]*>Speed Converter<\/h3>/);
    expect(html).not.toMatch(/<h3[^>]*>Temperature Converter<\/h3>/);
    expect(html).toMatch(/href="\/speed-converter" target="_blank" rel="noopener noreferrer"/);
    expect(html).toMatch(/\d+ conversions checked/);
    expect(html).toContain('aria-label="Guides"');
    expect(html).toContain("max-h-[600px]");
  });

  it("edits a guide with the form; a refused save keeps what was typed", async () => {
    await written("energy");
    const form = await page("/admin/ai-content?edit=energy-converter");
    expect(form).toContain("Edit the Energy Converter guide");
    expect(form).toMatch(/\d+\/60 characters/);

    const refused = await post(
      {
        intent: "save",
        id: "energy-converter",
        metaTitle: "x".repeat(61),
        metaDescription: "A description of energy units.",
        content: "<p>Energy.</p>",
        keywords: "energy",
        imagePrompt: "",
      },
      "/admin/ai-content?edit=energy-converter",
    );
    expect(refused.status).toBe(400);
    const again = await pageHtml(refused);
    expect(again).toContain("Meta title must be at most 60 characters");
    expect(again).toContain(`value="${"x".repeat(61)}"`);
    expect(again).toContain("61/60 characters");

    const saved = await post({
      intent: "save",
      id: "energy-converter",
      metaTitle: "Energy units",
      metaDescription: "Joules, calories and kilowatt-hours, converted exactly.",
      content: "<h2>Energy</h2><p>1 kWh = 3600000 J.</p>",
      keywords: " energy, joule ,, kwh ",
      imagePrompt: "A battery",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/ai-content#guide-energy-converter");
    expect(await findGuide(db, "energy")).toMatchObject({
      metaTitle: "Energy units",
      keywords: ["energy", "joule", "kwh"],
      isGenerated: false,
      factCheck: { checked: 1, problems: [] },
    });
    const history = await page("/admin/ai-content?edit=energy-converter");
    expect(history).toContain("converter-guide.updated");
  });

  it("regenerates, sends to draft, publishes and deletes with the forms, each audited", async () => {
    await written("power");
    vi.spyOn(env.GUIDE_QUEUE, "sendBatch").mockResolvedValue(undefined as never);
    for (const [intent, flash] of [
      ["regenerate", "guide-regenerating"],
      ["draft", "guide-drafted"],
      ["publish", "guide-published"],
      ["delete", "guide-deleted"],
    ] as const) {
      const response = await post({ intent, id: "power-converter" });
      expect(response.status, intent).toBe(302);
      expect(response.headers.get("Set-Cookie"), intent).toContain(flash);
    }
    expect(await findGuide(db, "power")).toBeNull();
    expect((await auditRows("converter-guide", "power")).map((row) => row.action)).toEqual([
      "converter-guide.drafted",
      "converter-guide.published",
      "converter-guide.deleted",
    ]);
    const unknown = await post({ intent: "draft", id: "no-such-converter" });
    expect(unknown.status).toBe(404);
    vi.restoreAllMocks();
  });
});
