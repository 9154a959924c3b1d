package dev.memlineage.procedures;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;
import org.neo4j.graphdb.RelationshipType;
import org.neo4j.graphdb.ResourceIterator;
import org.neo4j.procedure.Description;
import org.neo4j.procedure.Mode;
import org.neo4j.procedure.Name;
import org.neo4j.procedure.Procedure;

/**
 * memlineage.lifecycle.*: the graph stops only growing. Memories are archived (out of default recall,
 * still traceable, restorable), consolidated into summaries that keep their provenance, and forgotten by a
 * score of topology, recency and usage; tasks open and close the working layer.
 *
 * <p>Archiving is a base status, like supersession: {@code base_status = 'archived'} is what a cell returns
 * to when no invalidation reaches it, and the base status it had before is kept in {@code archived_from}
 * (absent for {@code valid}). The status in force changes only when it was the base status, so an archived
 * cell an active invalidation reaches stays {@code invalid} / {@code contaminated}, a restore puts it back to
 * {@code archived}, and {@code unarchive} is the exact inverse of {@code archive} whatever happened in
 * between. Lineage is untouched: invalidating an archived source still contaminates what derives from it,
 * the summary of a consolidation included ({@code (summary)-[:DERIVED_FROM]->(source)}).
 */
public class LifecycleProcedures extends CypherProcedures {
    static final RelationshipType CONSOLIDATES = RelationshipType.withName("CONSOLIDATES");
    /** Most ids one archive / unarchive / consolidate call takes. */
    static final int MAX_IDS = 10_000;
    static final List<String> SEMANTIC_KINDS = List.of("fact", "preference", "constraint", "summary");
    static final List<String> FORGET_OPTIONS = List.of("threshold", "budget", "limit", "pinnedKinds", "recentDays",
            "halfLifeDays", "weights", "now");
    static final List<String> FORGET_WEIGHTS = List.of("importance", "recency", "usage", "topology");
    static final List<String> DEFAULT_PINNED = List.of("preference", "constraint", "fact", "summary", "task");

    // ------------------------------------------------------------------------------------------ archive
    public record ArchiveRow(
            @Description("The memory.") String id,
            @Description("Its status in force after the call.") String status,
            @Description("Its base status after the call (archived, or what unarchive gave back).") String baseStatus,
            @Description("Whether this call changed it (false: already archived, left as it was).") boolean changed) {}

