package org.sdsim.consumer.api;

import com.fasterxml.jackson.annotation.JsonTypeName;

/**
 * A command the child could not carry out, or a line that named no command.
 *
 * @param command the command that failed; null when the line named none
 * @param message what went wrong, for a human
 */
@JsonTypeName("error")
public record ErrorReply(Command command, String message) implements Reply {
}
