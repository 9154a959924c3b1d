package dev.memlineage.procedures;

import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.TemporalAccessor;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Server-side checks of everything a caller hands to a memlineage procedure. They mirror the Python
 * client's checks (memgraph_py/_core.py), so that a DBA calling a procedure from cypher-shell gets
 * the same clear errors; the limits are the documented ones. {@code memlineage.meta.constants()}
 * reports the constants below, and tests/test_error_table.py checks the client's copies against it.
 */
public final class Validation {
    private Validation() {}

    public static final int MAX_CONTENT_CHARS = 65_536;
    public static final int MAX_BATCH = 50_000;
    public static final int MAX_TAGS = 64;
    /** Deepest level a lineage walk may be asked for ({@code maxDepth}; -1 means all). */
    public static final int MAX_DEPTH = 10_000;
    public static final Pattern ID = Pattern.compile("^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$");
    public static final Pattern NAMESPACE = Pattern.compile("^[A-Za-z0-9][A-Za-z0-9_.:@/-]{0,127}$");
    public static final List<String> KINDS = List.of(
            "user_input", "tool_call", "tool_result", "llm_reasoning", "llm_output", "fact", "preference",
            "constraint", "plan", "summary", "task");
    public static final List<String> STATUSES = List.of(
            "valid", "invalid", "contaminated", "superseded", "archived", "erased");
    /** Prior importance by kind for cells recorded without one (same table as the Python client). */
    public static final Map<String, Double> KIND_PRIOR = Map.ofEntries(
            Map.entry("constraint", 0.9), Map.entry("preference", 0.85), Map.entry("task", 0.75),
            Map.entry("user_input", 0.65), Map.entry("fact", 0.6), Map.entry("summary", 0.6),
            Map.entry("plan", 0.55), Map.entry("tool_result", 0.5), Map.entry("llm_output", 0.5),
            Map.entry("tool_call", 0.4), Map.entry("llm_reasoning", 0.35));

    /** Properties a caller may set on a cell; the rest are maintained by MemLineage. */
    private static final Set<String> CELL_KEYS = Set.of(
            "id", "kind", "content", "content_hash", "confidence", "importance", "tags", "source",
            "generation_context", "created_at", "updated_at", "status", "base_status", "indexed",
            "usage_count", "usefulness", "entities", "parents", "follows", "result_of", "via", "layer", "task", "embedding");
    /** The longest embedding copy a cell keeps (pgvector's vector type holds at most 16,000 dimensions). */
    public static final int MAX_DIMENSION = 16_000;
    /** Memory layers (memlineage.lifecycle.*); a cell's default is its kind's: semantic for these kinds, else episodic. */
    public static final List<String> LAYERS = List.of("working", "episodic", "semantic");
    public static final int MAX_ENTITIES = 32;

