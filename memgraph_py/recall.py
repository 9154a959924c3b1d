"""Hybrid recall: configuration, presets and the I/O-free steps shared by Memory and AsyncMemory.

Pipeline (docs/architecture.md walks through it):

1. at the same time: graph candidates in Neo4j — ``memlineage.recall.neighbourhood``: the focus's
   lineage within ``max_hops``, the pinned kinds and roots it rests on, the namespace's pinned
   memories, and cells mentioning entities named in the query — and, in PostgreSQL, the nearest
   neighbours (HNSW, iterative scans) and full-text matches, each with its exact similarity;
2. PostgreSQL — the exact similarity of the graph candidates the first query did not score;
3. rank in Neo4j — ``memlineage.recall.rank``: status filter, score components, weights, top k, and a
   recorded (:Retrieval) for usage history.

Every result carries its components, the routes that found it, the lineage path to the focus and a
one-line reason.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from .errors import InvalidQueryError
from .models import Cell

__all__ = ["PRESETS", "Preset", "RecallConfig", "RecallResponse", "RecallResult", "Weights"]

MAX_K = 1000
MAX_QUERY_CHARS = 8192


class Preset(str, enum.Enum):
    SEMANTIC = "semantic"   # vector-only baseline
    LINEAGE = "lineage"     # lineage-first: proximity to the focus and pinned memories it rests on
    BALANCED = "balanced"   # the default


class Weights(BaseModel):
    """How much each score component (all in [0, 1]) counts."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    semantic: float = Field(0.0, ge=0)
    keyword: float = Field(0.0, ge=0)
    lineage: float = Field(0.0, ge=0)
    importance: float = Field(0.0, ge=0)
    recency: float = Field(0.0, ge=0)
    usefulness: float = Field(0.0, ge=0)
    pinned: float = Field(0.0, ge=0)
    confidence: float = Field(0.0, ge=0)  # the memory's own confidence (capture, extraction, the judge)
    exchange: float = Field(0.0, ge=0)    # a user message's similarity through the assistant reply it got
    # the best similarity to the query of a memory that used this one (use(): derived from it through a
    # retrieval), carried from a superseded version to its newest: relevance learnt from the agent's own work
    usage: float = Field(0.0, ge=0)
    # 1 for the newest version of a preference or constraint the user revised that the focus rests on (an older
    # version superseded since, or this version itself when it replaced one: route revised_premise), the one most
    # similar to the query when the work rests on several: the graph says it is the current belief on what the work
    # took for granted, however little the question's wording resembles it
    revised_premise: float = Field(0.0, ge=0)

    def as_map(self) -> dict[str, float]:
        return {k: v for k, v in self.model_dump().items() if v > 0}


