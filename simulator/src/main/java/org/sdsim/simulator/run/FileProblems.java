package org.sdsim.simulator.run;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * Says what went wrong with a file in words. The JDK's file-system exceptions often carry only
 * the path as their message ({@code AccessDeniedException: /proc/x}), which tells a user nothing.
 */
public final class FileProblems {

    private FileProblems() {
    }

    /** "PATH: permission denied", "PATH: no such file or folder", … or the exception's own message. */
    public static String describe(IOException e) {
        if (!(e instanceof FileSystemException fs)) {
            return String.valueOf(e.getMessage());
        }
        String what = fs instanceof AccessDeniedException ? "permission denied"
                : fs instanceof NoSuchFileException ? "no such file or folder"
                : fs instanceof FileAlreadyExistsException ? "already exists"
                : fs instanceof NotDirectoryException ? "not a folder"
                : fs.getReason() != null ? fs.getReason().toLowerCase(java.util.Locale.ROOT)
                : fs.getClass().getSimpleName();
        String where = fs.getFile() == null ? "" : fs.getFile()
                + (fs.getOtherFile() == null ? "" : " → " + fs.getOtherFile()) + ": ";
        return where + what;
    }
}
