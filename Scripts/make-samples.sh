#!/usr/bin/env bash
# Redraws Samples/<name>.png from its truth file Samples/<name>.txt with
# `lettersolve render`, in the theme, layout and width Samples/samples.list
# gives (and shrunk to the optional fifth column's width).
# Usage: Scripts/make-samples.sh LETTERSOLVE SAMPLES_DIR
set -euo pipefail
lettersolve=$1
samples=$2
count=0
while read -r name theme layout width downscale; do
  case "$name" in ''|'#'*) continue ;; esac
  "$lettersolve" render "$samples/$name.txt" --theme "$theme" --layout "$layout" --width "$width" \
    ${downscale:+--downscale-to "$downscale"} --output "$samples/$name.png"
  count=$((count + 1))
done < "$samples/samples.list"
echo "drew $count samples in $samples"
