#!/usr/bin/env bash
# The Debian package from a build tree, checked end to end (ctest label `package`):
#   check-package.sh BUILD_DIR SOURCE_DIR
#  1. `cpack -G DEB` builds it (into a temporary directory, not the build tree);
#  2. lintian reports no error; the control fields: Version is the CMake version, Depends comes
#     from the binaries' libraries (dpkg-shlibdeps) plus pkexec and Qt's plugins, Recommends and
#     Suggests are the recipe tools and the virtual lab's;
#  3. `dpkg -x` into a throw-away root: desktop-file-validate, `appstreamcli validate --no-net`,
#     the icons' sizes, the polkit actions (exec.path = the installed helper and setup script),
#     `man -l` renders each page without a warning, the bash completion completes;
#  4. the installed binaries run from that root and find every file they load relative to it
#     (`stacklab-cli about --json`), in German too (the catalogue from the prefix), the GUI starts
#     (offscreen) and renders, and every binary, the package, the AppStream release, the man pages
#     and the changelog carry the same version;
#  5. no installed text says "seed 0…" (our design notes' name for a source).
# Every check runs; the failures are listed at the end.
set -uo pipefail
build=$(cd "${1:?usage: check-package.sh BUILD_DIR SOURCE_DIR}" && pwd)
src=$(cd "${2:?usage: check-package.sh BUILD_DIR SOURCE_DIR}" && pwd)

failures=()
fail() {
    echo "FAIL: $*"
    failures+=("$*")
}
pass() { echo "ok: $*"; }
need() {
    command -v "$1" >/dev/null || { echo "check-package: $1 not found: install $2 (scripts/install-deps.sh)" >&2; exit 1; }
}
need cpack cmake
need lintian lintian
need desktop-file-validate desktop-file-utils
need appstreamcli appstream
need man man-db
need xmllint libxml2-utils
need dpkg-shlibdeps dpkg-dev

work=$(mktemp -d "${TMPDIR:-/tmp}/stacklab-package.XXXXXX")
trap 'rm -rf "$work"' EXIT

# --- 1. build the package --------------------------------------------------------------------
echo "== cpack -G DEB"
if ! cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" >"$work/cpack.log" 2>&1; then
    cat "$work/cpack.log"
    echo "FAIL: cpack -G DEB failed"
    exit 1
fi
deb=$(find "$work/out" -maxdepth 1 -name 'stacklab_*.deb' | head -n1)
[ -f "$deb" ] || { cat "$work/cpack.log"; echo "FAIL: cpack made no stacklab_*.deb"; exit 1; }
pass "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"

version=$("$build/bin/stacklab-cli" --version | awk '{print $2}')
[ -n "$version" ] || fail "stacklab-cli --version printed no version"
[ "$(basename "$deb")" = "stacklab_${version}_$(dpkg --print-architecture).deb" ] ||
    fail "package file $(basename "$deb") is not stacklab_${version}_$(dpkg --print-architecture).deb"
# The README's Install line names this file.
grep -q "stacklab_${version}_$(dpkg --print-architecture).deb" "$src/README.md" ||
    fail "README.md's Install line does not name stacklab_${version}_$(dpkg --print-architecture).deb"

# --- 2. lintian and the control fields --------------------------------------------------------
echo "== lintian"
lintian --fail-on error --display-level '>=warning' "$deb" >"$work/lintian.log" 2>&1
lintian_rc=$?
sed 's/^/  /' "$work/lintian.log"
if [ "$lintian_rc" -ne 0 ] || grep -q '^E: ' "$work/lintian.log"; then
    fail "lintian reports errors (list above)"
else
    pass "lintian: no errors ($(grep -c '^W: ' "$work/lintian.log") warnings)"
fi

field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Version)" = "$version" ] || fail "package Version $(field Version), binaries say $version"
depends=$(field Depends)
for want in libc6 libqt6core6 libqt6widgets6 liburing2 libudev1 libblkid1 pkexec qt6-qpa-plugins libqt6svg6; do
    grep -Eq "(^|, )$want( |,|$)" <<<"$depends" || fail "Depends lacks $want: $depends"
