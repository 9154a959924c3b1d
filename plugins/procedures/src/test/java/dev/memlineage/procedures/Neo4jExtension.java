package dev.memlineage.procedures;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Gives tests a {@link TestNeo4j} parameter: one server for the whole test run (starting one
 * costs seconds), stopped when the run ends. Tests that change the schema call
 * {@link TestNeo4j#reset()} first. Surefire runs test classes one after another, so sharing is safe.
 */
public final class Neo4jExtension implements ParameterResolver {
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(Neo4jExtension.class);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == TestNeo4j.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return context.getRoot()
                .getStore(NAMESPACE)
                .getOrComputeIfAbsent("server", key -> new Resource(), Resource.class)
                .server;
    }

    /** Closed by JUnit when the root context (the whole run) ends. */
    private static final class Resource implements ExtensionContext.Store.CloseableResource {
        final TestNeo4j server;

        Resource() {
            try {
                server = TestNeo4j.start();
            } catch (Exception e) {
                throw new IllegalStateException("Cannot start the in-process Neo4j for tests", e);
            }
        }

        @Override
        public void close() throws Throwable {
            server.close();
        }
    }
}
