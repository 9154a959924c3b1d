package dev.memlineage.procedures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.driver.Record;
import org.neo4j.driver.exceptions.ClientException;

/**
 * memlineage.traces.*: typed associations, atomic evolution (replace, versions) and the conflict review
 * queue. Every refused call is checked to write nothing (the whole graph, properties included, is
 * compared before and after) and every procedure to stay inside its namespace: the same ids are stored in
 * a second namespace, which must come out unchanged.
 */
@ExtendWith(Neo4jExtension.class)
class TracesProceduresTest {
    private static final String NS = "traces";
    private static final String OTHER = "elsewhere";
    private static final String RECORD = "CALL memlineage.lineage.record($ns, $cells, $edges)";
    private static final String RELATE = "CALL memlineage.traces.relate($ns, $from, $to, $type, $props) YIELD relation RETURN relation";
    private static final String REPLACE = "CALL memlineage.traces.replace($ns, $old, $cell, $reason, $by, $invalidate)";
    private static final String OPEN = "CALL memlineage.traces.openConflict($ns, $a, $b, $props) YIELD conflict, created "
            + "RETURN conflict, created";
    private static final Set<String> RELATION_KEYS = Set.of("from", "to", "type", "strength", "confidence", "source", "by",
            "reason", "at", "created");
    private static final Set<String> CONFLICT_KEYS = Set.of("id", "namespace", "status", "kind", "evidence", "confidence",
            "source", "by", "at", "rule", "winner", "loser", "resolved_by", "resolved_at", "reason", "cells");

    private final TestNeo4j neo4j;

    TracesProceduresTest(TestNeo4j neo4j) {
        this.neo4j = neo4j;
    }

    /** In both namespaces: root <- a, root <- b, a <- leaf; plus lone cells x and y. */
    @BeforeEach
    void graph() {
        neo4j.reset();
        neo4j.run("CALL memlineage.schema.migrate()");
        for (String ns : List.of(NS, OTHER)) {
            neo4j.run(RECORD, Map.of("ns", ns, "cells", List.of(cell("root", "user_input"), cell("a", "fact"),
                    cell("b", "fact"), cell("leaf", "llm_output"), cell("x", "preference"), cell("y", "preference")),
                    "edges", List.of(edge("a", "root"), edge("b", "root"), edge("leaf", "a"))));
        }
    }

    private static Map<String, Object> cell(String id, String kind) {
        return Map.of("id", id, "kind", kind, "content", "content of " + id);
    }

    private static Map<String, Object> edge(String child, String parent) {
        return Map.of("child", child, "parent", parent);
    }

