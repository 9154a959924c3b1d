"""The resolution policy and what can contradict (no servers): which contradictions settle themselves, by which
rule, and which wait for a person."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from memgraph_py.models import Cell, Kind
from memgraph_py.traces import ResolutionPolicy, asserts

T0 = datetime(2026, 11, 1, tzinfo=timezone.utc)


def cell(id: str, kind: str, minutes: int = 0, source: str | None = None, confidence: float = 1.0,
         content: str = "a statement") -> Cell:
    return Cell(id=id, namespace="ns", content=content, kind=Kind(kind), source=source, confidence=confidence,
                created_at=T0 + timedelta(minutes=minutes))


def test_the_newest_preference_wins() -> None:
    old, new = cell("old", "preference", 0), cell("new", "preference", 5)
    decision = ResolutionPolicy().decide(old, new, 0.9)
    assert (decision.winner, decision.loser, decision.rule) == ("new", "old", "newest_preference")


def test_a_newer_statement_of_the_same_source_or_a_more_reliable_kind_wins() -> None:
    policy = ResolutionPolicy()
    same = policy.decide(cell("a", "tool_result", 0, "weather_api"), cell("b", "tool_result", 9, "weather_api"), 0.9)
    assert (same.winner, same.rule) == ("b", "newer_statement")
    user_over_model = policy.decide(cell("m", "llm_output", 0), cell("u", "user_input", 3), 0.9)
    assert (user_over_model.winner, user_over_model.rule) == ("u", "newer_statement")


def test_equal_standing_and_unsure_judgements_wait_for_review() -> None:
    policy = ResolutionPolicy()
    equal = policy.decide(cell("a", "tool_result", 0, "site"), cell("b", "tool_result", 5, "registry"), 0.95)
    assert equal.winner is None and equal.rule.startswith("review")
    unsure = policy.decide(cell("a", "preference", 0), cell("b", "preference", 5), 0.7)
    assert unsure.winner is None and "0.70 < 0.80" in unsure.rule
    older_model_newer_tool = policy.decide(cell("t", "tool_result", 0), cell("m", "llm_output", 5), 0.9)
    assert older_model_newer_tool.winner is None  # the newer one is less reliable: a person decides


def test_a_much_more_confident_memory_wins_when_standing_is_equal() -> None:
    decision = ResolutionPolicy().decide(cell("sure", "fact", 0, "a", confidence=0.95),
                                         cell("guess", "fact", 5, "b", confidence=0.4), 0.9)
    assert (decision.winner, decision.rule) == ("sure", "higher_confidence")


def test_only_statements_can_contradict() -> None:
    assert asserts(cell("f", "fact", content="The museum opens at 9"))
    assert not asserts(cell("q", "user_input", content="What is the weather in Oslo on day 3?"))
    assert not asserts(cell("c", "tool_call", content="weather(city='Oslo', day=3)"))
    assert not asserts(cell("p", "plan", content="Book the flight, then the hotel"))
