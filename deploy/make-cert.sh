#!/usr/bin/env bash
# A self-signed wildcard certificate for a trial (deploy/README.md, "Certificates"): valid for
# BASE_DOMAIN and *.BASE_DOMAIN, 30 days, an EC P-256 key. Browsers warn about it (curl -k,
# Chromium --ignore-certificate-errors): a real deployment uses certbot's DNS-01 challenge.
#
#   deploy/make-cert.sh OUT_DIR BASE_DOMAIN   → OUT_DIR/fullchain.pem, OUT_DIR/privkey.pem
set -euo pipefail
out="${1:?usage: make-cert.sh OUT_DIR BASE_DOMAIN}"
domain="${2:?usage: make-cert.sh OUT_DIR BASE_DOMAIN}"
mkdir -p "$out"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 30 \
  -subj "/CN=*.${domain}" \
  -addext "subjectAltName=DNS:${domain},DNS:*.${domain}" \
  -keyout "$out/privkey.pem" -out "$out/fullchain.pem" 2>/dev/null
chmod 600 "$out/privkey.pem"
echo "$out/fullchain.pem"