class RecallConfig(BaseModel):
    """Recall settings; start from a preset (``RecallConfig.preset("lineage")``) and vary by copy."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = "custom"
    weights: Weights
    semantic_route: bool = True
    keyword_route: bool = True
    graph_routes: bool = True
    entity_route: bool = True
    ann_candidates: int = Field(50, ge=1, le=2000)
    keyword_candidates: int = Field(20, ge=0, le=2000)
    # documents read per query term (sql/client/recall_candidates_keyword.sql); a term found in this many of the
    # namespace's documents or more is too common to count, like the terms PostgreSQL's statistics find in
    # keyword_common_rows rows or more (all namespaces), which are not searched at all
    keyword_scan_limit: int = Field(1000, ge=1, le=1_000_000)
    keyword_common_rows: int = Field(10_000, ge=1)
    # 3: at 4 the walk doubled the graph candidates (~150 more per recall at distance 4, lineage score 0.2)
    # for no recall@10 gain in `bench recall` (pinned kinds further up still come through rests_on)
    max_hops: int = Field(3, ge=1, le=20)
    pinned_limit: int = Field(20, ge=0, le=1000)
    # graph candidates found only by the lineage walk kept at most, the nearest first (ties by id): a focus
    # under a hub (a chat session under a user root with hundreds of sessions) reaches every turn of every
    # session within max_hops, each worth a lineage score of 0.25 at best, and scoring them all cost more
    # than the rest of the recall
    max_lineage_candidates: int = Field(300, ge=0, le=100_000)
    pinned_kinds: tuple[str, ...] = ("preference", "constraint", "task")
    half_life_days: float = Field(30.0, gt=0)
    # None: 100 below 300k rows in the embedding table, 400 above (sql/client/recall_session.sql);
    # measured ANN recall@10 (HNSW m 32): 0.982 at 100k with 100, 0.984 at 1M with 400 (0.944 with 200)
    ef_search: int | None = Field(None, ge=10, le=1000)
    # Standing memories: cells of these kinds stored under an ancestor of the focus (a user's profile, the
    # root a task derives from) bear on every task under it, though the task does not derive from them
    # (route "standing"). The `standing_quota` of them most similar to the query (at least `standing_floor`)
    # are always among the k results. Presets: 2, floor 0 -- the offline embedder rates "coeliac disease"
    # barely closer to "find a restaurant" than an unrelated constraint, so a floor would drop the one that matters.
    standing_kinds: tuple[str, ...] = ("preference", "constraint", "fact")
    standing_quota: int = Field(0, ge=0, le=MAX_K)
    standing_floor: float = Field(0.0, ge=0, le=1)
    # Diversity (maximal marginal relevance): results are picked one by one by score minus `diversity` x
    # their highest similarity to a result already picked, so near-duplicates do not crowd the top k. Pairs
    # are known among the `pair_limit` nearest candidates of each PostgreSQL query, from `pair_floor` up;
    # an unpicked candidate at least `duplicate_threshold` similar to a picked one is reported in that
    # result's group ("stands for N near-duplicates").
    diversity: float = Field(0.0, ge=0, le=10)
    # how many picked results alike to a candidate it may follow before the diversity penalty applies: two facts of
    # one template that differ in a name or a number look alike to an embedding, and the one asked for may be second
    diversity_grace: int = Field(1, ge=0, le=MAX_K)
    # which look-alikes count against each other: "similar", every close pair; "source", only those that derive from a
    # common parent (the thirty results of one search, the turns of one session). Facts of one template recorded in
    # separate tasks ("order 149 arrives Wednesday", "order 435 arrives Thursday") are separate memories, and the
    # third one may be the one asked for: with "similar", plain questions in `bench recall` lost 2-5 points of R@10
    # to semantic, all of them to this penalty. The cost of "source": look-alike past tasks are no longer pushed
    # apart, and the near-duplicate floods class finds fewer distinct memories on a topic (docs/architecture.md)
    diversity_scope: Literal["similar", "source"] = "similar"
    # Evolution: a version's similarity is the best of its own and its older versions' (the neighbourhood brings
    # the versions each candidate superseded, route older_version, and PostgreSQL scores them). A question worded
    # like a preference the user has since changed ("aisle seat") is about that preference, and the current
    # answer is its newest version; the old version itself stays out (superseded).
    version_similarity: bool = False
    # Leave out of rank the graph candidates whose highest possible score is below what the top k promise (see
    # prune()); the client checks each pruned ranking and ranks again with every candidate when it cannot prove it
    # the same. False: rank every candidate (to compare, or to time the difference).
    prune: bool = True
    pair_limit: int = Field(40, ge=0, le=200)
    pair_floor: float = Field(0.8, ge=0, le=1)
    duplicate_threshold: float = Field(0.9, gt=0, le=1)

    @field_validator("pinned_kinds", "standing_kinds")
    @classmethod
    def _kinds(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        from ._core import check_kind

        return tuple(check_kind(k).value for k in value)

    @classmethod
    def preset(cls, name: str | Preset) -> RecallConfig:
        try:
            return PRESETS[Preset(name)]
        except ValueError:
            raise InvalidQueryError(
                f"unknown recall preset {name!r}; use one of: {', '.join(p.value for p in Preset)}") from None


PRESETS: Mapping[Preset, RecallConfig] = {
    Preset.SEMANTIC: RecallConfig(name="semantic", weights=Weights(semantic=1.0), keyword_route=False,
                                  graph_routes=False, entity_route=False),
    Preset.LINEAGE: RecallConfig(name="lineage", weights=Weights(
        semantic=0.40, keyword=0.05, lineage=0.25, importance=0.08, recency=0.02, usefulness=0.05, pinned=0.15,
        exchange=0.20, usage=0.20, revised_premise=0.30),
        standing_quota=2, diversity=0.5, diversity_scope="source", version_similarity=True),
    Preset.BALANCED: RecallConfig(name="balanced", weights=Weights(
        semantic=0.55, keyword=0.08, lineage=0.15, importance=0.06, recency=0.05, usefulness=0.03, pinned=0.08,
        exchange=0.25, usage=0.30, revised_premise=0.30),
        standing_quota=2, diversity=0.5, diversity_scope="source", version_similarity=True),
}


class RecallResult(BaseModel):
    model_config = ConfigDict(frozen=True)

    cell: Cell
    rank: int
    score: float
    components: dict[str, float]
    routes: tuple[str, ...]
    distance: int | None = None
    via: tuple[str, ...] = ()
    traces: tuple[dict[str, Any], ...] = ()  # supports_focus, newer_version, open_conflict, used_in, successful_uses
    reason: str = ""


class RecallResponse(BaseModel):
    model_config = ConfigDict(frozen=True)

    query: str
    preset: str
    retrieval_id: str | None
    results: tuple[RecallResult, ...]
    interpretation: dict[str, Any] | None = None  # how the query was read (recall(..., understand=True))

    def __iter__(self):  # type: ignore[override]
        return iter(self.results)

    def __len__(self) -> int:
        return len(self.results)

    def ids(self) -> list[str]:
        return [r.cell.id for r in self.results]


# --- I/O-free steps -------------------------------------------------------------------------------
def resolve(preset: str | Preset | None, config: RecallConfig | None) -> RecallConfig:
    if config is not None:
        if preset is not None:
            raise InvalidQueryError("pass either preset= or config=, not both")
        return config
    return RecallConfig.preset(preset or Preset.BALANCED)


def weights_from(mapping: Mapping[str, float]) -> Weights:
    """Weights from a plain mapping, with a clear error for unknown names or bad values."""
    unknown = set(mapping) - set(Weights.model_fields)
    if unknown:
        raise InvalidQueryError(f"unknown recall weight(s) {sorted(unknown)}; use: {', '.join(Weights.model_fields)}")
    try:
        return Weights(**mapping)
    except ValueError as exc:
        raise InvalidQueryError(f"invalid recall weights: {exc}") from exc


def check_query(query: object, k: object) -> tuple[str, int]:
    if not isinstance(query, str) or not query.strip():
        raise InvalidQueryError("recall needs a non-empty query string")
    if len(query) > MAX_QUERY_CHARS:
        raise InvalidQueryError(f"query has {len(query):,} characters; the limit is {MAX_QUERY_CHARS:,}")
    if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= MAX_K:
        raise InvalidQueryError(f"k must be an integer in 1..{MAX_K}, got {k!r}")
    return query, k


def statuses(include_contaminated: bool, include_superseded: bool) -> list[str]:
    allowed = ["valid"]
    if include_contaminated:
        allowed += ["invalid", "contaminated"]
    if include_superseded:
        allowed += ["superseded"]
    return allowed


def _millis(value: datetime | None) -> int | None:
    if value is None:
        return None
    if value.tzinfo is None:
        raise InvalidQueryError("since, until and as_of must be timezone-aware datetimes")
    return int(value.timestamp() * 1000)


def neighbourhood_params(namespace: str, focus: Sequence[str], entities: Sequence[str], cfg: RecallConfig
                         ) -> dict[str, Any]:
    return {"namespace": namespace, "focus": list(focus), "entities": list(entities),
            "options": {"maxHops": cfg.max_hops, "pinnedKinds": list(cfg.pinned_kinds),
                        "pinnedLimit": cfg.pinned_limit,
                        "standingKinds": list(cfg.standing_kinds) if cfg.standing_quota else [],
                        "olderVersions": OLDER_VERSIONS if cfg.version_similarity else 0}}


#: Older versions the neighbourhood brings per candidate for ``version_similarity`` (the procedure's maximum).
OLDER_VERSIONS = 16


#: How many times wider each further round of PostgreSQL candidates is when filtered statuses left fewer
#: than k results (see RecallPlan.widen); the ANN route's candidates are capped at MAX_ANN_CANDIDATES.
WIDEN_FACTOR = 4
MAX_ANN_CANDIDATES = 4000
MAX_ROUNDS = 4


def uses_pairs(cfg: RecallConfig) -> bool:
    """Whether rank reads near pairs: for diversity, or for near-duplicate groups below similarity 1."""
    return cfg.diversity > 0 or cfg.duplicate_threshold < 1


def pair_params(cfg: RecallConfig) -> dict[str, Any]:
    """The near-pair parameters of recall_candidates_ann.sql and recall_similarity.sql (pair_limit 0: none)."""
    return {"pair_limit": cfg.pair_limit if uses_pairs(cfg) else 0,
            "pair_floor": min(cfg.pair_floor, cfg.duplicate_threshold)}


def common_terms(rows_by_lexeme: Mapping[str, float], cfg: RecallConfig) -> list[str]:
    """The lexemes keyword search leaves out: by PostgreSQL's statistics in at least keyword_common_rows rows
    (of every namespace), whose index entries cost more to read than they tell. The last answer is kept for the same
    mapping (the client reads a new one every few minutes and never changes one it has read) and threshold."""
    global _last_common
    mapping, threshold, terms = _last_common
    if mapping is not rows_by_lexeme or threshold != cfg.keyword_common_rows:
        terms = [lexeme for lexeme, rows in rows_by_lexeme.items() if rows >= cfg.keyword_common_rows]
        _last_common = (rows_by_lexeme, cfg.keyword_common_rows, terms)
    return list(terms)


_last_common: tuple[Mapping[str, float] | None, int, list[str]] = (None, 0, [])


def candidate_params(namespace: str, vector: Any, text: str, cfg: RecallConfig,
                     kinds: Sequence[str] | None, tags: Sequence[str] | None,
                     since: datetime | None, until: datetime | None, *, widen: int = 1,
                     common: Mapping[str, float] | None = None) -> dict[str, Any]:
    return {"namespace": namespace, "vector": vector, "text": text if cfg.keyword_route else "",
            "common": common_terms(common or {}, cfg),
            "ann_limit": min(cfg.ann_candidates * widen, MAX_ANN_CANDIDATES) if cfg.semantic_route else 0,
            "keyword_limit": min(cfg.keyword_candidates * widen, MAX_ANN_CANDIDATES) if cfg.keyword_route else 0,
            "keyword_scan_limit": cfg.keyword_scan_limit,
            **pair_params(cfg),
            "kinds": list(kinds) if kinds else None, "tags": list(tags) if tags else None,
            "since": since, "until": until}


def graph_candidates(rows: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The one-row answer of cypher/client/recall_neighbourhood.cypher as one dict per candidate."""
    if not rows:
        return []
    out = []
    for row in rows[0]["candidates"]:
        cell_id, routes, distance, via, element_id = row[:5]
        out.append({"id": cell_id, "routes": routes, "distance": distance, "via": via, "elementId": element_id,
                    "anchor": row[5] if len(row) > 5 else None,
                    # a server that does not say: every role may hold
                    "roles": tuple(row[6]) if len(row) > 6 and row[6] is not None else ROLES})
    return out


