# Charter's entry points. The README's two commands are `make demo` and `make test`.
SWIFT ?= swift

.PHONY: demo test plugin-test build release deps embed goldens benchmark fuzz fuzz-smoke clean

# On Linux the release build links the Swift runtime in: fewer libraries for the machine it is
# copied to, and a faster start (the dynamic loader's relocations were 8 ms of every run).
STATIC_STDLIB := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)

## Installs missing system packages, builds, and runs Charter on Examples/Demo.
demo: build
	@scripts/demo.sh

## Installs missing system packages and runs every test.
test: deps
	@scripts/install-test-tools.sh
	$(SWIFT) build --build-tests --explicit-target-dependency-import-check error
	$(SWIFT) test --skip-build
	@$(MAKE) --no-print-directory fuzz-smoke

## The SwiftPM plugin tests: a sample package that depends on Charter by path is built with the
## build-tool plugin and runs the command plugin. Slow the first time (it builds Charter and
## swift-syntax again, in its own folder), so `make test` leaves it out.
plugin-test: deps
	$(SWIFT) build --build-tests
	CHARTER_PLUGIN_TESTS=1 $(SWIFT) test --skip-build --filter PluginTests

build: deps
	$(SWIFT) build --product charter
	$(SWIFT) build --product charter-mcp

## The binaries to copy onto PATH: .build-static/release/charter (a scratch folder of its own,
## since the static link would otherwise rebuild the release folder) and .build/release/charter-mcp,
## which links Foundation's networking: its static form needs libcurl's development files.
release: deps
	$(SWIFT) build -c release --scratch-path .build-static $(STATIC_STDLIB) --product charter
	$(SWIFT) build -c release --product charter-mcp

deps:
	@scripts/install-deps.sh

## Regenerates the embedded copy of rules/ after editing a built-in pack.
embed:
	@scripts/embed-rules.sh

## Rewrites golden files from the current code (review the diff before committing).
goldens: deps
	@scripts/install-test-tools.sh
	@scripts/update-goldens.sh

benchmark: deps
	@Benchmarks/run.sh

## Builds the libFuzzer targets in Fuzz/ and runs each for FUZZ_SECONDS seconds (default 60);
## FUZZ_TARGETS picks some (front-matter markdown agent-files regions regex fix structural).
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/fuzz.sh $(FUZZ_TARGETS)

## The fixed-seed libFuzzer smoke run `make test` ends with: every target for 8 s on a debug
## build with -sanitize=fuzzer (about 7 minutes to build the first time, 1.5 minutes to run).
## libFuzzer comes with the Linux toolchains only; elsewhere the smoke is skipped with a note.
fuzz-smoke: deps
	@if [ "$$(uname -s)" = Linux ]; then \
	  FUZZ_CONFIGURATION=debug FUZZ_SEED=1 FUZZ_SECONDS=8 Fuzz/fuzz.sh $(FUZZ_TARGETS); \
	else \
	  echo "fuzz-smoke skipped: -sanitize=fuzzer needs a Linux Swift toolchain"; \
	fi

clean:
	rm -rf .build .build-static
