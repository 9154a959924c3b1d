package dev.memlineage.procedures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.driver.Record;

/**
 * memlineage.recall.record: the client ranks with rankRead (perhaps in several rounds) and records the recall on
 * its own, in the background. It writes what rank's recording writes (one code path), once per retrieval id, and
 * nothing when refused; the same ids in another namespace are never touched.
 */
@ExtendWith(Neo4jExtension.class)
class RecallRecordTest {
    private static final String NS = "record";
    private static final String OTHER = "record-other";
    private static final String RECORD = "CALL memlineage.recall.record($ns, $retrieval, $hits, $about) YIELD retrieval, recorded "
            + "RETURN retrieval, recorded";
    private static final long AS_OF = 4_102_444_800_000L; // 2100-01-01: every cell exists then

    private final TestNeo4j neo4j;

    RecallRecordTest(TestNeo4j neo4j) {
        this.neo4j = neo4j;
    }

    @BeforeEach
    void cells() {
        neo4j.reset();
        neo4j.run("CALL memlineage.schema.migrate()");
        for (String ns : List.of(NS, OTHER)) {
            neo4j.run("CALL memlineage.lineage.record($ns, [{id: 'task', kind: 'task', content: 'plan a hike'}, "
                    + "{id: 'hip', kind: 'constraint', content: 'no long hikes', parents: ['task']}, "
                    + "{id: 'r1', kind: 'tool_result', content: 'Alpine hike 1', parents: ['task']}, "
                    + "{id: 'r2', kind: 'tool_result', content: 'Alpine hike 2', parents: ['task']}])", Map.of("ns", ns));
        }
        neo4j.run("CALL memlineage.lineage.record($ns, [{id: 'only_there', kind: 'fact', content: 'x'}])", Map.of("ns", OTHER));
    }

    private static final List<Map<String, Object>> CANDIDATES = List.of(
            Map.of("id", "hip", "semantic", 0.5, "distance", 1L, "routes", List.of("lineage", "standing")),
            Map.of("id", "r1", "semantic", 0.8, "routes", List.of("semantic")),
            Map.of("id", "r2", "semantic", 0.75, "keyword", 0.25, "routes", List.of("keyword", "semantic")));

    private Map<String, Object> options(boolean record) {
        return new HashMap<>(Map.of("k", 3L, "record", record, "query", "hiking day", "task", "task", "preset", "balanced",
                "asOf", AS_OF, "weights", Map.of("semantic", 0.7, "lineage", 0.2, "importance", 0.1)));
    }

    /** Rank's rows as record's hits. */
    private static List<Map<String, Object>> hits(List<Record> rows) {
        List<Map<String, Object>> hits = new ArrayList<>();
        for (Record r : rows) {
            hits.add(Map.of("id", r.get("cell").asMap().get("id"), "rank", r.get("rank").asLong(), "score", r.get("score").asDouble(),
                    "components", r.get("components").asMap(), "routes", r.get("routes").asList()));
        }
        return hits;
    }

    private static final Map<String, Object> ABOUT = Map.of("query", "hiking day", "task", "task", "preset", "balanced",
            "k", 3L, "asOf", AS_OF);

    /** A retrieval as stored: its properties but id and at, and per cell its RETRIEVED edge's properties. */
    private String stored(String retrieval) {
        Record r = neo4j.run("MATCH (x:Retrieval {namespace: $ns, id: $id}) RETURN properties(x) AS p, "
                + "COLLECT { MATCH (x)-[e:RETRIEVED]->(c) RETURN [c.id, properties(e)] } AS edges",
                Map.of("ns", NS, "id", retrieval)).get(0);
        Map<String, Object> p = new TreeMap<>(r.get("p").asMap());
        p.remove("id");
        p.remove("at");
        Map<String, Object> edges = new TreeMap<>();
        for (Object e : r.get("edges").asList()) edges.put((String) ((List<?>) e).get(0), new TreeMap<>((Map<?, ?>) ((List<?>) e).get(1)));
        return p + " " + edges;
    }

    private long usage(String id) {
        return neo4j.run("MATCH (c:MemCell {namespace: $ns, id: $id}) RETURN coalesce(c.usage_count, 0) AS n",
                Map.of("ns", NS, "id", id)).get(0).get("n").asLong();
    }