#: What a graph candidate may give or take in rank beyond its own score (memlineage.recall.neighbourhood's ``roles``):
#: "used", it may inherit the usage component (it, or a version it superseded, was used through a retrieval); "uses",
#: it may pass usage on to what it used; "replaced", a newer version may inherit its similarity. Premises (rank's
#: premise picks, the 2 hits of a pinned kind but task most similar to the query): "premise", it is of such a kind (it
#: may be a pick); "rested_on", it, or a version it superseded, has a derived cell (as a pick it may inherit a premise
#: credit); "premise_user", it derives without a retrieval from a cell of such a kind and its work recorded no use()
#: (it passes its similarity on to the picks among those).
ROLES = ("used", "uses", "replaced", "premise", "rested_on", "premise_user")
#: The roles of a candidate that passes its similarity on as usage: one left out of the ranking still goes to rank as a
#: user only (:func:`passes_usage`).
USER_ROLES = frozenset({"uses", "premise_user"})


def nearest_lineage(graph: list[dict[str, Any]], limit: int) -> list[dict[str, Any]]:
    """The graph candidates with at most ``limit`` of those only the lineage walk found, the nearest (then by id)
    kept; every candidate another route found stays."""
    walked = [c for c in graph if set(c["routes"]) == {"lineage"}]
    if len(walked) <= limit:
        return graph
    keep = {c["id"] for c in sorted(walked, key=lambda c: (c["distance"] if c["distance"] is not None else 1 << 30,
                                                          c["id"]))[:limit]}
    return [c for c in graph if c["id"] in keep or set(c["routes"]) != {"lineage"}]


def similarity_params(namespace: str, vector: Any, graph: Sequence[Mapping[str, Any]], cfg: RecallConfig
                      ) -> dict[str, Any] | None:
    """Parameters of recall_similarity.sql: every graph candidate (it runs beside recall_candidates_*.sql)."""
    ids = [c["id"] for c in graph]
    if not ids:
        return None
    return {"namespace": namespace, "vector": vector, "ids": ids,
            **pair_params(cfg)}


def merge_candidates(graph: Sequence[Mapping[str, Any]], pg_rows: Sequence[Sequence[Any]]
                     ) -> tuple[list[dict[str, Any]], list[list[Any]]]:
    """One candidate per cell with every route that found it, and the near pairs [a, b, similarity] the
    PostgreSQL queries found among them (each pair once)."""
    merged: dict[str, dict[str, Any]] = {}
    pairs: dict[tuple[str, str], float] = {}
    for row in graph:
        merged[row["id"]] = {"id": row["id"], "semantic": None, "keyword": None, "distance": row["distance"],
                             "routes": list(row["routes"]), "elementId": row["elementId"],
                             "roles": row.get("roles", ROLES)}
    for cell_id, semantic, keyword, via_semantic, via_keyword, near_ids, near_sims, via_exchange, exchange in pg_rows:
        cand = merged.get(cell_id)
        if cand is None:
            cand = merged[cell_id] = {"id": cell_id, "semantic": None, "keyword": None, "distance": None, "routes": [],
                                      "elementId": None}
        if semantic is not None:
            cand["semantic"] = float(semantic)
        if exchange is not None:
            cand["exchange"] = float(exchange)
        if via_exchange:
            cand["routes"].append("exchange")
        if keyword is not None:
            cand["keyword"] = float(keyword)
        if via_semantic:
            cand["routes"].append("semantic")
        if via_keyword:
            cand["routes"].append("keyword")
        for other, sim in zip(near_ids or (), near_sims or ()):
            pairs[(cell_id, other)] = float(sim)
    for cand in merged.values():
        if len(cand["routes"]) > 1:  # a single route (most candidates) is already in order, in a list of its own
            cand["routes"] = sorted(set(cand["routes"]))
    return list(merged.values()), [[a, b, sim] for (a, b), sim in pairs.items()]


