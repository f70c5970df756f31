import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./helpers/auth";
import { auditRows, BASE, get, pageHtml, postForm, sendJson } from "./helpers/admin";

/** The converter catalogue in D1: the Converters and Categories tabs and their JSON API. */

let admin: Awaited<ReturnType<typeof signIn>>;
let user: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  admin = await signIn({ isAdmin: true });
  user = await signIn();
});

const asAdmin = () => ({ cookie: admin.cookie });

async function jsonOf<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe("permissions", () => {
  it("the JSON endpoints answer 401 signed out and 403 without the role", async () => {
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/api/admin/converters"],
      ["POST", "/api/admin/converters", { name: "X" }],
      ["PUT", "/api/admin/converters/length", { name: "X" }],
      ["DELETE", "/api/admin/converters/length"],
      ["GET", "/api/admin/categories"],
      ["PUT", "/api/admin/categories/common", { name: "X" }],
    ];
    for (const [method, path, body] of calls) {
      expect((await sendJson(method, path, body)).status, `${method} ${path}`).toBe(401);
      const forbidden = await sendJson(method, path, body, { cookie: user.cookie });
      expect(forbidden.status, `${method} ${path}`).toBe(403);
    }
  });

  it("the tabs send signed-out visitors to /login and refuse non-admins and other origins", async () => {
    const before = await lengthConverter();
    for (const path of ["/admin/converters", "/admin/categories"]) {
      expect((await get(path)).status).toBe(302);
      expect((await get(path, { cookie: user.cookie })).status).toBe(403);
    }
    const crossSite = await postForm(
      "/admin/converters",
      { intent: "delete", id: "length" },
      { cookie: admin.cookie, origin: "https://evil.example" },
    );
    // Refused before any action runs (React Router answers 400 to a foreign Origin on a page).
    expect([400, 403]).toContain(crossSite.status);
    const put = await sendJson(
      "PUT",
      "/api/admin/converters/length",
      { name: "Evil" },
      {
        cookie: admin.cookie,
        origin: "https://evil.example",
      },
    );
    expect(put.status).toBe(403);
    // Neither refused write touched the converter, whatever the file's other tests did to it.
    expect(await lengthConverter()).toEqual(before);
  });
});

/** The length converter as the public API describes it. */
async function lengthConverter(): Promise<unknown> {
  const response = await SELF.fetch(`${BASE}/api/converters/length`);
  expect(response.status).toBe(200);
  return response.json();
}

