#!/usr/bin/env python3
"""The report of bench/engine-vs-fio.sh: RESULTS_DIR ROUNDS JOB... (JSON files JOB.ENGINE.ROUND.json).

Per job: each engine's median, the median of the per-round ratios ours/fio and their range, each
engine's spread between rounds, and a note when that spread is larger than the gap between the
engines (then the rounds, not the medians, say how the engines compare), and when the per-round
ratios fall on both sides of 1. Writes summary.json too.
"""
import json
import math
import statistics
import sys

GOAL_NOP_NS = 300


def load(path):
    text = open(path).read()
    return json.loads(text[text.index("{"):])["jobs"][0]  # fio may print warnings first


def figures(job):
    """IOPS and CPU over the whole job (a verify job writes, then reads back: both count)."""
    runtime_s = job["job_runtime"] / 1000.0
    ios = job["read"]["total_ios"] + job["write"]["total_ios"]
    cpu_s = (job["usr_cpu"] + job["sys_cpu"]) / 100.0 * runtime_s
    out = {"iops": ios / runtime_s if runtime_s else 0.0,
           "cpu_us_per_io": cpu_s * 1e6 / ios if ios else math.nan, "error": job.get("error", 0)}
    for direction in ("read", "write"):
        if job[direction]["total_ios"] > 0:
            percentiles = job[direction]["clat_ns"]["percentile"]
            out[direction + "_p50_us"] = percentiles["50.000000"] / 1000.0
            out[direction + "_p99_us"] = percentiles["99.000000"] / 1000.0
    return out


def spread(values):
    middle = statistics.median(values)
    return (max(values) - min(values)) / middle if middle else math.nan


def compare(ours, fio):
    ratios = [o / f for o, f in zip(ours, fio) if f]
    ratio = statistics.median(ratios)
    gap = abs(ratio - 1.0)
    noisy = max(spread(ours), spread(fio)) > gap
    return {"ours": ours, "fio": fio, "ratios": ratios, "ours_median": statistics.median(ours),
            "fio_median": statistics.median(fio), "ratio": ratio, "ratio_min": min(ratios),
            "ratio_max": max(ratios), "ours_spread": spread(ours), "fio_spread": spread(fio),
            "spread_exceeds_gap": noisy, "rounds_disagree": min(ratios) < 1.0 < max(ratios)}


def main():
    results, rounds, jobs = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    summary = {"conditions": open(f"{results}/conditions.txt").read().splitlines(), "jobs": {}}
    print("\n".join(summary["conditions"]))
    header = (f"{'job':17} {'metric':14} {'ours':>9} {'fio':>9} {'ratio':>6} {'ratio per round':>15} "
              f"{'spread ours':>11} {'spread fio':>10}  note")
    print(header)
    verdicts = []
    for job in jobs:
        rows = {}
        per_engine = {}
        for engine in ("ours", "fio"):
            per_engine[engine] = [figures(load(f"{results}/{job}.{engine}.{r}.json")) for r in range(1, rounds + 1)]
            for r, f in enumerate(per_engine[engine], 1):
                if f["error"]:
                    print(f"!! {job} {engine} round {r}: error {f['error']} (see {job}.{engine}.{r}.err)")
        metrics = [m for m in ("iops", "cpu_us_per_io", "read_p50_us", "read_p99_us", "write_p50_us",
                               "write_p99_us") if all(m in f for f in per_engine["ours"] + per_engine["fio"])]
        if job == "nop":
            metrics = ["iops", "cpu_us_per_io"]
        for metric in metrics:
            row = compare([f[metric] for f in per_engine["ours"]], [f[metric] for f in per_engine["fio"]])
            rows[metric] = row
            note = ", ".join(n for n, flag in (("spread > gap", row["spread_exceeds_gap"]),
                                               ("rounds disagree", row["rounds_disagree"])) if flag)
            print(f"{job:17} {metric:14} {row['ours_median']:9.1f} {row['fio_median']:9.1f} {row['ratio']:6.3f} "
                  f"{row['ratio_min']:7.3f}-{row['ratio_max']:<7.3f} {row['ours_spread']:10.0%} "
                  f"{row['fio_spread']:9.0%}  {note}")
        iops = rows["iops"]
        print(f"{job:17} IOPS per round  ours {', '.join(f'{v:.0f}' for v in iops['ours'])}; "
              f"fio {', '.join(f'{v:.0f}' for v in iops['fio'])}")
        summary["jobs"][job] = rows
        if job == "nop":
            cpu = rows["cpu_us_per_io"]
            ns = [v * 1000 for v in cpu["ours"]]
            met = statistics.median(ns) <= GOAL_NOP_NS
            verdicts.append(f"engine cost per NOP: {statistics.median(ns):.0f} ns median ({min(ns):.0f}-{max(ns):.0f}), "
                            f"goal <= {GOAL_NOP_NS} ns: {'met' if met else 'NOT met'} "
                            f"(fio's null engine, no io_uring: {cpu['fio_median'] * 1000:.0f} ns)")
            continue
        cpu = rows["cpu_us_per_io"]
        met = iops["ratio"] >= 1.0 and cpu["ratio"] <= 1.0
        verdicts.append(f"{job}: IOPS ratio {iops['ratio']:.3f} ({iops['ratio_min']:.2f}-{iops['ratio_max']:.2f}), "
                        f"CPU per I/O ratio {cpu['ratio']:.3f} ({cpu['ratio_min']:.2f}-{cpu['ratio_max']:.2f}): "
                        f"goal {'met' if met else 'NOT met'}"
                        + ("; the rounds spread more than the gap" if iops["spread_exceeds_gap"] else "")
                        + ("; some rounds went the other way" if iops["rounds_disagree"] else ""))
    print("\n".join(verdicts))
    summary["verdicts"] = verdicts
    with open(f"{results}/summary.json", "w") as out:
        json.dump(summary, out, indent=1)


if __name__ == "__main__":
    main()
