#!/usr/bin/env bash
# podman on this kind of machine (Debian 12, hybrid cgroups, no registry):
# crun fails on the kernel's cgroups and rlimits, runc works once the default
# ulimits are set. Writes /etc/containers/containers.conf when it lacks them.
set -euo pipefail
conf=/etc/containers/containers.conf
if ! grep -qs '^runtime *= *"runc"' "$conf"; then
  mkdir -p /etc/containers
  cat >>"$conf" <<'CONF'
# Nova Jackpot images job (scripts/images/podman-setup.sh)
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]

[engine]
runtime = "runc"

[network]
network_backend = "netavark"
CONF
  echo "wrote $conf" >&2
fi