describe("renaming a converter", () => {
  it("shows the new name everywhere at once, and the old slug answers 301 forever", async () => {
    const renamed = await sendJson(
      "PUT",
      "/api/admin/converters/length",
      { name: "Distance Converter", slug: "distance-converter" },
      asAdmin(),
    );
    expect(renamed.status).toBe(200);
    expect(await jsonOf(renamed)).toMatchObject({
      id: "length",
      name: "Distance Converter",
      slug: "distance-converter",
      builtin: true,
    });

    const old = await get("/length-converter?value=5&from=foot&to=meter");
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe("/distance-converter?value=5&from=foot&to=meter");
    const page = await get("/distance-converter");
    expect(page.status).toBe(200);
    expect(await pageHtml(page)).toContain("Distance Converter");

    const home = await pageHtml(await get("/"));
    expect(home).toContain('href="/distance-converter"');

    const index = await jsonOf<Array<{ key: string; name: string; slug: string }>>(
      await get("/search-index.json"),
    );
    expect(index.find((item) => item.key === "length")).toMatchObject({
      name: "Distance Converter",
      slug: "distance-converter",
    });
    expect(await pageHtml(await get("/search?q=distance"))).toContain("/distance-converter");

    const sitemap = await (await get("/sitemap-pages.xml")).text();
    expect(sitemap).toContain("/distance-converter</loc>");
    expect(sitemap).not.toContain("/length-converter</loc>");

    const api = await jsonOf<{ converters: Array<{ id: string; slug: string }> }>(
      await get("/api/converters"),
    );
    expect(api.converters.find((c) => c.id === "length")?.slug).toBe("distance-converter");
    const convert = await jsonOf<{ converter: string }>(
      await get("/api/convert?value=1&from=ft&to=m"),
    );
    expect(convert.converter).toBe("distance-converter");

    // Renamed again: both earlier slugs lead to the newest.
    await sendJson("PUT", "/api/admin/converters/length", { slug: "span-converter" }, asAdmin());
    for (const slug of ["length-converter", "distance-converter"]) {
      const response = await get(`/${slug}`);
      expect(response.status).toBe(301);
      expect(response.headers.get("Location")).toBe("/span-converter");
    }

    const rows = await auditRows("converter", "length");
    expect(rows.map((row) => row.action)).toEqual(["converter.updated", "converter.updated"]);
    expect(JSON.parse(rows[0]?.before ?? "{}")).toMatchObject({ name: "Length Converter" });
    expect(JSON.parse(rows[0]?.after ?? "{}")).toMatchObject({ name: "Distance Converter" });
    expect(rows[0]?.actor_id).toBe(admin.user.id);
    const trail = await jsonOf<{ entries: Array<{ action: string; entityId: string }> }>(
      await get("/api/admin/audit?entity=converter&id=length", asAdmin()),
    );
    expect(trail.entries.map((entry) => entry.action)).toEqual([
      "converter.updated",
      "converter.updated",
    ]);
  });

  it("changes only the fields a PUT sends", async () => {
    await sendJson("PUT", "/api/admin/converters/volume", { unitCount: "30+" }, asAdmin());
    const renamed = await sendJson(
      "PUT",
      "/api/admin/converters/volume",
      { name: "Capacity Converter" },
      asAdmin(),
    );
    expect(await jsonOf(renamed)).toMatchObject({ popular: true, unitCount: "30+" });
    const cleared = await sendJson(
      "PUT",
      "/api/admin/converters/volume",
      { unitCount: "" },
      asAdmin(),
    );
    expect(await jsonOf(cleared)).toMatchObject({
      popular: true,
      unitCount: expect.stringMatching(/^\d+$/),
    });
  });

  it("refuses another converter's key as a slug, so every key and slug finds one converter", async () => {
    const response = await sendJson(
      "PUT",
      "/api/admin/converters/density",
      { slug: "weight" },
      asAdmin(),
    );
    expect(response.status).toBe(409);
    expect((await jsonOf<{ error: string }>(response)).error).toMatch(/Weight and Mass Converter/);
  });

  it("refuses a slug that is taken, one of the site's pages, or not a slug", async () => {
    const cases: Array<[unknown, number, RegExp]> = [
      [{ slug: "weight-converter" }, 409, /already the Weight and Mass Converter's/],
      [{ slug: "about" }, 409, /one of the site's own pages/],
      [{ slug: "Not A Slug!" }, 400, /lowercase letters and digits/],
      [{ name: "" }, 400, /Please fill in all required fields/],
      [{ category: "kitchen" }, 400, /category must be one of/],
      [{ order: -1 }, 400, /order must be 0 or more/],
      [{ units: ["meter", "foot"] }, 400, /built-in converter's units are defined in code/],
      [{ surprise: true }, 400, /./],
    ];
    const rowsBefore = (await auditRows("converter", "volume")).length;
    for (const [body, status, message] of cases) {
      const response = await sendJson("PUT", "/api/admin/converters/volume", body, asAdmin());
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await jsonOf<{ error: string }>(response)).error).toMatch(message);
    }
    const unknown = await sendJson("PUT", "/api/admin/converters/flux", { name: "X" }, asAdmin());
    expect(unknown.status).toBe(404);
    expect(await jsonOf(unknown)).toEqual({ error: "Converter not found" });
    expect(await auditRows("converter", "volume")).toHaveLength(rowsBefore);
  });
});

describe("sending back what GET /api/admin/converters gave", () => {
  type Listed = Record<string, unknown> & { id: string; units: string[] };
  async function listed(id: string): Promise<Listed> {
    const list = await jsonOf<{ converters: Listed[] }>(
      await get("/api/admin/converters", asAdmin()),
    );
    const converter = list.converters.find((c) => c.id === id);
    if (!converter) throw new Error(`no converter ${id}`);
    return converter;
  }

  it("takes the converter back with a new name, read-only fields and all", async () => {
    const read = await listed("energy");
    expect(read).toMatchObject({ id: "energy", builtin: true });
    const response = await sendJson(
      "PUT",
      "/api/admin/converters/energy",
      { ...read, name: "Energy and Work Converter" },
      asAdmin(),
    );
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ ...read, name: "Energy and Work Converter" });
    expect(await listed("energy")).toEqual({ ...read, name: "Energy and Work Converter" });
  });

  it("keeps an added converter's unit count counted when the count it showed comes back", async () => {
    const created = await sendJson(
      "POST",
      "/api/admin/converters",
      {
        name: "Pace Length Converter",
        description: "Paces in feet and meters.",
        category: "common",
        units: ["foot", "meter"],
        // The spec's add form sends its default unit count, the number 0: "count them".
        unitCount: 0,
      },
      asAdmin(),
    );
    expect(created.status).toBe(201);
    const { id } = await jsonOf<{ id: string }>(created);
    const read = await listed(id);
    expect(read.unitCount).toBe("2");
    const unchanged = await sendJson("PUT", `/api/admin/converters/${id}`, read, asAdmin());
    expect(unchanged.status).toBe(200);
    const actions = (await auditRows("converter", id)).map((row) => row.action);
    expect(actions).toEqual(["converter.created"]);
    await sendJson(
      "PUT",
      `/api/admin/converters/${id}`,
      { units: ["foot", "meter", "inch"] },
      asAdmin(),
    );
    expect((await listed(id)).unitCount).toBe("3");
  });

  it("refuses, by name, a read-only field sent with another value, and an unknown field", async () => {
    const read = await listed("power");
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...read, id: "force" }, /^id is read-only: it is "power"/],
      [{ ...read, builtin: false }, /^builtin is read-only: it is true/],
      [{ ...read, colour: "red" }, /^Unknown field "colour"/],
    ];
    for (const [body, message] of cases) {
      const response = await sendJson("PUT", "/api/admin/converters/power", body, asAdmin());
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await jsonOf<{ error: string }>(response)).error).toMatch(message);
    }
    expect(await listed("power")).toEqual(read);
  });

  it("takes a category back as GET /api/admin/categories gave it, and refuses a changed count", async () => {
    type Category = Record<string, unknown> & { id: string; converters: number };
    const categories = async () =>
      (await jsonOf<{ categories: Category[] }>(await get("/api/admin/categories", asAdmin())))
        .categories;
    const read = (await categories()).find((category) => category.id === "electricity")!;
    const renamed = await sendJson(
      "PUT",
      "/api/admin/categories/electricity",
      { ...read, name: "Electrical Converters" },
      asAdmin(),
    );
    expect(renamed.status).toBe(200);
    expect(await jsonOf(renamed)).toEqual({ ...read, name: "Electrical Converters" });

    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...read, converters: read.converters + 1 }, /^converters is read-only/],
      [{ ...read, id: "magnetism" }, /^id is read-only: it is "electricity"/],
    ];
    for (const [body, message] of cases) {
      const response = await sendJson("PUT", "/api/admin/categories/electricity", body, asAdmin());
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await jsonOf<{ error: string }>(response)).error).toMatch(message);
    }
    expect((await categories()).find((category) => category.id === "electricity")).toEqual({
      ...read,
      name: "Electrical Converters",
    });
  });
});

