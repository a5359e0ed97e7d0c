#!/usr/bin/env bash
# Fuzzes the privileged helper for MINUTES minutes (default 10): the structured request fuzzer
# (fuzz_helperrequests: requests built from the protocol's keys and values, through the whole
# request handling, with the helper's invariants checked after each) and the raw protocol parser
# (fuzz_helperprotocol), both with the protocol dictionary, one core each, side by side.
# Builds the `fuzz` preset (clang, libFuzzer, ASan, UBSan) first. Prints per target the runs,
# executions per second, coverage and whether anything was found; exits 1 if one was.
#
#   bench/fuzz-helper.sh [MINUTES]
set -euo pipefail
cd "$(dirname "$0")/.."
minutes=${1:-10}
[[ "$minutes" =~ ^[0-9]+$ ]] && ((minutes > 0)) || {
    echo "usage: bench/fuzz-helper.sh [MINUTES]   (a whole number of minutes, default 10)" >&2
    exit 2
}
seconds=$((minutes * 60))

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j "$(nproc)"

out=$(mktemp -d /tmp/stacklab-fuzz.XXXXXX)
bin=build/fuzz/bin
dict=tests/fuzz/helperprotocol.dict
mkdir -p "$out/requests" "$out/protocol"
echo "fuzzing for $minutes min; logs and new inputs in $out"
# The structured target reads its whole input as requests from the start (-len_control=0): 1 KiB
# is room for eight of them.
"$bin/fuzz_helperrequests" -max_total_time="$seconds" -max_len=1024 -len_control=0 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$out/requests-" -dict="$dict" "$out/requests" \
    >"$out/requests.log" 2>&1 &
requests=$!
"$bin/fuzz_helperprotocol" -max_total_time="$seconds" -max_len=70000 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$out/protocol-" -dict="$dict" "$out/protocol" \
    tests/fuzz/corpus/helperprotocol >"$out/protocol.log" 2>&1 &
protocol=$!
status=0
wait "$requests" || status=1
wait "$protocol" || status=1

for target in requests protocol; do
    log="$out/$target.log"
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1 || true)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1 || true)
    cov=$( (grep -oE 'cov: [0-9]+' "$log" || true) | tail -1 | cut -d' ' -f2)
    ft=$( (grep -oE 'ft: [0-9]+' "$log" || true) | tail -1 | cut -d' ' -f2)
    found=$(find "$out" -maxdepth 1 -name "$target-*" | wc -l)
    printf '%-9s %s min: %s runs, %s exec/s, coverage %s edges / %s features, %s crash/leak/timeout inputs\n' \
        "$target" "$minutes" "${runs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "$found"
    ((found == 0)) || status=1
done
if ((status == 0)); then
    echo "nothing found"
else
    echo "FOUND something (or a fuzzer stopped early): see $out" >&2
fi
exit "$status"
