#!/bin/bash
# The stand-in for the official mariadb image's healthcheck.sh, for the options the compose file
# gives it: --connect (the server takes a connection on its socket) and --innodb_initialized.
set -euo pipefail
query="SELECT 1"
for option in "$@"; do
  case "$option" in
    --connect) ;;
    --innodb_initialized) query="SELECT 1 FROM information_schema.ENGINES WHERE ENGINE = 'InnoDB' AND SUPPORT IN ('YES', 'DEFAULT')" ;;
    *) echo "healthcheck.sh: $option is not implemented by this stand-in" >&2; exit 1 ;;
  esac
done
result="$(mariadb --socket=/run/mysqld/mysqld.sock -uroot --batch --skip-column-names -e "$query")"
[ "$result" = "1" ]
