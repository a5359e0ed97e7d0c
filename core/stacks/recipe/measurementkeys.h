#pragma once

#include <QLatin1String>

// The report keys of what a lab run measures of a stack (docs/report.md has their meaning, unit
// and source): the stages record them, the planner predicts some of them, the report, the sweep
// merge and the GUI's charts read them. One table, so a key is spelt once.
namespace MeasurementKey {
inline constexpr QLatin1String UsableBytes("usable_bytes"); // bytes, df's size of the mounted filesystem
inline constexpr QLatin1String InitialSyncS("initial_sync_s"); // s, until the new stack is redundant
inline constexpr QLatin1String SeqWriteMibs("seq_write_mibs"); // MiB/s, storage-bench seq-write-1m
inline constexpr QLatin1String SeqReadMibs("seq_read_mibs"); // MiB/s, storage-bench seq-read-1m
inline constexpr QLatin1String RandReadIops("rand_read_iops"); // IOPS, storage-bench rand-read-4k
inline constexpr QLatin1String CopyS("copy_s"); // s, writing the dataset
inline constexpr QLatin1String SnapshotCreateS("snapshot_create_s"); // s, the snapshot phase's commands
inline constexpr QLatin1String SnapshotReserveBytes("snapshot_reserve_bytes"); // bytes the snapshot takes up front
inline constexpr QLatin1String SnapshotSpaceAfterOverwriteBytes("snapshot_space_after_overwrite_bytes"); // bytes
inline constexpr QLatin1String OverwriteMibsNoSnapshot("overwrite_mibs_no_snapshot"); // MiB/s
inline constexpr QLatin1String OverwriteMibsWithSnapshot("overwrite_mibs_with_snapshot"); // MiB/s
inline constexpr QLatin1String RebuildS("rebuild_s"); // s, the rebuild phase's wall clock
// s, from the rebuild's first command to the end of a clean scrub after it (the second clock;
// rebuild_s is the first: redundant again)
inline constexpr QLatin1String VerifiedS("verified_s");
inline constexpr QLatin1String RebuiltBytes("rebuilt_bytes"); // bytes the replacement received
inline constexpr QLatin1String CommandsToMount("commands_to_mount"); // count, essential commands to a mount
inline constexpr QLatin1String CommandsToReplace("commands_to_replace"); // count, essential commands to replace
inline constexpr QLatin1String DataVerified("data_verified"); // 1 or 0, the dataset's checksums after the rebuild
inline constexpr QLatin1String ScrubErrors("scrub_errors"); // count the scrub states
inline constexpr QLatin1String ReplacementBytes("replacement_bytes"); // bytes, the spare's size
// bytes the pool has allocated when the disk is pulled (ZFS: zpool list, parity included): what a resilver copies
inline constexpr QLatin1String AllocatedAtPullBytes("allocated_at_pull_bytes");
inline constexpr QLatin1String ReplacementWriteBytesPerS("replacement_write_bytes_per_s"); // B/s, the spare's dd

// The fault drills' figures (docs/drills.md), in the report's "Drills" section.
// corruption: 4 KiB blocks written on one member behind the stack's back
inline constexpr QLatin1String CorruptBlocks("corrupt_blocks");
inline constexpr QLatin1String CorruptReads("corrupt_reads"); // files, checksum wrong on the first (cold) read
inline constexpr QLatin1String ErrorsOnRead("errors_on_read"); // count the stack reported during that read
inline constexpr QLatin1String ErrorsFoundByScrub("errors_found_by_scrub"); // count (unit: the tool's)
inline constexpr QLatin1String ErrorsRepaired("errors_repaired"); // what the stack repaired (unit: the tool's)
inline constexpr QLatin1String CorruptAfterRepair("corrupt_after_repair"); // files, checksum wrong on the second read
// second-failure: %, the rebuild's progress when the second member was pulled
inline constexpr QLatin1String SecondFailureAtPercent("second_failure_at_percent");
inline constexpr QLatin1String SecondFailureDataLost("second_failure_data_lost"); // 1 lost, 0 survived
// load: the foreground job (4k random 70/30, iodepth 8) per rebuild phase: IOPS, latency in ms
inline constexpr QLatin1String LoadRebuildS("load_rebuild_s"); // s, the rebuild under the job
inline constexpr QLatin1String LoadIdleRebuildS("load_idle_rebuild_s"); // s, rebuild_s of a run without it
inline constexpr QLatin1String LoadIopsBefore("load_iops_before");
inline constexpr QLatin1String LoadP50Before("load_p50_ms_before");
inline constexpr QLatin1String LoadP99Before("load_p99_ms_before");
inline constexpr QLatin1String LoadP999Before("load_p999_ms_before");
inline constexpr QLatin1String LoadIopsDegraded("load_iops_degraded");
inline constexpr QLatin1String LoadP50Degraded("load_p50_ms_degraded");
inline constexpr QLatin1String LoadP99Degraded("load_p99_ms_degraded");
inline constexpr QLatin1String LoadP999Degraded("load_p999_ms_degraded");
inline constexpr QLatin1String LoadIopsRebuilding("load_iops_rebuilding");
inline constexpr QLatin1String LoadP50Rebuilding("load_p50_ms_rebuilding");
inline constexpr QLatin1String LoadP99Rebuilding("load_p99_ms_rebuilding");
inline constexpr QLatin1String LoadP999Rebuilding("load_p999_ms_rebuilding");
inline constexpr QLatin1String LoadIopsAfter("load_iops_after");
inline constexpr QLatin1String LoadP50After("load_p50_ms_after");
inline constexpr QLatin1String LoadP99After("load_p99_ms_after");
inline constexpr QLatin1String LoadP999After("load_p999_ms_after");
// power-cut: %, the rebuild's progress when the guest lost its power; then seconds from the power-on
inline constexpr QLatin1String PowerCutAtPercent("power_cut_at_percent");
inline constexpr QLatin1String PowerCutHelperS("power_cut_helper_s"); // until the new guest's helper answered
inline constexpr QLatin1String PowerCutBackS("power_cut_back_s"); // until brought back and mounted
inline constexpr QLatin1String PowerCutRedundantS("power_cut_redundant_s"); // until redundant again
inline constexpr QLatin1String PowerCutVerifiedS("power_cut_verified_s"); // until the checksum verify matched
inline constexpr QLatin1String PowerCutDataLost("power_cut_data_lost"); // 1 the tools could not bring it back
// 1 when the stack refused to come back and only its tool's forced start (a fallback step) brought it
inline constexpr QLatin1String PowerCutForcedStart("power_cut_forced_start");
} // namespace MeasurementKey
