package dev.memlineage.procedures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.driver.Record;
import org.neo4j.driver.exceptions.ClientException;
import org.neo4j.driver.summary.Plan;

/** memlineage.lineage.* and memlineage.contamination.* on a real in-process Neo4j (with APOC). */
@ExtendWith(Neo4jExtension.class)
class LineageProceduresTest {
    private static final String NS = "junit";
    private static final String RECORD = "CALL memlineage.lineage.record($ns, $cells, $edges)";

    private final TestNeo4j neo4j;

    LineageProceduresTest(TestNeo4j neo4j) {
        this.neo4j = neo4j;
    }

    @BeforeEach
    void emptyDatabase() {
        neo4j.reset();
        neo4j.run("CALL memlineage.schema.migrate()");
    }

    private static Map<String, Object> cell(String id, String kind) {
        return Map.of("id", id, "kind", kind, "content", "content of " + id);
    }

    private static Map<String, Object> edge(String child, String parent) {
        return Map.of("child", child, "parent", parent);
    }

    private Record record(List<Map<String, Object>> cells, List<Map<String, Object>> edges) {
        return neo4j.run(RECORD, Map.of("ns", NS, "cells", cells, "edges", edges)).get(0);
    }

    private String status(String id) {
        return neo4j.run("MATCH (c:MemCell {namespace: $ns, id: $id}) RETURN c.status AS s", Map.of("ns", NS, "id", id))
                .get(0).get("s").asString();
    }

    /** root -> a, b -> join -> leaf : a diamond. */
    private void diamond() {
        record(List.of(cell("root", "user_input"), cell("a", "tool_result"), cell("b", "tool_result"),
                        cell("join", "plan"), cell("leaf", "llm_output")),
                List.of(edge("a", "root"), edge("b", "root"), edge("join", "a"), edge("join", "b"), edge("leaf", "join")));
    }

    @Test
    void recordIsAtomicIdempotentAndCounts() {
        Record first = record(List.of(cell("q", "user_input"), cell("r", "tool_result")), List.of(edge("r", "q")));
        assertEquals(2, first.get("created").asLong());
        assertEquals(1, first.get("edges").asLong());
        Record again = record(List.of(cell("q", "user_input")), List.of());
        assertEquals(0, again.get("created").asLong());
        assertEquals(1, again.get("unchanged").asLong());
    }

    @Test
    void parentsInACellMapAreTheSameEdgesAsEdgeMaps() {
        diamond();
        Map<String, Object> leaf = new HashMap<>(cell("leaf", "llm_output"));
        leaf.put("parents", List.of("join", "a", "join")); // repeats count once, as repeated edge maps do
        Map<String, Object> join = new HashMap<>(cell("join", "plan"));
        join.put("parents", List.of("a", "b"));
        neo4j.run(RECORD, Map.of("ns", "other", "cells", List.of(cell("root", "user_input"), cell("a", "tool_result"),
                cell("b", "tool_result"), join, leaf), "edges", List.of(edge("a", "root"), edge("b", "root"))));
        String edges = "MATCH (c:MemCell {namespace: $ns})-[r:DERIVED_FROM]->(p) RETURN c.id + '>' + p.id AS e, "
                + "r.at IS NULL AS recordedWithChild ORDER BY e";
        List<String> withParents = neo4j.run(edges, Map.of("ns", "other")).stream().map(r -> r.get("e").asString()).toList();
        assertEquals(List.of("a>root", "b>root", "join>a", "join>b", "leaf>a", "leaf>join"), withParents);
        assertEquals(List.of("a>root", "b>root", "join>a", "join>b", "leaf>join"),
                neo4j.run(edges, Map.of("ns", NS)).stream().map(r -> r.get("e").asString()).toList());
        assertTrue(neo4j.run(edges, Map.of("ns", "other")).stream().allMatch(r -> r.get("recordedWithChild").asBoolean()),
                "edges recorded with their child carry no `at`");
        record(List.of(), List.of(edge("leaf", "b"))); // lineage added to a stored cell is stamped
        assertFalse(neo4j.run("MATCH (:MemCell {namespace: $ns, id: 'leaf'})-[r:DERIVED_FROM]->(:MemCell {id: 'b'}) "
                + "RETURN r.at IS NULL AS missing", Map.of("ns", NS)).get(0).get("missing").asBoolean());
    }

