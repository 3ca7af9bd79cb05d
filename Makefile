# lettersolve: thin targets over swift, apt-get and pip. Each target that needs
# set-up depends on it, so any one of them works alone on a fresh Debian machine.
SHELL := /bin/bash
PREFIX ?= /usr/local
SWIFT ?= swift
APT_PACKAGES := libpng-dev zlib1g-dev libturbojpeg0-dev liblcms2-dev libsqlite3-dev libqrencode-dev \
  libcairo2-dev fonts-dejavu-core pkg-config wamerican
# What the tests and benchmarks add: headless Chromium and its WebDriver for
# the browser test of `lettersolve serve`'s page, wrk for its load benchmark,
# nginx and curl for two instances behind a proxy (ServeBehindNginxTests),
# zbar-tools to decode the QR code `serve` prints (ServeAddressTests).
TEST_APT_PACKAGES := chromium-headless-shell chromium-driver wrk nginx curl zbar-tools
test bench: APT_PACKAGES += $(TEST_APT_PACKAGES)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# The packages not yet installed (evaluated only when setup runs).
MISSING_PACKAGES = $(shell for p in $(APT_PACKAGES); do \
  dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done)

.PHONY: all setup build release man page-screenshots review-example test contract-check contract-venv install install-check bench bench-against format lint demo clean fuzz dictionaries win-chance

# The game's own word lists, from the PyPI source package lp 1.0.0 (see
# Dictionaries/README.md). Each entry is language:sha256 of lp/words/Words/<language>.txt.
LP_PACKAGE := lp==1.0.0
LP_ARCHIVE_DIR := lp-1.0.0/lp/words/Words
LP_WORD_LISTS := \
  en:271d2565e76f45a1f2c273484746fef0539d74f65384c1abd3a353d64cfe7585 \
  fr:d014d66f757f7922125ed57688b0c118ec372b22c140dc2784a276cdc82e9da1 \
  de:652d2868dc8bf7d6d585e7cb5d36b6c95c4453f62e6d4839ea2f07b800fc4ccb \
  es:a6e805ab9a56a32e27aa528c2abf022e6594d8dc6001322236560a7a58ee34b4
PIP ?= python3 -m pip

## all (what `make` alone does): the release binary and its man pages (`man`).
all: man

## setup: install the C libraries and word lists (idempotent).
setup: dictionaries
	@missing="$(MISSING_PACKAGES)"; [ -z "$$missing" ] || { \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; }

## dictionaries: fetch the game's lists into Dictionaries/letterpress-<language>.txt,
## checked against the sums above; does nothing when they are all present.
dictionaries:
	@missing=""; \
	for entry in $(LP_WORD_LISTS); do \
	  [ -f "Dictionaries/letterpress-$${entry%%:*}.txt" ] || missing="$$missing $$entry"; \
	done; \
	[ -n "$$missing" ] || exit 0; \
	$(PIP) --version >/dev/null 2>&1 || { \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends python3-pip; } && \
	tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	echo "dictionaries: downloading $(LP_PACKAGE) from PyPI" && \
	$(PIP) download --quiet --no-deps --dest "$$tmp" "$(LP_PACKAGE)" && \
	tar -xzf "$$tmp"/lp-*.tar.gz -C "$$tmp" "$(LP_ARCHIVE_DIR)" && \
	for entry in $$missing; do \
	  language=$${entry%%:*}; \
	  source="$$tmp/$(LP_ARCHIVE_DIR)/$$language.txt"; \
	  echo "$${entry#*:}  $$source" | sha256sum --check --quiet || \
	    { echo "dictionaries: $$language.txt does not match its sha256 in the Makefile" >&2; exit 1; }; \
	  install -m 644 "$$source" "Dictionaries/.letterpress-$$language.txt.partial" && \
	  mv -f "Dictionaries/.letterpress-$$language.txt.partial" "Dictionaries/letterpress-$$language.txt" && \
	  echo "dictionaries: installed Dictionaries/letterpress-$$language.txt"; \
	done

