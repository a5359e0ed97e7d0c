# Sourced by the install scripts: installs the Debian packages given that are not installed yet.
#   apt_install_missing LABEL PACKAGE...
# Refreshes the apt lists only when they are missing or older than a day; runs apt under
# `nice` so a build on the same machine keeps moving. Needs root or sudo.
apt_install_missing() {
    local label=$1
    shift
    local sudo=
    [ "$(id -u)" -ne 0 ] && sudo=sudo
    local missing=() p
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
    done
    if [ ${#missing[@]} -eq 0 ]; then
        echo "$label: all $# packages present"
        return 0
    fi
    if [ -z "$(find /var/lib/apt/lists -maxdepth 1 -name '*_Packages*' -mmin -1440 2>/dev/null | head -n1)" ]; then
        $sudo apt-get update -qq
    fi
    echo "$label: installing ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive $sudo nice -n 19 apt-get install -y -qq --no-install-recommends "${missing[@]}"
}
