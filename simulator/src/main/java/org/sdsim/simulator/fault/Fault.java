package org.sdsim.simulator.fault;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One scripted fault of {@code --fault}: what, on which registry, and when, relative to the start
 * of each mode's measuring phase (after the consumer converged).
 *
 * @param kind     what it does
 * @param registry the registry label it acts on ({@code zk1}); null for every registry or none
 * @param member   the ensemble member it acts on (2 for {@code member-restart:zk1.2}); null for none named
 * @param hang     for a registry outage: freeze the server (SIGSTOP) rather than kill it
 * @param at       when it starts, from the start of measuring
 * @param lasting  how long it lasts: a registry outage, a provider kill, a cold restart, a storm's downtime; zero for the
 *                 other kinds (and a storm without one)
 * @param spec     the flag's value as given, e.g. {@code registry-outage:zk2@20m+5m}
 */
public record Fault(FaultKind kind, String registry, Integer member, boolean hang, Duration at, Duration lasting,
        String spec) {

    public Fault {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(lasting, "lasting");
        Objects.requireNonNull(spec, "spec");
    }

    /** {@code crash} or {@code hang} for a registry outage; null otherwise. */
    public String variant() {
        return kind == FaultKind.REGISTRY_OUTAGE ? (hang ? "hang" : "crash") : null;
    }

    /** Plain map for the run manifest. */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("fault", kind.id());
        m.put("registry", registry);
        if (member != null) {
            m.put("member", member);
        }
        m.put("variant", variant());
        m.put("atSec", at.toMillis() / 1000.0);
        m.put("lastingSec", lasting.toMillis() / 1000.0);
        m.put("spec", spec);
        return m;
    }
}