    @Test
    void conflictingIdUnknownParentAndCycleWriteNothing() {
        record(List.of(cell("q", "user_input")), List.of());
        ClientException conflict = assertThrows(ClientException.class, () -> record(
                List.of(Map.of("id", "q", "kind", "fact", "content", "other"), cell("new1", "fact")), List.of()));
        assertTrue(conflict.getMessage().contains("MemLineage." + ErrorCode.ID_CONFLICT.code() + ":"), conflict.getMessage());

        ClientException missing = assertThrows(ClientException.class, () -> record(
                List.of(cell("new2", "fact")), List.of(edge("new2", "ghost"))));
        assertTrue(missing.getMessage().contains(Messages.MISSING_CELLS.formatted(1, NS, "ghost")), missing.getMessage());

        ClientException cycle = assertThrows(ClientException.class, () -> record(
                List.of(cell("x", "fact"), cell("y", "fact")), List.of(edge("x", "y"), edge("y", "x"))));
        assertTrue(cycle.getMessage().contains("MemLineage." + ErrorCode.CYCLE.code() + ":"), cycle.getMessage());

        assertEquals(1, neo4j.run("MATCH (c:MemCell) RETURN count(c) AS n").get(0).get("n").asLong());
    }

    @Test
    void edgeFromAStoredCellThatClosesACycleIsRefused() {
        diamond();
        ClientException cycle = assertThrows(ClientException.class, () -> record(List.of(), List.of(edge("root", "leaf"))));
        assertTrue(cycle.getMessage().contains("leaf -> join"), cycle.getMessage());
        assertEquals(0, neo4j.run("MATCH (:MemCell {id: 'root'})-[r:DERIVED_FROM]->() RETURN count(r) AS n")
                .get(0).get("n").asLong());
    }



    private static Map<String, Object> with(Map<String, Object> cell, Object... keyValues) {
        Map<String, Object> out = new HashMap<>(cell);
        for (int i = 0; i < keyValues.length; i += 2) out.put((String) keyValues[i], keyValues[i + 1]);
        return out;
    }

    private List<String> links(String ns) {
        return neo4j.run("""
                MATCH (a:MemCell {namespace: $ns})-[r:FOLLOWS|RESULT_OF]->(b:MemCell)
                RETURN a.id + ' ' + type(r) + ' ' + b.id + ' ' + r.source + ' ' + r.strength + ' ' + r.confidence
                       + ' ' + toString(r.at IS NOT NULL) + ' ' + coalesce(r.by, '-') AS link ORDER BY link""", Map.of("ns", ns))
                .stream().map(r -> r.get("link").asString()).toList();
    }