#: Routes whose candidates rank always reads: only graph candidates that nothing but the lineage walk, the pinned or the
#: entity route found may be left out by :func:`prune` (the others carry a quota, a pinned bonus or an older version).
PRUNABLE_ROUTES = frozenset({"lineage", "pinned", "entity"})
#: Components rank reads from the graph (documented in [0, 1]): a candidate's score is at most its known part plus
#: their weights. Recency is 1 for a memory created now; the slack allows clocks a day or so apart.
GRAPH_COMPONENTS = {"importance": 1.0, "recency": 1.05, "usefulness": 1.0, "confidence": 1.0}


def known_score(cand: Mapping[str, Any], cfg: RecallConfig, semantic: float) -> float:
    """The part of rank's score the client knows: similarity (``semantic``), keyword, lineage distance, exchange."""
    w = cfg.weights
    distance = cand.get("distance")
    lineage = 0.0 if distance is None else max(0.0, 1.0 - distance / (cfg.max_hops + 1))
    exchange = min(1.0, max(0.0, float(cand.get("exchange") or 0.0)))
    return (w.semantic * max(semantic, 0.0) + w.keyword * float(cand.get("keyword") or 0.0) + w.lineage * lineage
            + w.exchange * exchange)


def score_ceiling(cand: Mapping[str, Any], cfg: RecallConfig, inherited: float, used: float = 0.0,
                  known: float | None = None, graph_top: float | None = None) -> float:
    """The highest score rank can give a candidate that no route makes pinned: the known part with the semantic
    component raised to ``inherited`` (the best similarity of an older version it may inherit, version_similarity),
    the pinned one at most that similarity, usage at most ``used`` (the best similarity of any candidate, which is
    what a use can pass on) when the neighbourhood says it may inherit usage ("used" among its roles; one whose roles
    are not known may), the graph's components at their maximum. ``known`` (its known part at its own similarity: used
    unless ``inherited`` raises the similarity) and ``graph_top`` (:func:`graph_ceiling`): when the caller has them."""
    own = max(float(cand.get("semantic") or 0.0), 0.0)
    semantic = max(own, inherited)
    usage = min(used, 1.0) if "used" in cand.get("roles", ROLES) else 0.0
    base = known if known is not None and semantic == own else known_score(cand, cfg, semantic)
    return (base + cfg.weights.pinned * semantic + cfg.weights.usage * usage
            + (graph_top if graph_top is not None else graph_ceiling(cfg.weights)))


def graph_ceiling(weights: Weights) -> float:
    """The most the graph's components (GRAPH_COMPONENTS) add to a score."""
    return sum(getattr(weights, name) * top for name, top in GRAPH_COMPONENTS.items())


def pick_floor(candidates: Sequence[Mapping[str, Any]], similar: Sequence[Sequence[Any]], cfg: RecallConfig, k: int,
               exclude: Sequence[str] = (), known: Mapping[str, float] | None = None) -> float:
    """A lower bound on the value at which rank's greedy selection (RecallSelection) makes each of its first k picks,
    when every candidate passes its filters: the k-th best, over the candidates not in ``exclude`` (the focus, which
    rank drops), of the known score less the greatest diversity penalty the candidate can get (``diversity`` × its
    closest near pair, when it has more than ``diversity_grace`` of them). Each pick is the best value left, and one of
    those k is left at every step, so no pick is worth less. Rank's score is at least the known part (the graph's
    components are at least 0), and its penalty at most that one. ``known``: each candidate's known score by id, when
    the caller has them already."""
    near: dict[str, dict[str, float]] = {}
    if cfg.diversity > 0:
        for a, b, sim in similar:
            if a != b:
                near.setdefault(a, {})[b] = max(float(sim), near.get(a, {}).get(b, 0.0))
                near.setdefault(b, {})[a] = max(float(sim), near.get(b, {}).get(a, 0.0))
    skip = set(exclude)
    values = []
    for c in candidates:
        if c["id"] in skip:
            continue
        value = known[c["id"]] if known is not None else known_score(c, cfg, float(c.get("semantic") or 0.0))
        alike = near.get(c["id"])
        if alike and len(alike) > cfg.diversity_grace:
            value -= cfg.diversity * max(alike.values())
        values.append(value)
    if len(values) < k:
        return float("-inf")
    return sorted(values, reverse=True)[k - 1]


def prune(candidates: list[dict[str, Any]], similar: Sequence[Sequence[Any]], cfg: RecallConfig, k: int,
          allowed: Sequence[str], exclude: Sequence[str] = (), kinds: Sequence[str] | None = None
          ) -> tuple[list[dict[str, Any]], list[dict[str, Any]], float]:
    """Split the candidates into those rank reads and those it need not (the second list), and the highest score any
    of the latter could reach. Rank costs ~10 µs per candidate and a focus brings ~100 graph candidates (the pinned
    route alone 20 per pinned kind) that rarely come near the top k. Left out: graph candidates found only by
    PRUNABLE_ROUTES, in no near pair and not passing usage on, whose score ceiling is below :func:`pick_floor` (the
    value every one of the k picks beats when rank's filters drop none of the best candidates; the focus, ``exclude``,
    it always drops). A wrong guess costs a second ranking, never a different result: exact when every result rank
    returns was picked above the ceiling (:func:`pruned_exactly`); otherwise the client ranks again with every
    candidate. Off for statuses beyond valid (an invalid version's older versions are not brought).

    A left-out candidate that passes usage on (:func:`passes_usage`) still goes to rank, as a user only (usageOnly):
    its credits land as they would have. Premises (with a usage weight, when a premise kind may be a hit): which hits
    are rank's premise picks (and the CHANGED_PICKS a replaced premise's newest version may be among) depends on every
    valid hit of a premise kind, so those whose semantic component may reach the CHANGED_PICKS-th best own similarity
    among them (those sets when they are valid) stay. A left-out candidate keeps, as
    ``semantic_ceiling``, the most its semantic component can be; :func:`pruned_exactly` proves with rank's
    ``premises`` that the picks came out as they would have with every candidate."""
    if list(allowed) != ["valid"] or len(candidates) < k:
        return candidates, [], float("-inf")
    paired = {row[0] for row in similar} | {row[1] for row in similar}
    inherited = max((float(c["semantic"] or 0.0) for c in candidates if "older_version" in c["routes"]),
                    default=0.0) if cfg.version_similarity else 0.0
    used = max((float(c["semantic"] or 0.0) for c in candidates), default=0.0) if cfg.weights.usage > 0 else 0.0
    known = {c["id"]: known_score(c, cfg, float(c.get("semantic") or 0.0)) for c in candidates}
    floor = pick_floor(candidates, similar, cfg, k, exclude, known)
    graph_top = graph_ceiling(cfg.weights)
    premises = credits_premises(cfg) and may_be_premise(cfg, kinds)
    pick_line = float("inf")
    if premises:  # the neighbourhood's word only (a PostgreSQL-only candidate's kind is not known, and never left out)
        own = sorted((max(float(c["semantic"] or 0.0), 0.0) for c in candidates
                      if "premise" in c.get("roles", ()) and c["id"] not in exclude), reverse=True)  # the focus: no hit
        pick_line = own[CHANGED_PICKS - 1] if len(own) >= CHANGED_PICKS else float("-inf")
    out: dict[str, float] = {}
    ceilings: dict[str, float] = {}
    replaced_passes = cfg.version_similarity
    for cand in candidates:
        routes = cand["routes"]
        if not routes or cand["id"] in paired or not PRUNABLE_ROUTES.issuperset(routes):
            continue  # the cheap tests first: about a third of the candidates are never prunable
        # an older version passes its similarity on to its newest: rank must read it; so the premise picks that may be
        roles = cand.get("roles", ROLES)
        semantic = max(max(float(cand["semantic"] or 0.0), 0.0), inherited)
        if (replaced_passes and "replaced" in roles) or (premises and "premise" in roles and semantic >= pick_line):
            continue
        ceiling = score_ceiling(cand, cfg, inherited, used, known[cand["id"]], graph_top)
        if ceiling < floor:
            out[cand["id"]] = ceiling
            ceilings[cand["id"]] = semantic
    if not out:
        return candidates, [], float("-inf")
    kept, left_out = [], []
    for c in candidates:
        if c["id"] in out:
            left_out.append({**c, "semantic_ceiling": ceilings[c["id"]]})
        else:
            kept.append(c)
    return kept, left_out, max(out.values())