    private static Map<String, Object> params(Object... keyValues) {
        Map<String, Object> p = new HashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) p.put((String) keyValues[i], keyValues[i + 1]);
        return p;
    }




    private Map<String, Object> relate(String from, String to, String type, Map<String, Object> props) {
        return neo4j.run(RELATE, params("ns", NS, "from", from, "to", to, "type", type, "props", props)).get(0).get("relation").asMap();
    }

    private long count(String query, Object... keyValues) {
        return neo4j.run(query, params(keyValues)).get(0).get(0).asLong();
    }

    private String status(String id) {
        return neo4j.run("MATCH (c:MemCell {namespace: $ns, id: $id}) RETURN c.status AS s", Map.of("ns", NS, "id", id))
                .get(0).get("s").asString();
    }

    // ------------------------------------------------------------------------------------ associations
    @Test
    void relateCreatesOneRelationshipPerPairAndTypeAndUpdatesItAfterwards() {
        String other = neo4j.namespaceSnapshot(OTHER);
        Map<String, Object> first = relate("a", "b", "SUPPORTS", Map.of("strength", 0.8, "by", "alice", "reason", "same claim",
                "source", "judge"));
        assertEquals(RELATION_KEYS, first.keySet());
        assertEquals(true, first.get("created"));
        assertEquals(List.of("a", "b", "SUPPORTS", 0.8, 1.0, "judge", "alice", "same claim"), List.of(first.get("from"),
                first.get("to"), first.get("type"), first.get("strength"), first.get("confidence"), first.get("source"),
                first.get("by"), first.get("reason")));
        assertTrue(first.get("at") instanceof Long, String.valueOf(first.get("at")));

        Map<String, Object> again = relate("a", "b", "SUPPORTS", Map.of("confidence", 0.4));
        assertEquals(false, again.get("created"));
        assertEquals(0.8, again.get("strength"), "keys not given keep their value");
        assertEquals(0.4, again.get("confidence"));
        assertEquals("alice", again.get("by"));
        assertEquals(first.get("at"), again.get("at"), "an update keeps `at`");
        assertEquals(1, count("MATCH (:MemCell {namespace: $ns, id: 'a'})-[r:SUPPORTS]->(:MemCell {id: 'b'}) "
                + "WHERE r.updated_at IS NOT NULL RETURN count(r)", "ns", NS));
        assertEquals(null, relate("a", "b", "SUPPORTS", Map.of("reason", "")).get("reason"), "'' clears the reason");

        Map<String, Object> defaults = relate("b", "a", "RELATED_TO", Map.of());
        assertEquals(List.of(0.5, 1.0, "user", "unknown"), List.of(defaults.get("strength"), defaults.get("confidence"),
                defaults.get("source"), defaults.get("by")));
        assertEquals(null, defaults.get("reason"));
        for (String type : Associations.TYPES) relate("x", "y", type, Map.of());
        assertEquals(5, count("MATCH (:MemCell {namespace: $ns, id: 'x'})-[r]->(:MemCell {id: 'y'}) RETURN count(r)", "ns", NS));
        relate("x", "y", "FOLLOWS", Map.of("strength", 0.1));
        assertEquals(5, count("MATCH (:MemCell {namespace: $ns, id: 'x'})-[r]->(:MemCell {id: 'y'}) RETURN count(r)", "ns", NS));
        assertEquals(other, neo4j.namespaceSnapshot(OTHER));
    }

    @Test
    void relateRefusesBadInputWritingNothing() {
        relate("a", "b", "SUPPORTS", Map.of());
        List<Object[]> invalid = List.of(
                new Object[] {"supports", Map.of()}, // case-sensitive
                new Object[] {"DERIVED_FROM", Map.of()},
                new Object[] {"SUPPORTS", Map.of("weight", 1.0)},
                new Object[] {"SUPPORTS", Map.of("strength", Double.NaN)},
                new Object[] {"SUPPORTS", Map.of("strength", Double.POSITIVE_INFINITY)},
                new Object[] {"SUPPORTS", Map.of("strength", 1.5)},
                new Object[] {"SUPPORTS", Map.of("confidence", -0.1)},
                new Object[] {"SUPPORTS", Map.of("confidence", "high")},
                new Object[] {"SUPPORTS", Map.of("source", "robot")},
                new Object[] {"SUPPORTS", Map.of("by", "x".repeat(257))},
                new Object[] {"SUPPORTS", Map.of("by", " ")},
                new Object[] {"SUPPORTS", Map.of("reason", "x".repeat(2001))},
                new Object[] {"SUPPORTS", Map.of("reason", 42)});
        for (Object[] c : invalid) {
            neo4j.refused(ErrorCode.INVALID_INPUT, RELATE, params("ns", NS, "from", "a", "to", "b", "type", c[0], "props", c[1]));
        }
        String self = neo4j.refused(ErrorCode.INVALID_INPUT, RELATE, params("ns", NS, "from", "a", "to", "a", "type", "SUPPORTS", "props", Map.of()));
        assertTrue(self.contains(Messages.SELF_RELATION.formatted("a")), self);
        String missing = neo4j.refused(ErrorCode.CELL_NOT_FOUND, RELATE, params("ns", NS, "from", "ghost", "to", "phantom",
                "type", "SUPPORTS", "props", Map.of()));
        assertTrue(missing.contains("\"ids\":[\"ghost\",\"phantom\"]"), missing);
        neo4j.refused(ErrorCode.INVALID_ID, RELATE, params("ns", NS, "from", "a b", "to", "b", "type", "SUPPORTS", "props", Map.of()));
        neo4j.refused(ErrorCode.INVALID_INPUT, RELATE, params("ns", "", "from", "a", "to", "b", "type", "SUPPORTS", "props", Map.of()));
    }

    @Test
    void relateAllIsAllOrNothing() {
        String other = neo4j.namespaceSnapshot(OTHER);
        String query = "CALL memlineage.traces.relateAll($ns, $relations) YIELD created, updated RETURN created, updated";
        List<Map<String, Object>> batch = List.of(
                Map.of("from", "a", "to", "b", "type", "SUPPORTS", "strength", 0.9),
                Map.of("from", "x", "to", "y", "type", "RELATED_TO", "source", "co-use", "by", "miner"),
                Map.of("from", "a", "to", "b", "type", "SUPPORTS", "strength", 0.7, "reason", "twice"));
        Record r = neo4j.run(query, Map.of("ns", NS, "relations", batch)).get(0);
        assertEquals(List.of(2L, 1L), List.of(r.get("created").asLong(), r.get("updated").asLong()));
        assertEquals(0.7, neo4j.run("MATCH (:MemCell {namespace: $ns, id: 'a'})-[r:SUPPORTS]->() RETURN r.strength AS s",
                Map.of("ns", NS)).get(0).get("s").asDouble());
        r = neo4j.run(query, Map.of("ns", NS, "relations", batch.subList(0, 2))).get(0);
        assertEquals(List.of(0L, 2L), List.of(r.get("created").asLong(), r.get("updated").asLong()));

        Map<String, Object> fresh = Map.of("from", "b", "to", "leaf", "type", "SUPPORTS");
        neo4j.refused(ErrorCode.INVALID_INPUT, query, Map.of("ns", NS, "relations", List.of(fresh,
                Map.of("from", "x", "to", "y", "type", "KNOWS"))));
        neo4j.refused(ErrorCode.INVALID_INPUT, query, Map.of("ns", NS, "relations", List.of(fresh,
                Map.of("from", "x", "to", "y", "type", "SUPPORTS", "colour", "red"))));
        neo4j.refused(ErrorCode.INVALID_INPUT, query, Map.of("ns", NS, "relations", List.of(fresh,
                Map.of("from", "x", "to", "x", "type", "SUPPORTS"))));
        neo4j.refused(ErrorCode.INVALID_INPUT, query, Map.of("ns", NS, "relations", List.of(fresh,
                Map.of("from", "x", "to", "y", "type", "SUPPORTS", "strength", 2))));
        neo4j.refused(ErrorCode.INVALID_ID, query, Map.of("ns", NS, "relations", List.of(fresh, Map.of("to", "y", "type", "SUPPORTS"))));
        String missing = neo4j.refused(ErrorCode.CELL_NOT_FOUND, query, Map.of("ns", NS, "relations", List.of(fresh,
                Map.of("from", "ghost", "to", "y", "type", "SUPPORTS"), Map.of("from", "x", "to", "ghost2", "type", "SUPPORTS"))));
        assertTrue(missing.contains("\"ids\":[\"ghost\",\"ghost2\"]"), missing);
        List<Map<String, Object>> tooMany = new ArrayList<>();
        for (int i = 0; i <= Validation.MAX_BATCH; i++) tooMany.add(fresh);
        String many = neo4j.refused(ErrorCode.INVALID_INPUT, query, Map.of("ns", NS, "relations", tooMany));
        assertTrue(many.contains(Messages.TOO_MANY_RELATIONS.formatted(Validation.MAX_BATCH, Validation.MAX_BATCH + 1)), many);
        assertEquals(other, neo4j.namespaceSnapshot(OTHER));
    }

    @Test
    void unrelateRemovesOneRelation() {
        relate("a", "b", "SUPPORTS", Map.of());
        relate("a", "b", "RELATED_TO", Map.of());
        String other = neo4j.namespaceSnapshot(OTHER);
        String query = "CALL memlineage.traces.unrelate($ns, $from, $to, $type) YIELD removed RETURN removed";
        assertEquals(1, neo4j.run(query, params("ns", NS, "from", "a", "to", "b", "type", "SUPPORTS")).get(0).get(0).asLong());
        assertEquals(0, neo4j.run(query, params("ns", NS, "from", "a", "to", "b", "type", "SUPPORTS")).get(0).get(0).asLong());
        assertEquals(0, neo4j.run(query, params("ns", NS, "from", "b", "to", "a", "type", "RELATED_TO")).get(0).get(0).asLong(),
                "direction matters");
        assertEquals(1, count("MATCH (:MemCell {namespace: $ns, id: 'a'})-[r:RELATED_TO]->() RETURN count(r)", "ns", NS));
        neo4j.refused(ErrorCode.INVALID_INPUT, query, params("ns", NS, "from", "a", "to", "b", "type", "related_to"));
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, query, params("ns", NS, "from", "a", "to", "ghost", "type", "RELATED_TO"));
        assertEquals(other, neo4j.namespaceSnapshot(OTHER));
    }

    @Test
    void relationsListsTypedRelationsStrongestFirst() {
        relate("a", "b", "SUPPORTS", Map.of("strength", 0.9, "reason", "why"));
        relate("a", "x", "RELATED_TO", Map.of("strength", 0.3));
        relate("y", "a", "CONTRADICTS", Map.of("strength", 0.9, "source", "judge", "by", "judge-1"));
        relate("leaf", "a", "FOLLOWS", Map.of());
        String query = "CALL memlineage.traces.relations($ns, $id, $types, $direction) YIELD type, direction, cell, strength, "
                + "confidence, source, by, reason, at RETURN type, direction, cell.id AS other, strength, source, by, reason, at";
        List<String> both = new ArrayList<>();
        for (Record r : neo4j.run(query, params("ns", NS, "id", "a", "types", null, "direction", "both"))) {
            both.add(r.get("type").asString() + " " + r.get("direction").asString() + " " + r.get("other").asString());
            assertFalse(r.get("at").isNull());
        }
        assertEquals(List.of("SUPPORTS out b", "CONTRADICTS in y", "FOLLOWS in leaf", "RELATED_TO out x"), both,
                "strength desc, then the other cell's id; DERIVED_FROM is not a relation");
        assertEquals(both, neo4j.run(query, params("ns", NS, "id", "a", "types", List.of(), "direction", "both")).stream()
                .map(r -> r.get("type").asString() + " " + r.get("direction").asString() + " " + r.get("other").asString()).toList());
        assertEquals(List.of("b", "x"), neo4j.run(query, params("ns", NS, "id", "a", "types", null, "direction", "out")).stream()
                .map(r -> r.get("other").asString()).toList());
        List<Record> in = neo4j.run(query, params("ns", NS, "id", "a", "types", List.of("CONTRADICTS"), "direction", "in"));
        assertEquals(1, in.size());
        assertEquals(List.of("y", 0.9, "judge", "judge-1"), List.of(in.get(0).get("other").asString(),
                in.get(0).get("strength").asDouble(), in.get(0).get("source").asString(), in.get(0).get("by").asString()));
        assertEquals("why", neo4j.run(query, params("ns", NS, "id", "b", "types", List.of("SUPPORTS"), "direction", "in"))
                .get(0).get("reason").asString());
        assertEquals(4, neo4j.run("CALL memlineage.traces.relations($ns, 'a')", Map.of("ns", NS)).size(), "defaults: all, both");
        neo4j.refused(ErrorCode.INVALID_INPUT, query, params("ns", NS, "id", "a", "types", null, "direction", "up"));
        neo4j.refused(ErrorCode.INVALID_INPUT, query, params("ns", NS, "id", "a", "types", List.of("SUPPORTS", "KNOWS"), "direction", "out"));
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, query, params("ns", NS, "id", "ghost", "types", null, "direction", "out"));
    }

    @Test
    void associationsStayInsideTheirNamespace() {
        String other = neo4j.namespaceSnapshot(OTHER);
        relate("a", "b", "SUPPORTS", Map.of());
        assertEquals(other, neo4j.namespaceSnapshot(OTHER));
        assertEquals(0, neo4j.run("CALL memlineage.traces.relations($ns, 'a')", Map.of("ns", OTHER)).size());
        neo4j.run(RECORD, Map.of("ns", NS, "cells", List.of(cell("only-here", "fact")), "edges", List.of()));
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, RELATE, params("ns", OTHER, "from", "a", "to", "only-here", "type", "SUPPORTS",
                "props", Map.of()));
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, "CALL memlineage.traces.unrelate($ns, 'only-here', 'a', 'SUPPORTS')", Map.of("ns", OTHER));
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, "CALL memlineage.traces.relations($ns, 'only-here')", Map.of("ns", OTHER));
    }

    // ----------------------------------------------------------------------------------------- replace
    private Record replace(String old, Map<String, Object> cell, String reason, boolean invalidate) {
        return neo4j.run(REPLACE + " YIELD cell, superseded, invalidation RETURN cell, superseded, invalidation",
                params("ns", NS, "old", old, "cell", cell, "reason", reason, "by", "alice", "invalidate", invalidate)).get(0);
    }

    @Test
    void replaceRecordsTheNewVersionAndSupersedesTheOldInOneCall() {
        String other = neo4j.namespaceSnapshot(OTHER);
        Record r = replace("a", Map.of("id", "a2", "kind", "fact", "content", "corrected content of a", "importance", 0.7),
                "corrected", false);
        assertEquals("a2", r.get("cell").asNode().get("id").asString());
        assertEquals(0.7, r.get("cell").asNode().get("importance").asDouble());
        assertEquals("a", r.get("superseded").asString());
        assertTrue(r.get("invalidation").isNull());
        Record old = neo4j.run("MATCH (n:MemCell {namespace: $ns, id: 'a2'})-[s:SUPERSEDES]->(o:MemCell {id: 'a'}) "
                + "RETURN o.status AS status, o.base_status AS base, s.reason AS reason, s.by AS by, s.at IS NOT NULL AS at, "
                + "[(n)-[:DERIVED_FROM]->(p) | p.id] AS parents", Map.of("ns", NS)).get(0);
        assertEquals(List.of("superseded", "superseded", "corrected", "alice", true), List.of(old.get("status").asString(),
                old.get("base").asString(), old.get("reason").asString(), old.get("by").asString(), old.get("at").asBoolean()));
        assertEquals(List.of("root"), old.get("parents").asList(), "without a `parents` key: the old version's parents");

        // parents given (even none) replace the default; the old version's descendants are left alone
        r = replace("b", Map.of("id", "b2", "kind", "fact", "content", "b, again", "parents", List.of()), "", false);
        assertEquals(0, count("MATCH (:MemCell {namespace: $ns, id: 'b2'})-[:DERIVED_FROM]->() RETURN count(*)", "ns", NS));
        assertEquals("valid", status("leaf"));
        assertEquals(other, neo4j.namespaceSnapshot(OTHER));
    }

    @Test
    void replaceCanInvalidateTheOldVersionAsInvalidateDoes() {
        String other = neo4j.namespaceSnapshot(OTHER);
        Record r = replace("a", Map.of("id", "a2", "kind", "fact", "content", "the right fact"), "it was wrong", true);
        Map<String, Object> inv = r.get("invalidation").asMap();
        assertEquals(Set.of("invalidation", "cell", "contaminated", "reached", "byDepth"), inv.keySet());
        assertEquals("a", inv.get("cell"));
        assertEquals(1L, inv.get("contaminated"));
        assertEquals(1L, inv.get("reached"));
        assertEquals(List.of(Map.of("depth", 1L, "kind", "llm_output", "cells", 1L)), inv.get("byDepth"));
        assertEquals("invalid", status("a"));
        assertEquals("contaminated", status("leaf"));
        assertEquals("valid", status("a2"));
        Record event = neo4j.run("MATCH (i:Invalidation {namespace: $ns, id: $id})-[:INVALIDATES]->(c) RETURN c.id AS cell, "
                + "i.reason AS reason, i.by AS by, i.active AS active, i.reached AS reached",
                Map.of("ns", NS, "id", inv.get("invalidation"))).get(0);
        assertEquals(List.of("a", "it was wrong", "alice", true, 1L), List.of(event.get("cell").asString(),
                event.get("reason").asString(), event.get("by").asString(), event.get("active").asBoolean(),
                event.get("reached").asLong()));
        // restored, the old version returns to its base status: superseded
        neo4j.run("CALL memlineage.contamination.restore($ns, $inv)", Map.of("ns", NS, "inv", inv.get("invalidation")));
        assertEquals("superseded", status("a"));
        assertEquals("valid", status("leaf"));
        assertEquals(other, neo4j.namespaceSnapshot(OTHER));
    }

    @Test
    void aReplacementBelowATaintedParentIsContaminated() {
        neo4j.run("CALL memlineage.contamination.invalidate($ns, 'root', 'bad input')", Map.of("ns", NS));
        replace("a", Map.of("id", "a2", "kind", "fact", "content", "still below root"), "", false);
        assertEquals("contaminated", status("a2"));
    }

    @Test
    void replaceRefusesBadArgumentsWritingNothing() {
        String other = neo4j.namespaceSnapshot(OTHER);
        Map<String, Object> good = Map.of("id", "a2", "kind", "fact", "content", "new");
        Map<String, Object> p = params("ns", NS, "old", "a", "cell", good, "reason", "why", "by", "alice", "invalidate", false);
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, REPLACE, with(p, "old", "ghost"));
        neo4j.refused(ErrorCode.INVALID_INPUT, REPLACE, with(p, "reason", "", "invalidate", true));
        neo4j.refused(ErrorCode.INVALID_INPUT, REPLACE, with(p, "reason", null, "invalidate", true));
        neo4j.refused(ErrorCode.INVALID_INPUT, REPLACE, with(p, "reason", "x".repeat(2001)));
        neo4j.refused(ErrorCode.INVALID_INPUT, REPLACE, with(p, "by", "x".repeat(257)));
        neo4j.refused(ErrorCode.INVALID_INPUT, REPLACE, with(p, "cell", null));
        neo4j.refused(ErrorCode.INVALID_INPUT, REPLACE, with(p, "cell", Map.of("id", "a2", "kind", "fact", "content", "new", "colour", "red")));
        neo4j.refused(ErrorCode.UNKNOWN_KIND, REPLACE, with(p, "cell", Map.of("id", "a2", "kind", "rumour", "content", "new")));
        neo4j.refused(ErrorCode.INVALID_CONTENT, REPLACE, with(p, "cell", Map.of("id", "a2", "kind", "fact", "content", " ")));
        neo4j.refused(ErrorCode.INVALID_ID, REPLACE, with(p, "cell", Map.of("id", "a 2", "kind", "fact", "content", "new")));
        neo4j.refused(ErrorCode.MISSING_PARENTS, REPLACE, with(p, "cell", Map.of("id", "a2", "kind", "fact", "content", "new",
                "parents", List.of("root", "ghost"))));
        neo4j.refused(ErrorCode.CYCLE, REPLACE, with(p, "cell", Map.of("id", "a2", "kind", "fact", "content", "new", "parents", List.of("a2"))));
        String taken = neo4j.refused(ErrorCode.ID_CONFLICT, REPLACE, with(p, "cell", cell("b", "fact"))); // stored, identical
        assertTrue(taken.contains(Messages.REPLACEMENT_EXISTS.formatted("b", NS)), taken);
        neo4j.refused(ErrorCode.ID_CONFLICT, REPLACE, with(p, "cell", Map.of("id", "b", "kind", "fact", "content", "other")));
        neo4j.refused(ErrorCode.ID_CONFLICT, REPLACE, with(p, "cell", Map.of("id", "a", "kind", "fact", "content", "itself")));

        replace("a", good, "first", false);
        String twice = neo4j.refused(ErrorCode.CELL_STATE, REPLACE, with(p, "cell", Map.of("id", "a3", "kind", "fact", "content", "v3")));
        assertTrue(twice.contains(Messages.ALREADY_SUPERSEDED.formatted("a", NS, " by 'a2'")), twice);
        neo4j.run(RECORD, Map.of("ns", NS, "cells", List.of(Map.of("id", "old", "kind", "fact", "content", "outdated",
                "base_status", "superseded")), "edges", List.of()));
        neo4j.refused(ErrorCode.CELL_STATE, REPLACE, with(p, "old", "old", "cell", Map.of("id", "new", "kind", "fact", "content", "v")));
        // another namespace's cell is not found; the other namespace is untouched
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, REPLACE, with(p, "ns", OTHER, "old", "a2", "cell", Map.of("id", "z", "kind", "fact",
                "content", "z")));
        assertEquals(other, neo4j.namespaceSnapshot(OTHER));
    }

    private static Map<String, Object> with(Map<String, Object> base, Object... keyValues) {
        Map<String, Object> p = new HashMap<>(base);
        for (int i = 0; i < keyValues.length; i += 2) p.put((String) keyValues[i], keyValues[i + 1]);
        return p;
    }

    // ---------------------------------------------------------------------------------------- versions
    @Test
    void versionsWalkTheSupersessionChainBothWays() {
        replace("a", Map.of("id", "a2", "kind", "fact", "content", "v2"), "v2", false);
        replace("a2", Map.of("id", "a3", "kind", "fact", "content", "v3"), "v3", false);
        String query = "CALL memlineage.traces.versions($ns, $id) YIELD cell, offset, at RETURN cell.id AS id, offset, at";
        List<Record> rows = neo4j.run(query, Map.of("ns", NS, "id", "a2"));
        assertEquals(List.of("a:-1", "a2:0", "a3:1"), rows.stream().map(r -> r.get("id").asString() + ":" + r.get("offset").asLong()).toList());
        Map<String, Object> edges = neo4j.run("MATCH (n:MemCell {namespace: $ns})-[s:SUPERSEDES]->(o) "
                + "RETURN collect([o.id, s.at.epochMillis]) AS e", Map.of("ns", NS)).get(0).get("e").asList(v -> v.asList())
                .stream().collect(java.util.stream.Collectors.toMap(l -> (String) l.get(0), l -> l.get(1)));
        assertEquals(edges.get("a"), rows.get(0).get("at").asLong(), "when a was superseded (by a2)");
        assertEquals(edges.get("a2"), rows.get(1).get("at").asLong(), "when a2 was superseded (by a3)");
        assertTrue(rows.get(2).get("at").isNull(), "the newest version");
        assertEquals(List.of("a:0", "a2:1", "a3:2"), neo4j.run(query, Map.of("ns", NS, "id", "a")).stream()
                .map(r -> r.get("id").asString() + ":" + r.get("offset").asLong()).toList());
        assertEquals(List.of("b:0"), neo4j.run(query, Map.of("ns", NS, "id", "b")).stream()
                .map(r -> r.get("id").asString() + ":" + r.get("offset").asLong()).toList());

        // a loop written behind the procedures' back: each version still comes once
        neo4j.run("MATCH (x:MemCell {namespace: $ns, id: 'x'}), (y:MemCell {namespace: $ns, id: 'y'}) "
                + "CREATE (x)-[:SUPERSEDES {at: datetime()}]->(y), (y)-[:SUPERSEDES {at: datetime()}]->(x)", Map.of("ns", NS));
        List<String> loop = neo4j.run(query, Map.of("ns", NS, "id", "x")).stream().map(r -> r.get("id").asString()).toList();
        assertEquals(List.of("x", "y"), loop.stream().sorted().toList());
        assertEquals(0, neo4j.run(query, Map.of("ns", OTHER, "id", "a")).get(0).get("offset").asLong());
        assertEquals(1, neo4j.run(query, Map.of("ns", OTHER, "id", "a")).size(), "the other namespace has no versions of a");
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, query, Map.of("ns", OTHER, "id", "a2"));
    }

    // --------------------------------------------------------------------------------------- conflicts
    private Record open(String a, String b, Map<String, Object> props) {
        return neo4j.run(OPEN, params("ns", NS, "a", a, "b", b, "props", props)).get(0);
    }

    @Test
    void openConflictQueuesOneConflictPerPairAndRelatesItContradicts() {
        String other = neo4j.namespaceSnapshot(OTHER);
        Record first = open("a", "b", Map.of("evidence", "a says 3, b says 4", "confidence", 0.8, "source", "judge", "by", "judge-1"));
        assertTrue(first.get("created").asBoolean());
        Map<String, Object> c = first.get("conflict").asMap();
        assertEquals(CONFLICT_KEYS, c.keySet());
        assertEquals(List.of(NS, "open", "contradiction", "a says 3, b says 4", 0.8, "judge", "judge-1", List.of("a", "b")),
                List.of(c.get("namespace"), c.get("status"), c.get("kind"), c.get("evidence"), c.get("confidence"), c.get("source"),
                        c.get("by"), c.get("cells")));
        assertTrue(((String) c.get("id")).startsWith("cf-"), (String) c.get("id"));
        assertTrue(c.get("at") instanceof Long);
        for (String unset : List.of("rule", "winner", "loser", "resolved_by", "resolved_at", "reason")) assertEquals(null, c.get(unset));
        Record rel = neo4j.run("MATCH (:MemCell {namespace: $ns, id: 'a'})-[r:CONTRADICTS]->(:MemCell {id: 'b'}) "
                + "RETURN r.source AS source, r.confidence AS confidence, r.reason AS reason", Map.of("ns", NS)).get(0);
        assertEquals(List.of("judge", 0.8, "a says 3, b says 4"), List.of(rel.get("source").asString(),
                rel.get("confidence").asDouble(), rel.get("reason").asString()));

        Record again = open("b", "a", Map.of("evidence", "other words"));
        assertFalse(again.get("created").asBoolean());
        assertEquals(c, again.get("conflict").asMap(), "the open conflict between the pair, in either order");
        assertEquals(1, count("MATCH (c:Conflict {namespace: $ns}) RETURN count(c)", "ns", NS));
        assertEquals(1, count("MATCH (:MemCell {namespace: $ns})-[r:CONTRADICTS]->() RETURN count(r)", "ns", NS));

        Record custom = open("a", "leaf", Map.of("id", "conflict-1"));
        assertEquals("conflict-1", custom.get("conflict").asMap().get("id"));
        Record flag = open("x", null, Map.of("kind", "low_confidence", "confidence", 0.3));
        assertEquals(List.of("x"), flag.get("conflict").asMap().get("cells"));
        assertFalse(open("x", null, Map.of("kind", "low_confidence")).get("created").asBoolean());
        assertEquals(0, count("MATCH (:MemCell {namespace: $ns, id: 'x'})-[r:CONTRADICTS]-() RETURN count(r)", "ns", NS));
        assertTrue(((String) flag.get("conflict").asMap().get("id")).compareTo((String) c.get("id")) > 0, "ids are time-ordered");
        assertEquals(other, neo4j.namespaceSnapshot(OTHER));
    }

    @Test
    void openConflictRefusesBadInputWritingNothing() {
        open("a", "b", Map.of("id", "taken"));
        Map<String, Object> p = params("ns", NS, "a", "x", "b", "y", "props", Map.of());
        neo4j.refused(ErrorCode.INVALID_INPUT, OPEN, with(p, "props", Map.of("kind", "quarrel")));
        neo4j.refused(ErrorCode.INVALID_INPUT, OPEN, with(p, "props", Map.of("winner", "x")));
        neo4j.refused(ErrorCode.INVALID_INPUT, OPEN, with(p, "props", Map.of("confidence", 1.2)));
        neo4j.refused(ErrorCode.INVALID_INPUT, OPEN, with(p, "props", Map.of("confidence", Double.NaN)));
        neo4j.refused(ErrorCode.INVALID_INPUT, OPEN, with(p, "props", Map.of("source", "gossip")));
        neo4j.refused(ErrorCode.INVALID_INPUT, OPEN, with(p, "props", Map.of("evidence", "x".repeat(2001))));
        neo4j.refused(ErrorCode.INVALID_INPUT, OPEN, with(p, "props", Map.of("by", "x".repeat(257))));
        neo4j.refused(ErrorCode.INVALID_INPUT, OPEN, with(p, "props", Map.of("id", "taken")));
        neo4j.refused(ErrorCode.INVALID_ID, OPEN, with(p, "props", Map.of("id", "not an id")));
        neo4j.refused(ErrorCode.INVALID_INPUT, OPEN, with(p, "b", "x"));
        neo4j.refused(ErrorCode.INVALID_ID, OPEN, with(p, "b", null)); // a contradiction needs b
        neo4j.refused(ErrorCode.INVALID_INPUT, OPEN, with(p, "props", Map.of("kind", "low_confidence"))); // b must be null
        String missing = neo4j.refused(ErrorCode.CELL_NOT_FOUND, OPEN, with(p, "b", "ghost"));
        assertTrue(missing.contains("\"ids\":[\"ghost\"]"), missing);
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, OPEN, with(p, "a", "ghost", "b", null, "props", Map.of("kind", "low_confidence")));
    }

    @Test
    void resolveSupersedesTheLoserAndClosesTheConflict() {
        String other = neo4j.namespaceSnapshot(OTHER);
        String id = (String) open("a", "b", Map.of()).get("conflict").asMap().get("id");
        String resolve = "CALL memlineage.traces.resolve($ns, $id, $keep, $reason, $by, $rule) YIELD conflict RETURN conflict";
        Map<String, Object> p = params("ns", NS, "id", id, "keep", "b", "reason", "b is newer", "by", "alice", "rule", null);
        neo4j.refused(ErrorCode.INVALID_INPUT, resolve, with(p, "keep", "x"));
        neo4j.refused(ErrorCode.CONFLICT_NOT_FOUND, resolve, with(p, "id", "cf-nope"));
        neo4j.refused(ErrorCode.CONFLICT_NOT_FOUND, resolve, with(p, "ns", OTHER));
        neo4j.refused(ErrorCode.INVALID_INPUT, resolve, with(p, "by", ""));

        Map<String, Object> c = neo4j.run(resolve, p).get(0).get("conflict").asMap();
        assertEquals(List.of("resolved", "b", "a", "review", "alice", "b is newer"), List.of(c.get("status"), c.get("winner"),
                c.get("loser"), c.get("rule"), c.get("resolved_by"), c.get("reason")));
        assertTrue(c.get("resolved_at") instanceof Long);
        assertEquals("superseded", status("a"));
        assertEquals("valid", status("b"));
        Record edge = neo4j.run("MATCH (:MemCell {namespace: $ns, id: 'b'})-[s:SUPERSEDES]->(:MemCell {id: 'a'}) "
                + "RETURN s.reason AS reason, s.by AS by", Map.of("ns", NS)).get(0);
        assertEquals(List.of("b is newer", "alice"), List.of(edge.get("reason").asString(), edge.get("by").asString()));

        String state = neo4j.refused(ErrorCode.CONFLICT_STATE, resolve, p);
        assertTrue(state.contains(Messages.CONFLICT_NOT_OPEN.formatted(id, "resolved")), state);
        neo4j.refused(ErrorCode.CONFLICT_STATE, "CALL memlineage.traces.dismiss($ns, $id, 'no', 'bob')", Map.of("ns", NS, "id", id));
        // a second conflict between the pair may be opened now that the first is closed
        assertTrue(open("a", "b", Map.of()).get("created").asBoolean());

        // a winner the loser already supersedes would close an evolution loop
        String loop = (String) open("x", "y", Map.of()).get("conflict").asMap().get("id");
        neo4j.run("CALL memlineage.traces.supersede($ns, 'x', 'y')", Map.of("ns", NS));
        neo4j.refused(ErrorCode.CELL_STATE, resolve, with(p, "id", loop, "keep", "x"));  // x is an old version now
        Map<String, Object> ruled = neo4j.run(resolve, with(p, "id", loop, "keep", "y", "rule", "newest")).get(0).get("conflict").asMap();
        assertEquals("newest", ruled.get("rule"));

        // a loser superseded meanwhile by a third memory: resolving would branch its SUPERSEDES chain
        neo4j.run(RECORD, Map.of("ns", NS, "cells", List.of(cell("m", "fact"), cell("n", "fact"), cell("o", "fact")),
                "edges", List.of()));
        String branch = (String) open("m", "n", Map.of()).get("conflict").asMap().get("id");
        neo4j.run("CALL memlineage.traces.supersede($ns, 'm', 'o')", Map.of("ns", NS));
        String before = neo4j.snapshot();
        neo4j.refused(ErrorCode.CELL_STATE, resolve, with(p, "id", branch, "keep", "n"));
        assertEquals(before, neo4j.snapshot());
        assertEquals(other, neo4j.namespaceSnapshot(OTHER));
    }

    @Test
    void resolvingALowConfidenceFlagConfirmsTheCell() {
        neo4j.run(RECORD, Map.of("ns", NS, "cells", List.of(Map.of("id", "shaky", "kind", "fact", "content", "maybe",
                "confidence", 0.4)), "edges", List.of()));
        String id = (String) open("shaky", null, Map.of("kind", "low_confidence", "confidence", 0.4)).get("conflict").asMap().get("id");
        Map<String, Object> c = neo4j.run("CALL memlineage.traces.resolve($ns, $id, 'shaky', 'checked', 'alice')",
                Map.of("ns", NS, "id", id)).get(0).get("conflict").asMap();
        assertEquals(List.of("resolved", "shaky", "review"), List.of(c.get("status"), c.get("winner"), c.get("rule")));
        assertEquals(null, c.get("loser"));
        Record cell = neo4j.run("MATCH (c:MemCell {namespace: $ns, id: 'shaky'}) RETURN coalesce(c.confidence, 1.0) AS confidence, "
                + "c.status AS status, EXISTS { (c)-[:SUPERSEDES]-() } AS evolved", Map.of("ns", NS)).get(0);
        assertEquals(1.0, cell.get("confidence").asDouble());
        assertEquals("valid", cell.get("status").asString());
        assertFalse(cell.get("evolved").asBoolean());
    }

    @Test
    void dismissAndTheReviewQueue() throws InterruptedException {
        String first = (String) open("a", "b", Map.of()).get("conflict").asMap().get("id");
        Thread.sleep(2);
        String second = (String) open("x", "y", Map.of()).get("conflict").asMap().get("id");
        Thread.sleep(2);
        String third = (String) open("leaf", null, Map.of("kind", "low_confidence")).get("conflict").asMap().get("id");
        String queue = "CALL memlineage.traces.conflicts($ns, $status) YIELD conflict, cells "
                + "RETURN conflict.id AS id, conflict.status AS status, [c IN cells | c.id] AS cells";
        assertEquals(List.of(third, second, first), neo4j.run(queue, Map.of("ns", NS, "status", "open")).stream()
                .map(r -> r.get("id").asString()).toList(), "newest first");
        assertEquals(List.of("x", "y"), neo4j.run(queue, Map.of("ns", NS, "status", "open")).get(1).get("cells").asList());

        String other = neo4j.namespaceSnapshot(OTHER);
        neo4j.refused(ErrorCode.CONFLICT_NOT_FOUND, "CALL memlineage.traces.dismiss($ns, $id)", Map.of("ns", OTHER, "id", second));
        neo4j.refused(ErrorCode.INVALID_INPUT, "CALL memlineage.traces.dismiss($ns, $id, $reason)", Map.of("ns", NS, "id", second,
                "reason", "x".repeat(2001)));
        Map<String, Object> dismissed = neo4j.run("CALL memlineage.traces.dismiss($ns, $id, 'same thing, said twice', 'bob')",
                Map.of("ns", NS, "id", second)).get(0).get("conflict").asMap();
        assertEquals(List.of("dismissed", "bob", "same thing, said twice"), List.of(dismissed.get("status"),
                dismissed.get("resolved_by"), dismissed.get("reason")));
        assertEquals(null, dismissed.get("winner"));
        assertEquals("valid", status("x"));
        assertEquals("valid", status("y"));
        neo4j.refused(ErrorCode.CONFLICT_STATE, "CALL memlineage.traces.dismiss($ns, $id)", Map.of("ns", NS, "id", second));

        assertEquals(List.of(third, first), neo4j.run(queue, Map.of("ns", NS, "status", "open")).stream()
                .map(r -> r.get("id").asString()).toList());
        assertEquals(List.of(second), neo4j.run(queue, Map.of("ns", NS, "status", "dismissed")).stream()
                .map(r -> r.get("id").asString()).toList());
        assertEquals(0, neo4j.run(queue, Map.of("ns", NS, "status", "resolved")).size());
        assertEquals(List.of(third, second, first), neo4j.run(queue, Map.of("ns", NS, "status", "all")).stream()
                .map(r -> r.get("id").asString()).toList());
        assertEquals(0, neo4j.run(queue, Map.of("ns", OTHER, "status", "all")).size());
        neo4j.refused(ErrorCode.INVALID_INPUT, queue, Map.of("ns", NS, "status", "closed"));
        assertEquals(3, neo4j.run("CALL memlineage.traces.conflicts($ns, 'all')", Map.of("ns", NS)).size());
        assertEquals(other, neo4j.namespaceSnapshot(OTHER));
        assertNotEquals(first, second);
    }
}
