#!/usr/bin/env bash
# Lists every API name of the basic-API pages (基础API: its list page and its
# page files) against the installed headers (include/) and prints the
# coverage figure. No build, bash and awk only.
#
#   scripts/api_coverage.sh              table and figure
#   scripts/api_coverage.sh --summary    the figure only
#   scripts/api_coverage.sh --write-index
#                                        refresh docs/api_pages.tsv from the pages
#
# The pages are read from $ASCENDC_API_PAGES (the folder holding 基础API/),
# by default ../shared/ascendc-api beside the repository; without them the
# index docs/api_pages.tsv (name, folder, cube-only flag) is used.
#
# A name counts as present when include/ declares it: a class, struct,
# enum, union, alias, namespace or macro of that name, or a function
# declaration (a type, then the name and "("). Names of the cube (matrix)
# sections are not applicable: the simulated cores have UB and vector units
# only.
set -uo pipefail
cd "$(dirname "$0")/.."

mode=table
case "${1:-}" in
  --summary) mode=summary ;;
  --write-index) mode=index ;;
  "") ;;
  *) echo "usage: $0 [--summary|--write-index]"; exit 2 ;;
esac

pages="${ASCENDC_API_PAGES:-../shared/ascendc-api}/基础API"
index=docs/api_pages.tsv
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# name <TAB> folder <TAB> cube(1/0), one line per name, from the pages.
extract_from_pages() {
  {
    # The list page: "| [text](path) | ..." rows under "## section" headings.
    awk -F'|' '
      /^## / { cube = ($0 ~ /矩阵计算|Cube分组管理/) ? 1 : 0; next }
      /^\| *\[/ {
        cell = $2
        text = cell; sub(/^ *\[/, "", text); sub(/\].*$/, "", text)
        path = cell; sub(/^[^(]*\(/, "", path); sub(/\).*$/, "", path)
        folder = path; sub(/\/.*$/, "", folder)
        print text "\t" folder "\t" cube
      }' "$pages/基础API列表.md"
    # Every page file: its name is the API (overview pages have other names).
    find "$pages" -name '*.md' ! -name '基础API列表.md' | while IFS= read -r f; do
      rel=${f#"$pages"/}
      printf '%s\t%s\t%s\n' "$(basename "$f" .md)" "${rel%%/*}" 0
    done
  } | awk -F'\t' '
    # "LoadData（2D矩阵搬运）" -> LoadData; "GMToL1...（DataCopy）" -> DataCopy;
    # "GetCtrlSpr(ISASI)" -> GetCtrlSpr; "AllocTensor-64" -> AllocTensor;
    # "complex32/complex64" -> both.
    function emit(n) {
      gsub(/\\/, "", n)
      sub(/\(ISASI\)$/, "", n)
      sub(/-[0-9]+$/, "", n)
      if (n ~ /^[A-Za-z_][A-Za-z0-9_]*$/) print n "\t" $2 "\t" $3
    }
    {
      text = $1
      if (match(text, /（[A-Za-z_][A-Za-z0-9_]*）/)) {
        emit(substr(text, RSTART + 3, RLENGTH - 6))
        next
      }
      sub(/（.*$/, "", text)
      n = split(text, parts, "/")
      for (i = 1; i <= n; ++i) emit(parts[i])
    }' | awk -F'\t' '
    # One line per name: applicable when any section of it is not cube-only.
    { if (!($1 in folder)) { folder[$1] = $2; cube[$1] = $3; order[++count] = $1 }
      else if ($3 == 0) { cube[$1] = 0; if (folder[$1] ~ /^矩阵计算/) folder[$1] = $2 } }
    END { for (i = 1; i <= count; ++i) print order[i] "\t" folder[order[i]] "\t" cube[order[i]] }' |
    sort -t$'\t' -k2,2 -k1,1
}

if [ -f "$pages/基础API列表.md" ]; then
  extract_from_pages >"$work/names"
  source_note="pages $pages"
elif [ -f "$index" ]; then
  cp "$index" "$work/names"
  source_note="index $index (pages not found; set ASCENDC_API_PAGES)"
else
  echo "api_coverage: neither the pages ($pages) nor $index found"
  exit 0
fi

if [ "$mode" = index ]; then
  cp "$work/names" "$index"
  echo "api_coverage: wrote $(wc -l <"$index") names to $index"
  exit 0
fi

# Identifiers the installed headers declare (comments stripped).
# "enum class X" declares X (not "class").
find include -name '*.h' -print0 | xargs -0 cat | sed 's://.*$::; s/enum[ \t][ \t]*\(class\|struct\)[ \t]/enum /g' | awk '
  {
    line = $0
    while (match(line, /(struct|class|enum|union|using|namespace)[ \t]+[A-Za-z_][A-Za-z0-9_]*/)) {
      decl = substr(line, RSTART, RLENGTH); sub(/^[a-z]+[ \t]+/, "", decl); print decl
      line = substr(line, RSTART + RLENGTH)
    }
    line = $0
    if (match(line, /#[ \t]*define[ \t]+[A-Za-z_][A-Za-z0-9_]*/)) {
      decl = substr(line, RSTART, RLENGTH); sub(/^#[ \t]*define[ \t]+/, "", decl); print decl
    }
    line = $0
    while (match(line, /[A-Za-z0-9_>*&:]+[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]*\(/)) {
      decl = substr(line, RSTART, RLENGTH)
      line = substr(line, RSTART + RLENGTH)
      split(decl, words, /[ \t(]+/)
      if (words[1] ~ /^(return|else|new|delete|throw|case|sizeof|decltype|if|while|for|switch|do|not|and|or)$/) continue
      print words[2]
    }
  }' | sort -u >"$work/declared"

awk -F'\t' -v declared="$work/declared" -v mode="$mode" -v note="$source_note" '
  BEGIN { while ((getline d < declared) > 0) have[d] = 1 }
  {
    total++
    if ($3 == 1) { na++; status = "n/a"; why = "cube-only: the simulated cores have UB and vector units only" }
    else if ($1 in have) { present++; status = "present"; why = "" }
    else { missing++; status = "missing"; why = "" }
    if (mode == "table") printf "%-8s %-32s %s%s\n", status, $1, $2, (why == "" ? "" : "  (" why ")")
  }
  END {
    applicable = total - na
    printf "API coverage (基础API, %s): %d of %d applicable names present (%.1f%%), %d missing, %d not applicable (cube-only)\n",
           note, present, applicable, applicable ? 100.0 * present / applicable : 0, missing, na
  }' "$work/names"
