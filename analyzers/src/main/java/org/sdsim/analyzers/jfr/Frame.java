package org.sdsim.analyzers.jfr;

/**
 * One stack frame of an allocation sample, as a site is named: class, method and, when the
 * recording has it, the source line. The frame type JFR records (interpreted, JIT compiled,
 * inlined) is left out on purpose: the same line runs interpreted first and compiled later, and
 * is one allocation site.
 *
 * @param className  the binary class name with dots, e.g. {@code org.apache.dubbo.common.URL} or {@code a.B$Inner}
 * @param methodName the method's name, e.g. {@code valueOf} or {@code <init>}
 * @param lineNumber the source line, or {@link #NO_LINE} (native frames, classes compiled without line tables)
 */
public record Frame(String className, String methodName, int lineNumber) {
    public static final int NO_LINE = -1;

    /** Stands for the frame of a sample recorded without a stack trace. */
    public static final Frame NO_STACK_TRACE = new Frame("", "(no stack trace)", NO_LINE);

    public Frame {
        if (lineNumber <= 0) {
            lineNumber = NO_LINE;   // JFR says -1 (or 0) for "unknown"; keep one spelling of absent
        }
    }

    public boolean hasLine() {
        return lineNumber != NO_LINE;
    }

    /** {@code class.method:line}, or {@code class.method} without a line. */
    @Override
    public String toString() {
        if (this == NO_STACK_TRACE || className.isEmpty()) {
            return methodName;
        }
        String method = className + "." + methodName;
        return hasLine() ? method + ":" + lineNumber : method;
    }
}