done
grep -q '(>= ' <<<"$depends" || fail "Depends has no versioned library (dpkg-shlibdeps did not run): $depends"
[ "$(field Recommends)" = "mdadm, lvm2, thin-provisioning-tools, btrfs-progs, xfsprogs, fio" ] ||
    fail "Recommends is '$(field Recommends)'"
suggests=$(field Suggests)
for want in qemu-system-x86 zfsutils-linux; do
    grep -q "$want" <<<"$suggests" || fail "Suggests lacks $want: $suggests"
done
pass "control: Version $version; Depends $depends"

# --- 3. the unpacked tree ----------------------------------------------------------------------
root=$work/root
dpkg -x "$deb" "$root"
usr=$root/usr
echo "== files"
for path in bin/stacklab bin/stacklab-cli libexec/stacklab/stacklab-helper \
    share/applications/org.stacklab.StackLab.desktop share/metainfo/org.stacklab.StackLab.metainfo.xml \
    share/polkit-1/actions/org.stacklab.helper.policy share/icons/hicolor/scalable/apps/org.stacklab.StackLab.svg \
    share/stacklab/translations/stacklab_de.qm share/stacklab/jobs/storage-bench.fio share/stacklab/jobs/randwrite-4k.fio \
    share/stacklab/vm/setup-virtual-lab.sh share/stacklab/vm/build-image.sh share/stacklab/vm/install-host-deps.sh \
    share/stacklab/vm/run-vm.sh share/stacklab/vm/guest/init share/stacklab/lib/apt-install.sh \
    share/man/man1/stacklab.1.gz share/man/man1/stacklab-cli.1.gz share/man/man8/stacklab-helper.8.gz \
    share/bash-completion/completions/stacklab-cli share/doc/stacklab/copyright share/doc/stacklab/changelog.gz share/doc/stacklab/user-guide.md; do
    [ -f "$usr/$path" ] || fail "the package lacks /usr/$path"
done
for path in bin/stacklab bin/stacklab-cli libexec/stacklab/stacklab-helper share/stacklab/vm/setup-virtual-lab.sh \
    share/stacklab/vm/build-image.sh share/stacklab/vm/install-host-deps.sh share/stacklab/vm/guest/init; do
    [ -x "$usr/$path" ] || fail "/usr/$path is not executable"
done
# The image build hashes its scripts and guest files: installed, they must be the source's bytes,
# so that the installed app finds the image a source checkout built (and the other way round).
for f in build-image.sh guest/init guest/diskid guest/mdname guest/lvm.conf guest/mdev.conf; do
    cmp -s "$src/scripts/vm/$f" "$usr/share/stacklab/vm/$f" || fail "/usr/share/stacklab/vm/$f differs from scripts/vm/$f"
done
[ -z "$(find "$root" -path '*/usr/local*' -print -quit)" ] || fail "the package installs into /usr/local"

echo "== desktop entry, AppStream, icons"
desktop=$usr/share/applications/org.stacklab.StackLab.desktop
if out=$(desktop-file-validate "$desktop" 2>&1) && [ -z "$out" ]; then
    pass "desktop-file-validate"
else
    fail "desktop-file-validate: $out"
fi
exec_line=$(sed -n 's/^Exec=//p' "$desktop")
[ -x "$usr/bin/${exec_line%% *}" ] || fail "the desktop entry's Exec=$exec_line is not an installed binary"
icon=$(sed -n 's/^Icon=//p' "$desktop")
[ -f "$usr/share/icons/hicolor/scalable/apps/$icon.svg" ] || fail "the desktop entry's Icon=$icon has no scalable icon"
metainfo=$usr/share/metainfo/org.stacklab.StackLab.metainfo.xml
if appstreamcli validate --no-net "$metainfo" >"$work/appstream.log" 2>&1; then
    pass "appstreamcli validate --no-net"
else
    sed 's/^/  /' "$work/appstream.log"
    fail "appstreamcli validate --no-net"
fi
release=$(xmllint --xpath 'string(/component/releases/release[1]/@version)' "$metainfo")
[ "$release" = "$version" ] || fail "AppStream release $release, binaries say $version"
for element in description screenshots/screenshot content_rating 'provides/binary[text()="stacklab"]' \
    'provides/binary[text()="stacklab-cli"]' "launchable[text()=\"$(basename "$desktop")\"]"; do
    [ "$(xmllint --xpath "count(/component/$element)" "$metainfo")" -ge 1 ] 2>/dev/null ||
        fail "AppStream data lacks $element"
