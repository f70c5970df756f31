// The app is type-checked against the Workers runtime, not Node. The Worker uses one node:crypto
// function (scrypt, through the nodejs_compat flag, for password hashing): its types are here.
declare module "node:crypto" {
  export interface ScryptOptions {
    N?: number;
    r?: number;
    p?: number;
    maxmem?: number;
  }
  export function scrypt(
    password: string | ArrayBufferView,
    salt: string | ArrayBufferView,
    keylen: number,
    options: ScryptOptions,
    callback: (error: Error | null, derivedKey: Uint8Array) => void,
  ): void;
}
