import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { forgetContentVersion, loadCatalogue } from "~/catalogue/catalogue.server";
import { database } from "~/db/client.server";
import { BASE, sendJson } from "./helpers/admin";
import { signIn } from "./helpers/auth";

const db = database(env.DB);

async function bumpVersionInD1() {
  await env.DB.prepare("UPDATE catalogue_version SET version = lower(hex(randomblob(8)))").run();
}

async function versionInD1(): Promise<string> {
  const row = await env.DB.prepare("SELECT version FROM catalogue_version").first<{
    version: string;
  }>();
  return row?.version ?? "initial";
}

describe("the content version, trusted for a while", () => {
  afterEach(async () => {
    forgetContentVersion();
    await env.DB.batch([
      env.DB.prepare("DELETE FROM site_settings"),
      env.DB.prepare("UPDATE catalogue_version SET version = lower(hex(randomblob(8)))"),
    ]);
  });

  it("is read again only once the trust has run out or the instance forgot it", async () => {
    const first = await loadCatalogue(db, 60_000);
    expect(first.version).toBe(await versionInD1());
    await bumpVersionInD1();
    // Trusted: another instance's change is not read yet.
    expect((await loadCatalogue(db, 60_000)).version).toBe(first.version);
    // Read on every request when trusted for 0 ms (the tests' setting).
    const now = await loadCatalogue(db, 0);
    expect(now.version).toBe(await versionInD1());
    expect(now.version).not.toBe(first.version);
    await bumpVersionInD1();
    forgetContentVersion();
    expect((await loadCatalogue(db, 60_000)).version).toBe(await versionInD1());
  });

  it("is forgotten after a write through the Worker, so an operator sees a change at once", async () => {
    const before = (await loadCatalogue(db, 60_000)).version;
    const { cookie } = await signIn({ isAdmin: true });
    const response = await sendJson(
      "PUT",
      "/api/admin/settings",
      { announcement: { enabled: true, text: "Trusted versions test", link: null } },
      { cookie },
    );
    expect(response.status).toBe(200);
    expect(await versionInD1()).not.toBe(before);
    // The Worker's write forgot the version held: the next read goes to D1.
    expect((await loadCatalogue(db, 60_000)).version).toBe(await versionInD1());
    expect(await (await SELF.fetch(`${BASE}/`)).text()).toContain("Trusted versions test");
  });
});