#: Among how many hits of a premise kind most similar to the query rank credits a premise at all
#: (RecallGraph.CHANGED_PICKS: the 2 premise picks, and the newest version of a replaced premise among these 4).
CHANGED_PICKS = 4


def credits_premises(cfg: RecallConfig) -> bool:
    """Whether rank credits premises by their place among the CHANGED_PICKS premise-kind hits most similar to the query:
    the usage component's premise picks, or the revised_premise component (RecallGraph.creditRevisedPremises)."""
    return cfg.weights.usage > 0 or cfg.weights.revised_premise > 0


def may_be_premise(cfg: RecallConfig, kinds: Sequence[str] | None) -> bool:
    """Whether a hit may be of a premise kind (the pinned kinds but task): not when the kinds filter rules them out."""
    premise_kinds = set(cfg.pinned_kinds) - {"task"}
    return bool(premise_kinds) and (kinds is None or bool(premise_kinds & set(kinds)))


def passes_usage(cand: Mapping[str, Any], cfg: RecallConfig) -> bool:
    """Whether a candidate may pass its similarity on as usage in rank (RecallGraph.inheritUsage: a use() through a
    retrieval, or work resting on premises that recorded none): with a usage weight and a similarity above 0."""
    return (cfg.weights.usage > 0 and float(cand.get("semantic") or 0.0) > 0
            and bool(USER_ROLES & set(cand.get("roles", ROLES))))


def premises_unchanged(rows: Sequence[Mapping[str, Any]], left_out: Sequence[Mapping[str, Any]], usage: bool = True
                       ) -> bool:
    """Whether the left-out candidates changed none of rank's premise picks (RecallGraph.inheritUsage, and the
    revised_premise credit, which counts in ``credited``), read from the
    ``premises`` rank reports: a left-out candidate of a premise kind below the lowest of the CHANGED_PICKS (``floor``)
    was none of them; one that might have been one displaces no credited one while below ``credited``, and inherits no credit unknown
    to its ceiling unless it has a derived cell ("rested_on") without "used" (its ceiling counted no usage). Ties
    count as changes (a tie goes by id). The left-out users went to rank (usageOnly): their credits are in. Without a
    ``usage`` weight only the revised_premise credit counts: no left-out candidate inherits anything."""
    candidates = [c for c in left_out if "premise" in c.get("roles", ())]  # graph candidates: always with roles
    if not candidates:
        return True
    summary = rows[0].get("premises") if rows else None
    if not isinstance(summary, Mapping):
        return False  # a server that does not say
    floor, credited = summary.get("floor"), summary.get("credited")
    for cand in candidates:
        semantic = float(cand.get("semantic_ceiling", 1.0))
        if floor is not None and semantic < float(floor):
            continue
        roles = cand.get("roles", ROLES)
        if (credited is not None and semantic >= float(credited)) or (usage and "rested_on" in roles
                                                                        and "used" not in roles):
            return False
    return True


def pruned_exactly(rows: Sequence[Mapping[str, Any]], k: int, left_out: Sequence[Mapping[str, Any]], bound: float,
                   similar: Sequence[Sequence[Any]], cfg: RecallConfig) -> bool:
    """Whether ranking without ``left_out`` returned what ranking with them would: k results, none in an open
    contradiction with a left-out candidate (which would have dropped it), and each picked by rank's greedy selection
    (RecallSelection) at a value above ``bound``, so that no left-out candidate could have been picked before it.

    A pick's value is its score less ``diversity`` × its greatest similarity to a hit picked before it, once more
    than ``diversity_grace`` such hits are near it. Results come in pick order; the standing quota may have put some
    in and taken picks out, so with a standing result every near candidate not returned counts as possibly picked
    before (a lower value, never a wrong answer: at worst the client ranks again).

    A server that reports ``pickFloor`` (the lowest value at which its selection made one of the k picks) is believed
    instead of that estimate: a left-out candidate in no near pair whose score is below it would have been picked by
    none of the k steps, and so changed neither the picks nor the standing quota that works on them.

    With a usage weight, the left-out candidates must also have changed none of rank's premise credits
    (:func:`premises_unchanged`)."""
    if not left_out:
        return True
    if len(rows) < k:
        return False
    if credits_premises(cfg) and not premises_unchanged(rows, left_out, cfg.weights.usage > 0):
        return False
    out = {c["id"] for c in left_out}
    if any(t.get("type") == "open_conflict" and t.get("other") in out for row in rows for t in row.get("traces") or ()):
        return False
    floor = rows[0].get("pickFloor") if rows else None
    if floor is not None:
        return float(floor) > bound + 1e-9
    near: dict[str, dict[str, float]] = {}
    if cfg.diversity > 0:
        for a, b, sim in similar:
            near.setdefault(a, {})[b] = max(float(sim), near.get(a, {}).get(b, 0.0))
            near.setdefault(b, {})[a] = max(float(sim), near.get(b, {}).get(a, 0.0))
    returned = [row["cell"]["id"] for row in rows]
    everyone = set(returned)
    quota = any("standing" in (row["routes"] or ()) for row in rows)
    before: set[str] = set()
    for cid, row in zip(returned, rows):
        sims = [sim for other, sim in near.get(cid, {}).items()
                if other in before or (quota and other not in everyone)]
        value = float(row["score"]) - (cfg.diversity * max(sims) if len(sims) > cfg.diversity_grace else 0.0)
        if value <= bound + 1e-9:
            return False
        if any(t.get("type") == "open_conflict" and t.get("other") in out for t in row.get("traces") or ()):
            return False
        before.add(cid)
    return True


