import { describe, expect, it } from "vitest";
import { imageIdsIn, imagePath, isImageKey } from "./image.server";

const ID = "7d5c8a1e-3b0f-4c4e-9a53-2f7e1c9b8d10";
const OTHER = "0b6f8a2c-1d3e-4f5a-8b7c-9d0e1f2a3b4c";

describe("imageIdsIn", () => {
  it("finds our image ids in a featured image URL and in markdown", () => {
    expect(imageIdsIn(imagePath(ID))).toEqual([ID]);
    expect(imageIdsIn(`Text ![a](${imagePath(ID)}) and ![b](${imagePath(OTHER)}).`)).toEqual([
      ID,
      OTHER,
    ]);
  });

  it("ignores other addresses and malformed ids", () => {
    expect(imageIdsIn("https://example.com/images/blog/not-an-id-at-all-0000000000000")).toEqual(
      [],
    );
    expect(imageIdsIn("/images/other/" + ID)).toEqual([]);
    expect(imageIdsIn("")).toEqual([]);
  });
});

describe("isImageKey", () => {
  it("accepts only blog/<uuid>", () => {
    expect(isImageKey(`blog/${ID}`)).toBe(true);
    expect(isImageKey(`notes/${ID}`)).toBe(false);
    expect(isImageKey("blog/readme.txt")).toBe(false);
  });
});
