#!/usr/bin/env bash
# Polkit end to end for stacklab-helper (root; label integration).
#   polkit-e2e.sh /abs/path/to/stacklab-helper /abs/path/to/org.stacklab.helper.policy
# In a private mount namespace (unshare -m) it bind-mounts private directories over /run/dbus,
# /usr/share/polkit-1/actions (the system's actions plus ours, exec.path = the built helper) and
# the polkit rules directories, starts a private system bus and polkitd, and runs
# `pkexec <helper>` as the unprivileged user stacklab-test (created with `useradd -r` if missing;
# it stays on the machine, without a password or home). Asserts:
#   1. without a rule, pkexec refuses (no agent for a non-root user) and the helper never answers;
#   2. with a rule granting org.stacklab.helper to stacklab-test, the helper answers hello with uid 0.
set -euo pipefail

helper=${1:?usage: polkit-e2e.sh HELPER POLICY}
policy=${2:?usage: polkit-e2e.sh HELPER POLICY}
user=stacklab-test

if [ "$(id -u)" -ne 0 ]; then
    echo "polkit-e2e: needs root (it starts a private system bus and polkitd)" >&2
    exit 1
fi
if [ "${STACKLAB_POLKIT_NS:-}" != 1 ]; then
    exec unshare -m --propagation private env STACKLAB_POLKIT_NS=1 "$0" "$@"
fi

for tool in dbus-daemon pkexec runuser dbus-send; do
    command -v "$tool" >/dev/null || { echo "polkit-e2e: $tool not found: run scripts/install-deps.sh" >&2; exit 1; }
done
polkitd=/usr/lib/polkit-1/polkitd
[ -x "$polkitd" ] || { echo "polkit-e2e: $polkitd not found: install the polkitd package" >&2; exit 1; }
[ -x "$helper" ] || { echo "polkit-e2e: helper $helper not built" >&2; exit 1; }

id "$user" >/dev/null 2>&1 || useradd -r -M -d /nonexistent -s /usr/sbin/nologin "$user"

work=$(mktemp -d /tmp/stacklab-polkit.XXXXXX)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT
chmod 755 "$work"
mkdir -p "$work/dbus" "$work/actions" "$work/rules" "$work/share-rules"
chown polkitd "$work/rules" "$work/share-rules" 2>/dev/null || true

cp /usr/share/polkit-1/actions/*.policy "$work/actions/" 2>/dev/null || true
# The source policy names the installed programs under @STACKLAB_PREFIX@ (filled in at install
# time): the helper's action gets the built helper, the others the /usr paths.
sed -e "s|@STACKLAB_PREFIX@/libexec/stacklab/stacklab-helper|$helper|" -e "s|@STACKLAB_PREFIX@|/usr|g" \
    "$policy" >"$work/actions/org.stacklab.helper.policy"
grep -q "exec.path\">$helper<" "$work/actions/org.stacklab.helper.policy"

mount --bind "$work/dbus" /run/dbus
mount --bind "$work/actions" /usr/share/polkit-1/actions
mount --bind "$work/rules" /etc/polkit-1/rules.d
[ -d /usr/share/polkit-1/rules.d ] && mount --bind "$work/share-rules" /usr/share/polkit-1/rules.d

dbus-daemon --system --nopidfile --nofork &
pids+=($!)
for _ in $(seq 1 100); do
    [ -S /run/dbus/system_bus_socket ] && break
    sleep 0.1
done
[ -S /run/dbus/system_bus_socket ] || { echo "polkit-e2e: the private system bus did not start" >&2; exit 1; }

start_polkitd() {
    "$polkitd" --no-debug &
    pids+=($!)
    for _ in $(seq 1 100); do
        # NameHasOwner does not activate a second polkitd through the bus.
        if dbus-send --system --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
            org.freedesktop.DBus.NameHasOwner string:org.freedesktop.PolicyKit1 2>/dev/null | grep -q 'boolean true'; then
            return 0
        fi
        sleep 0.1
    done
    echo "polkit-e2e: polkitd did not come up on the private bus" >&2
    return 1
}
stop_polkitd() {
    local pid=${pids[-1]}
    kill "$pid"
    wait "$pid" 2>/dev/null || true
    unset 'pids[-1]'
}

hello='{"type":"hello","id":"h","version":1}'
run_helper() {
    printf '%s\n' "$hello" | runuser -u "$user" -- env -i PATH=/usr/bin:/bin pkexec "$helper" 2>"$work/stderr" || return $?
}

start_polkitd
# 1. No rule: a non-root user without an authentication agent is refused.
if out=$(run_helper); then
    echo "polkit-e2e: FAIL: pkexec ran the helper without a rule granting it: $out" >&2
    exit 1
fi
if printf '%s' "${out:-}" | grep -q '"uid"'; then
    echo "polkit-e2e: FAIL: the helper answered without authorization" >&2
    exit 1
fi
echo "polkit-e2e: without the rule pkexec refused: $(tr '\n' ' ' <"$work/stderr")"

# 2. A rule that grants the action to the test user.
cat >"$work/rules/50-stacklab-test.rules" <<RULES
polkit.addRule(function(action, subject) {
    if (action.id == "org.stacklab.helper" && subject.user == "$user")
        return polkit.Result.YES;
});
RULES
chmod 644 "$work/rules/50-stacklab-test.rules"
stop_polkitd
start_polkitd
out=$(run_helper) || {
    echo "polkit-e2e: FAIL: pkexec refused with the rule: $(cat "$work/stderr")" >&2
    exit 1
}
echo "polkit-e2e: helper said: $out"
printf '%s' "$out" | grep -q '"type":"hello"' || { echo "polkit-e2e: FAIL: no hello" >&2; exit 1; }
printf '%s' "$out" | grep -q '"uid":0' || { echo "polkit-e2e: FAIL: the helper does not run as uid 0" >&2; exit 1; }
printf '%s' "$out" | grep -q '"euid":0' || { echo "polkit-e2e: FAIL: the helper does not run as euid 0" >&2; exit 1; }
echo "polkit-e2e: PASS"