describe("adding and deleting converters", () => {
  it("adds a converter over units of one quantity, which converts, and deletes it", async () => {
    const created = await sendJson(
      "POST",
      "/api/admin/converters",
      {
        name: "Stride Length Converter",
        description: "Steps and strides in feet, meters and inches.",
        category: "common",
        units: ["foot", "meter", "inch"],
        unitCount: "3",
      },
      asAdmin(),
    );
    expect(created.status).toBe(201);
    const converter = await jsonOf<{ id: string; slug: string }>(created);
    expect(converter).toMatchObject({
      id: "stride-length-converter",
      slug: "stride-length-converter",
    });

    const page = await pageHtml(await get("/stride-length-converter"));
    expect(page).toContain("Stride Length Converter");
    const convert = await jsonOf<{ result: string }>(
      await get("/api/convert?value=1&from=foot&to=meter&converter=stride-length-converter"),
    );
    expect(convert.result).toBe("0.3048");
    const index = await jsonOf<Array<{ slug: string }>>(await get("/search-index.json"));
    expect(index.some((item) => item.slug === "stride-length-converter")).toBe(true);

    const again = await sendJson(
      "POST",
      "/api/admin/converters",
      {
        name: "Stride Length Converter",
        description: "Again.",
        category: "common",
        units: ["foot", "meter"],
      },
      asAdmin(),
    );
    expect(again.status).toBe(409);

    // Renamed, an added converter's first slug (also its id) leads to the new one.
    await sendJson(
      "PUT",
      `/api/admin/converters/${converter.id}`,
      { slug: "stride-converter" },
      asAdmin(),
    );
    const moved = await get("/stride-length-converter");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/stride-converter");

    const deleted = await sendJson(
      "DELETE",
      `/api/admin/converters/${converter.id}`,
      undefined,
      asAdmin(),
    );
    expect(await jsonOf(deleted)).toEqual({ deleted: converter.id });
    expect((await get("/stride-converter")).status).toBe(404);
    expect((await get("/stride-length-converter")).status).toBe(404);
    const actions = (await auditRows("converter", converter.id)).map((row) => row.action);
    expect(actions).toEqual(["converter.created", "converter.updated", "converter.deleted"]);
  });

  it("refuses units of different quantities, too few units, and missing fields", async () => {
    const base = { name: "Mixed Converter", description: "Mixed.", category: "common" };
    const cases: Array<[unknown, RegExp]> = [
      [{ ...base, units: ["meter", "kilogram"] }, /one quantity/],
      [{ ...base, units: ["meter"] }, /at least two units/],
      [{ ...base, units: ["usd", "eur"] }, /Currency Converter/],
      [{ ...base, units: ["meter", "no-such-unit"] }, /one quantity/],
      [{ name: "Only a name", units: ["meter", "foot"] }, /Please fill in all required fields/],
    ];
    for (const [body, message] of cases) {
      const response = await sendJson("POST", "/api/admin/converters", body, asAdmin());
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await jsonOf<{ error: string }>(response)).error).toMatch(message);
    }
  });

  it("hides a built-in converter (404 'Converter Not Found' for visitors) and restores it", async () => {
    const hidden = await postForm(
      "/admin/converters",
      { intent: "delete", id: "torque" },
      asAdmin(),
    );
    expect(hidden.status).toBe(302);
    const gone = await get("/torque-converter");
    expect(gone.status).toBe(404);
    expect(await pageHtml(gone)).toContain("Converter Not Found");
    const list = await jsonOf<{ converters: Array<{ id: string; hidden: boolean }> }>(
      await get("/api/admin/converters", asAdmin()),
    );
    expect(list.converters.find((c) => c.id === "torque")?.hidden).toBe(true);
    const publicList = await jsonOf<{ converters: Array<{ id: string }> }>(
      await get("/api/converters"),
    );
    expect(publicList.converters.some((c) => c.id === "torque")).toBe(false);

    await postForm("/admin/converters", { intent: "restore", id: "torque" }, asAdmin());
    expect((await get("/torque-converter")).status).toBe(200);
    const actions = (await auditRows("converter", "torque")).map((row) => row.action);
    expect(actions).toEqual(["converter.hidden", "converter.restored"]);
  });
});