def was_cut(pg_rows: Sequence[Sequence[Any]], params: Mapping[str, Any]) -> bool:
    """Whether a PostgreSQL route returned as many candidates as it was allowed: more may lie beyond its cut."""
    semantic = sum(1 for row in pg_rows if row[3])
    keyword = sum(1 for row in pg_rows if row[4])
    return ((params["ann_limit"] > 0 and semantic >= params["ann_limit"])
            or (params["keyword_limit"] > 0 and keyword >= params["keyword_limit"]))


def epoch_millis(value: datetime) -> int:
    """A timezone-aware datetime as the epoch milliseconds the procedures take."""
    millis = _millis(value)
    if millis is None:
        raise InvalidQueryError("a point in time is needed")
    return millis


def rank_params(namespace: str, candidates: list[dict[str, Any]], cfg: RecallConfig, k: int, query: str,
                *, allowed: list[str], exclude: Sequence[str] = (), kinds: Sequence[str] | None, tags: Sequence[str] | None,
                since: datetime | None, until: datetime | None, task: str | None, record: bool,
                as_of: datetime | None = None, focus: Sequence[str] = (), similar: Sequence[Sequence[Any]] = (),
                users: Sequence[Mapping[str, Any]] = ()) -> dict[str, Any]:
    # lists in the order of cypher/client/recall_rank_read.cypher; no `via` (the response takes it from the
    # graph candidates for the k results): packing hundreds of id lists cost more than the ranking. ``users``: left
    # out of the ranking, they still pass usage on (usageOnly)
    rows = [[c["id"], c["semantic"], c["keyword"], c["distance"], c["routes"], c["elementId"], c.get("exchange")]
            for c in candidates]
    rows += [[c["id"], c["semantic"], None, None, [], c["elementId"], None, True] for c in users]
    extra: dict[str, Any] = {}
    if as_of is not None:
        extra["asOf"] = _millis(as_of)
    if similar:
        extra.update(similar=[list(p) for p in similar], diversity=cfg.diversity, diversityGrace=cfg.diversity_grace,
                     duplicateThreshold=cfg.duplicate_threshold, diversityScope=cfg.diversity_scope)
    if cfg.standing_quota:
        extra.update(standingQuota=cfg.standing_quota, standingFloor=cfg.standing_floor)
    if cfg.version_similarity:
        extra["versionSimilarity"] = True
    return {"namespace": namespace, "candidates": rows, "options": {
        "k": k, "weights": cfg.weights.as_map(), "statuses": allowed, "exclude": list(exclude), "kinds": list(kinds) if kinds else None,
        "tags": list(tags) if tags else None, "since": _millis(since), "until": _millis(until),
        "maxHops": cfg.max_hops, "halfLifeDays": cfg.half_life_days, "pinnedKinds": list(cfg.pinned_kinds),
        "query": query, "task": task, "preset": cfg.name, "record": record, "focus": list(focus), **extra}}


def record_params(namespace: str, retrieval: str, rows: Sequence[Mapping[str, Any]], *, query: str, task: str | None,
                  preset: str, k: int, as_of: datetime | None, focused: bool = False) -> dict[str, Any]:
    """Parameters of cypher/client/recall_record.cypher: what a ranked recall returned, recorded after it, and whether
    it was given a focus (the query shape a learned preset weighs by)."""
    hits = [{"id": row["cell"]["id"], "rank": int(row["rank"]), "score": float(row["score"]),
             "components": dict(row["components"]), "routes": list(row["routes"] or ())} for row in rows]
    return {"namespace": namespace, "retrieval": retrieval, "hits": hits, "focused": focused,
            "about": {"query": query, "task": task, "preset": preset, "k": k, "asOf": _millis(as_of)}}


_ROUTE_WORDS = {"semantic": "similar meaning", "keyword": "shared keywords", "lineage": "near the current step",
                "rests_on": "lineage of the current step", "pinned": "pinned memory", "entity": "mentions a queried entity",
                "newer_version": "newer version of what the current step rests on",
                "revised_premise": "current version of a premise of the current task the user revised",
                "standing": "standing memory of what the current task derives from",
                "exchange": "the reply it got matches the query",
                "older_version": "an older version of a memory found for this recall"}


def trace_words(traces: Sequence[Mapping[str, Any]]) -> list[str]:
    """The memory traces behind a result, as a person reads them."""
    words = []
    for t in traces:
        kind = t.get("type")
        if kind == "supports_focus":
            words.append(f"supports the premise of the current task ({t.get('other')})")
        elif kind == "newer_version":
            words.append(f"newer version of {t.get('other')}")
        elif kind == "open_conflict":
            words.append(f"contradicts {t.get('other')} (open conflict {t.get('conflict')})")
        elif kind == "successful_uses":
            count = int(t.get("count") or 0)
            words.append(f"used in {count} successful task{'s' if count != 1 else ''}")
        elif kind == "used_in":
            words.append(f"used in similar work ({t.get('other')})")
        elif kind == "near_duplicates":
            count = int(t.get("count") or 0)
            words.append(f"stands for {count} near-duplicate{'s' if count != 1 else ''} left out")
    return words