    @Test
    void recordCapturesFollowsAndResultOfInTheSameTransaction() {
        List<Map<String, Object>> step = List.of(cell("ask", "user_input"), with(cell("call", "tool_call"), "follows", "ask"),
                with(cell("result", "tool_result"), "follows", "call", "result_of", "call", "parents", List.of("call")),
                with(cell("answer", "llm_output"), "follows", "result"));
        Record r = record(step, List.of());
        assertEquals(4, r.get("created").asLong());
        assertEquals(1, r.get("edges").asLong(), "capture links are not lineage edges");
        List<String> expected = List.of("answer FOLLOWS result capture 1.0 1.0 true -", "call FOLLOWS ask capture 1.0 1.0 true -",
                "result FOLLOWS call capture 1.0 1.0 true -", "result RESULT_OF call capture 1.0 1.0 true -");
        assertEquals(expected, links(NS));
        record(step, List.of()); // identical again: unchanged, no second link
        assertEquals(expected, links(NS));
        // the same writes stated in Cypher (cypher/reference/lineage/record_write.cypher) give the same links
        List<Map<String, Object>> stored = new ArrayList<>();
        for (Map<String, Object> c : step) {
            stored.add(Map.of("id", c.get("id"), "kind", c.get("kind"), "content", c.get("content"), "status", "valid",
                    "importance", 0.5, "indexed", false, "created_at", java.time.ZonedDateTime.now()));
        }
        java.time.ZonedDateTime at = java.time.ZonedDateTime.now();
        Map<String, Object> reference = new HashMap<>(Map.of("namespace", "reference", "cells", stored,
                "newEdges", List.of(edge("result", "call")), "existingEdges", List.of()));
        reference.put("follows", List.of(Map.of("from", "call", "to", "ask", "at", at), Map.of("from", "result", "to", "call", "at", at),
                Map.of("from", "answer", "to", "result", "at", at)));
        reference.put("resultOf", List.of(Map.of("from", "result", "to", "call", "at", at)));
        neo4j.run(CypherLibrary.query("lineage/record_write"), reference);
        neo4j.run(CypherLibrary.query("lineage/record_write"), with(reference, "cells", List.of(), "newEdges", List.of()));
        assertEquals(links(NS), links("reference"));

        record(List.of(with(cell("next", "llm_reasoning"), "follows", "answer")), List.of()); // a stored cell
        assertEquals(5, links(NS).size());

        String query = RECORD;
        Map<String, Object> ghost = Map.of("ns", NS, "cells", List.of(cell("new1", "fact"), with(cell("new2", "fact"), "follows", "ghost")),
                "edges", List.of());
        String missing = neo4j.refused(ErrorCode.MISSING_PARENTS, query, ghost);
        assertTrue(missing.contains(Messages.MISSING_LINKED.formatted(1, NS, "ghost")), missing);
        neo4j.refused(ErrorCode.MISSING_PARENTS, query, Map.of("ns", NS, "cells", List.of(with(cell("new3", "tool_result"), "result_of",
                "nowhere")), "edges", List.of()));
        neo4j.refused(ErrorCode.INVALID_INPUT, query, Map.of("ns", NS, "cells", List.of(with(cell("new4", "fact"), "follows", "new4")),
                "edges", List.of()));
        neo4j.refused(ErrorCode.INVALID_ID, query, Map.of("ns", NS, "cells", List.of(with(cell("new5", "fact"), "follows", 7)),
                "edges", List.of()));
        // another namespace's cells are not there
        neo4j.refused(ErrorCode.MISSING_PARENTS, query, Map.of("ns", "other", "cells", List.of(with(cell("o1", "fact"), "follows", "ask")),
                "edges", List.of()));
        assertEquals(List.of(), links("other"));
    }

    @Test
    void linkAddsParentsToAStoredCell() {
        diamond();
        record(List.of(cell("x", "fact")), List.of());
        String query = "CALL memlineage.lineage.link($ns, $child, $parents, $by) YIELD edges, contaminated RETURN edges, contaminated";
        Record r = neo4j.run(query, Map.of("ns", NS, "child", "x", "parents", List.of("a", "b", "a"), "by", "linker")).get(0);
        assertEquals(List.of(2L, 0L), List.of(r.get("edges").asLong(), r.get("contaminated").asLong()));
        assertEquals(List.of("a linker true", "b linker true"), neo4j.run("MATCH (:MemCell {namespace: $ns, id: 'x'})-[e:DERIVED_FROM]->(p) "
                + "RETURN p.id + ' ' + e.by + ' ' + toString(e.at IS NOT NULL) AS e ORDER BY e", Map.of("ns", NS))
                .stream().map(x -> x.get("e").asString()).toList());
        r = neo4j.run(query, Map.of("ns", NS, "child", "x", "parents", List.of("a", "root"), "by", "linker")).get(0);
        assertEquals(1, r.get("edges").asLong(), "an edge already there is kept, not counted");
        assertEquals(1, neo4j.run("CALL memlineage.lineage.link($ns, 'leaf', ['x'])", Map.of("ns", NS)).get(0).get("edges").asLong());
    }

