# lettersolve: thin targets over swift, apt-get and pip. Each target that needs
# set-up depends on it, so any one of them works alone on a fresh Debian machine.
SHELL := /bin/bash
PREFIX ?= /usr/local
SWIFT ?= swift
APT_PACKAGES := libpng-dev zlib1g-dev pkg-config wamerican
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: setup build release test install bench format lint demo clean

## setup: install the C libraries and word lists (idempotent).
setup:
	@dpkg -s $(APT_PACKAGES) >/dev/null 2>&1 || { \
	  $(SUDO) apt-get update && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y --no-install-recommends $(APT_PACKAGES); }

build: setup
	$(SWIFT) build

# The Swift runtime and Foundation linked statically: a process starts in a
# few milliseconds instead of ~25 (dynamic loading), which dominates `read`.
release: setup
	$(SWIFT) build -c release --static-swift-stdlib

test: setup
	$(SWIFT) test

install: release
	install -d $(PREFIX)/bin
	install -m 755 .build/release/lettersolve $(PREFIX)/bin/lettersolve

bench: setup
	cd Benchmarks && $(SWIFT) run -c release lettersolve-bench

format:
	$(SWIFT) format format --parallel --in-place -r Sources Tests Benchmarks/Sources

lint:
	$(SWIFT) format lint --strict --parallel -r Sources Tests Benchmarks/Sources

demo: release
	.build/release/lettersolve read Samples/light-iphone5.png

.PHONY: templates samples
## templates: rebuild the built-in glyph templates from ../shared/corpus with `lettersolve train`.
templates: build
	Scripts/make-templates.sh .build/debug/lettersolve ../shared/corpus Sources/BoardReader/DefaultTemplates.swift

## samples: redraw Samples/*.png from their truth files (Samples/samples.list gives theme, layout, width).
samples: build
	Scripts/make-samples.sh .build/debug/lettersolve Samples

clean:
	rm -rf .build
