package dev.shannon.app.fuzz;

import net.jqwik.api.lifecycle.AroundPropertyHook;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import net.jqwik.api.lifecycle.PropertyExecutor;
import net.jqwik.api.lifecycle.PropertyLifecycleContext;

/**
 * The number of tries of a fuzz property: {@code jqwik.tries.default} from junit-platform.properties
 * (short, for {@code mvn verify}), or the system property {@code shannon.fuzz.tries} for a long
 * run ({@code mvn … -Dshannon.fuzz.tries=20000}: Maven passes it on to the test JVM).
 */
public final class FuzzTries implements AroundPropertyHook {
    @Override
    public PropertyExecutionResult aroundProperty(PropertyLifecycleContext context, PropertyExecutor property) {
        String tries = System.getProperty("shannon.fuzz.tries");
        if (tries != null) {
            context.attributes().setTries(Integer.parseInt(tries.strip()));
        }
        return property.execute();
    }
}