    @Test
    void linkBelowATaintedParentContaminatesTheChildAndItsDescendants() {
        diamond();
        record(List.of(cell("x", "fact"), cell("y", "llm_output"), cell("z", "llm_output")),
                List.of(edge("y", "x"), edge("z", "y")));
        String inv = neo4j.run("CALL memlineage.contamination.invalidate($ns, 'b', 'wrong')", Map.of("ns", NS))
                .get(0).get("invalidation").asString();
        neo4j.run("CALL memlineage.contamination.invalidate($ns, 'z', 'also wrong')", Map.of("ns", NS));
        Record r = neo4j.run("CALL memlineage.lineage.link($ns, 'x', ['root', 'b'], 'junit')", Map.of("ns", NS)).get(0);
        assertEquals(2, r.get("edges").asLong());
        assertEquals(2, r.get("contaminated").asLong(), "x and y; z was invalid already");
        assertEquals(List.of("contaminated", "contaminated", "invalid"), List.of(status("x"), status("y"), status("z")));
        List<String> reach = neo4j.run("CALL memlineage.contamination.reach($ns, $inv) YIELD cell RETURN cell.id AS id ORDER BY id",
                Map.of("ns", NS, "inv", inv)).stream().map(x -> x.get("id").asString()).toList();
        assertTrue(reach.containsAll(List.of("x", "y", "z")), reach.toString());
        neo4j.run("CALL memlineage.contamination.restore($ns, $inv)", Map.of("ns", NS, "inv", inv));
        assertEquals(List.of("valid", "valid", "invalid"), List.of(status("x"), status("y"), status("z")));
        // a clean parent contaminates nothing
        assertEquals(0, neo4j.run("CALL memlineage.lineage.link($ns, 'y', ['a'])", Map.of("ns", NS)).get(0).get("contaminated").asLong());
    }

