package io.github.uts58.conformance;

import io.github.uts58.core.Link;
import io.github.uts58.core.LinkDetector;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Unicode's {@code LinkDetectionTest.txt}: each non-comment line is text with every expected link
 * marked ⸠…⸡. A line passes when detection on the unmarked text, marked the same way, gives the
 * line back.
 */
public final class DetectionTestFile {
  public static final char LINK_START = '⸠';
  public static final char LINK_END = '⸡';

  /** One test line, with its 1-based line number. */
  public record Case(int lineNumber, String marked) {
    /** The line without marks: the detector's input. */
    public String input() {
      return marked.replace(String.valueOf(LINK_START), "").replace(String.valueOf(LINK_END), "");
    }
  }

  /** A case and what the detector produced for it. */
  public record Result(Case testCase, String actual) implements CaseResult {
    @Override
    public int lineNumber() {
      return testCase.lineNumber();
    }

    @Override
    public String expected() {
      return testCase.marked();
    }
  }

  private DetectionTestFile() {}

  /** Empty lines and lines starting with '#' are ignored (a line of one space is a test). */
  public static List<Case> read(Path file) throws IOException {
    List<Case> cases = new ArrayList<>();
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      cases.add(new Case(i + 1, line));
    }
    return cases;
  }

  /** Surrounds every link detected in {@code text} with ⸠ and ⸡. */
  public static String mark(LinkDetector detector, String text) {
    return mark(text, detector.detect(text));
  }

  /** {@code text} with ⸠ and ⸡ around each of {@code links} (in order, not overlapping). */
  public static String mark(String text, List<Link> links) {
    StringBuilder out = new StringBuilder(text.length() + 8);
    int last = 0;
    for (Link link : links) {
      out.append(text, last, link.start()).append(LINK_START);
      out.append(text, link.start(), link.end()).append(LINK_END);
      last = link.end();
    }
    return out.append(text, last, text.length()).toString();
  }

  public static List<Result> run(LinkDetector detector, List<Case> cases) {
    List<Result> results = new ArrayList<>(cases.size());
    for (Case c : cases) {
      results.add(new Result(c, mark(detector, c.input())));
    }
    return results;
  }
}
