import { Temporal } from "temporal-polyfill";

/** A change of a zone's UTC offset: a daylight-saving change, or a change of its rules. */
export interface OffsetChange {
  zone: string;
  /** the moment of the change: "2027-03-14T07:00:00Z" */
  instant: string;
  /** the wall clock just before the change: "2027-03-14T02:00:00" (shown as 01:59:59…) */
  localBefore: string;
  /** the wall clock at the change, after it: "2027-03-14T03:00:00" */
  localAfter: string;
  offsetBefore: string;
  offsetAfter: string;
}

/**
 * The zone's next change of UTC offset after `epochMilliseconds`, or null for a zone that keeps
 * its offset (Asia/Tokyo, UTC). As the runtime's tz rules have it (docs/decisions/074-time-zones.md).
 */
export function nextOffsetChange(epochMilliseconds: number, zone: string): OffsetChange | null {
  const now = Temporal.Instant.fromEpochMilliseconds(epochMilliseconds).toZonedDateTimeISO(zone);
  const after = now.getTimeZoneTransition("next");
  if (!after) return null;
  const before = after.subtract({ nanoseconds: 1 });
  return {
    zone: after.timeZoneId,
    instant: after.toInstant().toString({ smallestUnit: "second" }),
    localBefore: before
      .toPlainDateTime()
      .add({ nanoseconds: 1 })
      .toString({ smallestUnit: "second" }),
    localAfter: after.toPlainDateTime().toString({ smallestUnit: "second" }),
    offsetBefore: before.offset,
    offsetAfter: after.offset,
  };
}
