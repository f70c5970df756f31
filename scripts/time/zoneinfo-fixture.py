#!/usr/bin/env python3
"""Writes tests/fixtures/zoneinfo-transitions.json: an independent record of time-zone rules.

Python's zoneinfo (with the system's tz database) is an implementation of its own, not the ICU
data that Temporal reads through Intl; the unit tests hold app/time/ to what it says. For each
zone below, every change of UTC offset from 1996 to 2026 is found, and around each one a few
local wall-clock times are classified: a time that happens once ("ok"), one that does not
exist because the clocks jumped forward ("gap"), one that happens twice ("overlap"), each
with the offsets of its two readings (PEP 495's fold=0 and fold=1).

Run: python3 scripts/time/zoneinfo-fixture.py (needs only Python 3.9+ and system tz data).
"""
import json
import os
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

# At least 50 zones: both hemispheres, half- and quarter-hour offsets, a two-hour daylight
# saving (Troll), a half-hour one (Lord Howe), zones that changed their rules or their side of
# the date line (Samoa and Tokelau in 2011, Caracas, Pyongyang, Casablanca, Gaza, Kyiv).
ZONES = [
    "America/New_York", "America/Chicago", "America/Denver", "America/Phoenix",
    "America/Los_Angeles", "America/Anchorage", "Pacific/Honolulu", "America/Halifax",
    "America/St_Johns", "America/Mexico_City", "America/Havana", "America/Bogota",
    "America/Caracas", "America/Santiago", "America/Asuncion", "America/Sao_Paulo",
    "America/Argentina/Buenos_Aires", "America/Montevideo", "America/Nuuk",
    "Atlantic/Azores", "Atlantic/Reykjavik", "Europe/London", "Europe/Dublin",
    "Europe/Lisbon", "Europe/Paris", "Europe/Berlin", "Europe/Athens", "Europe/Istanbul",
    "Europe/Moscow", "Europe/Kyiv", "Europe/Minsk", "Africa/Cairo", "Africa/Casablanca",
    "Africa/Johannesburg", "Africa/Lagos", "Africa/Nairobi", "Asia/Tehran", "Asia/Jerusalem",
    "Asia/Beirut", "Asia/Amman", "Asia/Damascus", "Asia/Gaza", "Asia/Dubai", "Asia/Kabul",
    "Asia/Karachi", "Asia/Kolkata", "Asia/Kathmandu", "Asia/Dhaka", "Asia/Yangon",
    "Asia/Bangkok", "Asia/Shanghai", "Asia/Tokyo", "Asia/Seoul", "Asia/Pyongyang",
    "Australia/Perth", "Australia/Eucla", "Australia/Adelaide", "Australia/Darwin",
    "Australia/Brisbane", "Australia/Sydney", "Australia/Lord_Howe", "Pacific/Auckland",
    "Pacific/Chatham", "Pacific/Apia", "Pacific/Fakaofo", "Pacific/Kiritimati",
    "Pacific/Norfolk", "Antarctica/Troll",
]

START = datetime(1996, 1, 1, tzinfo=timezone.utc)
END = datetime(2027, 1, 1, tzinfo=timezone.utc)
STEP = timedelta(hours=6)
ONE = timedelta(seconds=1)
EPOCH = datetime(1970, 1, 1)


def offset_at(zone: ZoneInfo, instant: datetime) -> int:
    return int(instant.astimezone(zone).utcoffset().total_seconds())


def transitions(zone: ZoneInfo):
    """(instant, offset before, offset after) for each change of offset in [START, END)."""
    found = []
    t = START
    before = offset_at(zone, t)
    while t < END:
        nxt = t + STEP
        after = offset_at(zone, nxt)
        if after != before:
            low, high = t, nxt  # offset(low) == before, offset(high) != before
            while high - low > ONE:
                mid = low + (high - low) / 2
                mid = mid.replace(microsecond=0)
                if mid == low:
                    break
                if offset_at(zone, mid) == before:
                    low = mid
                else:
                    high = mid
            found.append((high, before, offset_at(zone, high)))
            before = after
        t = nxt
    return found


def classify(zone: ZoneInfo, local: datetime, utc: datetime):
    """[local time - change, status, offset with fold=0, offset with fold=1], in seconds."""
    early = local.replace(tzinfo=zone, fold=0)
    late = local.replace(tzinfo=zone, fold=1)
    o0 = int(early.utcoffset().total_seconds())
    o1 = int(late.utcoffset().total_seconds())
    if o0 == o1:
        status = "ok"
    else:
        back = early.astimezone(timezone.utc).astimezone(zone).replace(tzinfo=None)
        status = "overlap" if back == local else "gap"
    return [int((local - utc).total_seconds()), status, o0, o1]


def main():
    rows = []
    count = {"ok": 0, "gap": 0, "overlap": 0}
    for index, name in enumerate(ZONES):
        zone = ZoneInfo(name)
        for instant, before, after in transitions(zone):
            utc = instant.replace(tzinfo=None)
            low = utc + timedelta(seconds=min(before, after))
            high = utc + timedelta(seconds=max(before, after))
            samples = [low - ONE, low, low + (high - low) / 2, high - ONE, high]
            row = [index, int((utc - EPOCH).total_seconds()), before, after]
            for local in samples:
                sample = classify(zone, local.replace(microsecond=0), utc)
                count[sample[1]] += 1
                row.append(sample)
            rows.append(row)
    tzdata = "unknown"
    try:
        with open("/usr/share/zoneinfo/tzdata.zi", encoding="utf-8") as f:
            tzdata = f.readline().split()[-1]
    except OSError:
        pass
    out = {
        "about": "Python zoneinfo's reading of local times around every UTC-offset change "
        "1996-2026 (scripts/time/zoneinfo-fixture.py). Row: zone index, change (UTC seconds), "
        "offset before, offset after (seconds), then five local wall-clock times around it, "
        "each [local time minus the change's UTC time, status, offset of the earlier reading "
        "(fold=0), offset of the later one (fold=1)].",
        "tzdata": tzdata,
        "zones": ZONES,
        "rows": rows,
    }
    path = os.path.join(os.path.dirname(__file__), "..", "..", "tests", "fixtures",
                        "zoneinfo-transitions.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, separators=(",", ":"))
        f.write("\n")
    print(f"{len(ZONES)} zones, {len(rows)} changes, local times: {count}, tzdata {tzdata}")


if __name__ == "__main__":
    main()
