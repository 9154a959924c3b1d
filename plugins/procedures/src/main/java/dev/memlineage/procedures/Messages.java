package dev.memlineage.procedures;

/**
 * The text of every error the plugin raises (and of the states and actions its rows report), in one
 * place, so that tests assert on the same text the user sees. Templates are
 * {@link String#formatted} patterns; the helpers below fill some in. The code each error carries is
 * in {@link ErrorCode}.
 *
 * <p>Neo4j wraps an exception thrown by a procedure as {@code Failed to invoke procedure `name`:
 * Caused by: <exception>: <message>}, and a {@link MemLineageException}'s message is
 * {@code MemLineage.<Code>: <text> | <json details>}, so a test checks that the server's message
 * <em>contains</em> the formatted text.
 */
public final class Messages {
    private Messages() {}

    // Plugin resources (CypherLibrary, Migration)
    public static final String RESOURCE_UNREADABLE = "Cannot read %s";
    public static final String SHA256_MISSING = "SHA-256 is part of every Java runtime";
    public static final String CYPHER_FILE_MISSING =
            "MemLineage Cypher file not found: '%s' (looked for classpath resource %s); "
                    + "is the file under cypher/plugin/ or cypher/reference/ and the plugin jar rebuilt?";
    public static final String CYPHER_NAME_INVALID =
            "Invalid MemLineage Cypher name '%s': use lower-case path segments such as 'lineage/descendants'";
    public static final String CYPHER_FILE_EMPTY = "MemLineage Cypher file '%s' holds no statement";
    public static final String CYPHER_FILE_MULTIPLE =
            "MemLineage Cypher file '%s' holds %d statements; a procedure body is exactly one statement";

    // Migrations: packaging
    public static final String MIGRATION_INDEX_MISSING =
            "MemLineage migration index %s is missing from the plugin jar; rebuild the plugin with Maven";
    public static final String MIGRATION_FILE_MISSING =
            "MemLineage migration %s is listed in %s but missing from the plugin jar; rebuild the plugin";
    public static final String MIGRATION_NAME_INVALID =
            "MemLineage migration file name '%s' does not match V<NNNN>__<name>.cypher";
    public static final String MIGRATION_VERSION_DUPLICATE =
            "MemLineage migrations %s and %s share version %d; each version must be unique";

    // Migrations: state of the database
    public static final String MIGRATION_CHECKSUM_MISMATCH =
            "MemLineage migration V%04d (%s) was applied with checksum %s but the packaged file has "
                    + "checksum %s: an applied migration must never change; add a new migration instead "
                    + "(nothing was applied)";
    public static final String MIGRATION_NOT_PACKAGED =
            "MemLineage migration V%04d (%s) is recorded in the database but not packaged in this plugin "
                    + "(version %s): the database schema is newer than the plugin (nothing was applied)";
    public static final String MIGRATION_STATEMENT_FAILED =
            "MemLineage migration V%04d (%s) failed at statement %d of %d: %s -- statements before it "
                    + "were committed; fix the cause and call memlineage.schema.migrate() again";
    public static final String MIGRATE_IN_WRITING_TRANSACTION =
            "memlineage.schema.migrate() opens its own transactions (schema changes cannot share one with "
                    + "data writes) and the calling transaction has already written data: call it on its own, "
                    + "e.g. as an auto-commit query `CALL memlineage.schema.migrate()`";

    // Arguments (Validation)
    public static final String TEXT_EMPTY = "%s must be a non-empty string";
    public static final String TEXT_TOO_LONG = "%s is longer than %d characters";
    public static final String CELL_NOT_A_MAP = "each cell must be a map, got %s";
    public static final String CELL_PROPERTY_UNKNOWN = "unknown cell property %s; allowed: %s";
    public static final String PARENTS_NOT_A_LIST = "cell %s: parents must be a list of ids, got %s";
    public static final String ENTITIES_INVALID = "cell %s: entities must be a list of at most %d names";
    public static final String UNIT_INVALID = "cell %s: %s must be a number in [0, 1], got %s";
    public static final String TAGS_INVALID = "cell %s: tags must be a list of at most %d strings";
    public static final String BASE_STATUS_INVALID =
            "cell %s: base_status %s is not one of valid, superseded, archived, erased";
    public static final String TIME_INVALID = "cell %s: time %s is not a zoned datetime";
    public static final String EDGE_NOT_A_MAP = "each edge must be a map {child, parent}";

