# lettersolve: thin targets over swift, apt-get and pip. Each target that needs
# set-up depends on it, so any one of them works alone on a fresh Debian machine.
SHELL := /bin/bash
PREFIX ?= /usr/local
SWIFT ?= swift
APT_PACKAGES := libpng-dev zlib1g-dev pkg-config wamerican
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: setup build release test install bench format lint demo clean fuzz

## setup: install the C libraries and word lists (idempotent).
setup:
	@dpkg -s $(APT_PACKAGES) >/dev/null 2>&1 || { \
	  $(SUDO) apt-get update && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y --no-install-recommends $(APT_PACKAGES); }

build: setup
	$(SWIFT) build

release: setup
	$(SWIFT) build -c release

test: setup
	$(SWIFT) test

install: release
	install -d $(PREFIX)/bin
	install -m 755 .build/release/lettersolve $(PREFIX)/bin/lettersolve

bench: setup
	cd Benchmarks && $(SWIFT) run -c release lettersolve-bench

## fuzz: libFuzzer over decode + read + solve for SECONDS, from Fuzz/Seeds/FORMAT
## (png or jpeg). The growing corpus and any crashing input stay in .build/fuzz/.
FORMAT ?= png
SECONDS ?= 600
FUZZ_DIR := .build/fuzz
fuzz: setup
	cd Fuzz && $(SWIFT) build -c release -Xswiftc -sanitize=fuzzer,address
	mkdir -p $(FUZZ_DIR)/corpus-$(FORMAT) $(FUZZ_DIR)/crashes-$(FORMAT)
	LETTERSOLVE_FUZZ_FORMAT=$(FORMAT) Fuzz/.build/release/lettersolve-fuzz \
	  -max_total_time=$(SECONDS) -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
	  -artifact_prefix=$(FUZZ_DIR)/crashes-$(FORMAT)/ \
	  $(FUZZ_DIR)/corpus-$(FORMAT) Fuzz/Seeds/$(FORMAT)

format:
	$(SWIFT) format format --parallel --in-place -r Sources Tests Benchmarks/Sources

lint:
	$(SWIFT) format lint --strict --parallel -r Sources Tests Benchmarks/Sources

demo: release
	.build/release/lettersolve read Samples/light-iphone5.png

clean:
	rm -rf .build