describe("the Converters tab without JavaScript", () => {
  it("lists converters, opens one for editing with its history, and saves a form", async () => {
    const list = await get("/admin/converters", asAdmin());
    expect(list.status).toBe(200);
    const html = await pageHtml(list);
    expect(html).toContain("Add a converter");
    expect(html).toContain("Volume Converter");

    const saved = await postForm(
      "/admin/converters",
      {
        intent: "update",
        id: "speed",
        name: "Speed and Velocity Converter",
        slug: "speed-converter",
        description: "Speeds.",
        category: "common",
        unitCount: "30+",
        order: "15",
        units: "",
        popular: "on",
      },
      asAdmin(),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/converters");
    const home = await pageHtml(await get("/"));
    expect(home).toContain("Speed and Velocity Converter");
    expect(home).toContain("30+ units");

    const edit = await pageHtml(await get("/admin/converters?edit=speed", asAdmin()));
    expect(edit).toContain("Edit Speed and Velocity Converter");
    expect(edit).toContain("converter.updated");
    expect(edit).toContain("Speeds.");

    const refused = await postForm(
      "/admin/converters",
      { intent: "update", id: "speed", name: "", description: "x", category: "common" },
      asAdmin(),
    );
    expect(refused.status).toBe(400);
    expect(await pageHtml(refused)).toContain("Please fill in all required fields");
  });
});

describe("categories", () => {
  it("renames, describes, reorders and re-icons a category; the home page and API follow", async () => {
    const response = await sendJson(
      "PUT",
      "/api/admin/categories/radiology",
      { name: "Radiation Converters", icon: "zap", order: 1 },
      asAdmin(),
    );
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toMatchObject({
      id: "radiology",
      name: "Radiation Converters",
      icon: "zap",
      order: 1,
    });
    const categories = await jsonOf<{ categories: Array<{ id: string; name: string }> }>(
      await get("/api/categories"),
    );
    expect(categories.categories[0]).toMatchObject({
      id: "radiology",
      name: "Radiation Converters",
    });
    const home = await pageHtml(await get("/"));
    expect(home.indexOf("Radiation Converters")).toBeLessThan(home.indexOf("Common Converters"));
    const page = await pageHtml(await get("/radiation-converter"));
    expect(page).toContain("Radiation Converters");

    const bad = await sendJson(
      "PUT",
      "/api/admin/categories/radiology",
      { icon: "skull" },
      asAdmin(),
    );
    expect(bad.status).toBe(400);
    expect((await jsonOf<{ error: string }>(bad)).error).toMatch(/icon must be one of/);
    const unknown = await sendJson(
      "PUT",
      "/api/admin/categories/kitchen",
      { name: "K" },
      asAdmin(),
    );
    expect(unknown.status).toBe(400);
    const actions = (await auditRows("category", "radiology")).map((row) => row.action);
    expect(actions).toEqual(["category.updated"]);

    const tab = await pageHtml(await get("/admin/categories", asAdmin()));
    expect(tab).toContain("Radiation Converters");
    const form = await postForm(
      "/admin/categories",
      {
        key: "radiology",
        name: "Radiology Converters",
        description: "Rays.",
        icon: "radiation",
        order: "80",
      },
      asAdmin(),
    );
    expect(form.status).toBe(302);
    expect(
      (
        await jsonOf<{ categories: Array<{ name: string }> }>(await get("/api/categories"))
      ).categories.at(-2)?.name,
    ).toBe("Radiology Converters");
  });

  it("lists the categories for admins", async () => {
    const list = await jsonOf<{ categories: Array<{ id: string; converters: number }> }>(
      await get("/api/admin/categories", asAdmin()),
    );
    expect(list.categories).toHaveLength(9);
    expect(list.categories[0]).toMatchObject({ id: "common" });
    expect(list.categories.every((category) => category.converters > 0)).toBe(true);
  });
});

describe("the rendered-page cache", () => {
  it("does not serve a page kept before an edit", async () => {
    const first = await SELF.fetch(`${BASE}/area-converter`);
    await first.text();
    const kept = await SELF.fetch(`${BASE}/area-converter`);
    expect(kept.headers.get("X-Page-Cache")).toBe("hit");
    await kept.text();
    await sendJson("PUT", "/api/admin/converters/area", { name: "Surface Converter" }, asAdmin());
    const after = await SELF.fetch(`${BASE}/area-converter`);
    expect(await after.text()).toContain("Surface Converter");
  });
});