    // Lineage and contamination
    public static final String NAMESPACE_INVALID =
            "namespace %s is not valid: 1-128 characters of letters, digits and _.:@/- starting with a letter or digit";
    public static final String ID_INVALID =
            "%s %s is not valid: 1-128 characters of letters, digits and _.:- starting with a letter or digit";
    public static final String KIND_UNKNOWN = "cell %s: unknown memory kind %s; use one of: %s";
    public static final String CONTENT_NOT_TEXT = "cell %s: content must be text, got %s";
    public static final String CONTENT_EMPTY = "cell %s: content is empty";
    public static final String CONTENT_NUL = "cell %s: content contains a NUL character";
    public static final String CONTENT_TOO_LONG = "cell %s: content has %d characters; the limit is %d";
    public static final String BATCH_TOO_LARGE = "a batch holds at most %d cells, got %d";
    public static final String DUPLICATE_IN_BATCH = "cell id '%s' appears twice in one batch";
    public static final String ID_CONFLICT =
            "cell id '%s' already exists in namespace '%s' with different kind or content; choose a new id "
                    + "(or supersede the memory)";
    public static final String ID_CONFLICT_METADATA =
            "cell id '%s' already exists in namespace '%s' with this content but other %s; recording an id again is a "
                    + "retry and changes nothing, so choose a new id (or supersede the memory)";
    public static final String MISSING_CELLS =
            "lineage refers to %d cell(s) not stored in namespace '%s': %s (nothing was written)";
    public static final String SELF_DERIVED = "cell %s cannot be derived from itself";
    public static final String CYCLE = "these edges would close a lineage cycle: %s (nothing was written)";
    public static final String CELL_NOT_FOUND = "no memory '%s' in namespace '%s'";
    public static final String INVALIDATION_NOT_FOUND = "no invalidation '%s' in namespace '%s'";
    public static final String ALREADY_RESTORED = "invalidation '%s' was already restored";
    public static final String INVALIDATES_MISSING = "invalidation %s has no INVALIDATES relationship";
    public static final String STATUS_KEY_UNRESOLVED = "cannot resolve the status property: %s";
    public static final String STATUS_WRITE_FAILED = "cannot set the status of node %d: %s";
    // Recall, evolution, importance
    public static final String VECTOR_INVALID = "%s must be a list of 1 to %d finite numbers, got %s";
    public static final String VECTOR_DIMENSION =
            "the query vector has %d dimensions and cell %s's embedding copy %d: recall compares vectors of one dimension";
    public static final String CANDIDATE_INVALID =
            "candidate %d must be a map with a string id (and routes a list of strings), got %s";
    public static final String TOO_MANY_COPIES = "at most 10000 embedding copies per call, got %d";
    public static final String COPY_ROW_INVALID = "embedding copy %d must be [id, vector], got %s";
    public static final String TOO_MANY_CANDIDATES = "at most %d recall candidates per call, got %d";
    public static final String WEIGHTS_NOT_A_MAP = "weights must be a map of component name to a number";
    public static final String WEIGHT_UNKNOWN = "unknown recall weight '%s'; use: %s";
    public static final String DIVERSITY_SCOPE_UNKNOWN = "unknown diversityScope %s; use 'similar' or 'source'";
    public static final String WEIGHT_INVALID = "recall weight '%s' must be a non-negative number, got %s";
    public static final String STATUS_UNKNOWN = "unknown status %s";
    public static final String OPTION_OUT_OF_RANGE = "option %s = %s is outside %d..%d";
    public static final String OPTION_NOT_BOOLEAN = "option %s = %s must be true or false";
    public static final String OPTION_NOT_POSITIVE = "option %s must be a positive number, got %s";
    public static final String STRINGS_EXPECTED = "expected a list of strings, got %s";
    public static final String EPOCH_MILLIS_INVALID = "%s must be epoch milliseconds, got %s";
    public static final String SIGNAL_INVALID = "feedback signal must be in [-1, 1], got %s";
    public static final String RETRIEVAL_HIT_NOT_FOUND = "memory '%s' was not returned by retrieval '%s' in namespace '%s'";
    public static final String RETRIEVAL_NOT_FOUND = "no retrieval '%s' in namespace '%s'";
    public static final String FOCUS_NOT_FOUND = "focus cell(s) not stored in namespace '%s': %s";
    public static final String OPTION_NUMBER_INVALID = "option %s must be a finite number in %s, got %s";
    public static final String SIMILAR_NOT_A_LIST = "similar must be a list of [idA, idB, similarity] triples, got %s";
    public static final String SIMILAR_INVALID =
            "similar[%d] must be [idA, idB, similarity]: two id strings and a number in [0, 1], got %s";
    public static final String TOO_MANY_SIMILAR = "at most %d similar pairs per call, got %d";
    public static final String RECORD_TOO_MANY_HITS = "a retrieval records at most %d hits, got %d";
    public static final String RECORD_HIT_KEY_UNKNOWN = "unknown hit key %s; allowed: %s";
    public static final String RECORD_ABOUT_KEY_UNKNOWN = "unknown about key %s; allowed: %s";
    public static final String RECORD_HIT_TWICE = "hit %s appears twice in one retrieval";
    public static final String RECORD_RANK_INVALID = "hit %s: rank must be a whole number above the previous hit's (%d), got %s";
    public static final String RECORD_SCORE_INVALID = "hit %s: score must be a finite number, got %s";
    public static final String RECORD_COMPONENT_INVALID =
            "hit %s: component %s = %s must be a finite number named one of: %s";
    public static final String RECORD_ROUTES_INVALID = "hit %s: routes must be a list of at most %d route names, got %s";
    public static final String RECORD_CELLS_NOT_FOUND =
            "retrieval %s: hit(s) not stored in namespace '%s': %s (nothing was written)";
    public static final String OUTCOME_OPTION_UNKNOWN = "unknown outcome option %s; allowed: %s";
    public static final String OUTCOME_RATE_INVALID = "outcome option %s must be a number in (0, 1], got %s";
    public static final String TOO_MANY_RETRIEVALS = "at most %d retrievals per outcome, got %d";
    public static final String CREATED_AFTER = "memory '%s' in namespace '%s' was created after %d (epoch ms)";
    public static final String SUPERSEDE_CYCLE = "'%s' cannot supersede '%s': the evolution would loop";
    public static final String MAX_DEPTH_INVALID = "maxDepth must be -1 (all) or 1..%d, got %d";
    public static final String IMPORTANCE_OPTION_UNKNOWN = "unknown importance option %s; allowed: %s";
    public static final String IMPORTANCE_WEIGHT_INVALID = "importance weight %s must be a finite number >= 0, got %s";
    public static final String IMPORTANCE_WEIGHTS_ZERO = "importance weights %s are all 0: at least one must be positive";

