package org.sdsim.simulator.summary;

/**
 * The consumer after it converged: from the moment it held every address to the end of the mode.
 * Start-up (class loading, the first subscription with every URL at once) is left out, and the
 * counts become rates per hour, so that a 90-second run, a 20-minute run and the published
 * 20-hour run can be compared: "young GCs from hundreds to about a dozen" is a count over 20 hours.
 *
 * @param seconds        length of the window
 * @param youngGcs       young pauses that started in it
 * @param fullGcs        full pauses the JVM chose that started in it (forced ones are not counted)
 * @param youngGcPerHour youngGcs scaled to an hour
 * @param fullGcPerHour  fullGcs scaled to an hour
 */
@com.fasterxml.jackson.annotation.JsonIgnoreProperties(ignoreUnknown = true)
public record SteadyState(double seconds, long youngGcs, long fullGcs, double youngGcPerHour, double fullGcPerHour) {

    /** Below this the window says too little to be scaled to an hour. */
    static final double MIN_SECONDS = 10;

    /** The rates of a window, or null when it is too short to scale. */
    public static SteadyState of(double seconds, long youngGcs, long fullGcs) {
        if (!(seconds >= MIN_SECONDS)) {
            return null;
        }
        return new SteadyState(seconds, youngGcs, fullGcs, youngGcs * 3600.0 / seconds, fullGcs * 3600.0 / seconds);
    }
}
