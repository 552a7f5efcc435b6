#!/bin/sh
# Prints how `swift build -c release` links the tool on this machine (`make release`, `make
# install` and `make bench` use it):
# - Linux, with glibc's and libstdc++'s static libraries installed (libc.a, libstdc++.a: Debian's
#   and Ubuntu's libc6-dev and libstdc++-dev, which the Swift toolchain needs, have them):
#   `--static-swift-stdlib -Xswiftc -static-executable`, a fully static executable. It loads no
#   shared library, so it starts about 3 ms sooner (Docs/benchmarks.md, twenty-first round).
# - Linux without them (Fedora without glibc-static): `--static-swift-stdlib`, the Swift
#   runtime and Foundation linked in, glibc shared.
# - Elsewhere (macOS): nothing.
# `make release RELEASE_ARGS=...` overrides it.
[ "$(uname -s)" = Linux ] || exit 0
args="--static-swift-stdlib"
# The toolchain's clang links the tool; any C compiler knows where the libraries are.
for cc in "$(dirname "$(command -v swift 2>/dev/null || echo /nonexistent/swift)")/clang" clang cc gcc; do
    command -v "$cc" >/dev/null 2>&1 || continue
    libc=$("$cc" -print-file-name=libc.a 2>/dev/null) || continue
    libstdcxx=$("$cc" -print-file-name=libstdc++.a 2>/dev/null) || continue
    # (A library that is not found is printed as its bare name.)
    if [ -f "$libc" ] && [ -f "$libstdcxx" ] && [ "$libc" != libc.a ] && [ "$libstdcxx" != libstdc++.a ]; then
        args="$args -Xswiftc -static-executable"
    fi
    break
done
echo "$args"
