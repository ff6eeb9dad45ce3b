#!/usr/bin/env bash
# Cold `npm start`: a fresh clone, no node_modules, until the app and the API answer.
# Usage: bash bench/cold-start.sh   (budget in bench/README.md). Uses ports 3000 and 8000.
set -euo pipefail
repo=$(git rev-parse --show-toplevel)
work=$(mktemp -d)
git clone -q "$repo" "$work/flowdeck"
cd "$work/flowdeck"
start=$(date +%s)
npm start > "$work/start.log" 2>&1 &
pid=$!
until curl -sf http://localhost:3000/registry.json > /dev/null && curl -sf http://localhost:8000/api/health > /dev/null; do
  if ! kill -0 "$pid" 2> /dev/null; then echo "npm start exited early; see $work/start.log"; exit 1; fi
  sleep 2
done
echo "cold npm start: $(( $(date +%s) - start )) s (budget 300 s)"
kill -- -"$pid" 2> /dev/null || kill "$pid"
pkill -f "$work/flowdeck" || true
