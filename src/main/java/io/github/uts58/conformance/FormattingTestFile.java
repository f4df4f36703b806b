package io.github.uts58.conformance;

import io.github.uts58.core.MinimalEscaping;
import io.github.uts58.core.UrlComponents;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Unicode's {@code LinkFormattingTest.txt}: each case is a structure comment {@code # {𝑺=… 𝑯=…
 * 𝑷=… 𝑸=… 𝑽=… 𝑭=… 𝑫=…}} giving the parts unescaped, then the fully-escaped URL, then the
 * expected minimally-escaped URL. The structure comment is the authoritative input (the
 * fully-escaped line is ambiguous in a few cases).
 */
public final class FormattingTestFile {
  private static final String[] KEYS = {"𝑺=", "𝑯=", "𝑷=", "𝑸=", "𝑽=", "𝑭=", "𝑫="};

  /** One case, with the line number of its expected output. */
  public record Case(
      int lineNumber,
      String structure,
      UrlComponents components,
      String fullyEscaped,
      String expected) {}

  /** A case and the formatter's output for its structure. */
  public record Result(Case testCase, String actual) implements CaseResult {
    @Override
    public int lineNumber() {
      return testCase.lineNumber();
    }

    @Override
    public String expected() {
      return testCase.expected();
    }
  }

  private FormattingTestFile() {}

  public static List<Case> read(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    List<Case> cases = new ArrayList<>();
    String structure = null;
    String fullyEscaped = null;
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.startsWith("# {") && line.endsWith("}")) {
        structure = line.substring(3, line.length() - 1);
        continue;
      }
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      if (fullyEscaped == null) {
        fullyEscaped = line;
        continue;
      }
      if (structure == null) {
        throw new IOException(file + ":" + (i + 1) + ": case without a structure comment");
      }
      cases.add(new Case(i + 1, structure, parseStructure(structure), fullyEscaped, line));
      structure = null;
      fullyEscaped = null;
    }
    if (fullyEscaped != null) {
      throw new IOException(file + ": unpaired line at end: " + fullyEscaped);
    }
    return cases;
  }

  /** Parses {@code 𝑺=https:// 𝑯=example.com 𝑷=α …}; values may contain spaces. */
  static UrlComponents parseStructure(String s) {
    List<int[]> marks = new ArrayList<>(); // {start of key, key index}
    for (int i = 0; i < s.length(); i++) {
      if (i == 0 || s.charAt(i - 1) == ' ') {
        for (int k = 0; k < KEYS.length; k++) {
          if (s.startsWith(KEYS[k], i)) {
            marks.add(new int[] {i, k});
          }
        }
      }
    }
    String scheme = "";
    String host = "";
    List<String> path = new ArrayList<>();
    List<UrlComponents.Param> query = new ArrayList<>();
    String fragment = null;
    List<String> directives = new ArrayList<>();
    for (int m = 0; m < marks.size(); m++) {
      int key = marks.get(m)[1];
      int start = marks.get(m)[0] + KEYS[key].length();
      int end = m + 1 < marks.size() ? marks.get(m + 1)[0] - 1 : s.length();
      String value = s.substring(start, end);
      switch (key) {
        case 0 -> scheme = value;
        case 1 -> host = value;
        case 2 -> path.add(value);
        case 3 -> query.add(new UrlComponents.Param(value, null));
        case 4 -> {
          if (query.isEmpty()) {
            throw new IllegalArgumentException("𝑽 without 𝑸: " + s);
          }
          UrlComponents.Param last = query.remove(query.size() - 1);
          query.add(new UrlComponents.Param(last.key(), value));
        }
        case 5 -> fragment = value;
        default -> directives.add(value);
      }
    }
    return new UrlComponents(scheme, host, path, query, fragment, directives);
  }

  public static List<Result> run(List<Case> cases) {
    List<Result> results = new ArrayList<>();
    for (Case c : cases) {
      results.add(new Result(c, MinimalEscaping.format(c.components())));
    }
    return results;
  }
}
