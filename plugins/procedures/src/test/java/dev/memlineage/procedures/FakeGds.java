package dev.memlineage.procedures;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Transaction;
import org.neo4j.procedure.Context;
import org.neo4j.procedure.Description;
import org.neo4j.procedure.Mode;
import org.neo4j.procedure.Name;
import org.neo4j.procedure.Procedure;
import org.neo4j.procedure.UserAggregationFunction;
import org.neo4j.procedure.UserAggregationResult;
import org.neo4j.procedure.UserAggregationUpdate;
import org.neo4j.procedure.UserFunction;

/**
 * Test-only stand-ins for the four Graph Data Science calls cypher/plugin/importance/*.cypher makes
 * ({@code gds.graph.project} as a Cypher aggregation, {@code gds.pageRank.stream}, {@code gds.util.asNode},
 * {@code gds.graph.drop}), so that JUnit runs memlineage.importance.refresh end to end: GDS itself is not on
 * the test classpath (the server loads it from plugins/dist). The PageRank is the textbook one GDS
 * computes (score = (1 - d) + d * sum of in-neighbours' score / out-degree, fixed iterations); scores need
 * not match GDS to the last digit, since the tests check the blend, not PageRank.
 */
public class FakeGds {
    private record Graph(Set<Long> nodes, List<long[]> edges) {}

    private static final Map<String, Graph> GRAPHS = new ConcurrentHashMap<>();

    @Context
    public Transaction tx;

    public record Score(@Description("Node id.") long nodeId, @Description("PageRank.") double score) {}

    public record Dropped(@Description("Name of the dropped graph.") String graphName) {}

    /** Collects (source, target) pairs into a named in-memory graph. */
    public static class Projection {
        private final Set<Long> nodes = new LinkedHashSet<>();
        private final List<long[]> edges = new ArrayList<>();
        private String name;

        @UserAggregationUpdate
        @SuppressWarnings("deprecation")
        public void update(@Name("graphName") String graphName, @Name("sourceNode") Node source,
                           @Name(value = "targetNode", defaultValue = "null") Node target) {
            name = graphName;
            nodes.add(source.getId());
            if (target != null) {
                nodes.add(target.getId());
                edges.add(new long[] {source.getId(), target.getId()});
            }
        }

        @UserAggregationResult
        public Map<String, Object> result() {
            if (name == null) return null; // no rows: nothing projected
            GRAPHS.put(name, new Graph(nodes, edges));
            return Map.of("graphName", name, "nodeCount", (long) nodes.size(), "relationshipCount", (long) edges.size());
        }
    }

    @UserAggregationFunction(name = "gds.graph.project")
    @Description("Test stand-in for GDS's Cypher projection.")
    public Projection project() {
        return new Projection();
    }

    @Procedure(name = "gds.pageRank.stream", mode = Mode.READ)
    @Description("Test stand-in for GDS PageRank (stream mode).")
    public Stream<Score> pageRank(@Name("graphName") String graphName,
                                  @Name(value = "configuration", defaultValue = "{}") Map<String, Object> configuration) {
        Graph g = GRAPHS.get(graphName);
        if (g == null) throw new IllegalArgumentException("no graph " + graphName);
        double d = ((Number) configuration.getOrDefault("dampingFactor", 0.85)).doubleValue();
        long iterations = ((Number) configuration.getOrDefault("maxIterations", 20L)).longValue();
        Map<Long, Integer> outDegree = new HashMap<>();
        for (long[] e : g.edges()) outDegree.merge(e[0], 1, Integer::sum);
        Map<Long, Double> score = new HashMap<>();
        for (long n : g.nodes()) score.put(n, 1 - d);
        for (int i = 0; i < iterations; i++) {
            Map<Long, Double> next = new HashMap<>();
            for (long n : g.nodes()) next.put(n, 1 - d);
            for (long[] e : g.edges()) next.merge(e[1], d * score.get(e[0]) / outDegree.get(e[0]), Double::sum);
            score = next;
        }
        return score.entrySet().stream().map(e -> new Score(e.getKey(), e.getValue()));
    }

    @UserFunction(name = "gds.util.asNode")
    @Description("Test stand-in: the node of a node id.")
    @SuppressWarnings("deprecation")
    public Node asNode(@Name("nodeId") long nodeId) {
        return tx.getNodeById(nodeId);
    }

    @Procedure(name = "gds.graph.drop", mode = Mode.READ)
    @Description("Test stand-in: forget a projected graph.")
    public Stream<Dropped> drop(@Name("graphName") String graphName,
                                @Name(value = "failIfMissing", defaultValue = "true") boolean failIfMissing) {
        Graph removed = GRAPHS.remove(graphName);
        if (removed == null && failIfMissing) throw new IllegalArgumentException("no graph " + graphName);
        return Stream.of(new Dropped(graphName));
    }

    /** How many projections are alive (refresh must drop its own, also when it fails). */
    static int live() {
        return GRAPHS.size();
    }
}
