#!/bin/bash
# The stand-in for the official mariadb/mysql images' entrypoint, for the image test's local base
# (Debian's mariadb-server): on an empty /var/lib/mysql it creates the database and the user the
# environment names, with MARIADB_* or MYSQL_* as the official images take them, then runs the
# server on every address. The official images do far more; this is what the compose files use.
set -euo pipefail
database="${MARIADB_DATABASE:-${MYSQL_DATABASE:-}}"
user="${MARIADB_USER:-${MYSQL_USER:-}}"
password="${MARIADB_PASSWORD:-${MYSQL_PASSWORD:-}}"
mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld
chown mysql:mysql /var/lib/mysql
if [ ! -d /var/lib/mysql/mysql ]; then
  echo "initialising the database folder"
  mariadb-install-db --user=mysql --datadir=/var/lib/mysql --skip-test-db >/dev/null
  mariadbd --user=mysql --skip-networking --socket=/run/mysqld/init.sock &
  init_pid=$!
  for _ in $(seq 1 60); do mariadb-admin --socket=/run/mysqld/init.sock ping >/dev/null 2>&1 && break; sleep 0.5; done
  {
    # The root password is random and never shown (MARIADB_RANDOM_ROOT_PASSWORD, MYSQL_RANDOM_ROOT_PASSWORD):
    # root keeps logging in over the container's own socket only.
    echo "DELETE FROM mysql.global_priv WHERE User = '' OR (User = 'root' AND Host <> 'localhost');"
    if [ -n "$database" ]; then
      echo "CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"
    fi
    if [ -n "$user" ]; then
      echo "CREATE USER '${user}'@'%' IDENTIFIED BY '${password}';"
      if [ -n "$database" ]; then echo "GRANT ALL ON \`${database}\`.* TO '${user}'@'%';"; fi
    fi
    echo "FLUSH PRIVILEGES;"
  } | mariadb --socket=/run/mysqld/init.sock -uroot
  mariadb-admin --socket=/run/mysqld/init.sock -uroot shutdown
  wait "$init_pid"
  echo "database folder ready"
fi
exec mariadbd --user=mysql --bind-address=0.0.0.0 --skip-name-resolve "$@"
