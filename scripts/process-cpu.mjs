// The CPU time a process group has used, from Linux's /proc: what the local server (wrangler's
// node and its workerd children, one group: local-server.mjs) spends while a benchmark's browser
// loads a page on the same cores.
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks a second, as /proc counts them (USER_HZ: 100 on Linux, whatever the kernel's HZ). */
const TICKS_PER_SECOND = 100;

/**
 * Milliseconds of CPU (user and system) used so far by the live processes of group `groupId`,
 * or null where /proc cannot tell (not Linux).
 * @param {number} groupId
 * @returns {number | null}
 */
export function processGroupCpu(groupId) {
  let names;
  try {
    names = readdirSync("/proc");
  } catch {
    return null;
  }
  let ticks = 0;
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    const fields = fieldsAfterName(stat);
    // After the name: state, ppid, pgrp, …, utime (14th field of the line), stime (15th).
    if (Number(fields[2]) !== groupId) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * The fields of a /proc/<pid>/stat line after the command name, which is in brackets and may
 * hold spaces: state, ppid, pgrp, …
 * @param {string} stat
 */
export function fieldsAfterName(stat) {
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}
