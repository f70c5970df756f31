import { describe, expect, it } from "vitest";
import { pairView } from "./pair-page.server";
import { POPULAR_CITIES, readPairSlug } from "./popular-cities";

const city = (slug: string) => POPULAR_CITIES.find((entry) => entry.slug === slug)!;

describe("a city pair's page", () => {
  it("marks the hour the clocks skip on a spring-forward day, and says what changes next", () => {
    // 8 March 2026, 06:00 in New York: the clocks went forward at 02:00 that night.
    const view = pairView(city("new-york"), city("london"), Date.parse("2026-03-08T10:00:00Z"));
    expect(view.day).toBe("Sunday 8 March 2026");
    expect(view.hours[1]).toEqual({ from: "01:00", to: "06:00", dayShift: "", note: "" });
    expect(view.hours[2]!.note).toBe(
      "02:00 does not exist in New York that day: the clocks skip it",
    );
    expect(view.hours[3]).toMatchObject({ from: "03:00", to: "07:00" });
    expect(view.difference).toBe("London is 4 h ahead of New York.");
    expect(view.changes).toEqual([
      "On Sunday 29 March 2026 at 01:00, London's clocks go forward 1 h to 02:00, UTC+01:00 (GMT to BST). From then London is 5 h ahead of New York.",
      "On Sunday 1 November 2026 at 02:00, New York's clocks go back 1 h to 01:00, UTC−05:00 (EDT to EST). From then London is 5 h ahead of New York.",
    ]);
  });

  it("marks the hour that happens twice, and crosses the date line", () => {
    const view = pairView(city("sydney"), city("los-angeles"), Date.parse("2026-04-04T20:00:00Z"));
    expect(view.day).toBe("Sunday 5 April 2026");
    expect(view.hours[2]!.note).toBe("02:00 happens twice in Sydney that day; this is the first");
    expect(view.hours[0]).toMatchObject({ from: "00:00", dayShift: "previous day" });
  });

  it("reads only the pairs it lists", () => {
    expect(readPairSlug("new-york-to-london")?.to.zone).toBe("Europe/London");
    expect(readPairSlug("sao-paulo-to-hong-kong")?.from.name).toBe("São Paulo");
    expect(readPairSlug("london-to-london")).toBeNull();
    expect(readPairSlug("london-to-paris-to-berlin")).toBeNull();
    expect(readPairSlug("gotham-to-london")).toBeNull();
  });
});
