/**
 * The migration rehearsal ({@code sdsim run --migration}): Dubbo's own migration rule written to the
 * run's config center at scripted times while a mode measures. {@link MigrationSchedule} is the
 * schedule parsed and checked before anything starts; the orchestrator's {@code MigrationInjector}
 * writes each rule and watches the consumer switch; {@code summary.MigrationSummarizer} cuts the
 * mode into phases at the writes.
 */
package org.sdsim.simulator.migration;