    @Test
    void linkRefusesBadInputWritingNothing() {
        diamond();
        neo4j.run(RECORD, Map.of("ns", "other", "cells", List.of(cell("elsewhere", "fact"), cell("a", "fact")), "edges", List.of()));
        String query = "CALL memlineage.lineage.link($ns, $child, $parents, $by)";
        Map<String, Object> p = Map.of("ns", NS, "child", "leaf", "parents", List.of("b"), "by", "junit");
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, query, with(p, "child", "ghost"));
        String missing = neo4j.refused(ErrorCode.MISSING_PARENTS, query, with(p, "parents", List.of("b", "ghost", "elsewhere")));
        assertTrue(missing.contains(Messages.MISSING_CELLS.formatted(2, NS, "ghost, elsewhere")), missing);
        neo4j.refused(ErrorCode.CYCLE, query, with(p, "parents", List.of("b", "leaf")));
        String cycle = neo4j.refused(ErrorCode.CYCLE, query, with(p, "child", "root", "parents", List.of("leaf")));
        assertTrue(cycle.contains("leaf -> join"), cycle);
        neo4j.refused(ErrorCode.INVALID_INPUT, query, with(p, "by", "x".repeat(257)));
        neo4j.refused(ErrorCode.INVALID_INPUT, query, with(p, "by", ""));
        neo4j.refused(ErrorCode.INVALID_ID, query, with(p, "parents", List.of("not an id")));
        neo4j.refused(ErrorCode.INVALID_INPUT, query, with(p, "ns", "bad namespace"));
        // the other namespace: its own cells only
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, query, with(p, "ns", "other", "child", "leaf"));
        neo4j.refused(ErrorCode.MISSING_PARENTS, query, with(p, "ns", "other", "child", "a", "parents", List.of("root")));
        assertEquals(0, neo4j.run("MATCH (:MemCell {namespace: 'other'})-[r]->() RETURN count(r) AS n").get(0).get("n").asLong());
    }

    @Test
    void descendantsVisitEachCellOnceWithItsShortestDepth() {
        diamond();
        Map<String, Long> depths = neo4j.run("CALL memlineage.lineage.descendants($ns, 'root') YIELD cell, depth "
                        + "RETURN cell.id AS id, depth", Map.of("ns", NS)).stream()
                .collect(Collectors.toMap(r -> r.get("id").asString(), r -> r.get("depth").asLong()));
        assertEquals(Map.of("a", 1L, "b", 1L, "join", 2L, "leaf", 3L), depths);
        assertEquals(2, neo4j.run("CALL memlineage.lineage.ancestors($ns, 'join', 1)", Map.of("ns", NS)).size());
    }

    @Test
    void invalidateContaminatesAndRestoreReevaluates() {
        diamond();
        List<Record> impact = neo4j.run("CALL memlineage.contamination.impact($ns, 'a')", Map.of("ns", NS));
        assertEquals(List.of(1L, 2L), impact.stream().map(r -> r.get("depth").asLong()).toList());

        String invA = neo4j.run("CALL memlineage.contamination.invalidate($ns, 'a', 'wrong', 'junit')", Map.of("ns", NS))
                .get(0).get("invalidation").asString();
        Record b = neo4j.run("CALL memlineage.contamination.invalidate($ns, 'b', 'wrong too')", Map.of("ns", NS)).get(0);
        String invB = b.get("invalidation").asString();
        assertEquals(List.of(0L, 2L), List.of(b.get("contaminated").asLong(), b.get("reached").asLong()),
                "join and leaf were contaminated by a's event already: reached, not newly contaminated");
        assertEquals("contaminated", status("join"));
        neo4j.run("CALL memlineage.contamination.restore($ns, $inv)", Map.of("ns", NS, "inv", invA));
        assertEquals("valid", status("a"));
        assertEquals("contaminated", status("leaf"));
        neo4j.run("CALL memlineage.contamination.restore($ns, $inv)", Map.of("ns", NS, "inv", invB));
        assertEquals("valid", status("leaf"));
        ClientException twice = assertThrows(ClientException.class, () ->
                neo4j.run("CALL memlineage.contamination.restore($ns, $inv)", Map.of("ns", NS, "inv", invB)));
        assertTrue(twice.getMessage().contains(Messages.ALREADY_RESTORED.formatted(invB)), twice.getMessage());
    }

    @Test
    void cellsRecordedBelowATaintedCellAreContaminated() {
        diamond();
        String inv = neo4j.run("CALL memlineage.contamination.invalidate($ns, 'join', 'bad plan')", Map.of("ns", NS))
                .get(0).get("invalidation").asString();
        Record r = record(List.of(cell("late", "llm_output"), cell("later", "llm_output")),
                List.of(edge("late", "leaf"), edge("later", "late")));
        assertEquals(2, r.get("contaminated").asLong());
        assertEquals("contaminated", status("later"));
        Map<String, Object> p = Map.of("ns", NS, "inv", inv);
        String reach = "CALL memlineage.contamination.reach($ns, $inv) YIELD cell, depth RETURN cell.id AS id, depth";
        assertEquals(List.of(List.of("join", 0L), List.of("leaf", 1L), List.of("late", 2L), List.of("later", 3L)),
                neo4j.run(reach, p).stream().map(x -> List.of(x.get("id").asObject(), x.get("depth").asObject())).toList());
        // restored: the reach is frozen on the event; a cell recorded afterwards below it is not reached
        neo4j.run("CALL memlineage.contamination.restore($ns, $inv)", p);
        record(List.of(cell("after", "llm_output")), List.of(edge("after", "later")));
        assertEquals("valid", status("after"));
        assertEquals("valid", status("later"));
        assertEquals(4, neo4j.run(reach, p).size());
        List<Record> history = neo4j.run("CALL memlineage.contamination.history($ns, 'later')", Map.of("ns", NS));
        assertEquals(1, history.size());
        assertEquals(3, history.get(0).get("depth").asLong());
        assertEquals("contaminated", history.get(0).get("role").asString());
        assertFalse(history.get(0).get("active").asBoolean());
        assertEquals(0, neo4j.run("CALL memlineage.contamination.history($ns, 'after')", Map.of("ns", NS)).size());
    }

    @Test
    void namespacesAreNeverCrossed() {
        diamond();
        ClientException e = assertThrows(ClientException.class, () ->
                neo4j.run("CALL memlineage.contamination.invalidate('other', 'a', 'x')"));
        assertTrue(e.getMessage().contains(Messages.CELL_NOT_FOUND.formatted("a", "other")), e.getMessage());
        assertEquals("valid", status("a"));
    }

    @Test
    void reachabilityOnAWideDiamondLatticeIsLinear() {
        // 30 layers x 20 cells, each cell derived from every cell of the layer above: 20^29 paths from
        // the root layer to the bottom. Path enumeration would never finish; the BFS touches each cell once.
        List<Map<String, Object>> cells = new ArrayList<>();
        List<Map<String, Object>> edges = new ArrayList<>();
        cells.add(cell("top", "user_input"));
        for (int layer = 0; layer < 30; layer++) {
            for (int i = 0; i < 20; i++) {
                String id = "n" + layer + "_" + i;
                cells.add(cell(id, "llm_reasoning"));
                if (layer == 0) {
                    edges.add(edge(id, "top"));
                } else {
                    for (int j = 0; j < 20; j++) edges.add(edge(id, "n" + (layer - 1) + "_" + j));
                }
            }
        }
        record(cells, edges);
        Record inv = neo4j.run("CALL memlineage.contamination.invalidate($ns, 'top', 'lattice')", Map.of("ns", NS)).get(0);
        assertEquals(600, inv.get("contaminated").asLong());
        Map<String, Object> params = new HashMap<>(Map.of("namespace", NS, "id", "top", "sampleSize", 0L));
        Plan plan = neo4j.driver().executableQuery("PROFILE " + CypherLibrary.query("contamination/reach"))
                .withParameters(params).execute().summary().profile();
        assertFalse(operators(plan).stream().anyMatch(op -> op.contains("VarLengthExpand(All)")), operators(plan).toString());
    }

    /**
     * impact, invalidate, restore, ancestors and trace walk through the core API; the Cypher files are
     * the readable reference of the same operations. The same random diamond DAG goes into two
     * namespaces; one is driven by the procedures, the other by the reference files; both must agree.
     */
    @Test
    void coreApiWalksAgreeWithTheCypherReference() {
        java.util.Random random = new java.util.Random(7);
        List<Map<String, Object>> cells = new ArrayList<>();
        List<Map<String, Object>> edges = new ArrayList<>();
        String[] kinds = {"tool_result", "llm_reasoning", "fact", "plan"};
        int layers = 12, width = 25;
        for (int layer = 0; layer < layers; layer++) {
            for (int i = 0; i < width; i++) {
                String id = "c" + layer + "_" + i;
                cells.add(cell(id, layer == 0 ? "user_input" : kinds[random.nextInt(kinds.length)]));
                if (layer == 0) continue;
                java.util.Set<Integer> parents = new java.util.TreeSet<>();
                int count = 1 + random.nextInt(3);
                while (parents.size() < count) parents.add(Math.floorMod(i + random.nextInt(5) - 2, width));
                for (int j : parents) edges.add(edge(id, "c" + (layer - 1) + "_" + j));
            }
        }
        String ref = "reference";
        record(cells, edges);
        neo4j.run(RECORD, Map.of("ns", ref, "cells", cells, "edges", edges));

        for (String id : List.of("c0_3", "c2_10", "c6_0", "c11_5")) {
            Map<String, Object> p = Map.of("namespace", NS, "id", id, "sampleSize", 0L, "maxDepth", -1L);
            assertEquals(rows(CypherLibrary.query("contamination/reach"), p, "depth", "kind", "cells"),
                    rows("CALL memlineage.contamination.impact($namespace, $id, 0)", p, "depth", "kind", "cells"), id);
            assertEquals(rows(CypherLibrary.query("lineage/ancestors") .replace("RETURN cell, depth", "RETURN cell.id AS id, depth"), p, "id", "depth"),
                    rows("CALL memlineage.lineage.ancestors($namespace, $id) YIELD cell, depth RETURN cell.id AS id, depth", p, "id", "depth"), id);
            assertEquals(rows(CypherLibrary.query("lineage/descendants").replace("RETURN cell, depth", "RETURN cell.id AS id, depth"), p, "id", "depth"),
                    rows("CALL memlineage.lineage.descendants($namespace, $id) YIELD cell, depth RETURN cell.id AS id, depth", p, "id", "depth"), id);
            for (long maxDepth : List.of(-1L, 3L)) {
                Map<String, Object> q = Map.of("namespace", NS, "id", id, "maxDepth", maxDepth);
                String shape = " RETURN [n IN nodes | n.id] AS nodes, [r IN relationships | startNode(r).id + '>' + endNode(r).id] AS rels, "
                        + "[n IN roots | n.id] AS roots";
                Record viaCypher = neo4j.run(CypherLibrary.query("lineage/trace").replaceFirst("RETURN start, nodes", "WITH start, nodes")
                        .replace("AS roots", "AS roots" + shape), q).get(0);
                Record viaJava = neo4j.run("CALL memlineage.lineage.trace($namespace, $id, $maxDepth) YIELD nodes, relationships, roots"
                        + shape, q).get(0);
                for (String key : List.of("nodes", "rels", "roots")) {
                    assertEquals(new java.util.TreeSet<>(viaCypher.get(key).asList()), new java.util.TreeSet<>(viaJava.get(key).asList()),
                            id + " trace " + key + " depth " + maxDepth);
                }
                // traceCells: the same cells (every column equal to the node's property), edges and roots as plain values
                Record asLists = neo4j.run("CALL memlineage.lineage.traceCells($namespace, $id, $maxDepth) YIELD cell, cells, depths, edges, "
                        + "roots, columns RETURN cell, [c IN cells | c[0]] AS nodes, [e IN edges | e[0] + '>' + e[1]] AS rels, "
                        + "roots, cells, depths, columns", q).get(0);
                assertEquals(id, asLists.get("cell").asString());
                // each cell's depth is its distance in memlineage.lineage.ancestors (0 for the traced cell)
                Map<Object, Object> expectedDepths = new java.util.HashMap<>(Map.of(id, 0L));
                for (Record r : neo4j.run("CALL memlineage.lineage.ancestors($namespace, $id, $maxDepth) YIELD cell, depth "
                        + "RETURN cell.id AS id, depth", q)) expectedDepths.put(r.get("id").asString(), r.get("depth").asLong());
                List<Object> tracedIds = asLists.get("nodes").asList(v -> v.asObject());
                List<Object> tracedDepths = asLists.get("depths").asList(v -> v.asObject());
                Map<Object, Object> actualDepths = new java.util.HashMap<>();
                for (int i = 0; i < tracedIds.size(); i++) actualDepths.put(tracedIds.get(i), tracedDepths.get(i));
                assertEquals(expectedDepths, actualDepths, id + " traceCells depths, depth " + maxDepth);
                for (String key : List.of("nodes", "rels", "roots")) {
                    assertEquals(new java.util.TreeSet<>(viaJava.get(key).asList()), new java.util.TreeSet<>(asLists.get(key).asList()),
                            id + " traceCells " + key + " depth " + maxDepth);
                }
                List<String> columns = asLists.get("columns").asList(v -> v.asString());
                assertEquals(List.of(LineageProcedures.CELL_COLUMNS), columns);
                for (var row : asLists.get("cells").asList(v -> v.asList())) {
                    Record node = neo4j.run("MATCH (c:MemCell {namespace: $ns, id: $id}) RETURN properties(c) AS p, "
                            + "c.created_at.epochMillis AS created", Map.of("ns", NS, "id", row.get(0))).get(0);
                    Map<String, Object> props = node.get("p").asMap();
                    for (int i = 0; i < columns.size(); i++) {
                        Object expected = columns.get(i).equals("created_at") ? node.get("created").asObject() : props.get(columns.get(i));
                        assertEquals(expected, row.get(i), row.get(0) + "." + columns.get(i));
                    }
                }
            }
        }

        // invalidate c1_4 and c2_11 (overlapping closures), then restore the first: same statuses and depths
        String first = neo4j.run("CALL memlineage.contamination.invalidate($ns, 'c1_4', 'wrong')", Map.of("ns", NS))
                .get(0).get("invalidation").asString();
        neo4j.run("CALL memlineage.contamination.invalidate($ns, 'c2_11', 'wrong too')", Map.of("ns", NS));
        String invalidate = CypherLibrary.query("contamination/invalidate");
        neo4j.run(invalidate, Map.of("namespace", ref, "id", "c1_4", "reason", "wrong", "by", "junit", "invalidationId", "ref-1"));
        neo4j.run(invalidate, Map.of("namespace", ref, "id", "c2_11", "reason", "wrong too", "by", "junit", "invalidationId", "ref-2"));
        assertEquals(state(ref, false), state(NS, true));
        neo4j.run("CALL memlineage.contamination.restore($ns, $inv)", Map.of("ns", NS, "inv", first));
        neo4j.run(CypherLibrary.query("contamination/restore"),
                Map.of("namespace", ref, "invalidationId", "ref-1", "by", "junit", "reason", ""));
        assertEquals(state(ref, false), state(NS, true));
        assertTrue(state(NS, true).containsValue("contaminated"));
        assertTrue(state(NS, true).containsValue("valid"));
        // a cell recorded below a contaminated one, then the second restore: both ways agree again
        record(List.of(cell("late", "llm_output")), List.of(edge("late", "c11_5")));
        neo4j.run(RECORD, Map.of("ns", ref, "cells", List.of(cell("late", "llm_output")), "edges", List.of(edge("late", "c11_5"))));
        assertEquals(state(ref, false), state(NS, true));
        String second = neo4j.run("MATCH (i:Invalidation {namespace: $ns, active: true}) RETURN i.id AS id", Map.of("ns", NS))
                .get(0).get("id").asString();
        neo4j.run("CALL memlineage.contamination.restore($ns, $inv)", Map.of("ns", NS, "inv", second));
        neo4j.run(CypherLibrary.query("contamination/restore"),
                Map.of("namespace", ref, "invalidationId", "ref-2", "by", "junit", "reason", ""));
        assertEquals(state(ref, false), state(NS, true));
        assertFalse(state(NS, true).containsValue("contaminated"));
    }

    private List<List<Object>> rows(String query, Map<String, Object> params, String... columns) {
        List<List<Object>> out = new ArrayList<>();
        for (Record r : neo4j.run(query, params)) {
            List<Object> row = new ArrayList<>();
            for (String c : columns) row.add(r.get(c).asObject());
            out.add(row);
        }
        out.sort(java.util.Comparator.comparing(Object::toString));
        return out;
    }

    /**
     * id -> status for every cell of one namespace, and for each invalidation (by the cell it targets,
     * whether active) its reach as sorted "id:depth" — through the procedures or the reference files.
     */
    private Map<String, String> state(String ns, boolean procedures) {
        Map<String, String> out = new java.util.TreeMap<>();
        for (Record r : neo4j.run("MATCH (c:MemCell {namespace: $ns}) RETURN c.id AS id, c.status AS status", Map.of("ns", ns))) {
            out.put(r.get("id").asString(), r.get("status").asString());
        }
        for (Record e : neo4j.run("MATCH (i:Invalidation {namespace: $ns}) RETURN i.id AS id, i.cell_id AS cell, i.active AS active",
                Map.of("ns", ns))) {
            Map<String, Object> p = Map.of("namespace", ns, "invalidationId", e.get("id").asString());
            String query = procedures
                    ? "CALL memlineage.contamination.reach($namespace, $invalidationId) YIELD cell, depth RETURN cell, depth"
                    : CypherLibrary.query("contamination/reached");
            List<String> reach = new ArrayList<>();
            for (Record r : neo4j.run(query, p)) reach.add(r.get("cell").asNode().get("id").asString() + ":" + r.get("depth").asLong());
            java.util.Collections.sort(reach);
            out.put("event on " + e.get("cell").asString() + (e.get("active").asBoolean() ? " active" : " restored"), reach.toString());
        }
        return out;
    }

    private static List<String> operators(Plan plan) {
        List<String> ops = new ArrayList<>(List.of(plan.operatorType()));
        for (Plan child : plan.children()) ops.addAll(operators(child));
        return ops;
    }
}
