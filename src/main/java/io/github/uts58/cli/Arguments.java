package io.github.uts58.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A command's arguments: options with a value, flags, and operands; the one parser of the command
 * line.
 */
record Arguments(Map<String, String> options, Set<String> flags, List<String> operands) {

  /** A mistake in how the command was called: exit status 2 and a hint to run help. */
  static final class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
      super(message);
    }
  }

  /**
   * {@code args} with {@code flags} and options taking a value ({@code valued}); any other "--" is
   * an error.
   */
  static Arguments parse(List<String> args, List<String> flags, List<String> valued) {
    Map<String, String> options = new HashMap<>();
    Set<String> given = new HashSet<>();
    List<String> operands = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (!a.startsWith("--")) {
        operands.add(a);
      } else if (valued.contains(a)) {
        if (i + 1 >= args.size()) {
          throw new UsageException(a + " needs a value");
        }
        options.put(a, args.get(++i));
      } else if (flags.contains(a)) {
        given.add(a);
      } else {
        throw new UsageException("unknown option: " + a);
      }
    }
    return new Arguments(options, given, operands);
  }

  String get(String name) {
    return options.get(name);
  }

  boolean has(String flag) {
    return flags.contains(flag);
  }

  int positiveInt(String name, int defaultValue) {
    String v = options.get(name);
    if (v == null) {
      return defaultValue;
    }
    try {
      int n = Integer.parseInt(v);
      if (n > 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new UsageException(name + " must be a positive integer, got '" + v + "'");
  }

  /**
   * The detection settings given as options ({@link DetectionOptions}); a wrong value is a usage
   * error.
   */
  DetectionOptions detection(String command) throws IOException {
    try {
      return DetectionOptions.of(command, options);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }

  /** {@code --index DIR}, which must be given. */
  Path index() {
    String dir = get("--index");
    if (dir == null) {
      throw new UsageException("--index DIR is required");
    }
    return Path.of(dir);
  }

  /** {@code --index DIR}, which must hold an index. */
  Path existingIndex() throws IOException {
    Path dir = index();
    if (!LinkIndex.exists(dir)) {
      throw new IOException(
          "no index at " + dir + " (create one with: uts58 index --index " + dir + " FILE...)");
    }
    return dir;
  }
}