    // Arguments shared by the traces family
    public static final String NOT_A_MAP = "%s must be a map, got %s";
    public static final String UNIT_NUMBER_INVALID = "%s must be a finite number in [0, 1], got %s";
    public static final String OPTIONAL_TEXT_INVALID = "%s must be a string of at most %d characters, got %s";

    // Associations (memlineage.traces.relate & co., record's follows/result_of)
    public static final String RELATION_TYPE_UNKNOWN = "unknown relation type %s; use one of: %s";
    public static final String RELATION_PROPERTY_UNKNOWN = "unknown relation property %s; allowed: %s";
    public static final String RELATION_SOURCE_UNKNOWN = "unknown relation source %s; use one of: %s";
    public static final String SELF_RELATION = "memory '%s' cannot be related to itself";
    public static final String DIRECTION_UNKNOWN = "direction must be one of out, in, both; got %s";
    public static final String TOO_MANY_RELATIONS = "at most %d relations per call, got %d";
    public static final String VIA_NOT_A_MAP = "cell %s: via must be a map of parent id to retrieval id, got %s";
    public static final String VIA_NOT_A_PARENT =
            "cell %s: via names '%s', which is not one of its parents (nothing was written)";
    public static final String VIA_NOT_RETRIEVED =
            "cell %s: retrieval '%s' in namespace '%s' did not return its parent '%s' (nothing was written)";
    public static final String LINK_TO_SELF = "cell %s: %s cannot name the cell itself";
    public static final String MISSING_LINKED =
            "follows/result_of refer to %d cell(s) neither in the batch nor stored in namespace '%s': %s (nothing was written)";
    public static final String TOO_MANY_PARENTS = "at most %d parents per call, got %d";

    // Evolution (memlineage.traces.replace)
    public static final String ALREADY_SUPERSEDED =
            "memory '%s' in namespace '%s' was already superseded%s; replace its newest version instead (nothing was written)";
    public static final String REPLACEMENT_EXISTS =
            "cell id '%s' is already stored in namespace '%s'; a replacement needs a new id (nothing was written)";

