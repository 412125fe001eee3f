/**
 * Opening GC-log inputs: single files, rotated sets ({@link org.sdsim.analyzers.input.InputResolver}),
 * gzip (detected from the bytes), stdin, and bounded-memory line reading
 * ({@link org.sdsim.analyzers.input.BoundedLineReader}). Binary or empty content is recognised
 * here ({@link org.sdsim.analyzers.input.OpenedInput}) so that it is reported once instead of
 * being read as garbage lines.
 */
package org.sdsim.analyzers.input;
