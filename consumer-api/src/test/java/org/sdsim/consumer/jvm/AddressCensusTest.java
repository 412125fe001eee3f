package org.sdsim.consumer.jvm;

import org.junit.jupiter.api.Test;
import org.sdsim.consumer.api.AddressCounts;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class AddressCensusTest {

    /** A node of a fake invoker tree: a registry's migration node, a cluster with a directory, or a leaf. */
    record Node(String registry, Node itf, Node app, List<Node> directory) {
        static Node leaf() {
            return new Node(null, null, null, null);
        }

        static Node cluster(List<Node> directory) {
            return new Node(null, null, null, directory);
        }

        static Node providers(int n) {
            return cluster(java.util.Collections.nCopies(n, leaf()));
        }
    }

    static final InvokerTree<Node> TREE = new InvokerTree<>() {
        @Override
        public Registry<Node> registry(Node node) {
            // like Dubbo 2.7: calls use the interface-level directory
            return node.registry() == null ? null : new Registry<>(node.registry(), node.itf(), node.app(), node.itf());
        }

        @Override
        public List<Node> directory(Node node) {
            return node.directory();
        }
    };

    @Test
    void countsEachRegistrysDirectoriesByItsLabelAndMarksAMissingDirectoryMinusOne() {
        Node zk1 = new Node("127.0.0.1:2181", Node.providers(20), null, null);
        Node zk2 = new Node("127.0.0.1:2182", Node.providers(19), Node.providers(20), null);
        Map<String, AddressCounts> counts = new AddressCensus<>(List.of("127.0.0.1:2181", "127.0.0.1:2182,127.0.0.1:2183"), TREE)
                .count(Node.cluster(List.of(zk1, zk2)));
        assertEquals(Map.of("zk1", new AddressCounts(20, -1, 20, null, AddressCounts.INTERFACE),
                "zk2", new AddressCounts(19, 20, 19, null, AddressCounts.INTERFACE)), counts);
    }

    @Test
    void theSideServingCallsIsTheCurrentInvokerItselfNotTheOneWithAsManyAddresses() {
        Node itf = Node.providers(20);
        Node app = Node.providers(20);
        Node migration = new Node("127.0.0.1:2181", itf, app, null);
        InvokerTree<Node> applicationFirst = new InvokerTree<>() {
            @Override
            public Registry<Node> registry(Node node) {
                // like Dubbo 3 at APPLICATION_FIRST: both directories full, calls on the application level
                return node.registry() == null ? null
                        : new Registry<>(node.registry(), node.itf(), node.app(), node.app(), "APPLICATION_FIRST");
            }

            @Override
            public List<Node> directory(Node node) {
                return node.directory();
            }
        };
        assertEquals(Map.of("zk1", new AddressCounts(20, 20, 20, "APPLICATION_FIRST", AddressCounts.APPLICATION)),
                new AddressCensus<>(List.of("127.0.0.1:2181"), applicationFirst).count(migration));
    }

    @Test
    void aReferenceWithoutAnInvokerHasNoCounts() {
        assertEquals(Map.of(), new AddressCensus<>(List.of("a:1"), TREE).count(null));
    }

    @Test
    void aCycleInTheTreeEndsTheWalkInsteadOfOverflowingTheStack() {
        List<Node> loop = new java.util.ArrayList<>();
        Node cluster = Node.cluster(loop);
        loop.add(cluster);
        assertEquals(Map.of(), new AddressCensus<>(List.of("a:1"), TREE).count(cluster));
    }
}