    // Lifecycle (memlineage.lifecycle.*: archive, unarchive, consolidate, forget, tasks)
    public static final String NOT_ARCHIVED = "memory '%s' of namespace '%s' is not archived (base status %s)";
    public static final String NOT_ARCHIVABLE = "memory '%s' of namespace '%s' cannot be archived: its base status is %s";
    public static final String NOT_CONSOLIDATABLE =
            "memory '%s' of namespace '%s' cannot be consolidated: its status is %s (only valid memories are)";
    public static final String CONSOLIDATE_SELF = "summary '%s' cannot consolidate itself";
    public static final String CONSOLIDATE_EMPTY = "consolidate needs at least one source memory";
    public static final String IDS_EMPTY = "%s needs at least one memory id";
    public static final String IDS_TOO_MANY = "%s takes at most %d ids, got %d";
    public static final String NOT_A_TASK = "memory '%s' of namespace '%s' is a %s, not a task";
    public static final String TASK_CLOSED = "task '%s' of namespace '%s' is not open";
    public static final String FORGET_OPTION_UNKNOWN = "unknown forget option %s; use one of: %s";
    public static final String FORGET_WEIGHT_UNKNOWN = "unknown forget weight %s; use one of: %s";
    public static final String LAYER_UNKNOWN = "cell %s: unknown layer %s; use working, episodic or semantic";
    public static final String FORGET_KIND_UNKNOWN = "forget option pinnedKinds: unknown kind %s";

    // Conflicts
    public static final String CONFLICT_NOT_FOUND = "no conflict '%s' in namespace '%s'";
    public static final String CONFLICT_NOT_OPEN = "conflict '%s' is %s, no longer open (nothing was written)";
    public static final String CONFLICT_KIND_UNKNOWN = "unknown conflict kind %s; use one of: %s";
    public static final String CONFLICT_PROPERTY_UNKNOWN = "unknown conflict property %s; allowed: %s";
    public static final String CONFLICT_SAME_CELL = "a contradiction needs two different cells, got '%s' twice";
    public static final String CONFLICT_ONE_CELL = "a low_confidence conflict concerns one cell: b must be null, got %s";
    public static final String CONFLICT_ID_TAKEN = "conflict id '%s' is already used in namespace '%s'";
    public static final String CONFLICT_KEEP_UNKNOWN = "memory '%s' is not one of the cells of conflict '%s': %s";
    public static final String CONFLICT_STATUS_UNKNOWN = "status must be one of %s; got %s";
    public static final String CONFLICT_CELLS_MISSING = "conflict '%s' concerns %d cell(s) but only %d are still stored";

    // memlineage.erase.* and memlineage.repair.*
    public static final String ERASE_CASCADE = "cascade must be one of keep, contaminate, erase; got %s";
    public static final String ERASE_SELECTOR_KEY = "unknown selector key %s; known keys: %s";
    public static final String ERASE_TOO_MANY = "at most %d ids per erase";
    public static final String ERASE_NOTHING = "erase needs ids or a selector (source, tag, entity)";
    public static final String ERASE_LIMIT = "limit must be in [1, 100000], got %d";
    public static final String ERASED_REASON = "erased: %s";
    public static final String ERASED_CONFLICT = "a memory of this conflict was erased";
    public static final String ERASED_CELL = "memory '%s' in namespace '%s' is erased";
    public static final String REPAIR_APPLY_SIZE = "versions must be a list of at most %d maps";
    public static final String REPAIR_APPLY_KEY = "unknown or missing version key %s; a version is %s";
    public static final String REPAIR_RESTORED = "invalidation '%s' in namespace '%s' was restored: nothing to repair";

    // Migration states and actions, as reported in result rows.
    public static final String ACTION_APPLIED = "applied";
    public static final String ACTION_ALREADY_APPLIED = "already applied";
    public static final String STATE_APPLIED = "applied";
    public static final String STATE_PENDING = "pending";
    public static final String STATE_CHECKSUM_MISMATCH = "checksum mismatch";
    public static final String STATE_NOT_PACKAGED = "not packaged";

    public static String cypherFileMissing(String name, String resource) {
        return CYPHER_FILE_MISSING.formatted(name, resource);
    }

    public static String checksumMismatch(long version, String name, String recorded, String packaged) {
        return MIGRATION_CHECKSUM_MISMATCH.formatted(version, name, recorded, packaged);
    }

    public static String notPackaged(long version, String name, String pluginVersion) {
        return MIGRATION_NOT_PACKAGED.formatted(version, name, pluginVersion);
    }
}
