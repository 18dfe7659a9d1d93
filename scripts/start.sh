#!/bin/sh
# `npm start`: the production server (scripts/start.mjs, which builds first when no build exists),
# started again when it ends unexpectedly. The supervisor is this shell, not a Node process: it
# keeps about a megabyte beside the server, where Node at rest keeps over 40.
#
# - A server that could not start (configuration, DATA_DIR held by another server, port taken,
#   database unreachable) exits 78: the first one ends `npm start` with that code; after a crash
#   the new server is tried again.
# - Any other end that was not asked for (exit code 0 is a graceful stop) is logged as one JSON
#   error line, and a new server starts 0.5 s later, then 1 s, then 2 s at most between tries;
#   0.5 s again once a server has run 60 s. The dead server's DATA_DIR lock names a process that
#   no longer exists, so the new one takes it over; every write it acknowledged is on disk.
# - SIGTERM or SIGINT is passed on to the server, which stops gracefully; its exit code ends
#   `npm start` and nothing is started again.

FIRST_DELAY_MS=500
MAX_DELAY_MS=2000
STABLE_S=60
CANNOT_START=78

# One JSON line on stdout, as the server writes its own: level, event, then the fields' JSON.
log() {
  case "${LOG_LEVEL:-info}:$1" in
    silent:* | error:info | warn:info) return ;;
  esac
  printf '{"time":"%s","level":"%s","event":"%s"%s}\n' \
    "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$1" "$2" "$3"
}

server=
stopping=
stop() {
  stopping=$1
  if [ -z "$server" ]; then exit 0; fi
  kill "-$1" "$server" 2>/dev/null
}
trap 'stop TERM' TERM
trap 'stop INT' INT

delay=$FIRST_DELAY_MS
first=1
while :; do
  node scripts/start.mjs &
  server=$!
  started=$(date +%s)
  log info server.process_started ",\"pid\":$server,\"supervisor_pid\":$$"
  # `wait` returns early when a signal is trapped: wait again until the server has ended.
  while :; do
    wait "$server"
    code=$?
    kill -0 "$server" 2>/dev/null || break
  done
  pid=$server
  server=
  if [ -n "$stopping" ] || [ "$code" -eq 0 ]; then exit "$code"; fi
  if [ -n "$first" ] && [ "$code" -eq "$CANNOT_START" ]; then exit "$code"; fi
  first=
  if [ $(($(date +%s) - started)) -ge "$STABLE_S" ]; then delay=$FIRST_DELAY_MS; fi
  if [ "$code" -gt 128 ]; then
    ended="\"code\":null,\"signal\":\"SIG$(kill -l $((code - 128)))\""
  else
    ended="\"code\":$code,\"signal\":null"
  fi
  log error server.exited ",\"pid\":$pid,$ended,\"restart_in_ms\":$delay"
  sleep "$((delay / 1000)).$((delay % 1000 / 100))" &
  wait $!
  delay=$((delay * 2 > MAX_DELAY_MS ? MAX_DELAY_MS : delay * 2))
done
