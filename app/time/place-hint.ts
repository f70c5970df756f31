/**
 * What a request's place field should hold, as the refusals of zone-names.ts and the time API's
 * schemas (time-convert-schemas.ts) say it. A module of its own: the schemas load with every
 * isolate, and zone-names.ts brings the place list (docs/decisions/089-time-code-on-demand.md).
 */
export const PLACE_HINT =
  'an IANA zone such as "Europe/Berlin", or a town or city such as "Mumbai"';
