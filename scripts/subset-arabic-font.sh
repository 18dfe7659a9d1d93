#!/usr/bin/env bash
# Writes app/fonts/noto-sans-arabic-wght-400-800.woff2 from @fontsource-variable/noto-sans-arabic
# the weights the site uses (400–800) and the Arabic block only, so Arabic pages preload about a
# third of the package's file. Needs Debian's fonttools: apt-get install fonttools python3-brotli
set -euo pipefail
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2
target=app/fonts/noto-sans-arabic-wght-400-800.woff2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer "$source" wght=400:800 -o "$work/limited.ttf"
# Keep in step with the unicode-range of the face in app/site/components/fonts.css.
/usr/bin/python3 -m fontTools.subset "$work/limited.ttf" \
  --unicodes="U+0600-06FF,U+200C-200F,U+2010-2011,U+25CC" \
  --layout-features='*' --flavor=woff2 --output-file="$target"
cp node_modules/@fontsource-variable/noto-sans-arabic/LICENSE app/fonts/OFL-noto-sans-arabic.txt
ls -l "$target"
