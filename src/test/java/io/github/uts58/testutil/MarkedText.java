package io.github.uts58.testutil;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Text with its expected links marked ⸠…⸡, the notation of Unicode's {@code LinkDetectionTest.txt}.
 * Tests below the conformance layer write expectations this way; this reading is the tests' own,
 * not the code under test's.
 */
public record MarkedText(String marked, String input, List<Span> links) {
  public static final char START = '⸠';
  public static final char END = '⸡';

  /** An expected link: its text and offsets in {@link #input()}. */
  public record Span(String text, int start, int end) {}

  public static MarkedText parse(String marked) {
    StringBuilder input = new StringBuilder(marked.length());
    List<Span> links = new ArrayList<>();
    int open = -1;
    for (int i = 0; i < marked.length(); i++) {
      char c = marked.charAt(i);
      if (c == START) {
        open = input.length();
      } else if (c == END) {
        if (open < 0) {
          throw new IllegalArgumentException("⸡ without ⸠ at " + i + ": " + marked);
        }
        links.add(new Span(input.substring(open), open, input.length()));
        open = -1;
      } else {
        input.append(c);
      }
    }
    if (open >= 0) {
      throw new IllegalArgumentException("⸠ without ⸡: " + marked);
    }
    return new MarkedText(marked, input.toString(), List.copyOf(links));
  }

  /** {@code input} with ⸠ and ⸡ around each [start, end) pair, in order and not overlapping. */
  public static String mark(String input, List<int[]> ranges) {
    StringBuilder out = new StringBuilder(input.length() + 2 * ranges.size());
    int last = 0;
    for (int[] r : ranges) {
      out.append(input, last, r[0]).append(START).append(input, r[0], r[1]).append(END);
      last = r[1];
    }
    return out.append(input, last, input.length()).toString();
  }

  /**
   * The marked lines of a file in the format of LinkDetectionTest.txt (blank and '#' lines
   * skipped).
   */
  public static List<MarkedText> readFile(Path file) throws IOException {
    List<MarkedText> lines = new ArrayList<>();
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      if (!line.isEmpty() && !line.startsWith("#")) {
        lines.add(parse(line));
      }
    }
    return lines;
  }
}
