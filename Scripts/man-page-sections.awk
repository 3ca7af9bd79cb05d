# The page GenerateManual makes of lettersolve (mdoc), with the sections of
# the file `sections` (FILES, ENVIRONMENT, EXIT STATUS, EXAMPLES) in place of
# its own EXIT STATUS and before its SEE ALSO (at the end when it has none).
#   awk -v sections=Documentation/lettersolve-sections.1 -f Scripts/man-page-sections.awk PAGE
function add_sections(  line) {
  while ((getline line < sections) > 0) print line
  added = 1
}
/^\.Sh "EXIT STATUS"/ { skipping = 1; next }
/^\.Sh / { skipping = 0 }
/^\.Sh "SEE ALSO"/ && !added { add_sections() }
!skipping { print }
END { if (!added) add_sections() }
