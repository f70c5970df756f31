/**
 * The address a request comes from, as a rate-limit subject. Cloudflare sets
 * `CF-Connecting-IP` (and overwrites any value a client sends). An IPv6 client usually holds a
 * whole /64, so IPv6 addresses count by their /64 network. Requests without the header (local
 * tools) share the subject "unknown".
 */
export function clientAddress(request: Request): string {
  const address = request.headers.get("CF-Connecting-IP")?.trim().toLowerCase();
  if (!address) return "unknown";
  if (!address.includes(":")) return address;
  return ipv6Network(address) ?? address;
}

/** `2001:db8:a:b:1:2:3:4` → `2001:db8:a:b::/64`; IPv4-mapped addresses → the IPv4 address. */
function ipv6Network(address: string): string | null {
  const bare = address.split("%")[0] ?? "";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (mapped?.[1]) return mapped[1];
  const halves = bare.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  const network = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ""));
  return `${network.join(":")}::/64`;
}