build: setup
	$(SWIFT) build --product lettersolve

# The Swift runtime and Foundation linked statically: a process starts in a
# few milliseconds instead of ~25 (dynamic loading), which dominates `read`.
# Linked by the toolchain's lld with packed relative relocations (DT_RELR,
# glibc 2.36 or later): the 110,000 pointers the loader relocates in the
# position-independent binary take 21 KB of table instead of 2.6 MB, so
# every command starts about 4% faster (Benchmarks/README.md).
RELEASE_FLAGS := -c release --static-swift-stdlib -Xswiftc -use-ld=lld \
  -Xlinker -z -Xlinker pack-relative-relocs
release: setup
	$(SWIFT) build $(RELEASE_FLAGS) --product lettersolve

## page-screenshots: Documentation/page-{blank,answer,error,review,words}.png, the page
## of `serve` at 390x844 (a phone) in Debian's headless Chromium.
page-screenshots: APT_PACKAGES += chromium-headless-shell chromium-driver
page-screenshots: setup
	$(SWIFT) build --product lettersolve
	python3 Scripts/page_screenshots.py .build/debug/lettersolve Documentation

# Every test of every level (LETTERSOLVE_TEST_LEVELS=all: a plain `swift test`
# runs the unit targets only; Documentation/developing.md), built optimised
# (and testable) in a folder of its own: the corpus and engine tests run
# several times faster than in a debug build; then the contract fuzz check on
# the binary the tests built.
test: setup contract-venv
	LETTERSOLVE_TEST_LEVELS=all $(SWIFT) test -c release -Xswiftc -enable-testing --scratch-path .build-tests
	Scripts/contract-check.sh .build-tests/release/lettersolve $(VENV) $(CONTRACT_CASES) $(CONTRACT_SEED)

## contract-check: schemathesis over `serve`'s /openapi.json, CONTRACT_CASES at most
## an operation (Scripts/contract-check.sh): any 5xx, undocumented status or
## response off its schema fails. CONTRACT_SEED picks other cases.
SCHEMATHESIS_VERSION := 4.32.5
VENV := .build-venv
CONTRACT_CASES ?= 40
CONTRACT_SEED ?= 31
contract-check: setup contract-venv
	$(SWIFT) build -c release -Xswiftc -enable-testing --scratch-path .build-tests --product lettersolve
	Scripts/contract-check.sh .build-tests/release/lettersolve $(VENV) $(CONTRACT_CASES) $(CONTRACT_SEED)

# schemathesis, pinned, in a virtual environment of its own (Debian's python3
# needs python3-venv for it); does nothing when that version is there.
contract-venv:
	@[ "$$($(VENV)/bin/st --version 2>/dev/null)" = "st, version $(SCHEMATHESIS_VERSION)" ] || { \
	  python3 -m venv --help >/dev/null 2>&1 && python3 -c 'import ensurepip' 2>/dev/null || { \
	    $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update && \
	    $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends python3-venv; } && \
	  rm -rf $(VENV) && python3 -m venv $(VENV) && \
	  $(VENV)/bin/pip install --quiet --disable-pip-version-check "schemathesis==$(SCHEMATHESIS_VERSION)" && \
	  echo "contract-venv: schemathesis $(SCHEMATHESIS_VERSION) in $(VENV)"; }