    @Test
    void recordWritesWhatRanksOwnRecordingWritesOnceAndTheRetrievalTakesFeedback() {
        List<Record> ranked = neo4j.run("CALL memlineage.recall.rank($ns, $candidates, $options)",
                Map.of("ns", NS, "candidates", CANDIDATES, "options", options(true)));
        String byRank = ranked.get(0).get("retrieval").asString();
        List<Record> read = neo4j.run("CALL memlineage.recall.rankRead($ns, $candidates, $options)",
                Map.of("ns", NS, "candidates", CANDIDATES, "options", options(false)));
        String other = neo4j.namespaceSnapshot(OTHER);

        String id = "ret-" + java.util.UUID.randomUUID();
        Record first = neo4j.run(RECORD, Map.of("ns", NS, "retrieval", id, "hits", hits(read), "about", ABOUT)).get(0);
        assertEquals(id, first.get("retrieval").asString());
        assertEquals(3, first.get("recorded").asLong());
        assertEquals(stored(byRank), stored(id), "the same Retrieval and RETRIEVED edges as rank's recording");
        for (String cell : List.of("hip", "r1", "r2")) assertEquals(2, usage(cell), cell + ": once by rank, once by record");
        assertEquals(List.of(true, true, true), neo4j.run("MATCH (x:Retrieval {namespace: $ns, id: $id})-[:RETRIEVED]->(c) "
                + "RETURN collect(c.last_used_at = x.at) AS used", Map.of("ns", NS, "id", id)).get(0).get("used").asList(),
                "last_used_at: the retrieval's time");

        // a retry writes nothing and returns the retrieval
        String before = neo4j.snapshot();
        Record again = neo4j.run(RECORD, Map.of("ns", NS, "retrieval", id, "hits", hits(read), "about", ABOUT)).get(0);
        assertEquals(id, again.get("retrieval").asString());
        assertEquals(0, again.get("recorded").asLong());
        assertEquals(before, neo4j.snapshot());
        assertEquals(other, neo4j.namespaceSnapshot(OTHER), "another namespace is never touched");

        // feedback and usage see it as any recorded recall
        neo4j.run("CALL memlineage.recall.feedback($ns, $id, 'hip', 1.0, 'alice')", Map.of("ns", NS, "id", id));
        assertTrue(neo4j.run("CALL memlineage.recall.usage($ns, 'hip') YIELD retrieval RETURN collect(retrieval) AS r",
                Map.of("ns", NS)).get(0).get("r").asList().contains(id));

        // defaults: query '', preset 'custom', k = the number of hits, no as_of; nothing asked: nothing recorded
        String bare = "ret-bare";
        neo4j.run(RECORD, Map.of("ns", NS, "retrieval", bare, "hits", List.of(Map.of("id", "r1", "rank", 1L, "score", 0.5)),
                "about", Map.of()));
        assertEquals(Map.of("namespace", NS, "id", bare, "query", "", "preset", "custom", "k", 1L), neo4j.run(
                "MATCH (x:Retrieval {namespace: $ns, id: $id}) RETURN x {.*, at: null} AS p", Map.of("ns", NS, "id", bare))
                .get(0).get("p").asMap().entrySet().stream().filter(e -> e.getValue() != null)
                .collect(java.util.stream.Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue)));
        before = neo4j.snapshot();
        Record empty = neo4j.run(RECORD, Map.of("ns", NS, "retrieval", "ret-empty", "hits", List.of(), "about", ABOUT)).get(0);
        assertTrue(empty.get("retrieval").isNull());
        assertEquals(0, empty.get("recorded").asLong());
        assertEquals(before, neo4j.snapshot());
    }

    @Test
    void refusedRecordsWriteNothing() {
        Map<String, Object> hit = Map.of("id", "hip", "rank", 1L, "score", 0.5, "components", Map.of("semantic", 0.5),
                "routes", List.of("standing"));
        Map<String, Object> p = Map.of("ns", NS, "retrieval", "ret-1", "hits", List.of(hit), "about", ABOUT);

        String message = neo4j.refused(ErrorCode.CELL_NOT_FOUND, RECORD, with(p, "hits", List.of(hit,
                with(hit, "id", "nope", "rank", 2L), with(hit, "id", "only_there", "rank", 3L))));
        assertTrue(message.contains("nope") && message.contains("only_there"), "names every missing cell: " + message);
        neo4j.refused(ErrorCode.INVALID_ID, RECORD, with(p, "retrieval", "not an id"));
        neo4j.refused(ErrorCode.INVALID_ID, RECORD, with(p, "hits", List.of(with(hit, "id", "bad id"))));
        for (Map<String, Object> bad : List.of(with(hit, "rank", 0L), with(hit, "rank", 1.5), with(hit, "score", "high"),
                with(hit, "score", Double.NaN), with(hit, "components", Map.of("rank", 1.0)), with(hit, "components", Map.of("semantic", "x")),
                with(hit, "components", List.of()), with(hit, "routes", "standing"), with(hit, "routes", List.of(1L)),
                with(hit, "extra", 1L))) {
            neo4j.refused(ErrorCode.INVALID_INPUT, RECORD, with(p, "hits", List.of(bad)));
        }
        neo4j.refused(ErrorCode.INVALID_INPUT, RECORD, with(p, "hits", List.of(hit, with(hit, "rank", 2L))));
        neo4j.refused(ErrorCode.INVALID_INPUT, RECORD, with(p, "hits", List.of(with(hit, "rank", 2L), with(hit, "id", "r1"))));
        for (Map<String, Object> about : List.of(with(ABOUT, "k", 0L), with(ABOUT, "k", 1001L), with(ABOUT, "asOf", "yesterday"),
                with(ABOUT, "query", 5L), with(ABOUT, "when", 1L))) {
            neo4j.refused(ErrorCode.INVALID_INPUT, RECORD, with(p, "about", about));
        }
        neo4j.refused(ErrorCode.INVALID_INPUT, RECORD, with(p, "ns", "bad namespace"));
        List<Map<String, Object>> many = new ArrayList<>();
        for (int i = 1; i <= 1001; i++) many.add(with(hit, "id", "c" + i, "rank", (long) i));
        neo4j.refused(ErrorCode.INVALID_INPUT, RECORD, with(p, "hits", many));
        assertEquals(0, neo4j.run("MATCH (x:Retrieval) RETURN count(x) AS n").get(0).get("n").asLong());
    }

    private static Map<String, Object> with(Map<String, Object> base, Object... keyValues) {
        Map<String, Object> out = new HashMap<>(base);
        for (int i = 0; i < keyValues.length; i += 2) out.put((String) keyValues[i], keyValues[i + 1]);
        return out;
    }
}
