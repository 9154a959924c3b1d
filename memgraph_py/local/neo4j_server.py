"""Run the Neo4j 5.26 Community server assembled from Maven Central (``plugins/dist``).

The layout mirrors an official install, split so the read-only build output is shared:

* ``<dist>/lib``      server closure + Neo4j Browser (``mvn -f plugins/pom.xml package``)
* ``<dist>/plugins``  APOC Core, open GDS, memlineage-procedures
* ``<home>/neo4j/{conf,data,logs,run,import}``  this installation's state

The server is launched like ``bin/neo4j console`` does (same entry point and JVM flags) but
detached, with its pid in ``run/neo4j.pid``. Nothing here ever deletes ``data/``.
"""

from __future__ import annotations

import hashlib
import os
import secrets
import signal
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from ..config import Settings
from ..errors import (
    AuthenticationFailed,
    DataDirectoryError,
    PortInUseError,
    PrerequisiteError,
    ServerError,
    ServerStartTimeout,
)
from . import prereqs

ENTRY_POINT = "org.neo4j.server.CommunityEntryPoint"
ADMIN_TOOL = "org.neo4j.cli.AdminTool"

# The flags Neo4j's own `bin/neo4j console` passes on Java 17; without the --add-opens
# vector-index builds have been seen to stall.
JVM_FLAGS = (
    "-XX:+UseG1GC",
    "-XX:-OmitStackTraceInFastThrow",
    "-XX:+AlwaysPreTouch",
    "-XX:+UnlockExperimentalVMOptions",
    "-XX:+TrustFinalNonStaticFields",
    "-XX:+DisableExplicitGC",
    "-Djdk.nio.maxCachedBufferSize=1024",
    "-Dio.netty.tryReflectionSetAccessible=true",
    "-Djdk.tls.ephemeralDHKeySize=2048",
    "-Djdk.tls.rejectClientInitiatedRenegotiation=true",
    "-XX:FlightRecorderOptions=stackdepth=256",
    "-XX:+UnlockDiagnosticVMOptions",
    "-XX:+DebugNonSafepoints",
    "--add-opens=java.base/java.nio=ALL-UNNAMED",
    "--add-opens=java.base/java.io=ALL-UNNAMED",
    "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
    "--enable-native-access=ALL-UNNAMED",
    "-Dlog4j2.disable.jmx=true",
    "-Dlog4j.layout.jsonTemplate.maxStringLength=32768",
    "-Dfile.encoding=UTF-8",
)


@dataclass(frozen=True)
class Neo4jLayout:
    settings: Settings

    @property
    def dist(self) -> Path:
        return self.settings.dist_dir

    @property
    def home(self) -> Path:
        return self.settings.neo4j_home

    @property
    def conf_dir(self) -> Path:
        return self.home / "conf"

    @property
    def data_dir(self) -> Path:
        return self.home / "data"

    @property
    def logs_dir(self) -> Path:
        return self.home / "logs"

    @property
    def pid_file(self) -> Path:
        return self.home / "run" / "neo4j.pid"

    @property
    def console_log(self) -> Path:
        return self.logs_dir / "console.log"

    @property
    def bolt_uri(self) -> str:
        return f"bolt://127.0.0.1:{self.settings.neo4j_bolt_port}"

    @property
    def browser_url(self) -> str:
        return f"http://127.0.0.1:{self.settings.neo4j_http_port}/browser/"

    def classpath(self) -> str:
        return os.pathsep.join([f"{self.dist}/plugins/*", str(self.conf_dir), f"{self.dist}/lib/*"])


