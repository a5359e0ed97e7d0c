#!/usr/bin/env python3
"""The report of bench/engine-vs-fio.sh: RESULTS_DIR ROUNDS "ENGINE..." JOB... (files JOB.ENGINE.ROUND.json).

Engines: ours (and baseline, an older build of ours, when given), fio at its defaults, fio-best.
Per job: each engine's median; for ours (and baseline) against each fio, the median of the
per-round ratios with their range; whether that median is stable (leaving out any one round keeps
it on the same side of 1.00 and within 5 % of it); each engine's spread between rounds, and a note when
it is larger than the gap between the engines (then the rounds, not the medians, say how they
compare). Then the load and the other I/O on the disk during the runs (runs.tsv). A verdict is
"not decided" when the baseline is the same build (conditions.txt says so) and its two copies lie
as far apart as the gap to the peer. Writes summary.json too.
"""
import csv
import json
import math
import statistics
import sys

GOAL_NOP_NS = 300
STABLE_WITHIN = 0.05
PEERS = ("fio", "fio-best")


def load(path):
    text = open(path).read()
    return json.loads(text[text.index("{"):])["jobs"][0]  # fio may print warnings first


def figures(job):
    """IOPS and CPU over the whole job (a verify job writes, then reads back: both count)."""
    runtime_s = job["job_runtime"] / 1000.0
    ios = job["read"]["total_ios"] + job["write"]["total_ios"]
    cpu_s = (job["usr_cpu"] + job["sys_cpu"]) / 100.0 * runtime_s
    out = {"iops": ios / runtime_s if runtime_s else 0.0,
           "cpu_us_per_io": cpu_s * 1e6 / ios if ios else math.nan, "error": job.get("error", 0),
           "mib": (job["read"]["io_bytes"] + job["write"]["io_bytes"]) / 2**20,
           "buffers": job.get("stacklab_buffers", "")}
    for direction in ("read", "write"):
        if job[direction]["total_ios"] > 0:
            percentiles = job[direction]["clat_ns"]["percentile"]
            out[direction + "_p50_us"] = percentiles["50.000000"] / 1000.0
            out[direction + "_p99_us"] = percentiles["99.000000"] / 1000.0
    return out


def spread(values):
    middle = statistics.median(values)
    return (max(values) - min(values)) / middle if middle else math.nan


def stability(ratios):
    """The median with each round left out in turn: stable when none of them crosses 1.00 and
    they lie within 2 x STABLE_WITHIN of each other, relative to the median of all rounds."""
    median = statistics.median(ratios)
    if len(ratios) < 3:
        return median, median, False
    others = [statistics.median(ratios[:i] + ratios[i + 1:]) for i in range(len(ratios))]
    low, high = min(others), max(others)
    crosses = (low < 1.0 <= median) or (high >= 1.0 > median)
    return low, high, not crosses and high - low <= 2 * STABLE_WITHIN * median


def compare(ours, peer, lower_is_better):
    ratios = [o / p for o, p in zip(ours, peer) if p]
    ratio = statistics.median(ratios)
    low, high, stable = stability(ratios)
    gap = abs(ratio - 1.0)
    return {"ours": ours, "peer": peer, "ratios": ratios, "ours_median": statistics.median(ours),
            "peer_median": statistics.median(peer), "ratio": ratio, "ratio_min": min(ratios),
            "ratio_max": max(ratios), "leave_one_out": [low, high], "stable": stable,
            "ours_spread": spread(ours), "peer_spread": spread(peer),
            "spread_exceeds_gap": max(spread(ours), spread(peer)) > gap,
            "rounds_disagree": min(ratios) < 1.0 < max(ratios), "lower_is_better": lower_is_better}


def note(row):
    flags = (("median not stable", not row["stable"]), ("spread > gap", row["spread_exceeds_gap"]),
             ("rounds disagree", row["rounds_disagree"]))
    return ", ".join(name for name, flag in flags if flag)


def undecided(iops, control):
    """With the same build run twice as a control: a gap to the peer no larger than the gap between
    the two copies of identical code is the machine's, not the engine's."""
    if not control:
        return ""
    gap, drift = abs(iops["ratio"] - 1.0), abs(control["ratio"] - 1.0)
    if drift < gap:
        return ""
    return (f"; not decided: the same build run twice in these rounds differed by {drift:.1%}, "
            f"as much as this gap ({gap:.1%}) or more")


def runs_table(results):
    try:
        with open(f"{results}/runs.tsv") as table:
            return list(csv.DictReader(table, delimiter="\t"))
    except FileNotFoundError:
        return []


