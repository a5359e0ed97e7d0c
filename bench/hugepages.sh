# shellcheck shell=bash
# Sourced by the engine benches: fio at its best (iomem=shmhuge) needs huge pages reserved.
# reserve_hugepages N raises vm.nr_hugepages to N for the run and gives the previous value back on
# exit; sets hugepages_before and hugepages_got.
reserve_hugepages() {
    hugepages_before=$(cat /proc/sys/vm/nr_hugepages)
    if [ "$hugepages_before" -lt "$1" ]; then
        if ! echo "$1" > /proc/sys/vm/nr_hugepages 2>/dev/null; then
            echo "cannot reserve $1 huge pages (vm.nr_hugepages): run as root" >&2
            exit 1
        fi
        trap 'echo "$hugepages_before" > /proc/sys/vm/nr_hugepages' EXIT
    fi
    # shellcheck disable=SC2034 # read by the scripts that source this one
    hugepages_got=$(cat /proc/sys/vm/nr_hugepages)
}
