import { describe, expect, it } from "vitest";
import { codeCatalogue } from "@unitwise/units/catalogue";
import { answerBatch as answerBatchItems, batchCost, parseBatch } from "./batch.server";

/** The batch answered as the endpoint answers it: parsed first, then each item. */
function answerBatch(input: unknown) {
  const parsed = parseBatch(input);
  return parsed.ok
    ? { status: 200 as const, body: answerBatchItems(parsed.batch, { catalogue: codeCatalogue }) }
    : { status: parsed.status, error: parsed.error };
}

describe("batchCost", () => {
  it("counts one request per 10 items, at least one", () => {
    expect([0, 1, 9, 10, 11, 55, 100].map(batchCost)).toEqual([1, 1, 1, 1, 2, 6, 10]);
  });
});

describe("answerBatch", () => {
  it("lets the batch's precision apply to items without their own", () => {
    const outcome = answerBatch({
      items: [
        { value: 1, fromUnit: "degree", toUnit: "radian" },
        { value: 1, fromUnit: "degree", toUnit: "radian", precision: 2 },
      ],
      precision: 4,
    });
    expect(outcome.status).toBe(200);
    if (outcome.status !== 200) return;
    expect(outcome.body.results.map((r) => (r.ok ? r.result : r.error))).toEqual([
      "0.01745",
      "0.017",
    ]);
  });
});