def reason(components: Mapping[str, float], routes: Sequence[str], distance: int | None, kind: str,
           weights: Mapping[str, float], traces: Sequence[Mapping[str, Any]] = (), anchor: str | None = None) -> str:
    """One line a person can read: what brought the memory and what weighed most."""
    found = ", ".join(_ROUTE_WORDS.get(r, r) for r in routes) or "ranked"
    contributions = sorted(((weights.get(k, 0.0) * v, k) for k, v in components.items()), reverse=True)
    top = [f"{k} {components[k]:.2f}" for w, k in contributions[:3] if w > 0]
    parts = [f"found by {found}"]
    if distance is not None:
        parts.append(f"{distance} lineage step{'s' if distance != 1 else ''} from the focus")
    if components.get("revised_premise") and "rests_on" in routes:
        parts.append(f"the current task rests on this {kind}, which the user revised: the older belief may still show in "
                     "other memories")
    elif components.get("revised_premise"):
        parts.append(f"the current task rests on an older version of this {kind}: this is the belief it took for granted, "
                     "as revised since")
    if "rests_on" in routes:
        parts.append(f"the current step rests on this {kind}")
    elif "standing" in routes:
        under = f" {anchor}" if anchor else " it"
        parts.append(f"standing {kind} of{under}, which the current task derives from")
    elif components.get("pinned"):
        parts.append(f"pinned {kind}")
    parts.extend(trace_words(traces))
    if top:
        parts.append("weighed by " + ", ".join(top))
    return "; ".join(parts)


def parse_results(rows: Sequence[Mapping[str, Any]], cfg: RecallConfig, query: str, *, explain: bool,
                  via: Mapping[str, Sequence[str]], anchors: Mapping[str, str] | None = None,
                  retrieval: str | None = None) -> RecallResponse:
    """Rank rows as a response; ``via`` (lineage path from the focus, by cell id) comes from the graph
    candidates, since the client does not send it to rank."""
    from ._core import parse_cell

    results = []
    weights = cfg.weights.as_map()
    for row in rows:
        cell = parse_cell(row["cell"])
        components = {k: float(v) for k, v in row["components"].items()}
        traces = tuple(dict(t) for t in row.get("traces") or ())
        results.append(RecallResult(
            cell=cell, rank=int(row["rank"]), score=float(row["score"]), components=components,
            routes=tuple(row["routes"] or ()), distance=row["distance"], via=tuple(via.get(cell.id) or ()),
            traces=traces,
            reason=reason(components, row["routes"] or (), row["distance"], cell.kind.value, weights, traces,
                          (anchors or {}).get(cell.id))
            if explain else "",
        ))
    if retrieval is None and rows:
        retrieval = rows[0].get("retrieval")
    return RecallResponse(query=query, preset=cfg.name, retrieval_id=retrieval, results=tuple(results))


