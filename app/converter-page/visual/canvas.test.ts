import { describe, expect, it } from "vitest";
import { fit, text, type Painter } from "./canvas";
import { PALETTES } from "./palette";

/** A 2D context that writes nothing, each character 6 px wide, and counts its measurements. */
function recordingPainter() {
  const drawn: Array<{ value: string; x: number; y: number; font: string }> = [];
  const ctx = {
    font: "",
    fillStyle: "",
    textAlign: "left",
    textBaseline: "alphabetic",
    measured: 0,
    measureText(value: string) {
      this.measured++;
      return { width: value.length * 6 };
    },
    fillText(value: string, x: number, y: number) {
      drawn.push({ value, x, y, font: this.font });
    },
  };
  const painter: Painter = {
    ctx: ctx as unknown as CanvasRenderingContext2D,
    width: 300,
    height: 256,
    palette: PALETTES.light,
    font: "system-ui",
  };
  return { painter, ctx, drawn };
}

describe("text", () => {
  it("draws a label without a width limit without measuring it", () => {
    const { painter, ctx, drawn } = recordingPainter();
    text(painter, "1.524 m", 16, 40, { color: "#000", size: 10 });
    expect(drawn).toEqual([{ value: "1.524 m", x: 16, y: 40, font: "400 10px system-ui" }]);
    expect(ctx.measured).toBe(0);
  });

  it("measures a label with room once and draws it whole", () => {
    const { painter, ctx, drawn } = recordingPainter();
    text(painter, "5 feet", 16, 40, { color: "#000", weight: 700, size: 13, maxWidth: 100 });
    expect(drawn.map((d) => [d.value, d.font])).toEqual([["5 feet", "700 13px system-ui"]]);
    expect(ctx.measured).toBe(1);
  });

  it("shortens a label too long for its room with an ellipsis", () => {
    const { painter, drawn } = recordingPainter();
    // 60 px hold ten characters: nine and the ellipsis.
    text(painter, "a very long unit name", 16, 40, { color: "#000", maxWidth: 60 });
    expect(drawn.map((d) => d.value)).toEqual(["a very lo…"]);
  });

  it("draws nothing for an empty label or a position that is not a number", () => {
    const { painter, ctx, drawn } = recordingPainter();
    text(painter, "", 16, 40, { color: "#000", maxWidth: 60 });
    text(painter, "x", NaN, 40, { color: "#000" });
    expect(drawn).toEqual([]);
    expect(ctx.measured).toBe(0);
  });
});

describe("fit", () => {
  it("gives nothing when there is no room and everything when the limit is not a number", () => {
    const { ctx } = recordingPainter();
    const context = ctx as unknown as CanvasRenderingContext2D;
    expect(fit(context, "metre", 0)).toBe("");
    expect(fit(context, "metre", 5)).toBe("");
    expect(fit(context, "metre", Infinity)).toBe("metre");
    expect(fit(context, "metre", undefined)).toBe("metre");
  });
});
