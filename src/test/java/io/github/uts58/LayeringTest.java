package io.github.uts58;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.lucene.tests.util.LuceneTestCase;

/**
 * The layers point one way (README, "Status"): chars ← core ← conformance, lucene ← opensearch, cli.
 * A main-code reference to a package of the same or a higher layer fails here.
 */
public class LayeringTest extends LuceneTestCase {
  private static final Map<String, Integer> LAYER =
      Map.of("chars", 0, "core", 1, "conformance", 2, "lucene", 2, "opensearch", 3, "cli", 3);
  private static final Pattern REFERENCE = Pattern.compile("io\\.github\\.uts58\\.([a-z]+)\\.");

  public void testMainCodePointsDown() throws Exception {
    Path root = Path.of("src/main/java/io/github/uts58");
    List<String> violations = new ArrayList<>();
    int files = 0;
    int downward = 0;
    try (Stream<Path> s = Files.walk(root)) {
      for (Path p : s.filter(f -> f.toString().endsWith(".java")).toList()) {
        files++;
        String from = root.relativize(p).getName(0).toString();
        assertTrue("no layer for package " + from, LAYER.containsKey(from));
        Matcher m = REFERENCE.matcher(Files.readString(p, StandardCharsets.UTF_8));
        while (m.find()) {
          String to = m.group(1);
          if (!to.equals(from) && (!LAYER.containsKey(to) || LAYER.get(to) >= LAYER.get(from))) {
            violations.add(root.relativize(p) + " -> " + to);
          } else if (!to.equals(from)) {
            downward++;
          }
        }
      }
    }
    assertTrue("read the main code: " + files + " files, " + downward + " references across layers",
        files > 50 && downward > 100);
    assertEquals(List.of(), violations);
  }
}
