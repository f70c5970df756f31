/** Text made safe for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`,
  );
}
