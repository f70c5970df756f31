/**
 * What an uploaded file really is, from its first bytes: the browser's Content-Type and the file
 * name are the sender's word, the magic bytes are the file's. Only raster formats that cannot
 * carry script are accepted; SVG (which can) is refused by name so the message can say why.
 */

export interface ImageType {
  contentType: "image/jpeg" | "image/png" | "image/gif" | "image/webp" | "image/avif";
  extension: "jpg" | "png" | "gif" | "webp" | "avif";
}

export const ACCEPTED_IMAGE_TYPES: readonly ImageType["contentType"][] = [
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  "image/avif",
];

/** The <input type="file"> accept list of the uploader. */
export const IMAGE_ACCEPT =
  ".jpg,.jpeg,.png,.gif,.webp,.avif,image/jpeg,image/png,image/gif,image/webp,image/avif";

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/** AVIF is an ISO-BMFF file whose `ftyp` box names the avif (or avis) brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : 16);
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands.includes("avif") || brands.includes("avis");
}

/** The image type the bytes begin with, or null when they are not an accepted image. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: "image/png", extension: "png" };
  }
  const head = ascii(bytes, 0, 6);
  if (head === "GIF87a" || head === "GIF89a") return { contentType: "image/gif", extension: "gif" };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") {
    return { contentType: "image/webp", extension: "webp" };
  }
  if (isAvif(bytes)) return { contentType: "image/avif", extension: "avif" };
  return null;
}

/** Whether the bytes look like SVG (XML or markup that opens an <svg> element early on). */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const text = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return text.startsWith("<") && text.includes("<svg");
}
