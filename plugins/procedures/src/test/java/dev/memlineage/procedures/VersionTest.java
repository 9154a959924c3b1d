package dev.memlineage.procedures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(Neo4jExtension.class)
class VersionTest {
    @Test
    void versionIsTheMavenProjectVersion(TestNeo4j neo4j) {
        String expected = System.getProperty("memlineage.expectedVersion");
        assertNotNull(expected, "surefire passes memlineage.expectedVersion = ${project.version}");
        assertEquals(expected, neo4j.run("RETURN memlineage.version() AS v").get(0).get("v").asString());
    }
}
