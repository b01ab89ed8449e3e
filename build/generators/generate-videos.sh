#!/usr/bin/env bash
# One-off generator of the launches-carousel video clips (product §2: 7 videos with posters).
# The output in public/media/ is committed: run by hand when the clips change, never by `vite build`.
#
# Needs ffmpeg with libx264, the native AAC encoder and libwebp (Debian: apt-get install -y ffmpeg).
# Source frames come from build/generators/generate-assets.mjs, which renders 1280x720 PNGs to $FRAMES_DIR.
#
#   SHARP_DIR=/tmp/assetgen node build/generators/generate-assets.mjs   # writes /tmp/ot-video-frames/clip-<id>.png
#   bash build/generators/generate-videos.sh
#
# Each clip: 4 s, 640x360, 25 fps, H.264 (yuv420p, +faststart) with a slow zoom or pan over the frame, and
# an AAC track with a soft sine-tone chord that fades in and out (the carousel modal plays video with sound).
# The poster public/media/clip-<id>.webp is the clip's first frame.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
FRAMES_DIR="${FRAMES_DIR:-/tmp/ot-video-frames}"
OUT="$ROOT/public/media"
DURATION=4
FPS=25
FRAMES=$((DURATION * FPS))
mkdir -p "$OUT"

# id | motion | chord frequencies (Hz)
CLIPS=(
  "1|zoom-in|261.63 329.63 392.00"
  "2|pan-right|293.66 369.99 440.00"
  "4|zoom-out|220.00 277.18 329.63"
  "5|pan-left|246.94 311.13 369.99"
  "6|zoom-in|196.00 246.94 293.66"
  "8|pan-right|261.63 329.63 440.00"
  "9|zoom-out|293.66 349.23 440.00"
)

for entry in "${CLIPS[@]}"; do
  IFS='|' read -r id motion chord <<<"$entry"
  src="$FRAMES_DIR/clip-$id.png"
  [[ -f "$src" ]] || { echo "missing $src: run build/generators/generate-assets.mjs first" >&2; exit 1; }
  read -r f1 f2 f3 <<<"$chord"

  case "$motion" in
    zoom-in)   z="1+0.10*on/$FRAMES";   x="iw/2-(iw/zoom/2)"; y="ih/2-(ih/zoom/2)" ;;
    zoom-out)  z="1.10-0.10*on/$FRAMES"; x="iw/2-(iw/zoom/2)"; y="ih/2-(ih/zoom/2)" ;;
    pan-right) z="1.12"; x="(iw-iw/zoom)*on/$FRAMES";     y="ih/2-(ih/zoom/2)" ;;
    pan-left)  z="1.12"; x="(iw-iw/zoom)*(1-on/$FRAMES)"; y="ih/2-(ih/zoom/2)" ;;
  esac

  audio="0.16*sin(2*PI*$f1*t)+0.12*sin(2*PI*$f2*t)+0.10*sin(2*PI*$f3*t)+0.05*sin(2*PI*$f1*2*t)"

  ffmpeg -hide_banner -loglevel error -y \
    -i "$src" \
    -f lavfi -i "aevalsrc=$audio:s=44100:d=$DURATION" \
    -filter_complex "[0:v]scale=2560:1440,zoompan=z='$z':x='$x':y='$y':d=$FRAMES:s=640x360:fps=$FPS,format=yuv420p[v];[1:a]afade=t=in:st=0:d=0.8,afade=t=out:st=$((DURATION - 1)):d=1[a]" \
    -map "[v]" -map "[a]" -t "$DURATION" \
    -c:v libx264 -preset slow -crf 27 -profile:v main -tune animation -movflags +faststart \
    -c:a aac -b:a 64k -ac 1 \
    "$OUT/clip-$id.mp4"

  ffmpeg -hide_banner -loglevel error -y -i "$OUT/clip-$id.mp4" -frames:v 1 -c:v libwebp -quality 70 "$OUT/clip-$id.webp"
  printf '%6s KB  media/clip-%s.mp4   %6s KB  poster\n' "$(( $(stat -c %s "$OUT/clip-$id.mp4") / 1024 ))" "$id" "$(( $(stat -c %s "$OUT/clip-$id.webp") / 1024 ))"
done
