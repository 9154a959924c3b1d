package dev.memlineage.procedures;

import static java.util.Map.entry;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.procedure.Procedure;
import org.neo4j.procedure.UserFunction;

/**
 * The mode of every procedure, decided here one by one: a procedure that only reads is {@code READ}
 * (callable in read transactions and on read replicas), one that writes is {@code WRITE} or
 * {@code SCHEMA}. A new procedure fails this test until its line is added.
 */
@ExtendWith(Neo4jExtension.class)
class ProcedureModesTest {
    static final Map<String, String> MODES = Map.ofEntries(
            entry("memlineage.check.graph", "READ"),
            entry("memlineage.check.repairStatuses", "WRITE"),
            entry("memlineage.contamination.history", "READ"),
            entry("memlineage.contamination.impact", "READ"), // the dry run of invalidate
            entry("memlineage.contamination.invalidate", "WRITE"),
            entry("memlineage.contamination.reach", "READ"),
            entry("memlineage.contamination.restore", "WRITE"),
            entry("memlineage.erase.cells", "WRITE"), // tombstones memories (and may invalidate from them)
            entry("memlineage.erase.namespace", "WRITE"), // one batch of a tenant's removal
            entry("memlineage.importance.refresh", "WRITE"),
            entry("memlineage.lifecycle.archive", "WRITE"),
            entry("memlineage.lifecycle.consolidate", "WRITE"),
            entry("memlineage.lifecycle.endTask", "WRITE"),
            entry("memlineage.lifecycle.forget", "WRITE"), // archives unless dryRun: one signature for both
            entry("memlineage.lifecycle.startTask", "WRITE"),
            entry("memlineage.lifecycle.unarchive", "WRITE"),
            entry("memlineage.lineage.ancestors", "READ"),
            entry("memlineage.lineage.children", "READ"),
            entry("memlineage.lineage.descendants", "READ"),
            entry("memlineage.lineage.get", "READ"),
            entry("memlineage.lineage.getAsOf", "READ"), // the status as it was: computed, never stored
            entry("memlineage.lineage.link", "WRITE"),
            entry("memlineage.lineage.parents", "READ"),
            entry("memlineage.lineage.record", "WRITE"),
            entry("memlineage.lineage.trace", "READ"),
            entry("memlineage.lineage.traceCells", "READ"),
            entry("memlineage.meta.errors", "READ"),
            entry("memlineage.recall.feedback", "WRITE"),
            entry("memlineage.recall.neighbourhood", "READ"),
            entry("memlineage.recall.outcome", "WRITE"), // counts, usefulness, co-use relations, the undo log
            entry("memlineage.recall.rank", "WRITE"), // records a (:Retrieval) unless options.record is false
            entry("memlineage.recall.rankRead", "READ"), // rank without the recording: served by secondaries
            entry("memlineage.recall.neighbourhoodRank", "READ"), // neighbourhood + rankRead in one call, never records
            entry("memlineage.recall.copyEmbeddings", "WRITE"), // the cells' embedding copies
            entry("memlineage.recall.record", "WRITE"), // the recording of a recall ranked with rankRead
            entry("memlineage.recall.usage", "READ"),
            entry("memlineage.repair.apply", "WRITE"), // a replay's new versions, superseding the old ones
            entry("memlineage.repair.plan", "READ"),
            entry("memlineage.schema.migrate", "SCHEMA"), // index commands are refused under WRITE
            entry("memlineage.schema.status", "READ"),
            entry("memlineage.stats.namespace", "READ"),
            entry("memlineage.traces.conflicts", "READ"),
            entry("memlineage.traces.dismiss", "WRITE"),
            entry("memlineage.traces.openConflict", "WRITE"), // also relates the pair CONTRADICTS
            entry("memlineage.traces.relate", "WRITE"),
            entry("memlineage.traces.relateAll", "WRITE"),
            entry("memlineage.traces.relations", "READ"),
            entry("memlineage.traces.replace", "WRITE"), // records, supersedes and may invalidate in one transaction
            entry("memlineage.traces.resolve", "WRITE"), // supersedes the loser (or confirms a low-confidence cell)
            entry("memlineage.traces.supersede", "WRITE"),
            entry("memlineage.traces.unrelate", "WRITE"),
            entry("memlineage.traces.versions", "READ"));

    @Test
    void everyProcedureHasTheModeDecidedForIt(TestNeo4j neo4j) {
        Map<String, String> actual = new TreeMap<>();
        neo4j.run("SHOW PROCEDURES YIELD name, mode WHERE name STARTS WITH 'memlineage.' RETURN name, mode")
                .forEach(r -> actual.put(r.get("name").asString(), r.get("mode").asString()));
        assertEquals(new TreeMap<>(MODES), actual,
                "a procedure's mode differs from the table in ProcedureModesTest, or a procedure is missing from it");
    }

    /** One class per family: memlineage.lineage.* in one class, memlineage.recall.* in another, ... */
    @Test
    void eachClassServesOneFamilyAndEachFamilyOneClass() throws Exception {
        Map<String, String> classOfFamily = new TreeMap<>();
        for (Class<?> cls : TestNeo4j.pluginClasses(CypherLibrary.class)) {
            Set<String> families = new TreeSet<>();
            for (Method method : cls.getDeclaredMethods()) {
                Procedure procedure = method.getAnnotation(Procedure.class);
                UserFunction function = method.getAnnotation(UserFunction.class);
                String name = procedure != null ? procedure.name() : function != null ? function.name() : null;
                if (name != null) families.add(name.substring(0, name.lastIndexOf('.')));
            }
            assertTrue(families.size() <= 1, cls.getSimpleName() + " serves several families: " + families);
            for (String family : families) {
                String other = classOfFamily.put(family, cls.getSimpleName());
                assertTrue(other == null, family + ".* is split between " + other + " and " + cls.getSimpleName());
            }
        }
        assertEquals("MetaProcedures", classOfFamily.get("memlineage.meta"));
    }
}