    /**
     * An embedding as the float32 array a cell keeps (pgvector stores float32 too): a list (or array) of 1 to
     * MAX_DIMENSION finite numbers; InvalidInput otherwise.
     */
    public static float[] vector(Object raw, String what) {
        if (raw instanceof float[] f && f.length >= 1 && f.length <= MAX_DIMENSION) raw = toList(f);
        if (raw instanceof double[] d) raw = java.util.Arrays.stream(d).boxed().toList();
        if (!(raw instanceof List<?> list) || list.isEmpty() || list.size() > MAX_DIMENSION) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.VECTOR_INVALID.formatted(what, MAX_DIMENSION,
                    quote(raw)), Map.of());
        }
        float[] out = new float[list.size()];
        for (int i = 0; i < out.length; i++) {
            Object v = list.get(i);
            float f = v instanceof Number n ? n.floatValue() : Float.NaN;
            if (!Float.isFinite(f)) {
                throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.VECTOR_INVALID.formatted(what, MAX_DIMENSION,
                        quote(raw)), Map.of());
            }
            out[i] = f;
        }
        return out;
    }

    private static List<Float> toList(float[] f) {
        List<Float> out = new java.util.ArrayList<>(f.length);
        for (float x : f) out.add(x);
        return out;
    }

    public static String namespace(Object value) {
        if (!(value instanceof String s) || !NAMESPACE.matcher(s).matches()) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT,
                    Messages.NAMESPACE_INVALID.formatted(quote(value)), Map.of());
        }
        return s;
    }

    public static String id(Object value, String what) {
        if (!(value instanceof String s) || !ID.matcher(s).matches()) {
            throw MemLineageException.of(ErrorCode.INVALID_ID,
                    Messages.ID_INVALID.formatted(what, quote(value)), Map.of("id", String.valueOf(value)));
        }
        return s;
    }

    public static String text(Object value, String what, int limit) {
        if (!(value instanceof String s) || s.isBlank()) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.TEXT_EMPTY.formatted(what), Map.of());
        }
        if (s.length() > limit) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.TEXT_TOO_LONG.formatted(what, limit), Map.of());
        }
        return s;
    }

    /** A cell map as given by the caller, checked and completed into the properties to store. */
    public static Map<String, Object> cell(Object raw, ZonedDateTime now) {
        if (!(raw instanceof Map<?, ?> rawMap)) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.CELL_NOT_A_MAP.formatted(quote(raw)), Map.of());
        }
        @SuppressWarnings("unchecked")
        Map<Object, Object> given = (Map<Object, Object>) rawMap;
        for (Object key : given.keySet()) {
            if (!CELL_KEYS.contains(key)) {
                throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.CELL_PROPERTY_UNKNOWN.formatted(
                        quote(key), String.join(", ", CELL_KEYS.stream().sorted().toList())), Map.of());
            }
        }
        String id = id(given.get("id"), "cell id");
        Object kindValue = given.get("kind");
        if (!(kindValue instanceof String kind) || !KINDS.contains(kind)) {
            throw MemLineageException.of(ErrorCode.UNKNOWN_KIND, Messages.KIND_UNKNOWN.formatted(id, quote(kindValue), String.join(", ", KINDS)), Map.of("kind", String.valueOf(kindValue)));
        }
        Object contentValue = given.get("content");
        if (!(contentValue instanceof String content)) {
            throw MemLineageException.of(ErrorCode.INVALID_CONTENT, Messages.CONTENT_NOT_TEXT.formatted(id, contentValue == null ? "nothing" : contentValue.getClass().getSimpleName()), Map.of("id", id));
        }
        if (content.codePoints().allMatch(cp -> Character.isWhitespace(cp) || Character.isSpaceChar(cp))) {
            throw MemLineageException.of(ErrorCode.INVALID_CONTENT, Messages.CONTENT_EMPTY.formatted(id), Map.of("id", id));
        }
        int characters = content.codePointCount(0, content.length()); // characters as Python counts them
        if (characters > MAX_CONTENT_CHARS) {
            throw MemLineageException.of(ErrorCode.INVALID_CONTENT, Messages.CONTENT_TOO_LONG.formatted(
                    id, characters, MAX_CONTENT_CHARS), Map.of("id", id));
        }
        if (content.indexOf('\u0000') >= 0) {
            throw MemLineageException.of(ErrorCode.INVALID_CONTENT, Messages.CONTENT_NUL.formatted(id), Map.of("id", id));
        }

        // Sparse defaults (schema/README.md): a property that holds its default is not stored, since each
        // stored property is a record write at ingest (16 properties put graph-only ingest at ~10k cells/s,
        // the 9 a typical cell keeps now at ~14k); readers coalesce absent values to the defaults.
        Map<String, Object> cell = new LinkedHashMap<>();
        cell.put("id", id);
        cell.put("kind", kind);
        cell.put("content", content);
        double confidence = unit(given.getOrDefault("confidence", 1.0), id, "confidence");
        if (confidence != 1.0) cell.put("confidence", confidence);
        cell.put("importance", unit(given.getOrDefault("importance", KIND_PRIOR.get(kind)), id, "importance"));
        List<String> tags = tags(given.get("tags"), id);
        if (!tags.isEmpty()) cell.put("tags", tags);
        Object source = given.get("source");
        if (source != null) cell.put("source", text(source, "cell " + id + ": source", 1000));
        Object context = given.get("generation_context");
        if (context != null) cell.put("generation_context", text(context, "cell " + id + ": generation_context", 1_000_000));
        ZonedDateTime created = time(given.get("created_at"), id, now);
        cell.put("created_at", created);
        ZonedDateTime updated = time(given.get("updated_at"), id, created);
        if (!updated.equals(created)) cell.put("updated_at", updated);
        String status = status(given.getOrDefault("base_status", "valid"), id);
        cell.put("status", status);
        if (!status.equals("valid")) cell.put("base_status", status);
        Object layer = given.get("layer"); // sparse: stored only when it is not the kind's layer
        if (layer != null) {
            if (!(layer instanceof String l) || !LAYERS.contains(l)) {
                throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.LAYER_UNKNOWN.formatted(id, quote(layer)),
                        Map.of("id", id));
            }
            if (!l.equals(LifecycleProcedures.SEMANTIC_KINDS.contains(kind) ? "semantic" : "episodic")) cell.put("layer", l);
        }
        Object task = given.get("task"); // the open task it was captured in (memlineage.lifecycle.startTask)
        if (task != null) cell.put("task", id(task, "cell " + id + ": task"));
        cell.put("indexed", Boolean.TRUE.equals(given.get("indexed"))); // stored even when false: reconcile finds those by index
        Object embedding = given.get("embedding");
        if (embedding != null) cell.put("embedding", vector(embedding, "cell " + id + ": embedding"));
        return cell;
    }

    /** The ids a cell derives from (optional key {@code parents}): a list of valid ids. */
    public static List<String> parents(Object raw, String id) {
        if (raw == null) return List.of();
        if (!(raw instanceof List<?> list)) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.PARENTS_NOT_A_LIST.formatted(id, quote(raw)), Map.of("id", id));
        }
        List<String> ids = new ArrayList<>(list.size());
        for (Object parent : list) ids.add(id(parent, "cell " + id + ": parent id"));
        return ids;
    }

    /** Entity names a cell mentions (optional key {@code entities}), trimmed and lower-cased. */
    public static List<String> entities(Object raw, String id) {
        if (raw == null) return List.of();
        if (!(raw instanceof List<?> list) || list.size() > MAX_ENTITIES) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.ENTITIES_INVALID.formatted(id, MAX_ENTITIES), Map.of("id", id));
        }
        List<String> names = new ArrayList<>(list.size());
        for (Object name : list) {
            String n = text(name, "cell " + id + ": entity name", 128).strip().toLowerCase(java.util.Locale.ROOT);
            if (!names.contains(n)) names.add(n);
        }
        return names;
    }

    private static double unit(Object value, String id, String what) {
        if (!(value instanceof Number n) || Double.isNaN(n.doubleValue()) || n.doubleValue() < 0 || n.doubleValue() > 1) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.UNIT_INVALID.formatted(id, what, quote(value)), Map.of("id", id));
        }
        return n.doubleValue();
    }

    private static List<String> tags(Object value, String id) {
        if (value == null) return List.of();
        if (!(value instanceof List<?> list) || list.size() > MAX_TAGS) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.TAGS_INVALID.formatted(id, MAX_TAGS), Map.of("id", id));
        }
        List<String> tags = new ArrayList<>(list.size());
        for (Object tag : list) tags.add(text(tag, "cell " + id + ": tag", 128));
        return tags;
    }

    private static String status(Object value, String id) {
        if (!(value instanceof String s) || !STATUSES.contains(s) || s.equals("invalid") || s.equals("contaminated")) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.BASE_STATUS_INVALID.formatted(id, quote(value)), Map.of("id", id));
        }
        return s;
    }

    private static ZonedDateTime time(Object value, String id, ZonedDateTime fallback) {
        if (value == null) return fallback;
        if (value instanceof ZonedDateTime z) return z;
        if (value instanceof Long millis) {  // epoch milliseconds: what the Python client sends (cheap to pack)
            return java.time.Instant.ofEpochMilli(millis).atZone(ZoneOffset.UTC);
        }
        if (value instanceof TemporalAccessor t) {
            try {
                return ZonedDateTime.from(t);
            } catch (RuntimeException ignored) {
                // falls through to the error below
            }
        }
        if (value instanceof String s) {
            try {
                return ZonedDateTime.parse(s);
            } catch (RuntimeException ignored) {
                // falls through
            }
        }
        throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.TIME_INVALID.formatted(id, quote(value)),
                Map.of("id", id));
    }

    /** A map argument (null for an absent one is the caller's business); InvalidInput otherwise. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> map(Object value, String what) {
        if (!(value instanceof Map<?, ?> m)) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.NOT_A_MAP.formatted(what, quote(value)), Map.of());
        }
        return (Map<String, Object>) m;
    }

    /** Every key of {@code given} is in {@code allowed}; else InvalidInput from {@code template} (key, allowed keys). */
    public static void knownKeys(Map<?, ?> given, java.util.Collection<String> allowed, String template) {
        for (Object key : given.keySet()) {
            if (!allowed.contains(key)) {
                throw MemLineageException.of(ErrorCode.INVALID_INPUT, template.formatted(quote(key),
                        String.join(", ", allowed.stream().sorted().toList())), Map.of());
            }
        }
    }

    /** A finite number in [0, 1] (strength, confidence), or {@code fallback} when absent. */
    public static double unitNumber(Object value, String what, Double fallback) {
        if (value == null && fallback != null) return fallback;
        if (!(value instanceof Number n) || !Double.isFinite(n.doubleValue()) || n.doubleValue() < 0 || n.doubleValue() > 1) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.UNIT_NUMBER_INVALID.formatted(what, quote(value)),
                    Map.of());
        }
        return n.doubleValue();
    }

    /** Optional free text (a reason, evidence): null or blank gives null; otherwise a string of at most {@code limit}. */
    public static String optionalText(Object value, String what, int limit) {
        if (value == null) return null;
        if (!(value instanceof String s) || s.length() > limit) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.OPTIONAL_TEXT_INVALID.formatted(what, limit,
                    quote(value)), Map.of());
        }
        return s.isBlank() ? null : s;
    }

    /** Option {@code key} of an options map: a whole number in {@code min..max}, or {@code fallback} if absent. */
    public static long integerOption(Map<String, Object> options, String key, long fallback, long min, long max) {
        Object raw = options == null ? null : options.get(key);
        if (raw == null) return fallback;
        if (!(raw instanceof Number n) || n.doubleValue() != Math.rint(n.doubleValue()) || n.longValue() < min
                || n.longValue() > max) {
            throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.OPTION_OUT_OF_RANGE.formatted(
                    key, raw, min, max), Map.of());
        }
        return n.longValue();
    }

    /** Option {@code key} of an options map: a positive number, or {@code fallback} if absent. */
    public static double positiveOption(Map<String, Object> options, String key, double fallback) {
        Object raw = options == null ? null : options.get(key);
        if (raw == null) return fallback;
        if (!(raw instanceof Number n) || Double.isNaN(n.doubleValue()) || n.doubleValue() <= 0) {
            throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.OPTION_NOT_POSITIVE.formatted(key, raw),
                    Map.of());
        }
        return n.doubleValue();
    }

    public static ZonedDateTime now() {
        return ZonedDateTime.now(ZoneOffset.UTC);
    }

    static String quote(Object value) {
        if (value == null) return "null";
        String s = String.valueOf(value);
        if (s.length() > 80) s = s.substring(0, 77) + "...";
        return value instanceof String ? "'" + s + "'" : s;
    }
}