@dataclass
class RecallPlan:
    """Everything a recall call decides before any I/O; the sync and async clients only run its queries."""

    namespace: str
    query: str
    k: int
    cfg: RecallConfig
    focus: list[str]
    kinds: list[str] | None
    tags: list[str] | None
    entities: list[str]
    since: datetime | None
    until: datetime | None
    allowed: list[str]
    record: bool
    task: str | None
    explain: bool
    as_of: datetime | None = None
    common_lexemes: Mapping[str, float] | None = None  # lexeme -> estimated rows (recall_common_lexemes.sql)
    unscored: set[str] = field(default_factory=set)  # graph candidates left unscored (set by graph())
    _left_out: list[dict[str, Any]] = field(default_factory=list)  # pruned from the last ranking (rank_params)
    _bound: float = float("-inf")  # the highest score one of them could reach
    _similar: list[list[Any]] = field(default_factory=list)  # the near pairs of the last ranking
    interpretation: dict[str, Any] | None = None  # query understanding's reading, when asked for
    expansions: list[str] = field(default_factory=list)  # recall(expand=...): the query's rephrasings

    @property
    def texts(self) -> list[str]:
        """The query and its rephrasings: their embeddings' mean is the query vector."""
        return [self.query, *self.expansions]

    def expanded(self, expander: Any, expansions: list[str], error: str | None) -> None:
        """Take an expander's rephrasings (recall(expand=...)) and show them in the interpretation."""
        self.expansions = expansions
        reading = dict(self.interpretation or {})
        reading.update({"expansions": list(expansions), "expander": getattr(expander, "name", type(expander).__name__)})
        if error:
            reading["expansion_error"] = error
        words = ("expanded with " + "; ".join(expansions)) if expansions else \
            f"not expanded ({'the expander failed: ' + error if error else reading['expander']})"
        reading["explanation"] = "; ".join(x for x in (reading.get("explanation"), words) if x)
        self.interpretation = reading

    @property
    def uses_graph(self) -> bool:
        return self.cfg.graph_routes

    def neighbourhood_params(self) -> dict[str, Any]:
        return neighbourhood_params(self.namespace, self.focus, self.entities, self.cfg)

    def graph(self, rows: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
        """Graph candidates from the rows of cypher/client/recall_neighbourhood.cypher; decides once which of
        them go unscored (only the lineage walk found them, beyond the nearest max_lineage_candidates)."""
        graph = graph_candidates(rows)
        nearest = nearest_lineage(graph, self.cfg.max_lineage_candidates)
        if nearest is graph:  # within the limit: every candidate is scored
            self.unscored = set()
        else:
            kept = {c["id"] for c in nearest}
            self.unscored = {c["id"] for c in graph if c["id"] not in kept}
        return graph

    def candidate_params(self, vector: Any, widen: int = 1) -> dict[str, Any]:
        # as_of also bounds creation time in PostgreSQL, so later memories do not fill the routes' cut
        until = self.until if self.as_of is None or (self.until is not None and self.until < self.as_of) else self.as_of
        return candidate_params(self.namespace, vector, " ".join(self.texts), self.cfg, self.kinds, self.tags,
                                self.since, until, widen=widen, common=self.common_lexemes)

    def similarity_params(self, vector: Any, graph: list[dict[str, Any]]) -> dict[str, Any] | None:
        return similarity_params(self.namespace, vector, [c for c in graph if c["id"] not in self.unscored],
                                 self.cfg)

    def session_params(self) -> dict[str, Any]:
        return {"ef_search": self.cfg.ef_search or 0}

    def rank_params(self, graph: Sequence[Mapping[str, Any]], pg_rows: Sequence[Sequence[Any]], *,
                    pruning: bool = True) -> dict[str, Any]:
        """rank's parameters; with ``pruning``, graph candidates that cannot reach the top k are left out (see
        :func:`prune`; :meth:`pruned_exactly` then says whether the ranking must be done again without it)."""
        candidates, similar = merge_candidates(graph, pg_rows)
        # an unscored graph candidate stays out unless PostgreSQL's routes brought it too
        if self.unscored:
            candidates = [c for c in candidates if c["id"] not in self.unscored or c["routes"] != ["lineage"]]
        self._similar = similar
        if pruning and self.cfg.prune and self.as_of is None:  # as of a past time, a version valid then may not be valid now
            candidates, self._left_out, self._bound = prune(candidates, similar, self.cfg, self.k, self.allowed,
                                                            self.focus, self.kinds)
        else:
            self._left_out = []
        return rank_params(self.namespace, candidates, self.cfg, self.k, self.query,
                           allowed=self.allowed, exclude=self.focus, kinds=self.kinds, tags=self.tags,
                           since=self.since, until=self.until, task=self.task, record=False,
                           as_of=self.as_of, focus=self.focus,
                           similar=similar if uses_pairs(self.cfg) else (),
                           users=[c for c in self._left_out if passes_usage(c, self.cfg)])

    def one_call_params(self, vector: Any, pg_rows: Sequence[Sequence[Any]]) -> dict[str, Any]:
        """Parameters of cypher/client/recall_neighbourhood_rank.cypher (Settings.recall_one_call): PostgreSQL's
        candidates as rank takes them, with neighbourhood's and rank's options and what the client's own steps decide
        the two-call way (the lineage cap, the near pairs' limit and floor). No pruning: every candidate is in Neo4j."""
        candidates, similar = merge_candidates((), pg_rows)
        self._left_out, self._similar = [], similar
        params = rank_params(self.namespace, candidates, self.cfg, self.k, self.query,
                             allowed=self.allowed, exclude=self.focus, kinds=self.kinds, tags=self.tags,
                             since=self.since, until=self.until, task=self.task, record=False,
                             as_of=self.as_of, focus=self.focus, similar=similar if uses_pairs(self.cfg) else ())
        options = params["options"]
        if uses_pairs(self.cfg):  # the graph candidates' pairs are found in Neo4j: diversity holds without PostgreSQL's
            options.update(similar=options.get("similar", []), diversity=self.cfg.diversity,
                           diversityGrace=self.cfg.diversity_grace, duplicateThreshold=self.cfg.duplicate_threshold,
                           diversityScope=self.cfg.diversity_scope)
        pairs = pair_params(self.cfg)
        neighbourhood = self.neighbourhood_params()
        options.update(neighbourhood["options"], maxLineageCandidates=self.cfg.max_lineage_candidates,
                       pairLimit=pairs["pair_limit"], pairFloor=pairs["pair_floor"])
        return {"namespace": self.namespace, "focus": neighbourhood["focus"], "entities": neighbourhood["entities"],
                "vector": [float(x) for x in vector], "candidates": params["candidates"], "options": options}

    def pruned_exactly(self, rows: Sequence[Mapping[str, Any]]) -> bool:
        """Whether the last ranking (rank_params) returned what it would have without pruning."""
        return pruned_exactly(rows, self.k, self._left_out, self._bound, self._similar, self.cfg)

    def needs_wider(self, rows: Sequence[Mapping[str, Any]], pg_rows: Sequence[Sequence[Any]], vector: Any,
                    round_: int) -> bool:
        """Fewer than k results while a PostgreSQL route was cut (round ``round_``'s candidates, WIDEN_FACTOR ** round_
        times the first's): statuses (or as_of) filtered rows that filled the cut, so another round with WIDEN_FACTOR
        times more candidates may find valid ones."""
        return (len(rows) < self.k and round_ + 1 < MAX_ROUNDS
                and was_cut(pg_rows, self.candidate_params(vector, WIDEN_FACTOR ** round_)))

    def record_params(self, retrieval: str, rows: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
        return record_params(self.namespace, retrieval, rows, query=self.query, task=self.task, preset=self.cfg.name,
                             k=self.k, as_of=self.as_of, focused=bool(self.focus))

    def response(self, rows: Sequence[Mapping[str, Any]], graph: Sequence[Mapping[str, Any]] = (),
                 retrieval: str | None = None) -> RecallResponse:
        response = parse_results(rows, self.cfg, self.query, explain=self.explain,
                                 via={c["id"]: c["via"] for c in graph if c["via"]},
                                 anchors={c["id"]: c["anchor"] for c in graph if c.get("anchor")}, retrieval=retrieval)
        if self.interpretation is not None:
            response = response.model_copy(update={"interpretation": self.interpretation})
        return response


def _filter(values: Iterable[str] | None, name: str) -> list[str] | None:
    """A kinds/tags filter: None is no filter; an empty one would match no memory, so it is refused."""
    if values is None:
        return None
    if isinstance(values, str):
        raise InvalidQueryError(f"{name} must be a list of strings, not the string {values!r}")
    chosen = list(values)
    if not chosen:
        raise InvalidQueryError(f"{name}=[] matches no memory; pass None (the default) for no {name} filter")
    return chosen


def plan(namespace: str, query: object, k: object, *, focus: Sequence[str], preset: str | Preset | None,
         config: RecallConfig | None, kinds: Iterable[str] | None, tags: Iterable[str] | None,
         since: datetime | None, until: datetime | None, include_contaminated: bool, include_superseded: bool,
         record: bool, task: str | None, explain: bool, extract: Any, as_of: datetime | None = None,
         understand: bool = False) -> RecallPlan:
    """Validate the arguments of a recall and decide its queries (raises InvalidQueryError & co.)."""
    from ._core import check_kind
    from .entities import query_terms

    cfg = resolve(preset, config)
    text, count = check_query(query, k)
    kinds, tags = _filter(kinds, "kinds"), _filter(tags, "tags")
    _millis(since), _millis(until), _millis(as_of)  # timezone check
    entities = list(dict.fromkeys(extract(text) + query_terms(text))) if cfg.entity_route else []
    interpretation = None
    if understand:  # query understanding: a filter the caller set wins over the one read from the query
        from .query_understanding import understand as read_query

        seen = read_query(text)
        since = since if since is not None else seen.since
        until = until if until is not None else seen.until
        kinds = kinds if kinds is not None else (list(seen.kinds) if seen.kinds else None)
        entities = list(dict.fromkeys(entities + list(seen.entities))) if cfg.entity_route else entities
        interpretation = seen.as_dict()
    return RecallPlan(
        namespace=namespace, query=text, k=count, cfg=cfg, focus=list(focus),
        kinds=[check_kind(x).value for x in kinds] if kinds is not None else None,
        tags=list(tags) if tags is not None else None, entities=entities, since=since, until=until,
        allowed=statuses(include_contaminated, include_superseded), record=record, task=task, explain=explain,
        as_of=as_of, interpretation=interpretation)

