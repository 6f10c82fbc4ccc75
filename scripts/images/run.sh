#!/usr/bin/env bash
# `npm run test:images`: builds every service image from docker/Dockerfile
# with podman and runs them (tests/images/run-containers.ts): each service
# hardened as the chart runs it against the local PostgreSQL, NATS and
# Redis, then the chart's Deployments through `podman kube play` and a
# purchase through the gateway. See docs/deployment.md, "Images job".
# Needs root, podman (+ runc) and debootstrap; builds run one at a time at
# the lowest CPU priority. IMAGES_SERVICES="wallet gateway" limits the set.
set -euo pipefail
cd "$(dirname "$0")/../.."

started=$(date +%s)
all="gateway identity wallet draws payments content notifications"
services=${IMAGES_SERVICES:-$all}
tag=${IMAGES_TAG:-ci}
elapsed() { echo $(( $(date +%s) - started )); }

for tool in podman catatonit debootstrap; do
  if ! command -v "$tool" >/dev/null; then
    echo "test:images needs $tool (Debian: apt-get install podman runc catatonit debootstrap)." >&2
    exit 1
  fi
done
bash scripts/images/podman-setup.sh

echo "== Base image (Debian bookworm minbase + Node from npm) =="
base=$(bash scripts/images/base-image.sh | tail -n 1)
echo "$base ready at $(elapsed)s"

# npm inside RUN steps reaches the registry through this machine's
# TLS-intercepting proxy: its CA bundle and an npmrc naming it are mounted
# into the build's RUN steps only (podman build -v), never copied into a layer.
ca=${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}
work=$(mktemp -d /var/tmp/nova-images.XXXXXX)
trap 'rm -rf "$work"' EXIT
printf 'registry=%s\ncafile=/run/nova-build/ca.crt\nfund=false\naudit=false\nupdate-notifier=false\n' \
  "$(npm config get registry 2>/dev/null)" >"$work/npmrc"

# One snapshot of the sources (tracked and new files, as git sees them) for
# every build: the seven builds share the install layer, even while the
# working tree changes.
context=.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  context="$work/context"
  mkdir -p "$context"
  git ls-files -z --cached --others --exclude-standard \
    | tar --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -xf - -C "$context"
fi

echo "== Images =="
for service in $services; do
  t0=$(date +%s)
  image="localhost/nova-jackpot/${service}:${tag}"
  # Host networking for RUN steps: no bridge network (iptables) is needed.
  if ! nice -n 19 podman build --layers --network host -f "$context/docker/Dockerfile" \
      --build-arg "SERVICE=${service}" --build-arg "NODE_IMAGE=${base}" \
      -v "${ca}:/run/nova-build/ca.crt:ro" -v "${work}/npmrc:/root/.npmrc:ro" \
      -t "$image" "$context" >"$work/build-${service}.log" 2>&1; then
    tail -n 40 "$work/build-${service}.log" >&2
    echo "building $service failed" >&2
    exit 1
  fi
  size=$(podman image inspect --format '{{.Size}}' "$image")
  echo "$image built in $(( $(date +%s) - t0 ))s, $(( size / 1000000 )) MB (total $(elapsed)s)"
done

echo "== Containers =="
IMAGES_SERVICES="$services" IMAGES_TAG="$tag" npx tsx tests/images/run-containers.ts
echo "images job passed in $(elapsed)s"
