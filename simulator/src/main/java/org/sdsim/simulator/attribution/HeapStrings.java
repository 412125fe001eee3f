package org.sdsim.simulator.attribution;

import java.util.List;
import org.netbeans.lib.profiler.heap.Instance;
import org.netbeans.lib.profiler.heap.PrimitiveArrayInstance;

/** java.lang.String's text out of a heap dump. */
final class HeapStrings {

    private HeapStrings() {
    }

    /** The text of a String instance; null for anything else. */
    static String read(Object string) {
        if (!(string instanceof Instance s) || !(s.getValueOfField("value") instanceof PrimitiveArrayInstance value)) {
            return null;
        }
        List<?> elements = value.getValues();
        // JDK 9+ compact strings: a byte[] in LATIN1 (coder 0) or UTF-16 (coder 1, in the machine's byte
        // order: little-endian on x86 and ARM); JDK 8 keeps a char[]
        boolean utf16 = s.getValueOfField("coder") instanceof Number coder && coder.intValue() == 1;
        StringBuilder b = new StringBuilder(elements.size());
        if (!value.getJavaClass().getName().equals("byte[]")) {
            elements.forEach(e -> b.append(e.toString().charAt(0)));
            return b.toString();
        }
        for (int i = 0; i < elements.size(); i += utf16 ? 2 : 1) {
            int lo = Byte.parseByte(elements.get(i).toString()) & 0xff;
            int hi = utf16 ? Byte.parseByte(elements.get(i + 1).toString()) & 0xff : 0;
            b.append((char) (lo | hi << 8));
        }
        return b.toString();
    }
}
