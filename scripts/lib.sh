# Shared by scripts/start and scripts/test.

require_tools() {
  command -v go >/dev/null || { echo "Go 1.26 is required: https://go.dev/dl/" >&2; exit 1; }
  command -v npm >/dev/null || { echo "Node.js 20+ with npm is required" >&2; exit 1; }
}

# install_node_modules runs npm ci when node_modules is missing or older than the lock file. Astro 7
# needs Node 22+: the pinned "node" devDependency puts Node 24 first on PATH for every npm script.
install_node_modules() {
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "» installing node modules"
    npm ci --no-audit --no-fund --loglevel=error
  fi
}

# wait_ready URL PID waits until the content API answers through the gateway at URL (the menu, with
# the gateway's token), or fails when PID has exited. /readyz would wait for the built site too,
# which the callers build next, through this gateway.
wait_ready() {
  local url=$1 pid=$2
  for _ in $(seq 1 600); do
    if curl -fsS "$url/api/menu/" >/dev/null 2>&1; then return 0; fi
    if ! kill -0 "$pid" 2>/dev/null; then echo "the gateway exited before it was ready" >&2; exit 1; fi
    sleep 0.5
  done
  echo "the gateway at $url did not become ready" >&2
  exit 1
}

# free_port prints a TCP port nobody listens on.
free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()' 2>/dev/null \
    || echo $((20000 + RANDOM % 20000))
}

# require_chromium installs Debian's Chromium for the end-to-end tests when it is missing (a test
# tool's own browser download does not work on these machines); E2E_CHROMIUM points at another binary.
require_chromium() {
  local chromium=${E2E_CHROMIUM:-/usr/bin/chromium}
  [ -x "$chromium" ] || install_debian_package chromium
}

# install_debian_package PACKAGE installs one of Debian's packages; it needs root or sudo.
install_debian_package() {
  local sudo=
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null || { echo "$1 is missing and installing it needs root: apt-get install $1" >&2; exit 1; }
    sudo=sudo
  fi
  echo "» installing $1 (Debian's package)"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$1" >/dev/null
}

# start_oidc_provider DIR builds and starts the local OpenID provider of the end-to-end tests
# (scripts/oidc-provider) on a free port, and sets social_env: the variables that make a gateway
# offer Google login through it. The caller kills $oidc_pid.
start_oidc_provider() {
  local dir=$1 addr issuer
  go build -o "$dir/oidc-provider" ./scripts/oidc-provider
  addr="127.0.0.1:$(free_port)"
  "$dir/oidc-provider" -addr "$addr" >"$dir/oidc.out" 2>"$dir/oidc.log" &
  oidc_pid=$!
  for _ in $(seq 1 100); do
    issuer=$(head -1 "$dir/oidc.out" 2>/dev/null || true)
    if [ -n "$issuer" ] && curl -fsS "$issuer/.well-known/openid-configuration" >/dev/null 2>&1; then break; fi
    sleep 0.1
  done
  [ -n "$issuer" ] || { cat "$dir/oidc.log" >&2; echo "the local OpenID provider did not start" >&2; exit 1; }
  social_env=(GOOGLE_CLIENT_ID=tischlein-local GOOGLE_CLIENT_SECRET=tischlein-local-secret "GOOGLE_ISSUER_URL=$issuer")
}

# start_third_party DIR starts the fake of the outside services (e2e/third-party.mjs) on a free port,
# a different origin from the site's, and sets third_party_env: the site build's variables that point
# the tag manager, attribution, ads, pixel and error monitoring at it (docs/business.md "Consent and analytics"),
# and the event relay's Conversions API too. The gateway gets them as well, because publishing
# rebuilds pages with the gateway's environment: without them a page rebuilt during the tests would
# lose its services. Exports E2E_THIRD_PARTY, its URL, for the tests. The caller kills $third_party_pid.
start_third_party() {
  local dir=$1 port
  port=$(free_port)
  node e2e/third-party.mjs "$port" >"$dir/third-party.log" 2>&1 &
  third_party_pid=$!
  for _ in $(seq 1 50); do
    curl -fsS "http://127.0.0.1:$port/__requests" >/dev/null 2>&1 && break
    sleep 0.1
  done
  curl -fsS "http://127.0.0.1:$port/__requests" >/dev/null || { cat "$dir/third-party.log" >&2; echo "the fake third-party server did not start" >&2; exit 1; }
  export E2E_THIRD_PARTY="http://127.0.0.1:$port"
  third_party_env=(TAG_MANAGER_ID=GTM-E2E "TAG_MANAGER_URL=$E2E_THIRD_PARTY/gtm.js"
    ATTRIBUTION_KEY=key_e2e "ATTRIBUTION_URL=$E2E_THIRD_PARTY/attribution.js"
    ADS_NETWORK=1234567 "ADS_URL=$E2E_THIRD_PARTY/ads.js"
    FB_PIXEL_ID=1234567890 "FB_PIXEL_URL=$E2E_THIRD_PARTY/fbevents.js" FB_ACCESS_TOKEN=e2e-token "FB_API_URL=$E2E_THIRD_PARTY"
    "SENTRY_DSN=http://publickey@127.0.0.1:$port/1")
}
