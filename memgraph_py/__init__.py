"""MemLineage: lineage-guided memory for LLM agents.

Every memory is a MemCell in a lineage DAG in Neo4j (what it was derived from, what it produced, the
context it was generated in); embeddings live in PostgreSQL + pgvector. Start with :class:`Memory`
(or :class:`AsyncMemory`); errors all derive from :class:`MemLineageError`.
"""

from ._async.memory import AsyncMemory
from .config import Settings
from .connections import QueryEvent
from .embed import Embedder, LocalMiniLMEmbedder, OpenAICompatibleEmbedder
from .errors import (
    AuthenticationFailed,
    CellNotFoundError,
    CellStateError,
    ClientClosedError,
    ConfigurationError,
    ConflictNotFoundError,
    ConflictStateError,
    ConnectionFailed,
    CrossNamespaceError,
    CycleError,
    EmbedderError,
    EmbedderUnavailableError,
    IdConflictError,
    InternalError,
    InvalidContentError,
    InvalidEmbeddingError,
    InvalidIdError,
    InvalidInputError,
    InvalidQueryError,
    InvalidTranscriptError,
    InvalidationNotFoundError,
    InvalidationStateError,
    LineageError,
    MemLineageError,
    MissingParentsError,
    NotFoundError,
    SchemaError,
    ServerError,
    UnknownKindError,
)
from ._sync.memory import Memory
from .models import Cell, CellStatus, CheckReport, ImpactReport, IndexStatus, Invalidation, Kind, LineageEntry, RecordResult, RestoreResult, Trace
from ._async.ingest import IngestItem, IngestReport
from .extract import HeuristicExtractor
from .gate import GateConfig
from .recall import Preset, RecallConfig, RecallResponse, RecallResult, Weights
from .lifecycle import ConsolidationPolicy, ForgetPolicy
from .models import Layer
from .summarize import ExtractiveSummarizer, OpenAISummarizer

__all__ = [  # lifecycle (issue 13): ConsolidationPolicy, ExtractiveSummarizer, ForgetPolicy, Layer, OpenAISummarizer
    "ConsolidationPolicy", "ExtractiveSummarizer", "ForgetPolicy", "Layer", "OpenAISummarizer",
    "AsyncMemory",
    "AuthenticationFailed",
    "Cell",
    "CellNotFoundError",
    "CellStateError",
    "CellStatus",
    "ClientClosedError",
    "ConfigurationError",
    "ConflictNotFoundError",
    "ConflictStateError",
    "ConnectionFailed",
    "CrossNamespaceError",
    "CycleError",
    "Embedder",
    "EmbedderError",
    "EmbedderUnavailableError",
    "IdConflictError",
    "ImpactReport",
    "InternalError",
    "InvalidContentError",
    "InvalidEmbeddingError",
    "InvalidIdError",
    "InvalidInputError",
    "InvalidQueryError",
    "InvalidTranscriptError",
    "IngestItem",
    "IngestReport",
    "HeuristicExtractor",
    "GateConfig",
    "Invalidation",
    "InvalidationNotFoundError",
    "InvalidationStateError",
    "Kind",
    "LineageEntry",
    "LineageError",
    "LocalMiniLMEmbedder",
    "MemLineageError",
    "Memory",
    "MissingParentsError",
    "NotFoundError",
    "OpenAICompatibleEmbedder",
    "Preset",
    "QueryEvent",
    "RecallConfig",
    "RecallResponse",
    "RecallResult",
    "RecordResult",
    "RestoreResult",
    "CheckReport",
    "IndexStatus",
    "SchemaError",
    "ServerError",
    "Settings",
    "Trace",
    "UnknownKindError",
    "Weights",
]
