"""``memlineage ingest`` against the real servers: a JSONL file and a chat transcript become memories with the
gate's decisions printed; a malformed or binary file is a one-line typed error and stores nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memgraph_py import Memory


def test_ingest_reads_jsonl_and_reports_what_was_kept_and_dropped(cli, memory: Memory, tmp_path: Path) -> None:
    path = tmp_path / "chat.jsonl"
    path.write_text("\n".join(json.dumps(m) for m in [
        {"role": "user", "content": "hello!"},
        {"role": "assistant", "content": "Hi, how can I help?"},
        {"role": "user", "content": "I'm allergic to sesame. My employee id is E-40421."},
    ]))
    result = cli("ingest", str(path), "--json")
    report = json.loads(result.stdout)
    assert sorted(k["cls"] for k in report["kept"]) == ["constraint", "fact"]
    assert [d["turn"] for d in report["dropped"]] == [0]
    source = memory.get(report["source_id"])
    assert source.source == "chat.jsonl" and "sesame" in source.content
    table = cli("ingest", str(path))  # again: the same memories are merged, not stored twice
    assert "0 kept, 2 merged" in table.stdout


def test_ingest_reads_a_chat_transcript_in_a_dry_run(cli, memory: Memory, tmp_path: Path) -> None:
    path = tmp_path / "chat.txt"
    path.write_text("User: Never book meetings before 9am.\nAssistant: Noted.\nUser: thanks!\n")
    result = cli("ingest", str(path), "--dry-run")
    assert "constraint" in result.stdout and "(dry run)" in result.stdout and "0 memories stored" in result.stdout
    assert memory.reindex() == 0


@pytest.mark.parametrize("content, error", [
    (b'{"role": "user", "content": "hi"}\n{"role": "user", "content": ', "InvalidTranscriptError"),
    (b"no speaker on this line\n", "InvalidTranscriptError"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe", "InvalidContentError"),
    (b"", "InvalidContentError"),
])
def test_bad_files_are_typed_errors_and_store_nothing(cli, memory: Memory, tmp_path: Path, content: bytes,
                                                     error: str) -> None:
    path = tmp_path / "bad.txt"
    path.write_bytes(content)
    result = cli("ingest", str(path), code=1)
    assert f"error: {error}" in result.output
    assert memory.reindex() == 0