## man: the man pages, made from the commands' declarations (the --help texts) by
## swift-argument-parser's generate-manual tool (what its GenerateManual plugin runs;
## called here on the release binary, which the plugin would rebuild twice), into
## .build/man/ (never committed): lettersolve.1, with FILES, ENVIRONMENT, EXIT STATUS
## and EXAMPLES from Documentation/lettersolve-sections.1, and one page a subcommand
## (lettersolve.serve.1). The pages are dated by the last commit.
MAN_DIR := .build/man
MAN_TOOL_BUILD := .build-man-tool
man: release
	$(SWIFT) build --product generate-manual --scratch-path $(MAN_TOOL_BUILD)
	rm -rf $(MAN_DIR) && mkdir -p $(MAN_DIR)/generated
	$(MAN_TOOL_BUILD)/debug/generate-manual .build/release/lettersolve --multi-page \
	  --date "$$(git log -1 --format=%cs 2>/dev/null || date +%F)" -o $(MAN_DIR)/generated
	mv $(MAN_DIR)/generated/*.1 $(MAN_DIR)/ && rmdir $(MAN_DIR)/generated
	awk -v sections=Documentation/lettersolve-sections.1 -f Scripts/man-page-sections.awk \
	  $(MAN_DIR)/lettersolve.1 > $(MAN_DIR)/lettersolve.1.new && mv $(MAN_DIR)/lettersolve.1.new $(MAN_DIR)/lettersolve.1
	@echo "man: $$(ls $(MAN_DIR) | wc -l) pages in $(MAN_DIR) (man -l $(MAN_DIR)/lettersolve.1)"

## install: the binary, bash/zsh/fish completions and the man pages under PREFIX.
BASH_COMPLETIONS := $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETIONS := $(PREFIX)/share/zsh/site-functions
FISH_COMPLETIONS := $(PREFIX)/share/fish/vendor_completions.d
MAN1 := $(PREFIX)/share/man/man1
install: man
	install -d $(PREFIX)/bin $(BASH_COMPLETIONS) $(ZSH_COMPLETIONS) $(FISH_COMPLETIONS) $(MAN1)
	install -m 755 .build/release/lettersolve $(PREFIX)/bin/lettersolve
	Scripts/bash-completion.sh .build/release/lettersolve > $(BASH_COMPLETIONS)/lettersolve
	.build/release/lettersolve --generate-completion-script zsh > $(ZSH_COMPLETIONS)/_lettersolve
	.build/release/lettersolve --generate-completion-script fish > $(FISH_COMPLETIONS)/lettersolve.fish
	install -m 644 $(MAN_DIR)/*.1 $(MAN1)/
	install -d $(PREFIX)/share/lettersolve
	install -m 644 Dictionaries/letterpress-*.txt $(PREFIX)/share/lettersolve/
	@# Compile each list's index beside it now, so no user has to.
	for entry in $(LP_WORD_LISTS); do \
	  $(PREFIX)/bin/lettersolve words --stats --dict "letterpress-$${entry%%:*}" >/dev/null || exit 1; \
	done

## install-check: `make install` into a temporary PREFIX, then use what it installed.
install-check:
	@prefix=$$(mktemp -d) && trap 'rm -rf "$$prefix"' EXIT && \
	$(MAKE) --no-print-directory install PREFIX="$$prefix" >/dev/null && \
	"$$prefix/bin/lettersolve" --version && \
	bash -c 'source "$$0" && complete -p lettersolve' "$$prefix/share/bash-completion/completions/lettersolve" && \
	grep -q '^#compdef lettersolve' "$$prefix/share/zsh/site-functions/_lettersolve" && \
	grep -q "complete -c 'lettersolve'" "$$prefix/share/fish/vendor_completions.d/lettersolve.fish" && \
	MANPATH="$$prefix/share/man" man -w lettersolve && \
	man -l "$$prefix/share/man/man1/lettersolve.1" 2>&1 | grep -q 'batch' && \
	man -l "$$prefix/share/man/man1/lettersolve.1" 2>&1 | grep -q 'EXIT STATUS' && \
	MANPATH="$$prefix/share/man" man lettersolve.review 2>&1 | grep -q -- '--plot' && \
	echo "install-check: binary, completions and man pages installed and usable"

## bench: all benchmark suites, or one with SUITE=name.
bench: release
	cd Benchmarks && $(SWIFT) build -c release && $(SWIFT) run -c release lettersolve-bench $(SUITE)

## win-chance: self-play positions (Benchmarks' winchance suite, one run per seed
## of WIN_CHANCE_SEEDS, written to .build/win-chance/, not committed), then the
## fit of Evaluator.winChance and its report on held-out games (numpy from PyPI).
WIN_CHANCE_SEEDS := 32 33
win-chance: setup
	cd Benchmarks && $(SWIFT) build -c release && for seed in $(WIN_CHANCE_SEEDS); do \
	  WINCHANCE_SEED=$$seed $(SWIFT) run -c release lettersolve-bench winchance || exit 1; done
	python3 -c 'import numpy' 2>/dev/null || $(PIP) install --user numpy
	python3 Scripts/fit_win_chance.py $(foreach seed,$(WIN_CHANCE_SEEDS),\
	  .build/win-chance/$(if $(filter 32,$(seed)),positions.csv,positions-seed$(seed).csv))

## fuzz: libFuzzer over decode + read + solve for SECONDS, from Fuzz/Seeds/FORMAT
## (png or jpeg). The growing corpus and any crashing input stay in .build/fuzz/.
FORMAT ?= png
SECONDS ?= 600
FUZZ_DIR := .build/fuzz
fuzz: setup
	cd Fuzz && $(SWIFT) build -c release -Xswiftc -sanitize=fuzzer,address
	mkdir -p $(FUZZ_DIR)/corpus-$(FORMAT) $(FUZZ_DIR)/crashes-$(FORMAT)
	Fuzz/.build/release/lettersolve-fuzz \
	  -max_total_time=$(SECONDS) -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
	  -artifact_prefix=$(FUZZ_DIR)/crashes-$(FORMAT)/ \
	  $(FUZZ_DIR)/corpus-$(FORMAT) Fuzz/Seeds/$(FORMAT)

## bench-against: SUITE on this checkout and on REVISION (default main), in turn.
REVISION ?= main
bench-against: release
	Scripts/bench-against.sh $(or $(SUITE),search) $(REVISION)

format:
	$(SWIFT) format format --parallel --in-place -r Sources Tests Benchmarks/Sources

# The reader's numbers are named constants with a unit and a reason: a numeric
# literal outside a `static let` line (and comments, and the generated
# templates) fails, 0, 1, 2, 255 and 0.5 in plain arithmetic aside.
READER_LITERALS := '^(?!\s*(//|((public|private|fileprivate|package) )?static let ))(?:(?!//).)*(?<![\w.$$])(?!(?:0|1|2|255|0\.5|0\.0|1\.0)(?![\w.]))\d+(?:\.\d+)?(?![\w.])'

lint:
	$(SWIFT) format lint --strict --parallel -r Sources Tests Benchmarks/Sources
	@! grep -rnP --include='*.swift' --exclude=DefaultTemplates.swift $(READER_LITERALS) Sources/BoardReader || \
	  { echo "lint: name the numbers above as constants (static let, with a unit and a reason)" >&2; exit 1; }

demo: release
	.build/release/lettersolve Samples/light-iphone5.png --limit 5

## review-example: Samples/Review/game.{txt,png}, one whole game played through the CLI
## and its review with its plot (Scripts/review_example.py).
review-example: release
	python3 Scripts/review_example.py .build/release/lettersolve HTRNEOSAILCDPMGUBYFWKVEXR \
	  Samples/Review/game

.PHONY: templates samples
## templates: rebuild the built-in glyph templates from ../shared/corpus with `lettersolve train`.
templates: build
	Scripts/make-templates.sh .build/debug/lettersolve ../shared/corpus Sources/BoardReader/DefaultTemplates.swift

## samples: redraw Samples/*.png from their truth files (Samples/samples.list gives theme, layout, width).
samples: build
	Scripts/make-samples.sh .build/debug/lettersolve Samples

clean:
	rm -rf .build