def check_distribution(layout: Neo4jLayout) -> None:
    """The Maven build output must be present: server closure, browser, APOC, GDS, our plugin."""
    lib, plugins = layout.dist / "lib", layout.dist / "plugins"
    fix = "run `make setup` (or `mvn -f plugins/pom.xml package -DskipTests`) to assemble it from Maven Central"
    if not lib.is_dir() or not any(lib.glob("neo4j-*.jar")):
        raise PrerequisiteError(f"the Neo4j server is not assembled: {lib} has no neo4j jars; {fix}")
    if not any(lib.glob("neo4j-browser-*.jar")):
        raise PrerequisiteError(f"Neo4j Browser is missing from {lib}; {fix}")
    for pattern, what in (("apoc-*core*.jar", "APOC Core"), ("memlineage-procedures*.jar", "memlineage-procedures"),
                          ("memlineage-browser*.jar", "memlineage-browser (Browser style and guide)")):
        if not any(plugins.glob(pattern)):
            raise PrerequisiteError(f"{what} is missing from {plugins}; {fix}")
    if not any(plugins.glob("*gds*.jar")) and not any(plugins.glob("proc-*.jar")):
        raise PrerequisiteError(f"Graph Data Science is missing from {plugins}; {fix}")


def render_conf(layout: Neo4jLayout) -> str:
    s = layout.settings
    home = layout.home
    lines = [
        "# Written by `memlineage server start`; edits are overwritten. Override through MEMLINEAGE_* settings.",
        "server.default_listen_address=127.0.0.1",
        "server.default_advertised_address=127.0.0.1",
        f"server.bolt.listen_address=127.0.0.1:{s.neo4j_bolt_port}",
        f"server.bolt.advertised_address=127.0.0.1:{s.neo4j_bolt_port}",
        "server.http.enabled=true",
        f"server.http.listen_address=127.0.0.1:{s.neo4j_http_port}",
        f"server.http.advertised_address=127.0.0.1:{s.neo4j_http_port}",
        "server.https.enabled=false",
        f"server.directories.data={home / 'data'}",
        f"server.directories.logs={home / 'logs'}",
        f"server.directories.run={home / 'run'}",
        f"server.directories.import={home / 'import'}",
        f"server.directories.plugins={layout.dist / 'plugins'}",
        f"server.directories.lib={layout.dist / 'lib'}",
        f"server.memory.pagecache.size={s.neo4j_pagecache}",
        "dbms.security.auth_enabled=true",
        "dbms.security.procedures.unrestricted=apoc.*,gds.*,memlineage.*",
        "dbms.usage_report.enabled=false",
        "db.logs.query.enabled=OFF",
        *browser_conf(s.neo4j_http_port),
    ]
    return "\n".join(lines) + "\n"


def browser_conf(http_port: int) -> list[str]:
    """Neo4j Browser styled for MemLineage with no manual step (docs/browser.md).

    The memlineage-browser jar (an unmanaged extension) serves the GraSS style and the guide from this
    server's HTTP port. The printed links' hand-off page stores the style in Browser and has it draw the
    view; after connecting, Browser opens ``:guide memlineage`` itself (its first slide loads the style in one
    click for a profile that never opened a link). No ``:style`` post-connect command: its frame would land
    above the view a link draws.
    The guide is found by name through the allowlist (``<entry>/memlineage``); the style URL needs its host
    in the list. The paths are static content, so they are exempt from HTTP auth (Browser's fetch sends no
    credentials). Neo4j 5.26 names the allowlist ``browser.remote_content_hostname_whitelist`` (the only
    spelling it declares, and the key Browser 5 reads from ``dbms.clientConfig()``)."""
    base = f"http://127.0.0.1:{http_port}/memlineage"
    return [
        "server.unmanaged_extension_classes=dev.memlineage.browser=/memlineage",
        "dbms.security.http_auth_allowlist=/,/browser.*,/memlineage/.*",
        f"browser.remote_content_hostname_whitelist={base}/guides,http://127.0.0.1,localhost",
        "browser.post_connect_cmd=guide memlineage",
    ]


def _read_pid(layout: Neo4jLayout) -> int | None:
    try:
        pid = int(layout.pid_file.read_text().strip())
    except (OSError, ValueError):
        return None
    try:
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return None
    return pid if ENTRY_POINT in cmdline and str(layout.home) in cmdline else None


def is_running(layout: Neo4jLayout) -> bool:
    return _read_pid(layout) is not None


