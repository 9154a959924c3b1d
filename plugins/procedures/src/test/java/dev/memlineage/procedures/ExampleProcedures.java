package dev.memlineage.procedures;

import java.util.Map;
import java.util.stream.Stream;
import org.neo4j.procedure.Description;
import org.neo4j.procedure.Mode;
import org.neo4j.procedure.Name;
import org.neo4j.procedure.Procedure;

/**
 * Test-only example of the pattern for procedure families whose body is a Cypher file: the body is
 * src/test/resources/memlineage/cypher/test/neighbours.cypher. Named test.memlineage.* so that it
 * stays out of the plugin's signature snapshot.
 */
public class ExampleProcedures extends CypherProcedures {
    public record ParentResult(
            @Description("Id of the parent cell.") String id,
            @Description("Kind of the parent cell.") String kind) {
        static ParentResult from(Map<String, Object> row) {
            return new ParentResult((String) row.get("id"), (String) row.get("kind"));
        }
    }

    @Procedure(name = "test.memlineage.parents", mode = Mode.READ)
    @Description("Test-only: the cells a cell was derived from.")
    public Stream<ParentResult> parents(
            @Name(value = "namespace", description = "Namespace of the cell.") String namespace,
            @Name(value = "id", description = "Id of the cell.") String id) {
        return run("test/neighbours", Map.of("namespace", namespace, "id", id), ParentResult::from);
    }
}
