package io.github.uts58;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.lucene.tests.util.LuceneTestCase;

/**
 * The layers point one way (README, "Status"): chars ← core ← conformance, settings ←
 * lucene.segmentation ← lucene ← opensearch, cli. A reference to a package of the same or a higher
 * layer fails here, in the main code and in the tests: a test uses its own package, lower layers
 * and {@code testutil} (which uses none of the main code); benchmarks and the real-text evaluation
 * sit on top and may use everything.
 */
public class LayeringTest extends LuceneTestCase {
  private static final Map<String, Integer> LAYER =
      Map.of(
          "chars",
          0,
          "core",
          1,
          "conformance",
          2,
          "settings",
          2,
          "lucene.segmentation",
          3,
          "lucene",
          4,
          "opensearch",
          5,
          "cli",
          5);
  private static final Map<String, Integer> TEST_ONLY_LAYER =
      Map.of("testutil", -1, "bench", 6, "eval", 6);

  /** A package up to its first upper-case name (a class), as imported or written out. */
  private static final Pattern REFERENCE =
      Pattern.compile("io\\.github\\.uts58\\.([a-z]+(?:\\.[a-z]+)*)\\.[A-Z]");

  public void testMainCodePointsDown() throws Exception {
    assertPointsDown(Path.of("src/main/java/io/github/uts58"), LAYER, 50, 100);
  }

  public void testTestsPointDown() throws Exception {
    Map<String, Integer> layers = new HashMap<>(LAYER);
    layers.putAll(TEST_ONLY_LAYER);
    assertPointsDown(Path.of("src/test/java/io/github/uts58"), layers, 40, 50);
  }

  private static void assertPointsDown(
      Path root, Map<String, Integer> layers, int minFiles, int minDownward) throws Exception {
    List<String> violations = new ArrayList<>();
    int files = 0;
    int downward = 0;
    try (Stream<Path> s = Files.walk(root)) {
      for (Path p :
          s.filter(
                  f ->
                      f.toString().endsWith(".java")
                          && f.getParent() != null
                          && !f.getParent().equals(root))
              .toList()) {
        files++;
        String from = root.relativize(p.getParent()).toString().replace('/', '.');
        assertTrue("no layer for package " + from, layers.containsKey(from));
        Matcher m = REFERENCE.matcher(Files.readString(p, StandardCharsets.UTF_8));
        while (m.find()) {
          String to = m.group(1);
          if (!to.equals(from) && (!layers.containsKey(to) || layers.get(to) >= layers.get(from))) {
            violations.add(root.relativize(p) + " -> " + to);
          } else if (!to.equals(from)) {
            downward++;
          }
        }
      }
    }
    assertTrue(
        "read " + root + ": " + files + " files, " + downward + " references across layers",
        files > minFiles && downward > minDownward);
    assertEquals(List.of(), violations);
  }
}