    @Procedure(name = "memlineage.lifecycle.archive", mode = Mode.WRITE)
    @Description("Archive memories: out of default recall, still traceable (lineage, contamination and audit keep "
            + "working) and restorable with memlineage.lifecycle.unarchive. Sets base_status 'archived' (the previous one "
            + "kept in archived_from) and the status too when it was the base status. Refuses erased memories "
            + "(CellState) and unknown ids (CellNotFound) before writing anything; an archived one is left as it is.")
    public Stream<ArchiveRow> archive(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "ids", description = "Cell ids to archive (at most 10,000)") List<String> ids,
            @Name(value = "reason", defaultValue = "", description = "Why (kept on each cell for audit)") String reason,
            @Name(value = "by", defaultValue = "unknown", description = "Who or what archived them") String by) {
        String ns = Validation.namespace(namespace);
        List<Node> cells = requireCells(ns, ids, "archive");
        String why = Validation.optionalText(reason, "reason", 2000);
        String who = Validation.text(by, "by", 256);
        for (Node cell : cells) {
            String base = base(cell);
            if (base.equals("erased")) {
                throw MemLineageException.of(ErrorCode.CELL_STATE, Messages.NOT_ARCHIVABLE.formatted(cell.getProperty("id"), ns, base),
                        Map.of("id", cell.getProperty("id"), "namespace", ns));
            }
        }
        ZonedDateTime at = Validation.now();
        List<ArchiveRow> rows = new ArrayList<>(cells.size());
        for (Node cell : cells) rows.add(archive(cell, why, who, at));
        return rows.stream();
    }

    /** archive's write on one checked cell (consolidate and forget archive with it too). */
    static ArchiveRow archive(Node cell, String why, String who, ZonedDateTime at) {
        String id = (String) cell.getProperty("id");
        String base = base(cell);
        String status = (String) cell.getProperty("status", "valid");
        if (base.equals("archived")) return new ArchiveRow(id, status, base, false);
        if (!base.equals("valid")) cell.setProperty("archived_from", base);
        cell.setProperty("base_status", "archived");
        if (status.equals(base)) {
            cell.setProperty("status", "archived");
            status = "archived";
        }
        cell.setProperty("archived_at", at);
        cell.setProperty("archived_by", who);
        if (why != null) cell.setProperty("archived_reason", why);
        return new ArchiveRow(id, status, "archived", true);
    }

    @Procedure(name = "memlineage.lifecycle.unarchive", mode = Mode.WRITE)
    @Description("Bring archived memories back: the exact inverse of memlineage.lifecycle.archive (base status and, "
            + "when it was the base status, the status in force return to what they were; an invalidation reaching "
            + "the cell meanwhile keeps it tainted). CellState for a memory that is not archived, CellNotFound for an "
            + "unknown id; nothing is written then.")
    public Stream<ArchiveRow> unarchive(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "ids", description = "Archived cell ids (at most 10,000)") List<String> ids,
            @Name(value = "by", defaultValue = "unknown", description = "Who brought them back") String by) {
        String ns = Validation.namespace(namespace);
        List<Node> cells = requireCells(ns, ids, "unarchive");
        Validation.text(by, "by", 256);
        for (Node cell : cells) {
            String base = base(cell);
            if (!base.equals("archived")) {
                throw MemLineageException.of(ErrorCode.CELL_STATE, Messages.NOT_ARCHIVED.formatted(cell.getProperty("id"), ns, base),
                        Map.of("id", cell.getProperty("id"), "namespace", ns));
            }
        }
        List<ArchiveRow> rows = new ArrayList<>(cells.size());
        for (Node cell : cells) {
            String before = (String) cell.getProperty("archived_from", "valid");
            String status = (String) cell.getProperty("status", "valid");
            if (before.equals("valid")) cell.removeProperty("base_status");
            else cell.setProperty("base_status", before);
            if (status.equals("archived")) {
                cell.setProperty("status", before);
                status = before;
            }
            for (String key : List.of("archived_from", "archived_at", "archived_by", "archived_reason")) cell.removeProperty(key);
            rows.add(new ArchiveRow((String) cell.getProperty("id"), status, before, true));
        }
        return rows.stream();
    }

    // ------------------------------------------------------------------------------------------ consolidate
    public record ConsolidateRow(
            @Description("The summary memory.") String summary,
            @Description("CONSOLIDATES edges written (one per source not linked before).") long edges,
            @Description("Sources archived by this call.") long archived) {}

    @Procedure(name = "memlineage.lifecycle.consolidate", mode = Mode.WRITE)
    @Description("Consolidate memories into a summary stored before (the client records it with DERIVED_FROM its "
            + "sources, in the same transaction): writes (summary)-[:CONSOLIDATES {at, by}]->(source) and archives each "
            + "source. Invalidating a source later contaminates the summary through its lineage. Sources must be valid "
            + "(CellState otherwise); unknown ids are CellNotFound; nothing is written then.")
    public Stream<ConsolidateRow> consolidate(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "summary", description = "Id of the summary memory") String summary,
            @Name(value = "sources", description = "Ids of the memories it consolidates") List<String> sources,
            @Name(value = "by", defaultValue = "unknown", description = "Who or what consolidated them") String by) {
        Node target = requireCell(namespace, summary);
        String ns = (String) target.getProperty("namespace");
        if (sources == null || sources.isEmpty()) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.CONSOLIDATE_EMPTY, Map.of());
        }
        List<Node> cells = requireCells(ns, sources, "consolidate");
        String who = Validation.text(by, "by", 256);
        String summaryId = (String) target.getProperty("id");
        for (Node cell : cells) {
            String id = (String) cell.getProperty("id");
            if (id.equals(summaryId)) {
                throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.CONSOLIDATE_SELF.formatted(id), Map.of("id", id));
            }
            Object status = cell.getProperty("status", "valid");
            if (!"valid".equals(status)) {
                throw MemLineageException.of(ErrorCode.CELL_STATE, Messages.NOT_CONSOLIDATABLE.formatted(id, ns, status),
                        Map.of("id", id, "namespace", ns));
            }
        }
        ZonedDateTime at = Validation.now();
        Set<String> linked = new HashSet<>();
        try (var rels = target.getRelationships(Direction.OUTGOING, CONSOLIDATES)) {
            for (Relationship r : rels) linked.add((String) r.getEndNode().getProperty("id"));
        }
        long edges = 0, archived = 0;
        String why = "consolidated into " + summaryId;
        for (Node cell : cells) {
            if (linked.add((String) cell.getProperty("id"))) {
                Relationship r = target.createRelationshipTo(cell, CONSOLIDATES);
                r.setProperty("at", at);
                r.setProperty("by", who);
                edges++;
            }
            if (archive(cell, why, who, at).changed()) archived++;
        }
        return Stream.of(new ConsolidateRow(summaryId, edges, archived));
    }

    // ------------------------------------------------------------------------------------------ forget
    public record ForgetRow(
            @Description("The memory.") String id,
            @Description("Its kind.") String kind,
            @Description("Keep score in [0, 1]: the weighted importance, recency, usage and topology below.") double score,
            @Description("Stored importance in [0, 1] (kind prior, feedback, PageRank after a refresh).") double importance,
            @Description("0.5 ^ (days since it was recorded or last recalled / halfLifeDays).") double recency,
            @Description("1 - exp(-usage_count / 3): how often recall returned it.") double usage,
            @Description("min(1, children / 4): how much lineage rests on it (0 for a leaf).") double topology,
            @Description("Why it goes, in words.") String reason,
            @Description("Whether it was archived (false in a dry run).") boolean archived) {}

    @Procedure(name = "memlineage.lifecycle.forget", mode = Mode.WRITE)
    @Description("Forget low-value memories by archiving them (memlineage.lifecycle.unarchive brings one back). Scores "
            + "every valid or superseded memory by importance, recency, usage and topology, and never touches roots, "
            + "pinned kinds (options.pinnedKinds), memories of open tasks, or ancestors of a valid llm_output recorded "
            + "within options.recentDays. Threshold mode archives those scoring below options.threshold; budget mode "
            + "(options.budget) archives the lowest-scoring until at most budget memories are active. dryRun: only "
            + "report, lowest score first.")
    public Stream<ForgetRow> forget(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "options", defaultValue = "{}", description = "threshold (0.35), budget (none), limit (10000), "
                    + "pinnedKinds, recentDays (7), halfLifeDays (30), weights {importance, recency, usage, topology}, "
                    + "now (epoch ms)") Map<String, Object> options,
            @Name(value = "dryRun", defaultValue = "true", description = "Report only, archive nothing") boolean dryRun,
            @Name(value = "by", defaultValue = "forget", description = "Who or what forgets") String by) {
        String ns = Validation.namespace(namespace);
        Map<String, Object> opts = options == null ? Map.of() : options;
        Validation.knownKeys(opts, FORGET_OPTIONS, Messages.FORGET_OPTION_UNKNOWN);
        double threshold = Validation.unitNumber(opts.get("threshold"), "forget option threshold", 0.35);
        long budget = Validation.integerOption(opts, "budget", -1, 0, Long.MAX_VALUE);
        long limit = Validation.integerOption(opts, "limit", 10_000, 1, 1_000_000);
        double recentDays = opts.get("recentDays") == null ? 7.0 : nonNegative(opts.get("recentDays"), "recentDays");
        double halfLife = Validation.positiveOption(opts, "halfLifeDays", 30.0);
        Set<String> pinned = new HashSet<>(DEFAULT_PINNED);
        if (opts.get("pinnedKinds") != null) {
            if (!(opts.get("pinnedKinds") instanceof List<?> kinds)) {
                throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.FORGET_KIND_UNKNOWN.formatted(
                        Validation.quote(opts.get("pinnedKinds"))), Map.of());
            }
            pinned.clear();
            for (Object k : kinds) {
                if (!(k instanceof String s) || !Validation.KINDS.contains(s)) {
                    throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.FORGET_KIND_UNKNOWN.formatted(
                            Validation.quote(k)), Map.of("kind", String.valueOf(k)));
                }
                pinned.add(s);
            }
        }
        double[] w = {0.4, 0.3, 0.2, 0.1};
        if (opts.get("weights") != null) {
            Map<String, Object> given = Validation.map(opts.get("weights"), "forget option weights");
            Validation.knownKeys(given, FORGET_WEIGHTS, Messages.FORGET_WEIGHT_UNKNOWN);
            for (int i = 0; i < w.length; i++) {
                w[i] = Validation.unitNumber(given.get(FORGET_WEIGHTS.get(i)), "forget weight " + FORGET_WEIGHTS.get(i), w[i]);
            }
        }
        double sum = w[0] + w[1] + w[2] + w[3];
        if (sum <= 0) sum = 1;
        Instant now = opts.get("now") == null ? Instant.now()
                : Instant.ofEpochMilli(Validation.integerOption(opts, "now", 0, 0, Long.MAX_VALUE));
        String who = Validation.text(by, "by", 256);

        // the namespace's cells, and the ones forget may never touch
        List<Node> all = new ArrayList<>();
        List<Node> openTasks = new ArrayList<>();
        List<Node> recentOutputs = new ArrayList<>();
        Instant recentSince = now.minus(Duration.ofMillis((long) (recentDays * 86_400_000L)));
        long active = 0;
        try (ResourceIterator<Node> found = tx.findNodes(MEMCELL, "namespace", ns)) {
            while (found.hasNext()) {
                Node c = found.next();
                all.add(c);
                String base = base(c);
                if (!base.equals("archived") && !base.equals("erased")) active++;
                Object kind = c.getProperty("kind", "");
                if ("task".equals(kind) && Boolean.TRUE.equals(c.getProperty("task_open", null))) openTasks.add(c);
                if ("llm_output".equals(kind) && "valid".equals(c.getProperty("status", "valid"))
                        && instant(c.getProperty("created_at", null)).compareTo(recentSince) >= 0) recentOutputs.add(c);
            }
        }
        Set<String> openIds = new HashSet<>();
        for (Node t : openTasks) openIds.add((String) t.getProperty("id"));
        Set<Node> protectedCells = new HashSet<>();
        walk(openTasks, Direction.INCOMING, protectedCells);   // an open task and everything below it
        walk(recentOutputs, Direction.OUTGOING, protectedCells); // what a recent valid output rests on

        record Scored(Node cell, String kind, double score, double imp, double rec, double use, double topo, long children) {}
        List<Scored> scored = new ArrayList<>();
        for (Node c : all) {
            String status = (String) c.getProperty("status", "valid");
            if (!status.equals("valid") && !status.equals("superseded")) continue;
            String kind = (String) c.getProperty("kind", "");
            if (pinned.contains(kind) || protectedCells.contains(c)) continue;
            Object task = c.getProperty("task", null);
            if (task != null && openIds.contains(task)) continue;
            if (!c.hasRelationship(Direction.OUTGOING, LineageWalk.DERIVED_FROM)) continue; // a root
            double imp = ((Number) c.getProperty("importance", 0.5)).doubleValue();
            Instant last = instant(c.getProperty("created_at", null));
            Instant used = instant(c.getProperty("last_used_at", null));
            if (used.isAfter(last)) last = used;
            double ageDays = Math.max(0, Duration.between(last, now).toMillis() / 86_400_000.0);
            double rec = Math.pow(0.5, ageDays / halfLife);
            double use = 1 - Math.exp(-((Number) c.getProperty("usage_count", 0L)).doubleValue() / 3.0);
            long children = c.getDegree(LineageWalk.DERIVED_FROM, Direction.INCOMING);
            double topo = Math.min(1.0, children / 4.0);
            double score = (w[0] * imp + w[1] * rec + w[2] * use + w[3] * topo) / sum;
            if (status.equals("superseded")) score *= 0.5; // an old version: what replaced it carries the value
            scored.add(new Scored(c, kind, score, imp, rec, use, topo, children));
        }
        scored.sort(Comparator.comparingDouble(Scored::score).thenComparing(s -> (String) s.cell().getProperty("id")));
        long take;
        if (budget >= 0) take = Math.max(0, active - budget);
        else take = scored.stream().filter(s -> s.score() < threshold).count();
        take = Math.min(Math.min(take, limit), scored.size());
        ZonedDateTime at = Validation.now();
        List<ForgetRow> rows = new ArrayList<>();
        for (int i = 0; i < take; i++) {
            Scored s = scored.get(i);
            String why = reason(s.score(), budget >= 0 ? "budget " + budget : "threshold " + threshold, s.children(),
                    s.imp(), s.rec(), s.use(), ((String) s.cell().getProperty("status", "valid")).equals("superseded"));
            boolean done = !dryRun && archive(s.cell(), why, who, at).changed();
            rows.add(new ForgetRow((String) s.cell().getProperty("id"), s.kind(), s.score(), s.imp(), s.rec(), s.use(),
                    s.topo(), why, done));
        }
        return rows.stream();
    }

    private static String reason(double score, String mode, long children, double imp, double rec, double use,
                                 boolean superseded) {
        List<String> parts = new ArrayList<>();
        parts.add(children == 0 ? "a leaf" : children + " derived");
        parts.add("importance %.2f".formatted(imp));
        parts.add(rec < 0.25 ? "old" : rec < 0.75 ? "aging" : "recent");
        parts.add(use == 0 ? "never recalled" : "usage %.2f".formatted(use));
        if (superseded) parts.add("superseded");
        return "score %.3f under %s: %s".formatted(score, mode, String.join(", ", parts));
    }

    private static double nonNegative(Object raw, String key) {
        if (!(raw instanceof Number n) || !Double.isFinite(n.doubleValue()) || n.doubleValue() < 0) {
            throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.OPTION_NOT_POSITIVE.formatted(key, raw), Map.of());
        }
        return n.doubleValue();
    }

    /** Multi-source BFS over DERIVED_FROM ({@code INCOMING}: descendants, {@code OUTGOING}: ancestors), each cell once. */
    private static void walk(List<Node> starts, Direction direction, Set<Node> seen) {
        ArrayDeque<Node> queue = new ArrayDeque<>();
        for (Node s : starts) if (seen.add(s)) queue.add(s);
        while (!queue.isEmpty()) {
            Node n = queue.poll();
            try (var rels = n.getRelationships(direction, LineageWalk.DERIVED_FROM)) {
                for (Relationship r : rels) {
                    Node next = r.getOtherNode(n);
                    if (seen.add(next)) queue.add(next);
                }
            }
        }
    }

    // ------------------------------------------------------------------------------------------ tasks
    public record TaskRow(
            @Description("The task memory.") String task,
            @Description("Whether it is open now.") boolean open,
            @Description("Its working-layer memories this call moved (to the episodic layer on closing).") long cells) {}

    @Procedure(name = "memlineage.lifecycle.startTask", mode = Mode.WRITE)
    @Description("Open a task: a memory of kind task whose captures are the working layer until endTask. InvalidInput "
            + "for a memory that is not a task, CellNotFound for an unknown id.")
    public Stream<TaskRow> startTask(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "id", description = "The task memory") String id) {
        Node task = requireTask(namespace, id);
        task.setProperty("task_open", true);
        return Stream.of(new TaskRow((String) task.getProperty("id"), true, 0));
    }

    @Procedure(name = "memlineage.lifecycle.endTask", mode = Mode.WRITE)
    @Description("Close a task: its working-layer memories (captured inside it) become episodic; the client "
            + "consolidates them first when asked. CellState for a task that is not open.")
    public Stream<TaskRow> endTask(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "id", description = "The open task") String id,
            @Name(value = "by", defaultValue = "unknown", description = "Who closed it") String by) {
        Node task = requireTask(namespace, id);
        String ns = (String) task.getProperty("namespace");
        String taskId = (String) task.getProperty("id");
        String who = Validation.text(by, "by", 256);
        if (!Boolean.TRUE.equals(task.getProperty("task_open", null))) {
            throw MemLineageException.of(ErrorCode.CELL_STATE, Messages.TASK_CLOSED.formatted(taskId, ns),
                    Map.of("id", taskId, "namespace", ns));
        }
        task.removeProperty("task_open");
        task.setProperty("task_ended_at", Validation.now());
        task.setProperty("task_ended_by", who);
        long moved = 0;
        try (ResourceIterator<Node> found = tx.findNodes(MEMCELL, "namespace", ns, "task", taskId)) {
            while (found.hasNext()) {
                Node c = found.next();
                if ("working".equals(c.getProperty("layer", null))) {
                    c.removeProperty("layer"); // back to its kind's layer: episodic (or semantic for a fact & co.)
                    moved++;
                }
            }
        }
        return Stream.of(new TaskRow(taskId, false, moved));
    }

    private Node requireTask(String namespace, String id) {
        Node task = requireCell(namespace, id);
        Object kind = task.getProperty("kind", "");
        if (!"task".equals(kind)) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.NOT_A_TASK.formatted(task.getProperty("id"),
                    task.getProperty("namespace"), kind), Map.of("id", task.getProperty("id")));
        }
        return task;
    }

    // ------------------------------------------------------------------------------------------ helpers
    static String base(Node cell) {
        return (String) cell.getProperty("base_status", "valid");
    }

    private static Instant instant(Object value) {
        if (value instanceof ZonedDateTime z) return z.toInstant();
        if (value instanceof java.time.OffsetDateTime o) return o.toInstant();
        if (value instanceof java.time.LocalDateTime l) return l.toInstant(ZoneOffset.UTC);
        return Instant.EPOCH;
    }

    /** Every id validated and stored in {@code ns}, in the order given (duplicates once); nothing written. */
    private List<Node> requireCells(String ns, List<String> ids, String what) {
        if (ids == null || ids.isEmpty()) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.IDS_EMPTY.formatted(what), Map.of());
        }
        if (ids.size() > MAX_IDS) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.IDS_TOO_MANY.formatted(what, MAX_IDS, ids.size()), Map.of());
        }
        Map<String, Node> found = new LinkedHashMap<>();
        List<String> missing = new ArrayList<>();
        for (Object raw : ids) {
            String id = Validation.id(raw, "cell id");
            if (found.containsKey(id)) continue;
            Node cell = findCell(tx, ns, id);
            if (cell == null) missing.add(id);
            else found.put(id, cell);
        }
        if (!missing.isEmpty()) {
            throw MemLineageException.of(ErrorCode.CELL_NOT_FOUND, Messages.CELL_NOT_FOUND.formatted(String.join(", ", missing), ns),
                    Map.of("ids", missing, "namespace", ns));
        }
        return new ArrayList<>(found.values());
    }
}
