package org.sdsim.analyzers.summary;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.sdsim.analyzers.event.LogEvent;

/**
 * The one place where analyses say which event types they want, GCToolkit style
 * ({@code register(GcEvent.class, this::onGc)} in an analysis' constructor). There is no bus and
 * no threads: {@link #dispatch} is a map lookup on the event's concrete class and plain calls.
 *
 * <p>{@link LogEvent} is sealed and its permitted types are records (final classes), so looking
 * handlers up by {@code event.getClass()} is exact; no superclass walk is needed.
 */
public final class EventDispatcher {
    private final Map<Class<?>, List<Consumer<LogEvent>>> handlers = new IdentityHashMap<>();

    /** Calls {@code handler} for every dispatched event of exactly {@code type}, in registration order. */
    public <E extends LogEvent> void register(Class<E> type, Consumer<? super E> handler) {
        handlers.computeIfAbsent(type, t -> new ArrayList<>(4)).add(event -> handler.accept(type.cast(event)));
    }

    public void dispatch(LogEvent event) {
        List<Consumer<LogEvent>> list = handlers.get(event.getClass());
        if (list == null) {
            return;
        }
        for (int i = 0, n = list.size(); i < n; i++) {
            list.get(i).accept(event);
        }
    }
}