def main():
    results, rounds, engines, jobs = sys.argv[1], int(sys.argv[2]), sys.argv[3].split(), sys.argv[4:]
    ours_engines = [e for e in engines if e not in PEERS]
    summary = {"conditions": open(f"{results}/conditions.txt").read().splitlines(), "jobs": {}}
    print("\n".join(summary["conditions"]))
    runs = runs_table(results)
    print(f"{'job':17} {'metric':14} {'engine':9} {'peer':9} {'ours':>9} {'peer':>9} {'ratio':>6} "
          f"{'per round':>13} {'w/o 1 round':>12} {'spread':>11}  note")
    same_build = any(line.startswith("baseline: the same build") for line in summary["conditions"])
    verdicts = []
    for job in jobs:
        per_engine = {}
        for engine in engines:
            per_engine[engine] = [figures(load(f"{results}/{job}.{engine}.{r}.json")) for r in range(1, rounds + 1)]
            for r, f in enumerate(per_engine[engine], 1):
                if f["error"]:
                    print(f"!! {job} {engine} round {r}: error {f['error']} (see {job}.{engine}.{r}.err)")
        everyone = [f for e in engines for f in per_engine[e]]
        metrics = [m for m in ("iops", "cpu_us_per_io", "read_p50_us", "read_p99_us", "write_p50_us",
                               "write_p99_us") if all(m in f for f in everyone)]
        if job == "nop":
            metrics = ["iops", "cpu_us_per_io"]
        summary["jobs"][job] = {"medians": {e: {m: statistics.median(f[m] for f in per_engine[e]) for m in metrics}
                                            for e in engines}}
        # Ours against the older build in the same rounds: the change's effect, or, with the same
        # build given twice, how far two runs of identical code drift apart on this machine.
        control = None
        if "baseline" in per_engine and "ours" in per_engine and job != "nop":
            control = compare([f["iops"] for f in per_engine["ours"]], [f["iops"] for f in per_engine["baseline"]],
                              False)
        for mine in ours_engines:
            for peer in PEERS if job != "nop" else ("fio",):
                rows = {}
                for metric in metrics:
                    row = compare([f[metric] for f in per_engine[mine]], [f[metric] for f in per_engine[peer]],
                                  metric != "iops")
                    rows[metric] = row
                    print(f"{job:17} {metric:14} {mine:9} {peer:9} {row['ours_median']:9.1f} "
                          f"{row['peer_median']:9.1f} {row['ratio']:6.3f} {row['ratio_min']:6.3f}-{row['ratio_max']:<6.3f} "
                          f"{row['leave_one_out'][0]:5.3f}-{row['leave_one_out'][1]:<6.3f} "
                          f"{row['ours_spread']:4.0%}/{row['peer_spread']:<4.0%}  {note(row)}")
                summary["jobs"][job][f"{mine}/{peer}"] = rows
                iops, cpu = rows["iops"], rows["cpu_us_per_io"]
                if job == "nop":
                    ns = [v * 1000 for v in cpu["ours"]]
                    met = statistics.median(ns) <= GOAL_NOP_NS
                    verdicts.append(f"{mine} cost per NOP: {statistics.median(ns):.0f} ns median ({min(ns):.0f}-"
                                    f"{max(ns):.0f}), goal <= {GOAL_NOP_NS} ns: {'met' if met else 'NOT met'} "
                                    f"(fio's null engine, no io_uring: {cpu['peer_median'] * 1000:.0f} ns)")
                    continue
                met = iops["ratio"] >= 1.0 and cpu["ratio"] <= 1.0
                verdicts.append(
                    f"{job} {mine}/{peer}: IOPS {iops['ratio']:.3f} ({iops['ratio_min']:.2f}-{iops['ratio_max']:.2f}), "
                    f"CPU per I/O {cpu['ratio']:.3f} ({cpu['ratio_min']:.2f}-{cpu['ratio_max']:.2f}): "
                    f"goal {'met' if met else 'NOT met'}"
                    + ("" if iops["stable"] else "; the median is not stable: one round more or less could change it")
                    + ("; the rounds spread more than the gap" if iops["spread_exceeds_gap"] else "")
                    + ("; some rounds went the other way" if iops["rounds_disagree"] else "")
                    + undecided(iops, control if same_build else None))
        if control:
            row = control
            summary["jobs"][job]["ours/baseline"] = {"iops": row}
            print(f"{job:17} IOPS ours/baseline {row['ratio']:.3f} ({row['ratio_min']:.2f}-{row['ratio_max']:.2f}; "
                  f"w/o 1 round {row['leave_one_out'][0]:.3f}-{row['leave_one_out'][1]:.3f})")
        for engine in engines:
            values = ", ".join(f"{f['iops']:.0f}" for f in per_engine[engine])
            print(f"{job:17} IOPS per round {engine:9} {values}")
            # Which pages ours' buffers sat on, per round: a fallback to small pages is a slower round.
            kinds = [f["buffers"] for f in per_engine[engine] if f["buffers"]]
            if kinds:
                counts = {kind: kinds.count(kind) for kind in sorted(set(kinds))}
                summary["jobs"][job].setdefault("buffers", {})[engine] = counts
                print(f"{job:17} buffers        {engine:9} "
                      + ", ".join(f"{kind} in {n} of {len(kinds)} rounds" for kind, n in counts.items()))
        if runs:
            mine = [r for r in runs if r["job"] == job]
            loads = [float(r["load1"]) for r in mine]
            # The disk's own count less what the engine moved: other engineers' I/O on the same disk.
            others = [max(0.0, float(r["device_mib"]) - per_engine[r["engine"]][int(r["round"]) - 1]["mib"])
                      for r in mine if r["engine"] in per_engine]
            summary["jobs"][job]["load1"] = loads
            summary["jobs"][job]["other_device_mib"] = others
            print(f"{job:17} load average 1 min {min(loads):.2f}-{max(loads):.2f} (median {statistics.median(loads):.2f}); "
                  f"other I/O on the disk per run: median {statistics.median(others):.0f} MiB, max {max(others):.0f} MiB")
    print("\n".join(verdicts))
    summary["verdicts"] = verdicts
    with open(f"{results}/summary.json", "w") as out:
        json.dump(summary, out, indent=1)


if __name__ == "__main__":
    main()