done
for size in 16 22 24 32 48 64 128 256 512; do
    png=$usr/share/icons/hicolor/${size}x${size}/apps/$icon.png
    if [ ! -f "$png" ]; then
        fail "no ${size}x${size} icon"
    elif ! file "$png" | grep -q "PNG image data, $size x $size,"; then
        fail "$png is not ${size}x${size}: $(file -b "$png")"
    fi
done

echo "== polkit"
policy=$usr/share/polkit-1/actions/org.stacklab.helper.policy
xmllint --noout "$policy" || fail "the polkit policy is not well-formed XML"
exec_path() {
    xmllint --xpath "string(/policyconfig/action[@id='$1']/annotate[@key='org.freedesktop.policykit.exec.path'])" "$policy"
}
helper_exec=$(exec_path org.stacklab.helper)
setup_exec=$(exec_path org.stacklab.setup-virtual-lab)
[ "$helper_exec" = /usr/libexec/stacklab/stacklab-helper ] || fail "org.stacklab.helper exec.path is '$helper_exec'"
[ "$setup_exec" = /usr/share/stacklab/vm/setup-virtual-lab.sh ] ||
    fail "org.stacklab.setup-virtual-lab exec.path is '$setup_exec'"
[ -x "$root$helper_exec" ] || fail "exec.path $helper_exec is not in the package"
[ -x "$root$setup_exec" ] || fail "exec.path $setup_exec is not in the package"

echo "== manual pages"
for page in man1/stacklab.1.gz man1/stacklab-cli.1.gz man8/stacklab-helper.8.gz; do
    file=$usr/share/man/$page
    [ -f "$file" ] || continue
    text=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$file" 2>"$work/man.err")
    if [ -s "$work/man.err" ]; then
        fail "man -l $page warns: $(head -n3 "$work/man.err")"
    elif ! grep -q '^NAME' <<<"$text" || ! grep -q "StackLab $version" <<<"$text"; then
        fail "man -l $page did not render a NAME section and 'StackLab $version'"
    elif grep -q '@STACKLAB_PREFIX@\|@PROJECT_VERSION@' <<<"$text"; then
        fail "man -l $page still has a placeholder"
    elif grep -q '/usr/local' <<<"$text"; then
        fail "man -l $page names /usr/local paths"
    else
        pass "man -l $page"
    fi
done
grep -q "^stacklab ($version)" <<<"$(zcat "$usr/share/doc/stacklab/changelog.gz" | sed -n 1p)" ||
    fail "the changelog's first entry is not version $version"

echo "== bash completion"
completion=$usr/share/bash-completion/completions/stacklab-cli
if [ -f /usr/share/bash-completion/bash_completion ]; then
    # Completes with the binary named on the command line: the one in the throw-away root.
    complete_words() {
        PATH=$usr/bin:$PATH bash -c '
            source /usr/share/bash-completion/bash_completion
            source "$1"; shift
            COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
            _stacklab_cli; printf "%s\n" "${COMPREPLY[@]}"' _ "$completion" "$@"
    }
    # Each answer is read whole before grep: with pipefail, `grep -q` closing the pipe early fails
    # the writer with SIGPIPE whenever it has more lines to print.
    grep -qx plan <<<"$(complete_words stacklab-cli pl)" || fail "completion: 'stacklab-cli pl' does not give plan"
    grep -qx mdadm-raid5 <<<"$(complete_words stacklab-cli plan mdadm-r)" ||
        fail "completion: 'stacklab-cli plan mdadm-r' does not give mdadm-raid5"
    grep -qx loop <<<"$(complete_words stacklab-cli lab run btrfs-raid1 --target '')" ||
        fail "completion: 'lab run … --target' does not give loop"
    pass "bash completion"
else
    fail "bash-completion is not installed: cannot check the completion (scripts/install-deps.sh)"
fi

