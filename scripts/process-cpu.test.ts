import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fieldsAfterName, processGroupCpu } from "./process-cpu.mjs";

/** This process's group, from its own /proc line. */
function ownGroup(): number {
  return Number(fieldsAfterName(readFileSync("/proc/self/stat", "utf8"))[2]);
}

const cpuMs = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1000;

describe.runIf(process.platform === "linux")("processGroupCpu", () => {
  it("counts the CPU this process's group spends", () => {
    const group = ownGroup();
    const before = processGroupCpu(group);
    // 100 ms of this process's own CPU (ten of /proc's 10 ms ticks), however busy the machine.
    const start = process.cpuUsage();
    while (cpuMs(process.cpuUsage(start)) < 100);
    const after = processGroupCpu(group);
    expect(before).not.toBeNull();
    expect((after ?? 0) - (before ?? 0)).toBeGreaterThanOrEqual(50);
  });

  it("counts nothing for a group with no process", () => {
    expect(processGroupCpu(2 ** 30)).toBe(0);
  });
});
