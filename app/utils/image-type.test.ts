import { describe, expect, it } from "vitest";
import { detectImageType, looksLikeSvg } from "./image-type";

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === "string" ? [...new TextEncoder().encode(part)] : part,
    ),
  );

/** An ISO-BMFF `ftyp` box of `size` bytes with a major brand and compatible brands. */
const ftyp = (major: string, compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], ...compatible);
};

describe("detectImageType", () => {
  it.each([
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF"), "image/jpeg"],
    ["PNG", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], "IHDR"), "image/png"],
    ["GIF87a", bytes("GIF87a", [1, 0, 1, 0]), "image/gif"],
    ["GIF89a", bytes("GIF89a", [1, 0, 1, 0]), "image/gif"],
    ["WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), "image/webp"],
    ["AVIF (major brand)", ftyp("avif", ["mif1", "miaf"]), "image/avif"],
    ["AVIF sequence", ftyp("avis", ["msf1"]), "image/avif"],
    ["AVIF (compatible brand)", ftyp("mif1", ["avif", "miaf"]), "image/avif"],
  ])("recognises %s", (_name, input, type) => {
    expect(detectImageType(input)?.contentType).toBe(type);
  });

  it.each([
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["HTML", bytes("<!doctype html><html><script>alert(1)</script>")],
    ["a PDF", bytes("%PDF-1.7\n")],
    ["HEIC (not AVIF)", ftyp("heic", ["mif1", "heic"])],
    ["an MP4", ftyp("isom", ["iso2", "mp41"])],
    ["a RIFF that is not WebP", bytes("RIFF", [0, 0, 0, 0], "WAVEfmt ")],
    ["a truncated PNG signature", bytes([0x89], "PNG")],
    ["an empty file", bytes()],
    ["text claiming to be a JPEG", bytes("image/jpeg")],
  ])("refuses %s", (_name, input) => {
    expect(detectImageType(input)).toBeNull();
  });
});

describe("looksLikeSvg", () => {
  it("spots SVG with or without an XML declaration, BOM or leading space", () => {
    expect(looksLikeSvg(bytes("<svg></svg>"))).toBe(true);
    expect(looksLikeSvg(bytes('\uFEFF  <?xml version="1.0"?>\n<!DOCTYPE svg>\n<svg/>'))).toBe(true);
    expect(looksLikeSvg(bytes("<html><body>hi</body></html>"))).toBe(false);
    expect(looksLikeSvg(bytes([0x89], "PNG"))).toBe(false);
  });
});
