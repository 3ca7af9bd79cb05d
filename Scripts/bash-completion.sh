#!/bin/sh
# Prints lettersolve's bash completion script: swift-argument-parser's, with
# the default subcommand completed when the first word is not a subcommand
# (`lettersolve shot<TAB>`, `lettersolve --rank <TAB>` complete as `solve`).
# Usage: Scripts/bash-completion.sh path/to/lettersolve
set -eu
binary=${1:?usage: $0 path/to/lettersolve}
"$binary" --generate-completion-script bash | awk '
  /^_lettersolve\(\) \{/ { inRoot = 1 }
  inRoot && /^    \*\)$/ { defaultCase = 1; print; next }
  inRoot && defaultCase && /COMPREPLY\+=\(\$\(compgen -W/ {
    print "        # Not a subcommand: complete as the default subcommand, solve."
    print "        COMPREPLY=()"
    print "        if [[ \"${COMP_CWORD}\" -eq 1 && \"${cur}\" != -* ]]; then"
    print "    " $0
    print "        fi"
    print "        unparsed_words=(\"${COMP_WORDS[@]:1:${COMP_CWORD}}\")"
    print "        _lettersolve_solve"
    defaultCase = 0; patched = 1; next
  }
  /^}$/ { inRoot = 0 }
  { print }
  END { if (!patched) { print "bash-completion.sh: the generated script changed; patch not applied" > "/dev/stderr"; exit 1 } }
'
