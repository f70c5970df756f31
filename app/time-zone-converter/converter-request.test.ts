import { describe, expect, it } from "vitest";
import { convertParams, converterHref, readConverterFields } from "./converter-request";
import { differenceText, durationText, twelveHourText } from "~/time/local-time-text";

const read = (query: string) => readConverterFields(new URLSearchParams(query));

describe("the time-zone converter's URL", () => {
  it("shows the default places on a first visit, and none once the form removed them all", () => {
    expect(read("").to).toEqual(["New York", "London", "Mumbai", "Tokyo", "Sydney"]);
    expect(read("from=UTC&to=&to=").to).toEqual([]);
    expect(read("").from).toBe("");
  });

  it("keeps a place's qualifiers with it in the request's list", () => {
    const fields = read("from=Berlin&to=Springfield,+Illinois&to=Portland+(Oregon)&to=London");
    expect(convertParams(fields).to).toBe("Springfield (Illinois),Portland (Oregon),London");
  });

  it("reads from UTC until a place is named, and only 'later' as an overlap choice", () => {
    expect(convertParams(read("to=London")).from).toBe("UTC");
    expect(read("overlap=sideways").overlap).toBe("earlier");
    expect(read("overlap=later").overlap).toBe("later");
  });

  it("writes the fields back as the URL they came from", () => {
    const query = "at=2026-03-08T02%3A30&from=Los+Angeles&to=Berlin&to=Tokyo&overlap=later";
    expect(converterHref(read(query))).toBe(`/time-zone-converter?${query}`);
    expect(converterHref({ from: "UTC", to: [] })).toBe("/time-zone-converter?from=UTC");
  });
});

describe("times in words", () => {
  it("writes durations and differences", () => {
    expect(durationText(-330)).toBe("5 h 30 min");
    expect(durationText(45)).toBe("45 min");
    expect(differenceText("-05:00", "+00:00")).toBe("5 h ahead");
    expect(differenceText("+05:45", "+05:30")).toBe("15 min behind");
    expect(differenceText("+01:00", "+01:00")).toBe("same time");
    expect(twelveHourText("2026-11-28T00:05:00")).toBe("12:05 AM");
  });
});
