# Charter's entry points. The README's two commands are `make demo` and `make test`.
SWIFT ?= swift

.PHONY: demo test build deps embed goldens benchmark clean

## Installs missing system packages, builds, and runs Charter on Examples/Demo.
demo: build
	@scripts/demo.sh

## Installs missing system packages and runs every test.
test: deps
	@scripts/install-test-tools.sh
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

build: deps
	$(SWIFT) build --product charter

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

clean:
	rm -rf .build