# --- 4. the installed binaries, run from the throw-away root ----------------------------------
echo "== the installed binaries"
cli=$usr/bin/stacklab-cli
"$cli" about --json >"$work/about.json" 2>"$work/about.err"
about_rc=$?
python3 - "$work/about.json" "$root" "$about_rc" <<'PY' || fail "stacklab-cli about: a file the app loads is not found under the throw-away root (above)"
import json, sys
about, root, rc = json.load(open(sys.argv[1])), sys.argv[2], int(sys.argv[3])
bad = []
if not about["installed"] or about["prefix"] != root + "/usr":
    bad.append(f"prefix {about['prefix']!r}, installed {about['installed']}: expected {root}/usr")
roles = {f["role"] for f in about["files"]}
for role in ("helper", "translation-de", "vm-setup", "vm-build-image", "vm-host-deps", "vm-guest-init",
             "job-storage-bench"):
    if role not in roles:
        bad.append(f"no {role} in the list")
for f in about["files"]:
    if not f["path"].startswith(root + "/usr/"):
        bad.append(f"{f['role']}: {f['path']} is outside the install prefix")
    elif not f["found"]:
        bad.append(f"{f['role']}: {f['path']} not found")
if rc != 0:
    bad.append(f"exit code {rc}")
for line in bad:
    print("  " + line)
sys.exit(1 if bad else 0)
PY
helper=$(python3 -c 'import json,sys; print(next(f["path"] for f in json.load(open(sys.argv[1]))["files"] if f["role"] == "helper"))' "$work/about.json")
[ "$helper" = "$root$helper_exec" ] || fail "the app starts the helper $helper, polkit's exec.path is $helper_exec"
pass "stacklab-cli about: every file found under the prefix; helper = exec.path"

# German from the installed catalogue (the build tree's is not reachable from here).
german=$(LANGUAGE=de LANG=de_DE.UTF-8 LC_ALL= "$cli" --help 2>&1)
grep -q '^Aufruf: stacklab-cli BEFEHL' <<<"$german" || fail "stacklab-cli --help in German: $(head -n1 <<<"$german")"

echo "== versions"
declare -A versions=(
    [stacklab-cli]=$("$cli" --version | awk '{print $2}')
    [stacklab]=$(QT_QPA_PLATFORM=offscreen "$usr/bin/stacklab" --version 2>/dev/null | awk '{print $2}')
    [stacklab-helper]=$("$usr/libexec/stacklab/stacklab-helper" --version | awk '{print $2}')
    [about]=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["version"])' "$work/about.json")
    [package]=$(field Version)
    [appstream]=$release
)
for what in "${!versions[@]}"; do
    [ "${versions[$what]}" = "$version" ] || fail "$what says version '${versions[$what]}', CMake says $version"
done
for page in man1/stacklab.1.gz man1/stacklab-cli.1.gz man8/stacklab-helper.8.gz; do
    grep -q "^\.TH .*\"StackLab $version\"" <<<"$(zcat "$usr/share/man/$page")" || fail "$page: .TH does not say StackLab $version"
done
pass "one version everywhere: $version"

echo "== the GUI from the installed tree"
shot=$work/window.png
if QT_QPA_PLATFORM=offscreen timeout 120 "$usr/bin/stacklab" --screenshot "$shot" >"$work/gui.log" 2>&1 &&
    file "$shot" | grep -q 'PNG image data, 1280 x 800'; then
    pass "stacklab starts from $usr/bin and renders its window"
else
    sed 's/^/  /' "$work/gui.log"
    fail "stacklab did not start from the installed tree"
fi

# --- 5. words -------------------------------------------------------------------------------------
echo "== words"
text_of() {
    case "$1" in
    *.gz) zcat "$1" ;;
    *.png | */bin/* | */libexec/*) ;; # images and binaries: their strings are the translations' and --help's
    *) cat "$1" ;;
    esac
}
jargon=$(
    find "$root" -type f | while read -r f; do
        text_of "$f" | grep -a -i -n -E 'seed[ _-]*0' | sed "s|^|${f#"$root"}:|"
    done
)
[ -z "$jargon" ] || fail "installed text names a source by our design notes' number: $jargon"

echo
if [ ${#failures[@]} -gt 0 ]; then
    echo "${#failures[@]} package check(s) failed:"
    printf '  - %s\n' "${failures[@]}"
    exit 1
fi
echo "package $(basename "$deb"): every check passed"