def port_in_use(port: int, host: str = "127.0.0.1") -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.settimeout(0.5)
        return sock.connect_ex((host, port)) == 0


def _check_data_dir(layout: Neo4jLayout) -> bool:
    """True when the data dir already holds a database; refuse anything that isn't one of ours."""
    data = layout.data_dir
    if not data.exists():
        return False
    if not data.is_dir():
        raise DataDirectoryError(f"{data} exists but is not a directory; move it away or set MEMLINEAGE_HOME", path=data)
    entries = {p.name for p in data.iterdir()}
    if not entries:
        return False
    if not {"databases", "transactions"} <= entries and "dbms" not in entries:
        raise DataDirectoryError(
            f"{data} is not a Neo4j data directory (it holds {sorted(entries)[:5]}); nothing was changed. "
            "Move it away or set MEMLINEAGE_HOME to another directory",
            path=data,
        )
    return "dbms" in entries


def ensure_password(layout: Neo4jLayout) -> str:
    """Generate the password on first start (0600 file) and set it as the initial password."""
    pw_file = layout.settings.password_file
    has_auth_db = _check_data_dir(layout)
    if pw_file.exists():
        return pw_file.read_text().strip()
    if has_auth_db:
        raise DataDirectoryError(
            f"{layout.data_dir} already has users but the password file {pw_file} is missing; "
            "restore that file, or set MEMLINEAGE_NEO4J_PASSWORD and write it there. Nothing was changed.",
            path=layout.data_dir,
        )
    # hex, not token_urlsafe: one password in 64 began with "-" and neo4j-admin took it for an option
    password = secrets.token_hex(18)
    pw_file.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(pw_file, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w") as fh:
        fh.write(password + "\n")
    try:
        _write_initial_password(layout, password)
    except OSError as exc:
        pw_file.unlink(missing_ok=True)
        raise ServerError(f"setting Neo4j's initial password failed: {exc}") from exc
    return password


#: Iterations of Neo4j's stored credential (what ``neo4j-admin dbms set-initial-password`` writes in 5.26).
AUTH_ITERATIONS = 1024


def _write_initial_password(layout: Neo4jLayout, password: str) -> None:
    """Write what ``neo4j-admin dbms set-initial-password`` writes — ``<data>/dbms/auth.ini``, one line in Neo4j's
    credential format: SHA-256 of a random 32-byte salt then the password, hashed again 1,023 times, as hex — without
    starting that tool's JVM (~20 s before every fresh boot on a busy 2-core host). Neo4j reads the file on its first
    start, when it creates the system database, and makes the user ``neo4j`` from it with no password change due."""
    salt = secrets.token_bytes(32)
    digest = hashlib.sha256(salt + password.encode()).digest()
    for _ in range(AUTH_ITERATIONS - 1):
        digest = hashlib.sha256(digest).digest()
    dbms = layout.data_dir / "dbms"
    dbms.mkdir(parents=True, exist_ok=True)
    tmp = dbms / "auth.ini.tmp"
    tmp.write_text(f"neo4j:SHA-256,{digest.hex()},{salt.hex()},{AUTH_ITERATIONS}:\n")
    os.replace(tmp, dbms / "auth.ini")


def _log_tail(layout: Neo4jLayout, lines: int = 25) -> str:
    chunks = []
    for path in (layout.console_log, layout.logs_dir / "debug.log"):
        try:
            text = path.read_text(errors="replace").splitlines()
        except OSError:
            continue
        interesting = [line for line in text if " ERROR " in line or "Exception" in line or "rror:" in line]
        chunks.append(f"--- {path} ---\n" + "\n".join((interesting or text)[-lines:]))
    return "\n".join(chunks)


def _wait_for_bolt(layout: Neo4jLayout, password: str, proc_alive, deadline: float) -> None:
    import neo4j  # imported here: keeps `memlineage --help` fast
    import neo4j.exceptions as ne

    while time.monotonic() < deadline:
        if not proc_alive():
            raise ServerError(
                f"Neo4j exited during start-up. What it logged:\n{_log_tail(layout)}\n"
                f"(full logs in {layout.logs_dir})"
            )
        try:
            with neo4j.GraphDatabase.driver(
                layout.bolt_uri, auth=(layout.settings.neo4j_user, password), connection_timeout=2
            ) as driver:
                driver.verify_connectivity()
                driver.execute_query("RETURN 1")
            return
        except ne.AuthError as exc:
            raise AuthenticationFailed(
                f"Neo4j at {layout.bolt_uri} refused the stored password in {layout.settings.password_file}: "
                f"{exc.message}",
                uri=layout.bolt_uri,
            ) from exc
        except (ne.ServiceUnavailable, ne.SessionExpired, OSError, ne.DatabaseUnavailable, ne.TransientError):
            time.sleep(0.5)
    raise ServerStartTimeout(
        f"Neo4j did not answer on {layout.bolt_uri} in time; see {layout.console_log}",
        name="neo4j", log_file=layout.console_log,
    )


def start(settings: Settings, *, timeout: float = 180.0) -> Neo4jLayout:
    """Start (or find running) the local Neo4j; returns when Bolt answers with our password."""
    layout = Neo4jLayout(settings)
    try:
        java, _ = prereqs.check_java()
    except prereqs.MissingPrerequisite as exc:
        raise PrerequisiteError(str(exc)) from exc
    check_distribution(layout)
    for sub in ("conf", "logs", "run", "import"):
        (layout.home / sub).mkdir(parents=True, exist_ok=True)
    (layout.conf_dir / "neo4j.conf").write_text(render_conf(layout))
    password = ensure_password(layout)

    pid = _read_pid(layout)
    deadline = time.monotonic() + timeout
    if pid is not None:
        _wait_for_bolt(layout, password, lambda: _read_pid(layout) is not None, deadline)
        return layout
    for port, var in ((settings.neo4j_bolt_port, "MEMLINEAGE_NEO4J_BOLT_PORT"),
                      (settings.neo4j_http_port, "MEMLINEAGE_NEO4J_HTTP_PORT")):
        if port_in_use(port):
            raise PortInUseError(
                f"port {port} on 127.0.0.1 is already in use by another program; stop it or choose "
                f"another port with {var}",
                port=port,
            )

    heap = settings.neo4j_heap
    # the memlineage-browser extension redeems the one-time login tickets of printed links from here
    tickets = f"-Dmemlineage.browser.tickets={layout.home / 'run' / 'browser-tickets'}"
    cmd = [str(java), f"-Xms{heap}", f"-Xmx{heap}", *JVM_FLAGS, tickets, "-cp", layout.classpath(), ENTRY_POINT,
           f"--home-dir={layout.home}", f"--config-dir={layout.conf_dir}", "--console-mode"]
    env = dict(os.environ, NEO4J_HOME=str(layout.home), NEO4J_CONF=str(layout.conf_dir))
    with open(layout.console_log, "ab") as log:
        proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                env=env, cwd=layout.home, start_new_session=True)
    layout.pid_file.write_text(f"{proc.pid}\n")
    try:
        _wait_for_bolt(layout, password, lambda: proc.poll() is None, deadline)
    except BaseException:
        if proc.poll() is None:
            _terminate(proc.pid, 30)
        layout.pid_file.unlink(missing_ok=True)
        raise
    return layout


def _terminate(pid: int, timeout: float) -> None:
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        # reap if it is our child
        try:
            os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            pass
        time.sleep(0.2)
    os.kill(pid, signal.SIGKILL)


def stop(settings: Settings, *, timeout: float = 90.0) -> bool:
    """Stop the local Neo4j cleanly (SIGTERM, then SIGKILL after ``timeout``). False if not running."""
    layout = Neo4jLayout(settings)
    pid = _read_pid(layout)
    if pid is None:
        layout.pid_file.unlink(missing_ok=True)
        return False
    _terminate(pid, timeout)
    layout.pid_file.unlink(missing_ok=True)
    return True
