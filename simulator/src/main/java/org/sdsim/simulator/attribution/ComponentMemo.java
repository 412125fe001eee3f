package org.sdsim.simulator.attribution;

/**
 * Object id → resolved component, for millions of objects without boxing: open addressing over
 * a {@code long[]} of ids and a {@code byte[]} of component ordinals (+1; 0 marks a free slot).
 * Object ids in a heap dump are addresses, never 0.
 */
final class ComponentMemo {

    private long[] ids = new long[1 << 16];
    private byte[] components = new byte[1 << 16];
    private int size;

    /** The component remembered for an object, or null. */
    Component get(long id) {
        int mask = ids.length - 1;
        for (int slot = spread(id) & mask; ; slot = (slot + 1) & mask) {
            if (components[slot] == 0) {
                return null;
            }
            if (ids[slot] == id) {
                return Component.values()[components[slot] - 1];
            }
        }
    }

    void put(long id, Component c) {
        if ((size + 1) * 2 > ids.length) {
            grow();
        }
        int mask = ids.length - 1;
        for (int slot = spread(id) & mask; ; slot = (slot + 1) & mask) {
            if (components[slot] == 0) {
                ids[slot] = id;
                components[slot] = (byte) (c.ordinal() + 1);
                size++;
                return;
            }
            if (ids[slot] == id) {
                components[slot] = (byte) (c.ordinal() + 1);
                return;
            }
        }
    }

    private void grow() {
        long[] oldIds = ids;
        byte[] oldComponents = components;
        ids = new long[oldIds.length * 2];
        components = new byte[oldIds.length * 2];
        size = 0;
        for (int i = 0; i < oldIds.length; i++) {
            if (oldComponents[i] != 0) {
                put(oldIds[i], Component.values()[oldComponents[i] - 1]);
            }
        }
    }

    /** Object addresses are 8-byte aligned: mix the bits so neighbours do not share slots. */
    private static int spread(long id) {
        long h = id * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }
}
