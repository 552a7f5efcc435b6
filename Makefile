# genstrings — build, run on the samples, test, benchmark, fuzz, install.
PREFIX ?= /usr/local
SWIFT ?= swift
BIN_DEBUG := .build/debug/genstrings
BIN_RELEASE := .build/release/genstrings
# Release builds link the Swift runtime and Foundation statically on Linux, and glibc too when
# its static libraries are installed: the binary starts several times sooner (no shared library
# to load). Scripts/release-args.sh says why and when.
RELEASE_ARGS ?= $(shell Scripts/release-args.sh)
# Every build targets this machine's processor where that lets the lexer compare 32 bytes at
# a time (x86-64 with AVX2); Scripts/cpu-args.sh says when. `CPU_ARGS=` (or the environment's
# GENSTRINGS_PORTABLE=1) builds for every processor of the architecture.
CPU_ARGS ?= $(shell Scripts/cpu-args.sh)

.PHONY: all build release run test bench fuzz fuzz-build install uninstall clean

all: build

build:
	$(SWIFT) build $(CPU_ARGS)

release:
	$(SWIFT) build -c release $(RELEASE_ARGS) $(CPU_ARGS)

# Extract the bundled Samples/ into scratch/samples and show every table as text.
run: build
	@Scripts/run-samples.sh $(BIN_DEBUG) scratch/samples

test:
	$(SWIFT) build $(CPU_ARGS)
	$(SWIFT) test $(CPU_ARGS)

# Corpus of about 50 MiB; compares the tool with grep and xgettext (see Docs/benchmarks.md).
bench:
	RELEASE_ARGS="$(RELEASE_ARGS) $(CPU_ARGS)" Scripts/bench/bench.sh

# libFuzzer over the lexer and call recognition (fast path checked against the general
# parser); FUZZ_SECONDS (default 60).
fuzz:
	Scripts/fuzz.sh $(or $(FUZZ_SECONDS),60)

install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 $(BIN_RELEASE) $(DESTDIR)$(PREFIX)/bin/genstrings

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/genstrings

clean:
	rm -rf .build scratch
