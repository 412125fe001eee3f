package org.sdsim.simulator.cli;

import picocli.CommandLine.Mixin;

/** Everything an experiment is made of besides its modes and duration: shared by {@code run} and {@code sweep}. */
final class ExperimentOptions {

    @Mixin
    FleetOptions fleet = new FleetOptions();

    @Mixin
    RegistryOptions registry = new RegistryOptions();

    @Mixin
    ConsumerOptions consumer = new ConsumerOptions();

    @Mixin
    ChurnOptions churn = new ChurnOptions();

    @Mixin
    ReplayOptions replay = new ReplayOptions();
}
