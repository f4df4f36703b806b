package io.github.uts58.cli;

import io.github.uts58.core.MinimalEscaping;
import java.io.IOException;

/** {@code uts58 escape}: each URL minimally escaped (§4.1). */
final class EscapeCommand implements Command {
  @Override
  public String name() {
    return "escape";
  }

  @Override
  public String synopsis() {
    return "escape [FILE...]";
  }

  @Override
  public String summary() {
    return "write each URL (one per line) minimally escaped (§4)";
  }

  @Override
  public String details() {
    return """
        Reads one URL per line whose syntax characters inside parts are percent-escaped (parts split on
        literal / ? # & =), decodes each part and writes the minimally escaped form (UTS #58 §4.1).
        Escapes that are not valid UTF-8 are kept.
        """;
  }

  @Override
  public int run(Arguments args, Terminal terminal) throws IOException {
    terminal.eachLine(
        args.operands(),
        (source, number, line) ->
            terminal.out.println(line.isEmpty() ? "" : MinimalEscaping.minimalEscape(line)));
    return OK;
  }
}
