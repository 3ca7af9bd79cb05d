# lettersolve: thin targets over swift, apt-get and pip. Each target that needs
# set-up depends on it, so any one of them works alone on a fresh Debian machine.
SHELL := /bin/bash
PREFIX ?= /usr/local
SWIFT ?= swift
APT_PACKAGES := libpng-dev zlib1g-dev libturbojpeg0-dev pkg-config wamerican
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# The packages not yet installed (evaluated only when setup runs).
MISSING_PACKAGES = $(shell for p in $(APT_PACKAGES); do \
  dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done)

.PHONY: setup build release test install bench format lint demo clean

## setup: install the C libraries and word lists (idempotent).
setup:
	@missing="$(MISSING_PACKAGES)"; [ -z "$$missing" ] || { \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; }

build: setup
	$(SWIFT) build

release: setup
	$(SWIFT) build -c release

test: setup
	$(SWIFT) test

install: release
	install -d $(PREFIX)/bin
	install -m 755 .build/release/lettersolve $(PREFIX)/bin/lettersolve

## bench: all benchmark suites, or one with SUITE=name.
bench: setup
	cd Benchmarks && $(SWIFT) run -c release lettersolve-bench $(SUITE)

format:
	$(SWIFT) format format --parallel --in-place -r Sources Tests Benchmarks/Sources

lint:
	$(SWIFT) format lint --strict --parallel -r Sources Tests Benchmarks/Sources

demo: release
	.build/release/lettersolve read Samples/light-iphone5.png

clean:
	rm -rf .build
