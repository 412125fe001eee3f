package org.sdsim.simulator.report;

/** Readable class names for histogram charts: "[B" is byte[], packages shrink to their initials. */
final class ClassNames {
    private ClassNames() {
    }

    static String readable(String jvmName) {
        String name = jvmName.trim();
        int dims = 0;
        while (name.startsWith("[")) {
            dims++;
            name = name.substring(1);
        }
        if (dims > 0) {
            name = switch (name) {
                case "B" -> "byte";
                case "C" -> "char";
                case "I" -> "int";
                case "J" -> "long";
                case "Z" -> "boolean";
                case "S" -> "short";
                case "D" -> "double";
                case "F" -> "float";
                default -> name.startsWith("L") && name.endsWith(";") ? name.substring(1, name.length() - 1) : name;
            };
        }
        return abbreviatePackage(name) + "[]".repeat(dims);
    }

    /** "java.util.concurrent.ConcurrentHashMap$Node" becomes "j.u.c.ConcurrentHashMap$Node". */
    static String abbreviatePackage(String name) {
        int lastDot = name.lastIndexOf('.');
        if (lastDot < 0) {
            return name;
        }
        StringBuilder b = new StringBuilder();
        for (String part : name.substring(0, lastDot).split("\\.")) {
            if (!part.isEmpty()) {
                b.append(part.charAt(0)).append('.');
            }
        }
        return b.append(name.substring(lastDot + 1)).toString();
    }
}
