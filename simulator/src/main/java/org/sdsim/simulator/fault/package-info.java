/**
 * Scripted faults ({@code sdsim run --fault}): the plan parsed from the flags. The orchestrator's
 * {@code FaultInjector} carries it out in each mode's measuring phase and records each fault as a
 * {@link org.sdsim.simulator.fault.FaultRecord} in the mode's events.jsonl.
 */
package org.sdsim.simulator.fault;
